// GET users/me/export/ (GDPR access): every row that is about the caller, in the API's own
// field names. Secrets (password and token hashes) and staff-only data (moderation flags, staff
// notes) are not the user's data to take away and are left out by the response schema too.
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AccountExport } from '#shared/contracts/account-security.ts';
import type { Db } from '#server/db/client.ts';
import {
  certificatePictures,
  certificates,
  certifiers,
  contactMessages,
  favourites,
  gears,
  reports,
  sessions,
  users,
  wantedItems,
} from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-error.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { toPrivateUser } from '#server/features/accounts/mapping.ts';
import { picturesOf } from '#server/features/gears/repository.ts';
import { exportConversations } from '#server/features/conversations/export.ts';

const iso = (d: Date) => d.toISOString();

export async function exportAccount(
  db: Db,
  photos: PhotoStore,
  userId: string,
): Promise<AccountExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('No user with this id.');
  const gearRows = await db
    .select()
    .from(gears)
    .where(eq(gears.user_id, userId))
    .orderBy(asc(gears.created_at));
  const [pictures, certificateRows, wanted, saved, reported, messages, sessionRows] =
    await Promise.all([
      picturesOf(
        db,
        photos,
        gearRows.map((g) => g.id),
      ),
      db
        .select({ certificate: certificates, certifier_name: certifiers.name })
        .from(certificates)
        .innerJoin(certifiers, eq(certifiers.id, certificates.certifier_id))
        .innerJoin(gears, eq(gears.id, certificates.gear_id))
        .where(or(eq(certificates.user_id, userId), eq(gears.user_id, userId)))
        .orderBy(asc(certificates.created_at)),
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
        .from(certificatePictures)
        .where(inArray(certificatePictures.certificate_id, certificateIds))
        .orderBy(asc(certificatePictures.created_at))
    : [];

  return {
    exported_at: new Date().toISOString(),
    user: { ...toPrivateUser(user), language: user.language, updated_at: iso(user.updated_at) },
    gears: gearRows.map((g) => ({
      id: g.id,
      name: g.name,
      brand: g.brand,
      model: g.model,
      description: g.description,
      price: Number(g.price),
      currency: g.currency as AccountExport['gears'][number]['currency'],
      gear_type: g.gear_type_id,
      properties: (g.properties ?? {}) as AccountExport['gears'][number]['properties'],
      country: g.country,
      status: g.status,
      created_at: iso(g.created_at),
      updated_at: iso(g.updated_at),
      pictures: pictures.get(g.id) ?? [],
    })),
    certificates: certificateRows.map(({ certificate: c, certifier_name }) => ({
      id: c.id,
      gear: c.gear_id,
      user: c.user_id,
      issue_date: c.issue_date,
      expiration_date: c.expiration_date,
      porosity: Number(c.porosity),
      lines_need_trim: c.lines_need_trim,
      fabric_condition: c.fabric_condition,
      certifier: c.certifier_id,
      certifier_name,
      created_at: iso(c.created_at),
      pictures: certificatePictureRows
        .filter((p) => p.certificate_id === c.id)
        .map((p) => ({ id: p.id, image: photos.url(p.storage_key, 'large') })),
    })),
    wanted_items: wanted.map((w) => ({
      id: w.id,
      gear_type: w.gear_type_id,
      description: w.description,
      brand: w.brand,
      model: w.model,
      max_price: Number(w.max_price),
      currency: w.currency as AccountExport['wanted_items'][number]['currency'],
      country: w.country,
      status: w.status,
      created_at: iso(w.created_at),
    })),
    favourites: saved.map((f) => ({ gear: f.gear_id, created_at: iso(f.created_at) })),
    reports: reported.map((r) => ({
      id: r.id,
      gear: r.gear_id,
      reason: r.reason,
      text: r.text,
      status: r.status,
      created_at: iso(r.created_at),
    })),
    conversations: await exportConversations(db, userId),
    contact_messages: messages.map((m) => ({
      id: m.id,
      full_name: m.full_name,
      email: m.email,
      message: m.message,
      created_at: iso(m.created_at),
    })),
    sessions: sessionRows.map((s) => ({
      created_at: iso(s.created_at),
      expires_at: iso(s.expires_at),
    })),
  };
}
