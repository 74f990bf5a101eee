// SQL of the data export (export.ts): every row about a user, oldest first. Whole rows are read;
// the response schema leaves out what is not the user's to take away.
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  certifiers,
  contactMessages,
  favourites,
  gears,
  itemRecords,
  recordPictures,
  reports,
  sessions,
  wantedItems,
} from '#server/db/schema.ts';
import type { UserRow } from '#server/features/accounts/repository.ts';

export function userGears(db: Db, userId: string) {
  return db.select().from(gears).where(eq(gears.user_id, userId)).orderBy(asc(gears.created_at));
}

/** The user's rows other than their listings (and the listings' pictures and conversations). */
export async function rowsAboutUser(db: Db, user: UserRow) {
  const userId = user.id;
  const [certificateRows, wanted, saved, reported, messages, sessionRows] = await Promise.all([
    db
      .select({ certificate: itemRecords, certifier_name: certifiers.name })
      .from(itemRecords)
      .innerJoin(certifiers, eq(certifiers.id, itemRecords.certifier_id))
      .innerJoin(gears, eq(gears.id, itemRecords.gear_id))
      .where(
        and(
          eq(itemRecords.kind, 'check'),
          or(eq(itemRecords.user_id, userId), eq(gears.user_id, userId)),
        ),
      )
      .orderBy(asc(itemRecords.created_at)),
    db
      .select()
      .from(wantedItems)
      .where(eq(wantedItems.user_id, userId))
      .orderBy(asc(wantedItems.created_at)),
    db
      .select()
      .from(favourites)
      .where(eq(favourites.user_id, userId))
      .orderBy(asc(favourites.created_at)),
    db.select().from(reports).where(eq(reports.user_id, userId)).orderBy(asc(reports.created_at)),
    // Sent while logged in, or from the account's address while logged out once that address
    // was proven: anyone may sign up with an address, so earlier messages may be a stranger's.
    db
      .select()
      .from(contactMessages)
      .where(
        or(
          eq(contactMessages.user_id, userId),
          user.email_verified_at
            ? and(
                isNull(contactMessages.user_id),
                sql`lower(${contactMessages.email}) = lower(${user.email})`,
                gte(contactMessages.created_at, user.email_verified_at),
              )
            : undefined,
        ),
      )
      .orderBy(asc(contactMessages.created_at)),
    db
      .select()
      .from(sessions)
      .where(eq(sessions.user_id, userId))
      .orderBy(asc(sessions.created_at)),
  ]);
  const certificateIds = certificateRows.map((r) => r.certificate.id);
  const certificatePictureRows = certificateIds.length
    ? await db
        .select()
        .from(recordPictures)
        .where(inArray(recordPictures.record_id, certificateIds))
        .orderBy(asc(recordPictures.created_at))
    : [];
  return {
    certificateRows,
    certificatePictureRows,
    wanted,
    saved,
    reported,
    messages,
    sessions: sessionRows,
  };
}
