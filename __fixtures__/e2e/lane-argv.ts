/**
 * A first-party spawn lane's command line, expanded from its manifest the way the spec's argv
 * template says (LANES-SPEC.md §6.4): `{{model}}` -> [modelArg, model], `{{output}}` ->
 * [outputArg, file], `{{effort}}` -> nothing (no effort configured), `{{prompt}}` -> per channel.
 * The direct e2e uses it so the manifests on disk, not a copy of their argv, are what runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { firstPartyCapabilitiesDir } from '../../src/paths.js';

const SpawnManifest = z.object({
  id: z.string(),
  reviewer: z.object({
    slug: z.string(),
    transport: z.literal('spawn'),
    invoke: z.object({
      binary: z.string(),
      args: z.array(z.string()),
      promptChannel: z.enum(['stdin', 'argv', 'argv-file-ref', 'none']),
      outputChannel: z.enum(['stdout', 'file-arg']),
      outputArg: z.string().optional(),
      modelArg: z.string().nullable(),
    }),
    modelConfigKey: z.string().nullable(),
    handler: z.string().nullable(),
    env: z.array(z.string()).default([]),
  }),
});
export type SpawnManifest = z.infer<typeof SpawnManifest>;

export function loadFirstPartySpawnLane(id: string): SpawnManifest {
  const path = join(firstPartyCapabilitiesDir(), id, 'capability.json');
  return SpawnManifest.parse(JSON.parse(readFileSync(path, 'utf8')));
}

export interface ArgvInputs {
  model: string | null;
  outputPath: string;
  promptPath: string;
}

export function expandArgv(lane: SpawnManifest, inputs: ArgvInputs): string[] {
  const { invoke } = lane.reviewer;
  const expansions: Record<string, string[]> = {
    '{{model}}': invoke.modelArg && inputs.model ? [invoke.modelArg, inputs.model] : [],
    '{{effort}}': [],
    '{{output}}':
      invoke.outputChannel === 'file-arg' && invoke.outputArg ? [invoke.outputArg, inputs.outputPath] : [],
    '{{prompt}}':
      invoke.promptChannel === 'argv' || invoke.promptChannel === 'argv-file-ref' ? [inputs.promptPath] : [],
  };
  return invoke.args.flatMap((arg) => expansions[arg] ?? [arg]);
}
