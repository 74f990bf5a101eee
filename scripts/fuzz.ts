// `npm run fuzz`: the long fuzz run, at least 10 000 hostile requests over every route of the
// OpenAPI document (the same property as the bounded run in `npm test`), paths spelled with
// percent-encoded letters among them, and one in twenty more requests whose target is not a path
// (absolute-form, `*`) sent over a real socket. Options:
//   --requests N   how many requests (default 10000)
//   --minutes M    stop after M minutes even if fewer were sent (default 30)
//   --seed S       replay a run (a failure prints its seed)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    minutes: { type: 'string', default: '30' },
    seed: { type: 'string' },
  },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const result = spawnSync(
  process.execPath,
  [vitest, 'run', '--project', 'server', 'src/server/hardening/fuzz.test.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_REQUESTS: values.requests,
      FUZZ_SECONDS: String(Number(values.minutes) * 60),
      ...(values.seed ? { FUZZ_SEED: values.seed } : {}),
    },
  },
);
process.exit(result.status ?? 1);
