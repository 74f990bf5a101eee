// GET users/me/export/ (GDPR access): every row that is about the caller, in the API's own
// field names. Secrets (password and token hashes) and staff-only data (moderation flags, staff
// notes) are not the user's data to take away and are left out by the response schema too.
import type { AccountExport } from '#shared/contracts/account-security.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/lib/http-error.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { findUserById } from '#server/features/accounts/repository.ts';
import { toPrivateUser } from '#server/features/accounts/mapping.ts';
import { picturesOf } from '#server/features/gears/pictures-repository.ts';
import { exportConversations } from '#server/features/conversations/export.ts';
import { offersMadeBy, toOffer } from '#server/features/offers/repository.ts';
import { rowsAboutUser, userGears } from './export-repository.ts';

const iso = (d: Date) => d.toISOString();

export async function exportAccount(
  db: Db,
  photos: PhotoStore,
  userId: string,
): Promise<AccountExport> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('No user with this id.');
  const gearRows = await userGears(db, userId);
  const [pictures, rows] = await Promise.all([
    picturesOf(
      db,
      photos,
      gearRows.map((g) => g.id),
    ),
    rowsAboutUser(db, user),
  ]);
  const { certificateRows, certificatePictureRows, wanted, saved, reported, messages } = rows;

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
      price_type: g.price_type,
      sold_price: g.sold_price === null ? null : Number(g.sold_price),
      created_at: iso(g.created_at),
      updated_at: iso(g.updated_at),
      pictures: pictures.get(g.id) ?? [],
    })),
    certificates: certificateRows.map(({ certificate: c, certifier_name }) => ({
      id: c.id,
      gear: c.gear_id!,
      user: c.user_id,
      issue_date: c.date,
      expiration_date: c.valid_until ?? c.date,
      // A certificate's porosity is one unnamed measuring point of its check record.
      porosity: Math.min(...(c.porosity as { value: number }[]).map((p) => Number(p.value))),
      lines_need_trim: c.lines_need_trim ?? false,
      fabric_condition: c.canopy_ok ?? false,
      certifier: c.certifier_id!,
      certifier_name,
      created_at: iso(c.created_at),
      pictures: certificatePictureRows
        .filter((p) => p.record_id === c.id)
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
    offers: (await offersMadeBy(db, userId)).map((row) => toOffer(row)),
    contact_messages: messages.map((m) => ({
      id: m.id,
      full_name: m.full_name,
      email: m.email,
      message: m.message,
      created_at: iso(m.created_at),
    })),
    sessions: rows.sessions.map((s) => ({
      created_at: iso(s.created_at),
      expires_at: iso(s.expires_at),
    })),
  };
}
