// Runs in its own process so its peak memory is the pipeline's alone:
//   node bench/lib/photo-worker.ts <pipeline|decode> <photo.jpg> <runs> <parallel>
// prints one JSON line: wall and CPU times (ms) per run, idle and peak resident memory (MB).
// `decode` is the baseline: the JPEG decoded to raw pixels, one libvips thread, nothing else.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { pathToFileURL } from 'node:url';
import type * as Pipeline from '../../src/server/media/process-image.ts';
import type * as Store from '../../src/server/media/photo-store.ts';

// The pipeline of the checkout under test (BENCH_APP_ROOT, see lib/server.ts), not necessarily
// this one: that is how a before/after comparison runs the old code.
const appRoot = process.env.BENCH_APP_ROOT ?? new URL('../../', import.meta.url).pathname;
const load = <T>(path: string) => import(pathToFileURL(join(appRoot, path)).href) as Promise<T>;
const { processImage } = await load<typeof Pipeline>('src/server/media/process-image.ts');
const { createDiskPhotoStore } = await load<typeof Store>('src/server/media/photo-store.ts');

const [mode, file, runs = '5', parallel = '1'] = process.argv.slice(2);
const data = await readFile(file!);
const dir = await mkdtemp(join(tmpdir(), 'bench-photo-'));
const store = createDiskPhotoStore(dir);
sharp.concurrency(1);
sharp.cache(false);

const once = async () => {
  if (mode === 'decode') await sharp(data).raw().toBuffer();
  else await store.put(await processImage(data));
};
const mb = (kb: number) => Math.round(kb / 1024);
const idle = mb(process.resourceUsage().maxRSS);
const times: number[] = [];
// CPU time (all threads of the process) barely moves with a busy neighbour, unlike wall time.
const cpu: number[] = [];
try {
  for (let i = 0; i < Number(runs); i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    // `parallel` uploads at once: the limiter must keep memory bounded however many arrive.
    await Promise.all(Array.from({ length: Number(parallel) }, once));
    const used = process.cpuUsage(startCpu);
    times.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
console.log(
  JSON.stringify({ times, cpu, idle_mb: idle, peak_mb: mb(process.resourceUsage().maxRSS) }),
);
