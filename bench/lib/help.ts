// `--help` for every benchmark: imported first (ES modules evaluate their imports before their own
// body), it prints the script's opening comment, which says what it measures and its flags, and
// stops before the script parses its arguments or starts a server.
import { readFileSync } from 'node:fs';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  const lines = readFileSync(process.argv[1]!, 'utf8').split('\n');
  const end = lines.findIndex((line) => !line.startsWith('//'));
  const header = lines
    .slice(0, end === -1 ? lines.length : end)
    .map((l) => l.replace(/^\/\/ ?/, ''));
  console.log(header.join('\n') || 'No description: read the script.');
  process.exit(0);
}
