// The floor of the artifact library (D15's @actions/artifact) under the action-review figure:
// a bare Node process that loads the library, bundled by ncc as the action's own bundle is, and
// uploads one small file to the loopback artifact service — nothing of ours. The action uploads
// its review this way on every run, so no run of the action can be faster or smaller than this.
// The bench case bundles this file (bench/out) and runs it in the runner environment.
// Usage: node <bundle> <dir to write the file in>
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';

const dir = process.argv[2];
if (!dir) throw new Error('usage: artifact-floor <dir>');
const file = join(dir, 'REVIEWS.md');
writeFileSync(file, '# Review\n\nNothing to report.\n');
const uploaded = await new DefaultArtifactClient().uploadArtifact(`floor-${process.pid}`, [file], dir, {});
if (uploaded.id === undefined) throw new Error('the artifact service returned no id');
