/**
 * The static command registry: name -> summary and a lazy loader, so `reviewer-lanes lanes` loads
 * only the `lanes` module. A new command is one line here plus its module in `commands/`
 * (exporting `spec` and `run`, see command.ts); a contract test checks names and specs agree.
 */
import type { CommandModule } from './command.js';

export interface CommandEntry {
  summary: string;
  load(): Promise<CommandModule>;
}

export const COMMANDS: Readonly<Record<string, CommandEntry>> = Object.freeze({
  validate: {
    summary: 'Validate the capability manifests (first-party and repository lanes) and the config',
    load: () => import('./commands/validate.js'),
  },
  lanes: {
    summary: 'List the lanes the catalog accepts, in catalog order',
    load: () => import('./commands/lanes.js'),
  },
  plan: {
    summary: 'Show which lanes would run and how, and why the others cannot',
    load: () => import('./commands/plan.js'),
  },
  consent: {
    summary: 'Show what each lane executes and where it sends PR content; write or check the baseline',
    load: () => import('./commands/consent.js'),
  },
  review: {
    summary: 'Review a change with the selected lanes and write REVIEWS.md and results.json',
    load: () => import('./commands/review.js'),
  },
  check: {
    summary: 'The required check for manifest changes: validation, baseline currency, disclosure diff',
    load: () => import('./commands/check.js'),
  },
  init: {
    summary:
      'Adopt reviewer-lanes: write the review and check workflows, the lanes in the config and the baseline',
    load: () => import('./commands/init.js'),
  },
  stats: {
    summary: "Each lane's track record over the repository's last closed pull requests",
    load: () => import('./commands/stats.js'),
  },
});

/** Own-property lookup: `constructor` or `__proto__` is an unknown command, not a prototype member. */
export function findCommand(
  commands: Readonly<Record<string, CommandEntry>>,
  name: string,
): CommandEntry | undefined {
  return Object.prototype.hasOwnProperty.call(commands, name) ? commands[name] : undefined;
}
