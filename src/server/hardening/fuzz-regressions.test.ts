// Requests the fuzzer found answered with a 5xx or a foreign error body, kept as plain tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificate, loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { makeImage, mediaFiles } from '#server/test/uploads.ts';
import { databaseDigest } from './fuzz/answer-checks.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function owner() {
  const user = await makeUser(t.database.db);
  const gear = await makeGear(t.database.db, user.id);
  return { user, gear, auth: await loginAs(t.database.db, user.id) };
}

describe('fuzz regressions', () => {
  it('a path that is not valid percent-encoding is a 404 with the error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gears/%zz/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('a certificate body of null is a 400, not a crash of the date check', async () => {
    const { user, gear, auth } = await owner();
    const certificate = await makeCertificate(t.database.db, gear.id, user.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/certificates/${certificate.id}/`,
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
  });

  it('an upload cut off after a good first file is a 400 and stores nothing', async () => {
    const { gear, auth } = await owner();
    const before = await databaseDigest(t);
    const files = await mediaFiles(t);
    const boundary = '----cut';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.webp"\r\n` +
          'Content-Type: image/webp\r\n\r\n',
      ),
      await makeImage('webp', 5, 64, 48),
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="b.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n\xff\xd8',
      ),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/gears/${gear.id}/pictures/`,
      headers: { authorization: auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
    expect(await databaseDigest(t)).toBe(before);
    expect(await mediaFiles(t)).toEqual(files);
  });
});
