#!/usr/bin/env node
"use strict";

// src/cli/launch.ts
var import_node_path2 = require("node:path");

// src/cli/code-cache.ts
var import_node_buffer = require("node:buffer");
var import_node_crypto = require("node:crypto");
var import_node_fs = require("node:fs");
var import_node_module = require("node:module");
var import_node_os = require("node:os");
var import_node_path = require("node:path");
var import_node_vm = require("node:vm");

// src/sys/private-file.ts
function isPrivateFile(st) {
  if (!st.isFile() || (st.mode & 18) !== 0) return false;
  return typeof process.getuid !== "function" || st.uid === process.getuid();
}

// src/cli/code-cache.ts
var SIBLING_RE = /^\.\/[A-Za-z0-9][\w.-]*\.cjs$/;
function cacheDirFor(env) {
  const disabled = env.NODE_DISABLE_COMPILE_CACHE;
  if (disabled !== void 0 && disabled !== "" && disabled !== "0") return null;
  if (env.REVIEWER_LANES_CACHE_DIR) return env.REVIEWER_LANES_CACHE_DIR;
  if (env.XDG_CACHE_HOME) return (0, import_node_path.join)(env.XDG_CACHE_HOME, "reviewer-lanes");
  let home;
  try {
    home = (0, import_node_os.homedir)();
  } catch {
    return null;
  }
  return home ? (0, import_node_path.join)(home, ".cache", "reviewer-lanes") : null;
}
var VARIANT_RE = /^[a-z][a-z-]{0,31}$/;
function cacheFileFor(dir, file, source, identity, variant) {
  const digest2 = (0, import_node_crypto.createHash)("sha256").update(process.version).update("\0").update(process.arch).update("\0").update(identity ?? source).digest("hex").slice(0, 32);
  const kind = variant !== void 0 && VARIANT_RE.test(variant) ? `.${variant}` : "";
  return (0, import_node_path.join)(dir, `${(0, import_node_path.basename)(file)}.${digest2}${kind}.v8cache`);
}
function builtIdentity(file, buildDigest) {
  try {
    const st = (0, import_node_fs.statSync)(file);
    return `${buildDigest}:${st.size}:${st.ino}:${st.ctimeMs}:${st.mtimeMs}`;
  } catch {
    return void 0;
  }
}
function readTrusted(path) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path, import_node_fs.constants.O_RDONLY | (import_node_fs.constants.O_NOFOLLOW ?? 0) | (import_node_fs.constants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  try {
    const st = (0, import_node_fs.fstatSync)(fd);
    return isPrivateFile(st) ? (0, import_node_fs.readFileSync)(fd) : null;
  } catch {
    return null;
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
var KEEP_BUILDS = 4;
function prune(dir, name, current) {
  const build = (f) => f.slice(name.length + 1).split(".")[0] ?? "";
  try {
    const mine = (0, import_node_fs.readdirSync)(dir).filter((f) => f.startsWith(`${name}.`) && f.endsWith(".v8cache")).map((f) => ({ path: (0, import_node_path.join)(dir, f), build: build(f), mtime: (0, import_node_fs.statSync)((0, import_node_path.join)(dir, f)).mtimeMs })).sort((a, b) => b.mtime - a.mtime);
    const kept = /* @__PURE__ */ new Set([build((0, import_node_path.basename)(current))]);
    for (const f of mine) if (kept.size < KEEP_BUILDS) kept.add(f.build);
    for (const f of mine) if (!kept.has(f.build)) (0, import_node_fs.unlinkSync)(f.path);
  } catch {
  }
}
function writeAtomically(path, data) {
  (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(path), { recursive: true, mode: 448 });
  const tmp = `${path}.${process.pid}.${(0, import_node_crypto.randomBytes)(6).toString("hex")}.tmp`;
  try {
    const fd = (0, import_node_fs.openSync)(
      tmp,
      import_node_fs.constants.O_WRONLY | import_node_fs.constants.O_CREAT | import_node_fs.constants.O_EXCL | (import_node_fs.constants.O_NOFOLLOW ?? 0),
      384
    );
    try {
      (0, import_node_fs.writeSync)(fd, data);
    } finally {
      (0, import_node_fs.closeSync)(fd);
    }
    (0, import_node_fs.renameSync)(tmp, path);
  } catch {
    try {
      (0, import_node_fs.unlinkSync)(tmp);
    } catch {
    }
  }
}
function loadBundle(file, cacheDir, buildDigest, variant) {
  return load(file, cacheDir, buildDigest, variant, /* @__PURE__ */ new Map());
}
function load(file, cacheDir, buildDigest, variant, loaded2) {
  const bytes = (0, import_node_fs.readFileSync)(file);
  const source = bytes.toString((0, import_node_buffer.isAscii)(bytes) ? "latin1" : "utf8");
  const identity = buildDigest === void 0 ? void 0 : builtIdentity(file, buildDigest);
  const cacheFile = cacheDir === null ? null : cacheFileFor(cacheDir, file, source, identity, variant);
  const cachedData = cacheFile === null ? null : readTrusted(cacheFile);
  const wrapper = `(function (exports, require, module, __filename, __dirname) { ${source}
});`;
  const script = new import_node_vm.Script(wrapper, {
    filename: file,
    ...cachedData ? { cachedData } : {}
  });
  const state = cacheFile === null ? "disabled" : !cachedData ? "miss" : script.cachedDataRejected ? "rejected" : "hit";
  const module2 = { exports: {} };
  const compiled = script.runInThisContext();
  const siblings = /* @__PURE__ */ new Map();
  const nodeRequire = (0, import_node_module.createRequire)(file);
  const bundleRequire = Object.assign((id) => {
    if (!SIBLING_RE.test(id)) return nodeRequire(id);
    const name = id.slice(2);
    const sibling = loaded2.get(name) ?? load((0, import_node_path.join)((0, import_node_path.dirname)(file), name), cacheDir, buildDigest, variant, loaded2);
    siblings.set(name, sibling);
    return sibling.exports;
  }, nodeRequire);
  let saved = false;
  const result = {
    get exports() {
      return module2.exports;
    },
    state,
    siblings,
    save() {
      for (const sibling of siblings.values()) sibling.save();
      if (saved || cacheFile === null || state === "hit") return;
      saved = true;
      try {
        writeAtomically(cacheFile, script.createCachedData());
        prune((0, import_node_path.dirname)(cacheFile), (0, import_node_path.basename)(file), cacheFile);
      } catch {
      }
    }
  };
  loaded2.set((0, import_node_path.basename)(file), result);
  compiled.call(module2.exports, module2.exports, bundleRequire, module2, file, (0, import_node_path.dirname)(file));
  return result;
}

// src/cli/launch.ts
var digest = true ? "185ebdd52f7c4e559d6771ca26534bb79312c9e1517ffe90426d1f0378f33a46" : void 0;
var bundle = (0, import_node_path2.join)(__dirname, "cli", "main.cjs");
var argv = process.argv.slice(2);
var command = argv.find((a) => !a.startsWith("-"));
var loaded = loadBundle(bundle, cacheDirFor(process.env), digest, command);
var { main } = loaded.exports;
var settled = false;
main(argv, digest === void 0 ? {} : { buildDigest: digest }).then(
  (code) => {
    settled = true;
    process.exitCode = code;
    loaded.save();
  },
  (error) => {
    settled = true;
    process.nextTick(() => {
      throw error;
    });
  }
);
process.once("beforeExit", () => {
  if (!settled) process.exitCode ??= 13;
});
