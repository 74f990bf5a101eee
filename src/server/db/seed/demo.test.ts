import { access } from 'node:fs/promises';
import { eq, isNotNull } from 'drizzle-orm';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { catalogueSizes, certificates, gearPictures, gears, users } from '#server/db/schema.ts';
import { GEAR_TYPES } from './gear-types.ts';
import { seedDemoCatalogue } from '#server/features/catalogue/demo-seed-repository.ts';
import { DEMO_PASSWORD, DEMO_USERNAMES, seedDemo } from './demo.ts';
import { verifyPassword } from '#server/lib/passwords.ts';

let t: TestContext;
let made: number;
beforeAll(async () => {
  t = await createTestApp();
  made = await seedDemo(t.database.db, t.photos, seedDemoCatalogue);
}, 60_000);
afterAll(async () => t.close());

/** The same rules as the write API: required present, values of the declared type, no strangers. */
function propertyProblems(gearTypeId: string, props: Record<string, unknown>): string[] {
  const type = GEAR_TYPES.find((g) => g.id === gearTypeId);
  if (!type) return [`unknown gear type ${gearTypeId}`];
  const problems = Object.keys(props)
    .filter((k) => !type.extra_properties.some((p) => p.name === k))
    .map((k) => `unknown ${k}`);
  for (const p of type.extra_properties) {
    const v = props[p.name];
    if (v === undefined || v === '') {
      if (p.required) problems.push(`missing ${p.name}`);
      continue;
    }
    const ok =
      p.type === 'number'
        ? typeof v === 'number' && Number.isFinite(v)
        : p.type === 'select'
          ? p.options?.includes(v as string)
          : p.type === 'date'
            ? typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)
            : p.type === 'boolean'
              ? typeof v === 'boolean'
              : typeof v === 'string';
    if (!ok) problems.push(`${p.name}=${JSON.stringify(v)}`);
  }
  return problems;
}

describe('seedDemo', () => {
  it('makes the five demo sellers with a working password', async () => {
    const rows = await t.database.db.select().from(users);
    expect(rows.map((u) => u.username).sort()).toEqual([...DEMO_USERNAMES].sort());
    expect(rows.filter((u) => u.is_certified_seller)).toHaveLength(2);
    expect(rows.every((u) => u.email_verified && u.email.endsWith('@airgear.example'))).toBe(true);
    expect(await verifyPassword(rows[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('makes listings whose properties fit their gear type', async () => {
    expect(made).toBeGreaterThanOrEqual(50);
    const rows = await t.database.db.select().from(gears);
    expect(rows).toHaveLength(made);
    const problems = rows.flatMap((g) =>
      propertyProblems(g.gear_type_id, g.properties as Record<string, unknown>).map(
        (p) => `${g.name}: ${p}`,
      ),
    );
    expect(problems).toEqual([]);
    expect(new Set(rows.map((g) => g.gear_type_id)).size).toBe(GEAR_TYPES.length);
    expect(rows.filter((g) => g.status === 'sold').length).toBeGreaterThanOrEqual(2);
  });

  it('stores photos for most listings and leaves some without', async () => {
    const pictures = await t.database.db.select().from(gearPictures);
    const withPhotos = new Set(pictures.map((p) => p.gear_id));
    expect(withPhotos.size).toBeGreaterThan(made / 2);
    expect(withPhotos.size).toBeLessThan(made);
    for (const p of pictures.slice(0, 5)) {
      await access(t.photos.path(p.storage_key, 'large'));
      await access(t.photos.path(p.storage_key, 'thumb'));
    }
    // Content-hashed keys: a shared photo would vanish from one listing when the other is deleted.
    expect(new Set(pictures.map((p) => p.storage_key)).size).toBe(pictures.length);
  });

  it('serves the active listings through the API, some with a certificate', async () => {
    const active = await t.database.db.select().from(gears).where(eq(gears.status, 'active'));
    const res = await t.app.inject({ url: '/api/gears/?page_size=100' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: string; pictures: unknown[]; has_certificate: boolean }[];
    expect(body.map((g) => g.id).sort()).toEqual(active.map((g) => g.id).sort());
    expect(body.some((g) => g.pictures.length === 0)).toBe(true);
    expect(body.some((g) => g.has_certificate)).toBe(true);
    expect((await t.database.db.select().from(certificates)).length).toBeGreaterThan(0);
  });

  it('fills a demo catalogue marked as demo and links the wings to their sizes', async () => {
    const sizes = await t.database.db.select().from(catalogueSizes);
    expect(sizes.length).toBeGreaterThan(50);
    expect(new Set(sizes.map((s) => s.source))).toEqual(new Set(['demo']));
    const wings = await t.database.db
      .select({ size: gears.catalogue_size_id })
      .from(gears)
      .where(eq(gears.gear_type_id, GEAR_TYPE_IDS.wing));
    expect(wings.length).toBeGreaterThan(0);
    expect(wings.every((w) => w.size !== null)).toBe(true);
    const linked = await t.database.db
      .select()
      .from(gears)
      .where(isNotNull(gears.catalogue_size_id));
    expect(linked.length).toBeGreaterThan(wings.length);
  });
});
