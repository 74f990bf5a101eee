// Shared by the wanted-item tests: a valid body, the outbox reader, and a wanted item row.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { wantedItems } from '../../db/schema.ts';
import type { TestContext } from '../../test/test-app.ts';

export const wantedBody = (overrides: Record<string, unknown> = {}) => ({
  gear_type: GEAR_TYPE_IDS.instrument,
  description: 'A vario with GPS, working battery',
  brand: 'Flytec',
  max_price: 500,
  currency: 'EUR',
  ...overrides,
});

export async function makeWanted(
  db: Db,
  userId: string,
  overrides: Partial<typeof wantedItems.$inferInsert> = {},
) {
  const [row] = await db
    .insert(wantedItems)
    .values({
      user_id: userId,
      gear_type_id: GEAR_TYPE_IDS.instrument,
      description: 'Looking for a vario',
      max_price: 500,
      currency: 'EUR',
      ...overrides,
    })
    .returning();
  return row!;
}

// Bodies are quoted-printable: undo the soft line breaks and =XX escapes (UTF-8 bytes) to read them.
const decodeQuotedPrintable = (source: string) =>
  Buffer.from(
    source
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The decoded .eml files of the outbox addressed to `to`, once the queued jobs ran. */
export async function mailsTo(t: TestContext, to: string) {
  await t.drainJobs();
  const names = await readdir(t.config.outboxDir).catch(() => [] as string[]);
  const sources = await Promise.all(
    names.map(async (n) =>
      decodeQuotedPrintable(await readFile(join(t.config.outboxDir, n), 'utf8')),
    ),
  );
  return sources.filter((s) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(s));
}
