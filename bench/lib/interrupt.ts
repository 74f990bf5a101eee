// Stopping what a run started when it is interrupted.
/**
 * What an interrupted run (Ctrl-C) must not leave behind: servers and PostgreSQL clusters are
 * registered here and stopped before the process exits.
 */
const stoppers = new Set<() => Promise<void>>();
export function stopOnInterrupt(stop: () => Promise<void>): () => Promise<void> {
  stoppers.add(stop);
  return async () => {
    stoppers.delete(stop);
    await stop();
  };
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping ${stoppers.size} servers`);
    void Promise.allSettled([...stoppers].map((stop) => stop())).then(() => process.exit(130));
  });
}
