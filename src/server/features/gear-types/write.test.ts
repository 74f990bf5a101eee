import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { gearTypes } from '#server/db/schema.ts';
import { seedReferenceData } from '#server/db/seed/seed.ts';
import { auditOf, snapshot } from '#server/test/audit.ts';
import { loginAs, makeGear, makeUser, makeStaff, UNKNOWN_ID } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let auth: string;
beforeAll(async () => {
  t = await createTestApp();
  auth = (await makeStaff(t.database.db)).auth;
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: auth } });

const properties = [
  { name: 'span', type: 'number', required: true, unit: 'm' },
  { name: 'colour', type: 'text', required: false },
  { name: 'class', type: 'select', required: true, options: ['sport', 'race'] },
];
const newType = (overrides: object = {}) =>
  send('POST', '/api/gear-types/', {
    name: 'Speed Wing',
    slug: `speed-${randomBytes(3).toString('hex')}`,
    description: 'Small, fast wings.',
    extra_properties: properties,
    ...overrides,
  });

/** A type with one listing that uses every property. */
async function typeWithListing() {
  const type = (await newType()).json() as { id: string; name: string; description: string };
  const owner = await makeUser(t.database.db);
  const gear = await makeGear(t.database.db, owner.id, {
    gear_type_id: type.id,
    properties: { span: 11, colour: 'red', class: 'race' },
  });
  return { type, gear, owner };
}
const update = (id: string, extra_properties: object[], name = 'Speed Wing') =>
  send('PUT', `/api/gear-types/${id}/`, { name, description: 'Edited.', extra_properties });
const gearProperties = async (id: string) =>
  (await t.app.inject({ url: `/api/gears/${id}/` })).json().properties;

