import { asc, eq, sql } from 'drizzle-orm';
import type { Certifier } from '#shared/contracts/certificates.ts';
import type { Db } from '../../db/client.ts';
import { certifiers } from '../../db/schema.ts';

const selection = {
  id: certifiers.id,
  name: certifiers.name,
  website: certifiers.website,
  phone_number: certifiers.phone_number,
  contact_email: certifiers.contact_email,
  address: certifiers.address,
};

/** Alphabetical whatever the letter case; the id breaks ties so the order is stable. */
export const listCertifiers = (db: Db): Promise<Certifier[]> =>
  db
    .select(selection)
    .from(certifiers)
    .orderBy(sql`lower(${certifiers.name})`, asc(certifiers.id));

export async function findCertifier(db: Db, id: string): Promise<Certifier | null> {
  const [row] = await db.select(selection).from(certifiers).where(eq(certifiers.id, id)).limit(1);
  return row ?? null;
}
