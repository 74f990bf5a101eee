// Where the browser journeys spend their time: per spec file and the slowest tests, from
// Playwright's JSON report.
//   PLAYWRIGHT_JSON_OUTPUT_NAME=e2e.json npx playwright test --reporter=list,json
//   node scripts/e2e-durations.ts e2e.json [how many slowest tests, 15]
import { readFileSync } from 'node:fs';

type Suite = {
  file?: string;
  specs?: { title: string; tests: { results: { duration: number; status: string }[] }[] }[];
  suites?: Suite[];
};

const [file, top = '15'] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node scripts/e2e-durations.ts <report.json> [count]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8')) as { suites: Suite[] };
const runs: { file: string; title: string; seconds: number; status: string }[] = [];
const walk = (suite: Suite, parentFile = '') => {
  const at = suite.file ?? parentFile;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results)
        runs.push({
          file: at,
          title: spec.title,
          seconds: result.duration / 1000,
          status: result.status,
        });
  for (const child of suite.suites ?? []) walk(child, at);
};
report.suites.forEach((suite) => walk(suite));

const total = runs.reduce((sum, run) => sum + run.seconds, 0);
const perFile = new Map<string, { tests: number; seconds: number }>();
for (const run of runs) {
  const entry = perFile.get(run.file) ?? { tests: 0, seconds: 0 };
  entry.tests += 1;
  entry.seconds += run.seconds;
  perFile.set(run.file, entry);
}
console.log(`${runs.length} tests, ${total.toFixed(0)} test-seconds (summed over the workers)`);
for (const [name, { tests, seconds }] of [...perFile].sort((a, b) => b[1].seconds - a[1].seconds))
  console.log(
    `${name.padEnd(28)} ${String(tests).padStart(4)} tests ${seconds.toFixed(0).padStart(6)} s ${((100 * seconds) / total).toFixed(1).padStart(5)} %`,
  );
console.log('\nSlowest tests:');
for (const run of runs.sort((a, b) => b.seconds - a.seconds).slice(0, Number(top)))
  console.log(
    `${run.seconds.toFixed(1).padStart(7)} s  ${run.status.padEnd(7)} ${run.file} › ${run.title}`,
  );