describe('POST /api/gear-types/', () => {
  it('adds a type that GET gear-types/ lists last, and audits it', async () => {
    const res = await newType();
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Speed Wing', extra_properties: properties });
    const list = (await t.app.inject({ url: '/api/gear-types/' })).json() as { id: string }[];
    expect(list.at(-1)!.id).toBe(created.id);
    const [entry] = await auditOf(t.database.db, created.id);
    expect(entry).toMatchObject({ action: 'gear_type.create', before: null, after: created });
    // Listings can use it at once.
    const owner = await makeUser(t.database.db);
    const gear = await t.app.inject({
      method: 'POST',
      url: '/api/gears/',
      headers: { authorization: await loginAs(t.database.db, owner.id) },
      payload: {
        name: 'Tiny wing',
        brand: 'Ozone',
        model: 'Mojo',
        price: 900,
        currency: 'EUR',
        gear_type: created.id,
        properties: { span: 9.5, class: 'sport' },
      },
    });
    expect(gear.statusCode, gear.body).toBe(201);
  });

  it('refuses a used slug (409), a page address (400) and broken properties (400)', async () => {
    const before = await snapshot(t);
    const taken = await newType({ slug: 'wing' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'conflict',
      detail: 'Another gear type already uses this slug.',
    });
    for (const slug of ['gears', 'admin', 'api', 'Bad Slug', '']) {
      const res = await newType({ slug });
      expect(res.statusCode, slug).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['slug']);
    }
    const bad = await newType({
      extra_properties: [
        { name: 'Size', type: 'text', required: true },
        { name: 'class', type: 'select', required: true },
        { name: 'class', type: 'text', required: false },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'extra_properties',
      'extra_properties.0.name',
      'extra_properties.1.options',
    ]);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('PUT /api/gear-types/{id}/', () => {
  it('edits name, description and properties; the slug stays; audited with before and after', async () => {
    const { type } = await typeWithListing();
    const res = await send('PUT', `/api/gear-types/${type.id}/`, {
      name: 'Speed Flying Wing',
      slug: 'ignored',
      description: 'Edited.',
      extra_properties: [...properties, { name: 'year', type: 'number', required: false }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Speed Flying Wing', description: 'Edited.' });
    expect(res.json().slug).toMatch(/^speed-/);
    expect(res.json().extra_properties).toHaveLength(4);
    const [, entry] = await auditOf(t.database.db, type.id);
    expect(entry).toMatchObject({ action: 'gear_type.update' });
    expect(entry!.before).toMatchObject({ name: 'Speed Wing' });
    expect(entry!.after).toMatchObject({ name: 'Speed Flying Wing' });
  });

  it('removing a property keeps old listings loading with their stored value', async () => {
    const { type, gear, owner } = await typeWithListing();
    const res = await update(type.id, properties.slice(0, 1).concat(properties.slice(2)));
    expect(res.statusCode).toBe(200);
    expect(await gearProperties(gear.id)).toEqual({ span: 11, colour: 'red', class: 'race' });
    const list = await t.app.inject({ url: `/api/gears/?gear_type=${type.id}` });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0].properties.colour).toBe('red');
    // The owner's next edit drops the old value (the form sends the type's properties only).
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/gears/${gear.id}/`,
      headers: { authorization: await loginAs(t.database.db, owner.id) },
      payload: {
        name: gear.name,
        brand: gear.brand,
        model: gear.model,
        price: 800,
        currency: 'EUR',
        gear_type: type.id,
        properties: { span: 11, class: 'race' },
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await gearProperties(gear.id)).toEqual({ span: 11, class: 'race' });
  });

  it('a rename with renamed_from moves the stored values to the new name', async () => {
    const { type, gear } = await typeWithListing();
    const other = await makeGear(t.database.db, (await makeUser(t.database.db)).id);
    const renamed = [
      { ...properties[0], name: 'wingspan', renamed_from: 'span' },
      ...properties.slice(1),
    ];
    const res = await update(type.id, renamed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().extra_properties[0]).toEqual({
      name: 'wingspan',
      type: 'number',
      required: true,
      unit: 'm',
    });
    expect(await gearProperties(gear.id)).toEqual({ wingspan: 11, colour: 'red', class: 'race' });
    // Listings of other types are untouched.
    expect(await gearProperties(other.id)).toEqual({ instrument_type: 'vario' });
  });

  it('refuses a rename from a name the type lacks, or onto a name it uses', async () => {
    const { type } = await typeWithListing();
    const before = await snapshot(t);
    const unknown = await update(type.id, [
      { name: 'length', type: 'number', required: false, renamed_from: 'nope' },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['extra_properties.0.renamed_from']);
    const swap = await update(type.id, [
      { ...properties[0], name: 'colour', renamed_from: 'span' },
      { ...properties[1], name: 'span', renamed_from: 'colour' },
      properties[2]!,
    ]);
    expect(swap.statusCode).toBe(400);
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses a new type that stored values cannot be read as, and allows one they fit', async () => {
    const { type, gear } = await typeWithListing();
    const before = await snapshot(t);
    const asDate = await update(type.id, [
      properties[0]!,
      { name: 'colour', type: 'date', required: false },
      properties[2]!,
    ]);
    expect(asDate.statusCode).toBe(400);
    expect(asDate.json().errors['extra_properties.1.type'][0]).toContain(
      '1 listing(s) hold values of "colour" that are not a date',
    );
    expect(await snapshot(t)).toBe(before);
    // Text to a choice list reads the same string; number stays number with a new unit.
    const fits = await update(type.id, [
      { ...properties[0], unit: 'ft' },
      { name: 'colour', type: 'select', required: false, options: ['red', 'blue'] },
      properties[2]!,
    ]);
    expect(fits.statusCode, fits.body).toBe(200);
    expect(await gearProperties(gear.id)).toEqual({ span: 11, colour: 'red', class: 'race' });
  });

  it('answers 404 for an unknown type and 400 for a missing name', async () => {
    expect((await update(UNKNOWN_ID, [])).statusCode).toBe(404);
    expect((await update(GEAR_TYPE_IDS.accessories, [], '')).statusCode).toBe(400);
  });

  it('a restart re-seeds reference data but keeps a seeded type that staff edited', async () => {
    const res = await update(
      GEAR_TYPE_IDS.reserve,
      [{ name: 'reserve_type', type: 'select', required: true, options: ['round', 'square'] }],
      'Reserve',
    );
    expect(res.statusCode).toBe(200);
    await seedReferenceData(t.database.db);
    const [row] = await t.database.db
      .select()
      .from(gearTypes)
      .where(eq(gearTypes.id, GEAR_TYPE_IDS.reserve));
    expect(row!.extra_properties).toHaveLength(1);
    // An unedited seeded type still follows the code.
    await t.database.db
      .update(gearTypes)
      .set({ extra_properties: [] })
      .where(eq(gearTypes.id, GEAR_TYPE_IDS.paramotor));
    await seedReferenceData(t.database.db);
    const [paramotor] = await t.database.db
      .select()
      .from(gearTypes)
      .where(eq(gearTypes.id, GEAR_TYPE_IDS.paramotor));
    expect(paramotor!.extra_properties).toHaveLength(3);
  });
});
