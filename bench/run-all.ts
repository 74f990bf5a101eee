// `npm run bench`: every benchmark with its defaults (about 45 minutes on a 2-core machine),
// then the summary table in bench/README.md. Flags given here are passed on to every script,
// e.g. `npm run bench -- --duration 5 --runs 1 --samples 10` for a quick pass.
import './lib/help.ts';
import { execFileSync } from 'node:child_process';
import { repoRoot } from './lib/server.ts';

const scripts = [
  'generate-data.ts',
  'api-throughput.ts',
  'search-latency.ts',
  'frontend.ts',
  'photo-pipeline.ts',
  'start.ts',
];
const passOn = process.argv.slice(2);
/** Which flags each script understands (parseArgs is strict, so the rest are dropped). */
const accepts: Record<string, string[]> = {
  'generate-data.ts': ['--sizes'],
  'api-throughput.ts': ['--sizes', '--duration', '--runs', '--connections', '--port'],
  'search-latency.ts': ['--sizes', '--samples', '--port'],
  'frontend.ts': ['--runs', '--port', '--skip'],
  'photo-pipeline.ts': ['--runs', '--port'],
  'start.ts': ['--runs', '--port'],
};
for (const script of scripts) {
  const args: string[] = [];
  for (let i = 0; i < passOn.length; i += 2) {
    if (accepts[script]!.includes(passOn[i]!)) args.push(passOn[i]!, passOn[i + 1]!);
  }
  console.log(`\n[bench] ── ${script} ${args.join(' ')}`);
  execFileSync(process.execPath, [`bench/${script}`, ...args], { cwd: repoRoot, stdio: 'inherit' });
}
execFileSync(process.execPath, ['bench/summarize.ts'], { cwd: repoRoot, stdio: 'inherit' });
