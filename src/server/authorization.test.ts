// The authorization matrix of every write endpoint: anonymous → 401, another user → 403,
// the owner → success; a rejected request leaves every table exactly as it was.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { gearPictures } from './db/schema.ts';
import { certificateBody } from './test/certificates.ts';
import {
  makeCertificate,
  makeCertificatePictureRow,
  loginAs,
  makeGear,
  makeUser,
} from './test/factories.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';
import { makeImage, multipart } from './test/uploads.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Fixture = {
  ownerId: string;
  gearId: string;
  pictureId: string;
  certificateId: string;
  certPictureId: string;
};
type Call = {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

/** A fresh owner with a gear, a picture, a certificate and a certificate picture. */
async function fixture(): Promise<Fixture> {
  const db = t.database.db;
  const owner = await makeUser(db);
  const gear = await makeGear(db, owner.id);
  const [picture] = await db
    .insert(gearPictures)
    .values({
      gear_id: gear.id,
      storage_key: `k${gear.id.replaceAll('-', '')}`,
      width: 10,
      height: 10,
    })
    .returning();
  const certificate = await makeCertificate(db, gear.id, owner.id);
  const certPicture = await makeCertificatePictureRow(
    db,
    certificate.id,
    `c${certificate.id.replaceAll('-', '')}`,
  );
  return {
    ownerId: owner.id,
    gearId: gear.id,
    pictureId: picture!.id,
    certificateId: certificate.id,
    certPictureId: certPicture.id,
  };
}

const gearBody = {
  name: 'Vario for sale',
  brand: 'Flytec',
  model: '6030',
  price: 300,
  currency: 'EUR',
  gear_type: GEAR_TYPE_IDS.instrument,
  properties: { instrument_type: 'vario' },
};

async function photo() {
  const body = multipart([{ data: await makeImage('jpeg', Math.floor(Math.random() * 1000)) }]);
  return { payload: body.payload, headers: body.headers };
}

const endpoints: Record<string, (f: Fixture) => Promise<Call> | Call> = {
  'PUT gears/{id}/': (f) => ({ method: 'PUT', url: `/api/gears/${f.gearId}/`, payload: gearBody }),
  'DELETE gears/{id}/': (f) => ({ method: 'DELETE', url: `/api/gears/${f.gearId}/` }),
  'POST gears/{id}/pictures/': async (f) => ({
    method: 'POST',
    url: `/api/gears/${f.gearId}/pictures/`,
    ...(await photo()),
  }),
  'DELETE gears/{id}/pictures/{pid}/': (f) => ({
    method: 'DELETE',
    url: `/api/gears/${f.gearId}/pictures/${f.pictureId}/`,
  }),
  'PUT gears/{id}/pictures/order/': (f) => ({
    method: 'PUT',
    url: `/api/gears/${f.gearId}/pictures/order/`,
    payload: { picture_ids: [f.pictureId] },
  }),
  'POST gears/{id}/certificates/': (f) => ({
    method: 'POST',
    url: `/api/gears/${f.gearId}/certificates/`,
    payload: certificateBody(),
  }),
  'PUT certificates/{id}/': (f) => ({
    method: 'PUT',
    url: `/api/certificates/${f.certificateId}/`,
    payload: certificateBody(),
  }),
  'DELETE certificates/{id}': (f) => ({
    method: 'DELETE',
    url: `/api/certificates/${f.certificateId}`,
  }),
  'POST certificates/{id}/pictures/': async (f) => ({
    method: 'POST',
    url: `/api/certificates/${f.certificateId}/pictures/`,
    ...(await photo()),
  }),
  'DELETE certificates/{id}/pictures/{pid}/': (f) => ({
    method: 'DELETE',
    url: `/api/certificates/${f.certificateId}/pictures/${f.certPictureId}/`,
  }),
  'PUT users/{id}/': (f) => ({
    method: 'PUT',
    url: `/api/users/${f.ownerId}/`,
    payload: { first_name: 'Changed' },
  }),
};

/** A digest of every row of the tables a write could touch. */
async function snapshot(): Promise<string> {
  const tables = ['users', 'gears', 'gear_pictures', 'certificates', 'certificate_pictures'];
  const parts = await Promise.all(
    tables.map(async (table) => {
      const result = await t.database.db.execute(
        sql.raw(
          `select coalesce(md5(string_agg(x::text, '|' order by x.id)), '') as d from ${table} x`,
        ),
      );
      return `${table}:${(result.rows[0] as { d: string }).d}`;
    }),
  );
  return parts.join(',');
}

const send = (call: Call, auth?: string) =>
  t.app.inject({
    method: call.method,
    url: call.url,
    payload: call.payload as string,
    headers: { ...call.headers, ...(auth ? { authorization: auth } : {}) },
  });

describe('authorization matrix', () => {
  for (const [name, build] of Object.entries(endpoints)) {
    it(`${name}: anonymous 401, another user 403, owner succeeds`, async () => {
      const f = await fixture();
      const stranger = await makeUser(t.database.db);
      const before = await snapshot();
      const anonymous = await send(await build(f));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('authentication_required');
      const other = await send(await build(f), await loginAs(t.database.db, stranger.id));
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('permission_denied');
      expect(await snapshot()).toBe(before);
      const owner = await send(await build(f), await loginAs(t.database.db, f.ownerId));
      expect(owner.statusCode, owner.body).toBeGreaterThanOrEqual(200);
      expect(owner.statusCode).toBeLessThan(300);
    });
  }

  it('POST gears/ and DELETE token/ need a login', async () => {
    expect((await send({ method: 'POST', url: '/api/gears/', payload: gearBody })).statusCode).toBe(
      401,
    );
    expect((await send({ method: 'DELETE', url: '/api/token/' })).statusCode).toBe(401);
    const user = await makeUser(t.database.db);
    const created = await send(
      { method: 'POST', url: '/api/gears/', payload: gearBody },
      await loginAs(t.database.db, user.id),
    );
    expect(created.statusCode).toBe(201);
  });
});
