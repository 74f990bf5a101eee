// Where a listing page's head comes from. A rendered listing's page reads the listing's API
// answer anyway (its loader's GET gears/{id}/ as the visitor), and the page's reads are made once
// whoever asks (ssr/renderer.ts): the head takes what it says from that answer, where it had a
// statement of its own for the same row (bench/README.md, session 20). A page that is not
// rendered, or whose read was refused (the visitor's read limit) or failed, reads its head with
// its own statement as before: the head of a listing does not depend on the visitor's limits.
import type { Gear } from '#shared/contracts/gears.ts';
import type { Db } from '#server/db/client.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import type { GearHead } from './gear-meta.ts';
import type { GearTypeRow } from './gear-types-repository.ts';
import { findGearForPage } from './repository.ts';

/** A read of this app's API as the visitor (the page's reads): its status and parsed body. */
export type ApiRead = (url: string) => Promise<{ status: number; json: () => Promise<unknown> }>;

/** A listing's head from its API answer; undefined when its type is not among those kept. */
export function headOfAnswer(gear: Gear, types: GearTypeRow[]): GearHead | undefined {
  const type = types.find((x) => x.id === gear.gear_type);
  if (!type) return undefined;
  return {
    id: gear.id,
    name: gear.name,
    brand: gear.brand,
    model: gear.model,
    description: gear.description,
    price: gear.price,
    currency: gear.currency,
    country: gear.country,
    // The answer says `reserved` of an active listing its seller reserved; the head says what
    // is stored, as the statement reads it.
    status: gear.status === 'reserved' ? 'active' : gear.status,
    type: { slug: type.slug, name: type.name },
    seller: { first_name: gear.seller.first_name, last_name: gear.seller.last_name },
    images: gear.pictures.map((picture) => picture.link),
  };
}

/** A listing's head as a visitor may see it, or null when the visitor may not (a 404). */
export async function findGearHead(
  db: Db,
  options: { id: string; photos: PhotoStore; types: () => Promise<GearTypeRow[]>; read?: ApiRead },
): Promise<GearHead | null> {
  const { id, photos, types, read } = options;
  if (read) {
    // The URL the detail page's loader reads (web features/gears/api/gears.ts): one read for both.
    const answer = await read(`/api/gears/${id}/`);
    // The API's rule of who sees a listing is the statement's (policies/gear-visibility.ts).
    if (answer.status === 404) return null;
    if (answer.status === 200) {
      const head = headOfAnswer((await answer.json()) as Gear, await types());
      if (head) return head;
    }
  }
  const row = await findGearForPage(db, id);
  if (!row) return null;
  const { photo_keys, ...head } = row;
  return { ...head, images: photo_keys.map((key) => photos.url(key, 'large')) };
}
