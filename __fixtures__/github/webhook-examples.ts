/**
 * GitHub's recorded webhook payloads. Origin: `@octokit/webhooks-examples` 7.6.1 (the
 * octokit/webhooks repository's examples, captured from GitHub's deliveries and its webhook
 * documentation), read as installed from `api.github.com/index.json`: nothing is copied or edited
 * here. See `events/README.md` for which events have examples and which do not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const INDEX = join(
  import.meta.dirname,
  '../../node_modules/@octokit/webhooks-examples/api.github.com/index.json',
);

interface WebhookDefinition {
  name: string;
  examples: Array<Record<string, unknown>>;
}

let all: WebhookDefinition[] | undefined;

/** Every recorded example of one event; an event without examples is an error, not an empty list. */
export function webhookExamples(event: string): Array<Record<string, unknown>> {
  all ??= JSON.parse(readFileSync(INDEX, 'utf8')) as WebhookDefinition[];
  const examples = all.find((d) => d.name === event)?.examples ?? [];
  if (examples.length === 0) throw new Error(`@octokit/webhooks-examples has no ${event} example`);
  return examples;
}
