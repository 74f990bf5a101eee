// Demo data for a fresh install: five sellers and about sixty listings that look like the real
// used-gear market, with photos drawn at seed time and a few check certificates. Everything is
// drawn from one seeded generator, so every install shows the same shop (dates stay relative).
import { randomUUID } from 'node:crypto';
import { GEAR_TYPE_IDS, type Currency } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { gearPictures, gears, itemRecords, items, users } from '#server/db/schema.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { processImage } from '#server/media/process-image.ts';
import { createLimiter } from '#server/lib/limiter.ts';
import { CERTIFIERS } from './certifiers.ts';
import * as C from './demo-catalogue.ts';
import { renderPhoto, seededRandom, type PhotoSpec } from './demo-photos.ts';
import { demoTownColumns } from './demo-towns.ts';
import { hashPassword } from '#server/lib/passwords.ts';

export const DEMO_PASSWORD = 'airgear-demo';
export const DEMO_USERNAMES = C.DEMO_USERS.map((u) => u.username);

const DAY = 86_400_000;
const EXTRA_COUNTRIES = ['CH', 'IT', 'AT'];
const RATE: Record<Currency, number> = { EUR: 1, GBP: 0.85, USD: 1.08, IRR: 1, CHF: 0.94 };

// A gears row plus how to draw its photos (stripped before the insert).
type Row = typeof gears.$inferInsert;
type Listing = Row & { id: string; user_id: string; photos: number; look: Omit<PhotoSpec, 'view'> };
type Rand = () => number;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const int = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
function shuffle<T>(r: Rand, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** Properties that satisfy the gear type's extra_properties (gear-types.ts); some optional ones left out. */
function properties(
  r: Rand,
  { slug, model, now }: { slug: C.GearSlug; model: C.CatalogueModel; now: number },
) {
  const p: Record<string, string | number> = { ...model.props };
  if (slug === 'wing') {
    const size = pick(r, ['XS', 'S', 'SM', 'M', 'M', 'ML', 'ML', 'L', 'XL']);
    const [min, max] = C.WING_WEIGHTS[size]!;
    const year = Math.min(Number(p.year) + int(r, 0, 3), new Date(now).getUTCFullYear());
    Object.assign(p, { size, weight_min: min, weight_max: max, year });
    if (r() < 0.8) p.flight_hours = int(r, 12, 220);
  } else if (slug === 'harness') {
    p.size = pick(r, ['XS', 'S', 'M', 'M', 'L', 'L', 'XL']);
    if (r() < 0.6) p.certification = pick(r, ['EN 1651', 'LTF 91/09']);
  } else if (slug === 'instrument') {
    if (r() < 0.6) p.year = int(r, 2018, 2024);
  } else if (slug === 'reserve') {
    if (r() < 0.7) p.last_repack = day(now - int(r, 20, 270) * DAY);
  } else if (slug === 'paramotor') {
    Object.assign(p, { engine_hours: int(r, 40, 300), year: int(r, 2017, 2023) });
  } else if (r() < 0.75) {
    p.condition = pick(r, ['new', 'like_new', 'used']);
  }
  return p;
}

function description(
  r: Rand,
  { slug, name, hours }: { slug: C.GearSlug; name: string; hours: unknown },
) {
  const fill = (s: string) => s.replace('{model}', name).replace('{hours}', String(hours));
  const extras = [...(C.DETAILS[slug] ?? []), ...C.CLOSERS].filter(
    (s) => hours !== undefined || !s.includes('{hours}'),
  );
  return [pick(r, C.OPENERS[slug]), ...shuffle(r, extras).slice(0, int(r, 0, 2))]
    .map(fill)
    .join(' ');
}

function buildListings(r: Rand, sellers: { id: string; country: string }[], now: number) {
  const slugs = shuffle(
    r,
    Object.entries(C.TYPE_COUNTS).flatMap(([slug, n]) =>
      Array<C.GearSlug>(n).fill(slug as C.GearSlug),
    ),
  );
  const models = Object.fromEntries(
    Object.entries(C.CATALOGUE).map(([slug, list]) => [slug, shuffle(r, [...list])]),
  );
  const used: Record<string, number> = {};
  return slugs.map((slug, i) => {
    const model = models[slug]![(used[slug] = (used[slug] ?? -1) + 1) % models[slug]!.length]!;
    // Round robin over a shuffled type list: every seller gets a mix and a full profile page.
    const seller = sellers[i % sellers.length]!;
    const country = r() < 0.8 ? seller.country : pick(r, EXTRA_COUNTRIES);
    const currency: Currency = country === 'GB' ? 'GBP' : r() < 0.08 ? 'USD' : 'EUR';
    const raw = int(r, ...model.price) * RATE[currency];
    const price = raw >= 200 ? Math.round(raw / 10) * 10 : Math.round(raw / 5) * 5;
    const props = properties(r, { slug, model, now });
    const size =
      slug === 'wing' ? ` ${props.size}` : slug === 'harness' ? ` (size ${props.size})` : '';
    const name = `${model.brand} ${model.model}`;
    const colour = pick(r, C.COLOURS);
    // Bags and rucksacks look more like a harness than like a helmet.
    const shape = slug === 'accessories' && /bag|pack/i.test(model.model) ? 'harness' : slug;
    // Spread over the last 60 days, newest first, with a few hours of jitter each.
    const created = new Date(now - (i / slugs.length) * 59 * DAY - int(r, 0, 20) * 3_600_000);
    return {
      id: randomUUID(),
      user_id: seller.id,
      gear_type_id: GEAR_TYPE_IDS[slug],
      name: name + size,
      brand: model.brand,
      model: model.model,
      description: description(r, { slug, name, hours: props.flight_hours ?? props.engine_hours }),
      price,
      currency,
      properties: props,
      country,
      ...demoTownColumns(country, i),
      // A few sold ones, so "sold" badges and owner filters have something to show.
      status: i % 20 === 13 ? 'sold' : 'active',
      created_at: created,
      updated_at: created,
      // About five without photos, so the UI's placeholder shows.
      photos: i % 12 === 5 ? 0 : 1 + (r() < 0.35 ? 1 : 0) + (r() < 0.08 ? 1 : 0),
      look: { shape, brand: model.brand, model: model.model, colour, seed: i },
    } satisfies Listing;
  });
}

/** Check certificates for some wings, issued in the last year and valid for two. */
function buildCertificates(r: Rand, listings: Listing[], now: number) {
  return listings
    .filter((g) => g.gear_type_id === GEAR_TYPE_IDS.wing && r() < 0.4)
    .map((g) => {
      const issued = now - int(r, 20, 330) * DAY;
      // The check records of the listing's item, which takes the listing's id (as migration 0021).
      return {
        item_id: g.id,
        gear_id: g.id,
        user_id: g.user_id,
        kind: 'check' as const,
        certifier_id: pick(r, CERTIFIERS).id,
        date: day(issued),
        valid_until: day(issued + 730 * DAY),
        porosity: [{ point: '', value: int(r, 6, 28), limit: null }],
        lines_need_trim: r() < 0.25,
        canopy_ok: r() < 0.9,
      };
    });
}

const pickItemFacts = (g: Listing) => ({
  gear_type_id: g.gear_type_id,
  brand: g.brand,
  model: g.model,
});

/** Draws, processes and stores the photos; returns their gear_pictures rows. */
async function makePhotos(listings: Listing[], photos: PhotoStore) {
  // Two at a time: the machines have two cores and processImage runs libvips single-threaded.
  const limit = createLimiter(2);
  const jobs = listings.flatMap((g) => [...Array(g.photos).keys()].map((view) => ({ g, view })));
  return Promise.all(
    jobs.map(({ g, view }) =>
      limit(async () => {
        const image = await processImage(await renderPhoto({ ...g.look, view }), {
          inThisProcess: true,
        });
        await photos.put(image);
        const { key: storage_key, width, height } = image;
        return { gear_id: g.id, position: view, storage_key, width, height, has_medium: true };
      }),
    ),
  );
}

/**
 * `seedCatalogue`: the demo catalogue, which goes in through the catalogue feature's importer
 * (features/catalogue/demo-seed-repository.ts): the seed sits below the features, so its caller hands it in.
 */
export async function seedDemo(
  db: Db,
  photos: PhotoStore,
  seedCatalogue: (db: Db) => Promise<void>,
): Promise<number> {
  const r = seededRandom(20_240_615);
  const now = Date.now();
  const userRows = C.DEMO_USERS.map((u) => ({
    ...u,
    id: randomUUID(),
    email: `${u.username}@airgear.example`,
    email_verified: true,
    email_verified_at: new Date(now),
    // The demo sellers show e-mail and phone (new accounts start with messages only).
    contact_visibility: 'email_phone' as const,
  }));
  const listings = buildListings(r, userRows, now);
  const certs = buildCertificates(r, listings, now);
  // The hash runs on libuv's thread pool while sharp draws; one hash serves all five accounts.
  const [password_hash, pictures] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    makePhotos(listings, photos),
  ]);
  // Photos are stored first (slow, no locks held); the rows then go in as one transaction, so a
  // failure leaves an empty database that the next start seeds again.
  await db.transaction(async (tx) => {
    const date_joined = new Date(now - 90 * DAY);
    await tx.insert(users).values(userRows.map((u) => ({ ...u, password_hash, date_joined })));
    const checked = new Set(certs.map((c) => c.gear_id));
    const owned = listings.filter((g) => checked.has(g.id));
    if (owned.length)
      await tx
        .insert(items)
        .values(owned.map((g) => ({ id: g.id, owner_id: g.user_id, ...pickItemFacts(g) })));
    await tx.insert(gears).values(
      listings.map(({ photos: _p, look: _l, ...g }) => ({
        ...g,
        item_id: checked.has(g.id) ? g.id : null,
      })),
    );
    if (certs.length) await tx.insert(itemRecords).values(certs);
    if (pictures.length) await tx.insert(gearPictures).values(pictures);
  });
  await seedCatalogue(db);
  return listings.length;
}
