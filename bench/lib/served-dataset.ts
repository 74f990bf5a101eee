// The usual start of a benchmark that loads pages: this checkout's web app built (unless it is
// already), the data set of `size` opened, and the production server started on `port` over it.
import { openDataset } from './dataset.ts';
import { buildWebApp, startServer } from './server.ts';

export async function serveDataset(size: number, port: number) {
  buildWebApp();
  const dataset = await openDataset(size);
  const server = await startServer({ databaseUrl: dataset.url, dataDir: dataset.dir, port });
  return {
    dataset,
    server,
    /** The server, then the data set's PostgreSQL. */
    stop: async () => {
      await server.stop();
      await dataset.stop();
    },
  };
}
