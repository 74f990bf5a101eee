// SQL of the app's own keys (app_secrets): made by the first process that needs one, read by
// every other process of the database, so all instances sign and check alike.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { appSecrets } from './schema.ts';

/** The 32-byte key `name`, made now if no process has made it yet. */
export async function appSecret(db: Db | Tx, name: string): Promise<Buffer> {
  // The first process to need it makes it; the others read the one that won.
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return Buffer.from(row!.value, 'base64');
}
