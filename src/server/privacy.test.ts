// Privacy sweep: every GET endpoint the API documents, called anonymously with ids that exist,
// must never answer with a user's e-mail, phone number or username.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  makeCertificate,
  makeCertificatePictureRow,
  makeGear,
  makeUser,
} from './test/factories.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('no anonymous GET answer contains an e-mail, a phone number or a username', async () => {
  const db = t.database.db;
  const seller = await makeUser(db, {
    username: 'secretpilot',
    email: 'secret.pilot@example.org',
    phone_number: '+351 999 888 777',
  });
  const gear = await makeGear(db, seller.id);
  const certificate = await makeCertificate(db, gear.id, seller.id);
  await makeCertificatePictureRow(db, certificate.id, 'f'.repeat(32));
  const [certifier] = (await t.app.inject({ url: '/api/certifiers/' })).json() as { id: string }[];

  const spec = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, { get?: unknown }>;
  };
  const paths = Object.keys(spec.paths).filter((p) => spec.paths[p]!.get && !p.includes('/docs'));
  expect(paths.length).toBeGreaterThan(8);
  const idFor = (path: string) =>
    path.startsWith('/api/users/')
      ? seller.id
      : path.startsWith('/api/certificates/')
        ? certificate.id
        : path.startsWith('/api/certifiers/')
          ? certifier!.id
          : gear.id;

  let checked = 0;
  for (const path of paths) {
    const url = path.replace(/\{[^}]+\}/g, () => idFor(path));
    const response = await t.app.inject({ url });
    if (response.statusCode === 401) continue; // needs a login: nothing leaks
    expect(response.statusCode, url).toBeLessThan(500);
    for (const secret of ['secret.pilot@example.org', '999 888 777', 'secretpilot']) {
      expect(response.body, `${url} leaks ${secret}`).not.toContain(secret);
    }
    checked++;
  }
  expect(checked).toBeGreaterThan(6);
});
