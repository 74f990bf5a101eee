// Steady, bounded load through the proxy for the cluster test: readers (list and detail) and
// writers (new listings), each worker with its own client address (X-Forwarded-For, as an outer
// proxy would send it) so the default rate limit of one address is not what is measured.
import { call, gearBody, type Account } from './api-client.ts';

export type LoadReport = { requests: number; failures: string[]; acknowledged: string[] };

export function startLoad(
  base: string,
  accounts: Account[],
  options: { readers: number; pauseMs: number; gearId: string },
) {
  const report: LoadReport = { requests: 0, failures: [], acknowledged: [] };
  let running = true;
  const pause = () => new Promise((r) => setTimeout(r, options.pauseMs));
  const worker = async (i: number, write: boolean) => {
    const headers = { 'x-forwarded-for': `198.18.${i}.${1 + Math.floor(Math.random() * 250)}` };
    while (running) {
      const started = Date.now();
      try {
        if (write) {
          const res = await call(base, '/api/gears/', {
            method: 'POST',
            token: accounts[i % accounts.length]!.token,
            body: gearBody(i),
            headers,
          });
          if (res.status === 201) report.acknowledged.push((res.json as { id: string }).id);
          else report.failures.push(`POST /api/gears/ ${res.status}`);
        } else {
          const path = i % 2 ? '/api/gears/?page_size=24' : `/api/gears/${options.gearId}/`;
          const res = await call(base, path, { headers });
          if (res.status !== 200) report.failures.push(`GET ${path} ${res.status}`);
        }
      } catch (error) {
        report.failures.push(`${write ? 'POST' : 'GET'}: ${(error as Error).message}`);
      }
      report.requests++;
      await pause();
      if (Date.now() - started > 10_000) report.failures.push('a request took over 10 s');
    }
  };
  const workers = [
    ...Array.from({ length: options.readers }, (_, i) => worker(i, false)),
    ...accounts.map((_, i) => worker(100 + i, true)),
  ];
  return {
    report,
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return report;
    },
  };
}
