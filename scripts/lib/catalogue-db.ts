// The database the catalogue commands work on, reached like the server does: DATABASE_URL, else
// the embedded PostgreSQL of DATA_DIR (one process at a time: stop the server first). Migrated
// and given its reference data, as the server's start would.
import { loadConfig } from '../../src/server/config.ts';
import { connect, runMigrations, type Database } from '../../src/server/db/client.ts';
import { DataDirBusyError } from '../../src/server/db/data-dir-lock.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { seedReferenceData } from '../../src/server/db/seed/seed.ts';

export async function withCatalogueDb<T>(
  name: string,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  let embedded: EmbeddedPostgres | undefined;
  try {
    if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir);
  } catch (error) {
    const busy = error instanceof DataDirBusyError;
    console.error(
      `[${name}] ${busy ? `The server is running on ${config.dataDir}: stop it, or set DATABASE_URL.` : (error as Error).message}`,
    );
    process.exit(1);
  }
  const database = connect(config.databaseUrl ?? embedded!.url, 2);
  try {
    await runMigrations(database.db);
    await seedReferenceData(database.db);
    return await work(database);
  } finally {
    await database.close();
    await embedded?.stop();
  }
}
