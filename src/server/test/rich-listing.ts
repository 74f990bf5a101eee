// A listing with everything its page shows: a catalogue size, photos, a passport item with a
// check record (a certificate) that has a photo, a safety notice it falls under, and similar
// listings of the same model with photos of their own. Built through the API where the API
// makes the rows (items, certificates, notices), directly where a test needs no upload.
import { expect } from 'vitest';
import { gearPictures } from '#server/db/schema.ts';
import { certificateBody, uploadCertificatePicture } from './certificates.ts';
import { loginAs, makeStaff, makeUser } from './factories.ts';
import { wingBody } from './gears.ts';
import { itemBody, send } from './items.ts';
import { makeCatalogue, noticeBody, postNotice } from './notices.ts';
import type { TestContext } from './test-app.ts';

async function wing(t: TestContext, auth: string, body: Record<string, unknown>) {
  const res = await send(t, { method: 'POST', url: '/api/gears/', auth, body: wingBody(body) });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: string }).id;
  await t.database.db.insert(gearPictures).values(
    [0, 1].map((position) => ({
      gear_id: id,
      position,
      storage_key: `${id.replaceAll('-', '')}${position}`,
      width: 800,
      height: 600,
    })),
  );
  return id;
}

export async function richListing(t: TestContext) {
  const db = t.database.db;
  const seller = await makeUser(db);
  const auth = await loginAs(db, seller.id);
  const catalogue = await makeCatalogue(db);
  const model = catalogue.models[0]!;
  const facts = { brand: catalogue.brand.name, model: model.name };
  const id = await wing(t, auth, { ...facts, catalogue_size: model.sizes[1]!.id });
  const item = await send(t, {
    method: 'POST',
    url: '/api/items/',
    auth,
    body: itemBody({ ...facts, gear: id }),
  });
  expect(item.statusCode, item.body).toBe(201);
  const certificate = await send(t, {
    method: 'POST',
    url: `/api/gears/${id}/certificates/`,
    auth,
    body: certificateBody(),
  });
  expect(certificate.statusCode, certificate.body).toBe(201);
  const photo = await uploadCertificatePicture(t, certificate.json().id, auth);
  expect(photo.statusCode, photo.body).toBe(201);
  const similar = [];
  for (let i = 0; i < 3; i++) similar.push(await wing(t, auth, { ...facts, name: `Similar ${i}` }));
  const notice = await postNotice(t, (await makeStaff(db)).auth, noticeBody(catalogue));
  expect(notice.statusCode, notice.body).toBe(201);
  await t.drainJobs();
  return { id, item: item.json().id as string, similar };
}
