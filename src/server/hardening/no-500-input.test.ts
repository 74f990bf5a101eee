// Text PostgreSQL cannot store (NUL, SQLSTATE 22021) and dates it refuses (year 0, 22008) would
// reach the database and answer 500. Every field and filter refuses them itself: a 400
// that names the field (docs/api.md: text and dates), and the database is left as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { CERTIFIER_A, certificateBody } from '#server/test/certificates.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { databaseDigest } from './fuzz/answer-checks.ts';

let t: TestContext;
let ids: { user: string; gear: string };
let auth: { user: string; staff: string };
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const user = await makeUser(db);
  const staff = await makeUser(db, { is_staff: true });
  const gear = await makeGear(db, user.id);
  ids = { user: user.id, gear: gear.id };
  auth = { user: await loginAs(db, user.id), staff: await loginAs(db, staff.id) };
});
afterAll(async () => t.close());

const NUL = 'a\u0000b';
const gearBody = {
  name: 'Paramotor',
  brand: 'Air Conception',
  model: 'Nitro 200',
  price: 3000,
  currency: 'EUR',
  gear_type: GEAR_TYPE_IDS.paramotor,
  properties: { engine: 'Vittorazi Moster' },
  description: 'Well kept.',
};
const reserveBody = {
  ...gearBody,
  gear_type: GEAR_TYPE_IDS.reserve,
  properties: { reserve_type: 'round', max_load: 100 },
};
const wantedBody = {
  gear_type: GEAR_TYPE_IDS.wing,
  description: 'A light wing',
  max_price: 2000,
  currency: 'EUR',
};
const gearTypeBody = (options: string[]) => ({
  name: 'Kites',
  slug: 'kites',
  description: '',
  extra_properties: [{ name: 'kind', type: 'select', required: true, options }],
});

type Case = {
  name: string;
  field: string;
  request: () => { method: 'GET' | 'POST' | 'PUT'; url: string; auth?: string; body?: unknown };
};

const CASES: Case[] = [
  ...['name', 'brand', 'model', 'q'].map((filter) => ({
    name: `GET gears/?${filter}=%00`,
    field: filter,
    request: () => ({ method: 'GET' as const, url: `/api/gears/?${filter}=%00` }),
  })),
  {
    name: 'POST token/ with a NUL in the username (anonymous)',
    field: 'username',
    request: () => ({
      method: 'POST',
      url: '/api/token/',
      body: { username: NUL, password: 'whatever-it-is' },
    }),
  },
  {
    name: 'POST register/ first_name',
    field: 'first_name',
    request: () => ({
      method: 'POST',
      url: '/api/register/',
      body: {
        username: 'nulpilot',
        password: 'wind over the ridge',
        email: 'nul@example.com',
        first_name: NUL,
      },
    }),
  },
  {
    name: 'PUT users/{id}/ first_name',
    field: 'first_name',
    request: () => ({
      method: 'PUT',
      url: `/api/users/${ids.user}/`,
      auth: auth.user,
      body: { first_name: NUL },
    }),
  },
  ...['name', 'brand', 'model', 'description'].map((field) => ({
    name: `POST gears/ ${field}`,
    field,
    request: () => ({
      method: 'POST' as const,
      url: '/api/gears/',
      auth: auth.user,
      body: { ...gearBody, [field]: NUL },
    }),
  })),
  {
    name: 'PUT gears/{id}/ name with another C0 control',
    field: 'name',
    request: () => ({
      method: 'PUT',
      url: `/api/gears/${ids.gear}/`,
      auth: auth.user,
      body: { ...gearBody, name: 'Vario\u001b[2J' },
    }),
  },
  {
    name: 'POST gears/ a text property',
    field: 'properties.engine',
    request: () => ({
      method: 'POST',
      url: '/api/gears/',
      auth: auth.user,
      body: { ...gearBody, properties: { engine: NUL } },
    }),
  },
  {
    name: 'POST gears/ a date property in year 0',
    field: 'properties.last_repack',
    request: () => ({
      method: 'POST',
      url: '/api/gears/',
      auth: auth.user,
      body: {
        ...reserveBody,
        properties: { ...reserveBody.properties, last_repack: '0000-01-01' },
      },
    }),
  },
  ...['fullName', 'message'].map((field) => ({
    name: `POST contact/ ${field}`,
    field,
    request: () => ({
      method: 'POST' as const,
      url: '/api/contact/',
      body: { fullName: 'Ana', email: 'ana@example.com', message: 'Hello', [field]: NUL },
    }),
  })),
  ...['description', 'brand'].map((field) => ({
    name: `POST wanted/ ${field}`,
    field,
    request: () => ({
      method: 'POST' as const,
      url: '/api/wanted/',
      auth: auth.user,
      body: { ...wantedBody, [field]: NUL },
    }),
  })),
  {
    name: 'POST gears/{id}/reports/ text',
    field: 'text',
    request: () => ({
      method: 'POST',
      url: `/api/gears/${ids.gear}/reports/`,
      auth: auth.staff,
      body: { reason: 'other', text: NUL },
    }),
  },
  ...['0000-01-01', '9999-12-31', '1899-12-31'].map((date) => ({
    name: `POST gears/{id}/certificates/ issue_date ${date}`,
    field: 'issue_date',
    request: () => ({
      method: 'POST' as const,
      url: `/api/gears/${ids.gear}/certificates/`,
      auth: auth.user,
      body: certificateBody({ issue_date: date, certifier: CERTIFIER_A.id }),
    }),
  })),
  {
    name: 'GET admin/users/?q=%00 (staff)',
    field: 'q',
    request: () => ({ method: 'GET', url: '/api/admin/users/?q=%00', auth: auth.staff }),
  },
  {
    name: 'GET admin/audit/?target_type=%00 (staff)',
    field: 'target_type',
    request: () => ({ method: 'GET', url: '/api/admin/audit/?target_type=%00', auth: auth.staff }),
  },
  {
    name: 'POST certifiers/ name (staff)',
    field: 'name',
    request: () => ({
      method: 'POST',
      url: '/api/certifiers/',
      auth: auth.staff,
      body: { name: NUL },
    }),
  },
  {
    name: 'POST gear-types/ options (staff)',
    field: 'extra_properties.0.options.1',
    request: () => ({
      method: 'POST',
      url: '/api/gear-types/',
      auth: auth.staff,
      body: gearTypeBody(['a', NUL]),
    }),
  },
];

describe('no input answers 500', () => {
  it.each(CASES)('$name → 400 naming $field', async ({ field, request }) => {
    const { method, url, auth: authorization, body } = request();
    const before = await databaseDigest(t);
    const res = await t.app.inject({
      method,
      url,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
    expect(await databaseDigest(t)).toBe(before);
  });

  it('tab and newline stay welcome in long texts, and plain dates in range', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/gears/${ids.gear}/certificates/`,
      headers: { authorization: auth.user },
      payload: certificateBody({ issue_date: '1900-01-01', expiration_date: '2100-12-31' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { fullName: 'Ana', email: 'ana@example.com', message: 'Line one\n\tLine two\r\n' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
  });
});
