// CI's dependency check: `npm audit --omit=dev` must report no high or critical advisory in what
// production installs. The audit needs the registry's advisory endpoint; where it cannot be
// reached (some registry mirrors answer 405), the check says so and passes — a finding never does.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
});
type Report = {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  statusCode?: number;
  message?: string;
};
let report: Report | undefined;
try {
  report = JSON.parse(result.stdout) as Report;
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why =
    report?.message ?? result.error?.message ?? result.stderr.split('\n')[0] ?? 'no answer';
  console.log(`[audit] Skipped: the advisory endpoint could not be reached (${why}).`);
  process.exit(0);
}
const serious = Object.entries(report?.vulnerabilities ?? {}).filter(([, v]) =>
  ['high', 'critical'].includes(v.severity),
);
console.log(
  `[audit] Production dependencies: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low.`,
);
if (serious.length > 0) {
  for (const [name, v] of serious) console.log(`[audit] ${v.severity}: ${name}`);
  process.exit(1);
}
