// The Node 24 binary GitHub runs the action with, found one way for the tests and the bench:
// REVIEWER_LANES_NODE24 when set (CI sets it from scripts/install-node24.sh), else the node that
// script installs into its cache, or finds there. On CI the variable must be set, so a figure or
// a test said to be on Node 24 can never quietly come from a node installed along the way.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function node24() {
  const given = process.env['REVIEWER_LANES_NODE24'];
  if (given) return given;
  if (process.env['CI'] === 'true') {
    throw new Error(
      'REVIEWER_LANES_NODE24 is unset: CI must point it at the node from scripts/install-node24.sh, so the bundle is proven on the runtime GitHub uses',
    );
  }
  return execFileSync(join(ROOT, 'scripts/install-node24.sh'), { encoding: 'utf8' }).trim();
}
