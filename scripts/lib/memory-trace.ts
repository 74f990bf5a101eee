// Loaded into the soak's server (`node --import`, with --expose-gc): its memory by kind, so a
// growth of the resident size can be told apart as live JavaScript objects (heap), buffers held
// outside the heap (external, array buffers) or the allocator and native libraries (the rest of
// the RSS). SIGUSR2 collects the garbage first and prints one line marked `after_gc`: what the
// process really keeps. Lines go to stdout, which the soak reads.
const mb = (bytes: number) => Math.round(bytes / 1048576);

function print(tag: string) {
  const m = process.memoryUsage();
  const line = {
    tag,
    pid: process.pid,
    at: Date.now(),
    rss: mb(m.rss),
    heap_used: mb(m.heapUsed),
    heap_total: mb(m.heapTotal),
    external: mb(m.external),
    array_buffers: mb(m.arrayBuffers),
  };
  console.log(`[memory] ${JSON.stringify(line)}`);
}

const gc = (globalThis as { gc?: () => void }).gc;
process.on('SIGUSR2', () => {
  gc?.();
  print('after_gc');
});
setInterval(() => print('sample'), Number(process.env.MEMORY_TRACE_MS ?? 5000)).unref();
