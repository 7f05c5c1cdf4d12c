#!/usr/bin/env node
// The self-test's verdict on one `review` run of the action (written for this project). Reads
// the step's outcome and outputs from the environment and exits 1 with the reasons when the
// action did not behave: the explicit failing lane must fail the step after publishing, and
// hostile model output must be published harmless.
import { readFileSync } from 'node:fs';

const env = (name) => process.env[name] ?? '';
const problems = [];
const expect = (ok, what) => {
  if (!ok) problems.push(what);
};

expect(
  env('OUTCOME') === 'failure',
  `the step should fail (fake-fail was requested), outcome: ${env('OUTCOME')}`,
);
expect(
  env('FAILED_LANES') === 'fake-fail',
  `failed-lanes should be 'fake-fail', got '${env('FAILED_LANES')}'`,
);

const results = JSON.parse(env('RESULTS') || '{"lanes":[]}');
const status = Object.fromEntries(
  results.lanes.map((l) => [l.identity, `${l.status}${l.reason ? `:${l.reason}` : ''}`]),
);
expect(results.ok === false, 'results.json ok should be false');
expect(status['fake-good'] === 'reviewed', `fake-good should be reviewed, got ${status['fake-good']}`);
expect(
  status['fake-hostile'] === 'reviewed',
  `fake-hostile should be reviewed, got ${status['fake-hostile']}`,
);
expect(
  status['fake-fail'] === 'failed:exit_nonzero',
  `fake-fail should be failed:exit_nonzero, got ${status['fake-fail']}`,
);

const reviews = readFileSync(env('REVIEWS_PATH'), 'utf8');
expect(!reviews.includes('ghp_0123456789abcdefghij'), 'a token-shaped string was published');
expect(!/!\[[^\]]*\]\(https?:/.test(reviews), 'a remote markdown image was published');
expect(!/<img\b/i.test(reviews), 'a raw <img> was published');
expect(!reviews.includes('<!-- reviewer-lanes:comment'), 'lane output planted a comment marker');
const fences = reviews.split('\n').filter((l) => /^\s{0,3}(```|~~~)/.test(l)).length;
expect(fences % 2 === 0, 'a code fence is left open');
for (const section of ['Fake good', 'Fake fail', 'Fake hostile']) {
  expect(reviews.includes(`## ${section} Review`), `REVIEWS.md has no "${section}" section`);
}
expect(reviews.includes('failed or returned empty output'), 'the failed lane has no stub');

if (problems.length > 0) {
  for (const p of problems) console.log(`::error::${p}`);
  process.exit(1);
}
console.log('The review run behaved as expected.');
