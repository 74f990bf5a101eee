// Conditions on a listing that more than one query reads, each defined once: free text, a
// substring pattern and "has a check certificate". Who sees a listing is not here: that is the
// policy's (policies/gear-visibility.ts).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { certificates, gears } from '#server/db/schema.ts';

/**
 * Free text: the listing's words (name, brand, model, description) satisfy a to_tsquery('simple')
 * string (textQueryOf() in src/shared/contracts/gear-filters.ts), given or stored.
 */
export const textSearch = (tsquery: string | SQLWrapper): SQL =>
  sql`${gears.search_vector} @@ to_tsquery('simple', ${tsquery})`;

/** A LIKE pattern for "contains": `%` and `_` typed by a person are literal characters. */
export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The listing has at least one check certificate. */
export const gearHasCertificate: SQL = sql`exists (select 1 from ${certificates} where ${certificates.gear_id} = ${gears.id})`;
