#!/usr/bin/env node

// src/cli/launch.ts
import { dirname as dirname2, join as join2 } from "node:path";
import { fileURLToPath } from "node:url";

// src/cli/code-cache.ts
import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  constants as fsConstants,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync
} from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { basename, dirname, join } from "node:path";
import { Script } from "node:vm";
function cacheDirFor(env) {
  const disabled = env.NODE_DISABLE_COMPILE_CACHE;
  if (disabled !== void 0 && disabled !== "" && disabled !== "0") return null;
  if (env.REVIEWER_LANES_CACHE_DIR) return env.REVIEWER_LANES_CACHE_DIR;
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, "reviewer-lanes");
  let home;
  try {
    home = homedir();
  } catch {
    return null;
  }
  return home ? join(home, ".cache", "reviewer-lanes") : null;
}
function cacheFileFor(dir, file, source, identity) {
  const digest2 = createHash("sha256").update(process.version).update("\0").update(process.arch).update("\0").update(identity ?? source).digest("hex").slice(0, 32);
  return join(dir, `${basename(file)}.${digest2}.v8cache`);
}
function builtIdentity(file, buildDigest) {
  try {
    const st = statSync(file);
    return `${buildDigest}:${st.size}:${st.ino}:${st.ctimeMs}:${st.mtimeMs}`;
  } catch {
    return void 0;
  }
}
function readTrusted(path) {
  let fd;
  try {
    fd = openSync(path, fsConstants.O_RDONLY | (fsConstants.O_NOFOLLOW ?? 0));
  } catch {
    return null;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || (st.mode & 18) !== 0) return null;
    if (typeof process.getuid === "function" && st.uid !== process.getuid()) return null;
    return readFileSync(fd);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
var KEEP = 4;
function prune(dir, name) {
  try {
    const mine = readdirSync(dir).filter((f) => f.startsWith(`${name}.`) && f.endsWith(".v8cache")).map((f) => ({ path: join(dir, f), mtime: statSync(join(dir, f)).mtimeMs })).sort((a, b) => b.mtime - a.mtime);
    for (const old of mine.slice(KEEP)) unlinkSync(old.path);
  } catch {
  }
}
function writeAtomically(path, data) {
  mkdirSync(dirname(path), { recursive: true, mode: 448 });
  const tmp = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    const fd = openSync(
      tmp,
      fsConstants.O_WRONLY | fsConstants.O_CREAT | fsConstants.O_EXCL | (fsConstants.O_NOFOLLOW ?? 0),
      384
    );
    try {
      writeSync(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
    }
  }
}
function loadBundle(file, cacheDir, buildDigest) {
  const source = readFileSync(file, "utf8");
  const identity = buildDigest === void 0 ? void 0 : builtIdentity(file, buildDigest);
  const cacheFile = cacheDir === null ? null : cacheFileFor(cacheDir, file, source, identity);
  const cachedData = cacheFile === null ? null : readTrusted(cacheFile);
  const wrapper = `(function (exports, require, module, __filename, __dirname) { ${source}
});`;
  const script = new Script(wrapper, {
    filename: file,
    ...cachedData ? { cachedData } : {}
  });
  const state = cacheFile === null ? "disabled" : !cachedData ? "miss" : script.cachedDataRejected ? "rejected" : "hit";
  const module = { exports: {} };
  const compiled = script.runInThisContext();
  compiled.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  let saved = false;
  return {
    exports: module.exports,
    state,
    save() {
      if (saved || cacheFile === null || state === "hit") return;
      saved = true;
      try {
        writeAtomically(cacheFile, script.createCachedData());
        prune(dirname(cacheFile), basename(file));
      } catch {
      }
    }
  };
}

// src/cli/launch.ts
var digest = true ? "f314d28d5f2fa905eeb5f0cb6c6085b9f112feb81b89c83b6d4141b980da1cc7" : void 0;
var bundle = join2(dirname2(fileURLToPath(import.meta.url)), "cli", "main.cjs");
var loaded = loadBundle(bundle, cacheDirFor(process.env), digest);
var { main } = loaded.exports;
process.exitCode = await main(process.argv.slice(2));
loaded.save();
