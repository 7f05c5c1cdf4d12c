#!/usr/bin/env node
// The reviewer-lanes command (written by scripts/build.mjs). Node >= 22.1 keeps the bundle's
// compiled code in its own compile cache; Node 20 has no such call.
import module from 'node:module';

module.enableCompileCache?.();
await import('./cli/index.js');
