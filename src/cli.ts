import { main } from './cli/main.js';

// A reader that stops early (`reviewer-lanes consent | head`) closes the pipe: what is left of
// the output has nowhere to go, and that is no failure of the command.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EPIPE') throw err;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await main(process.argv.slice(2));
