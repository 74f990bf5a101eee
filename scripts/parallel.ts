// Runs independent commands side by side, two at a time (the machines have two cores), and fails
// when any of them fails. `npm test`'s checks are single-threaded (tsc, ESLint, prettier, the
// locale check) and were run one after another; side by side they take about half the time.
// Each command's output is kept and printed whole when it ends, so the log stays readable.
//   node scripts/parallel.ts "tsc" "eslint ." …
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

type Outcome = { command: string; code: number; output: string; seconds: number };

function run(command: string): Promise<Outcome> {
  const started = performance.now();
  // Through a shell so a command reads as in package.json; node_modules/.bin comes first as
  // under `npm run`.
  const child = spawn(command, {
    shell: true,
    env: { ...process.env, PATH: `node_modules/.bin:${process.env.PATH ?? ''}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({ command, code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }),
    ),
  );
}

async function runAll(commands: string[], slots: number): Promise<Outcome[]> {
  const queue = [...commands];
  const outcomes: Outcome[] = [];
  const lane = async () => {
    for (let command = queue.shift(); command; command = queue.shift()) {
      const outcome = await run(command);
      const mark = outcome.code === 0 ? 'ok' : `FAILED (exit ${outcome.code})`;
      process.stdout.write(`\n> ${command}: ${mark} in ${outcome.seconds.toFixed(1)} s\n`);
      process.stdout.write(outcome.output);
      outcomes.push(outcome);
    }
  };
  await Promise.all(Array.from({ length: slots }, lane));
  return outcomes;
}

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('Usage: node scripts/parallel.ts "<command>" ["<command>" …]');
  process.exit(2);
}
const slots = Math.max(1, Math.min(2, availableParallelism()));
const failed = (await runAll(commands, slots)).filter((outcome) => outcome.code !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((outcome) => outcome.command).join(', ')}`);
  process.exit(1);
}
