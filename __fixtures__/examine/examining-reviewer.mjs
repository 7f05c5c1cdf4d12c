#!/usr/bin/env node
// A reviewer CLI that also cross-examines, for the matrix's end-to-end test (written for this
// project). Usage: examining-reviewer.mjs SCRIPT BEHAVIOUR. A cross-examination request on stdin is
// answered from SCRIPT (JSON: location -> verdict, see scripted-answer.mjs) as a fenced json block;
// any other prompt is reviewed by the self-test's fake reviewer as BEHAVIOUR (cart-a, cart-b, …).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { isExamination, scriptedAnswer } from './scripted-answer.mjs';

const [script = '{}', behaviour = 'good'] = process.argv.slice(2);
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', () => {
  const prompt = Buffer.concat(chunks).toString('utf8');
  if (isExamination(prompt)) {
    process.stdout.write(scriptedAnswer(prompt, JSON.parse(script)));
    return;
  }
  const fake = join(import.meta.dirname, '../github/self-test/bin/fake-reviewer');
  const r = spawnSync(process.execPath, [fake, behaviour], { input: prompt });
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  process.exit(r.status ?? 1);
});
