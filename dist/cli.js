#!/usr/bin/env node
// The reviewer-lanes command (written by scripts/build.mjs); the CLI is bundled in dist/cli/.
import './cli/index.js';
