// The read and write paths of the cluster test, crossed between the previous release and this
// one on one database (scripts/upgrade-test.ts): what one writes, the other reads and changes.
import { makeImage } from '../../src/server/test/uploads.ts';
import { call, createAccount, gearBody } from './api-client.ts';

type Bases = { old: string; current: string };
type Check = (ok: boolean, what: string) => void;

async function listingRoundTrip(writer: string, reader: string) {
  const seller = await createAccount(writer);
  // The reader's login works on an account the writer made.
  const login = await call(reader, '/api/token/', {
    method: 'POST',
    body: { username: seller.username, password: 'soaring over the ridge 42' },
  });
  const created = await call(writer, '/api/gears/', {
    method: 'POST',
    token: seller.token,
    body: gearBody(1),
  });
  const id = (created.json as { id?: string }).id ?? '';
  const detail = await call(reader, `/api/gears/${id}/`);
  const list = await call(reader, '/api/gears/?page_size=24');
  // The reader changes the price; the writer reads the change.
  const edited = await call(reader, `/api/gears/${id}/`, {
    method: 'PUT',
    token: seller.token,
    body: gearBody(1, 4321),
  });
  const again = await call(writer, `/api/gears/${id}/`);
  const upload = await call(writer, `/api/gears/${id}/pictures/`, {
    method: 'POST',
    token: seller.token,
    upload: await makeImage('jpeg', 1, 800, 600),
  });
  const link = (upload.json as { link?: string }).link ?? '';
  const photo = await fetch(new URL(link, reader));
  const pictures = await call(reader, `/api/gears/${id}/pictures/`);
  return {
    login: login.status,
    created: created.status,
    detail: detail.status,
    listed: Array.isArray(list.json) && (list.json as { id: string }[]).some((g) => g.id === id),
    edited: edited.status,
    price: (again.json as { price?: number }).price,
    upload: upload.status,
    photo: photo.status,
    pictures: pictures.status,
  };
}

export async function crossPaths(bases: Bases, check: Check) {
  for (const [writer, reader, what] of [
    [bases.old, bases.current, 'previous → this'],
    [bases.current, bases.old, 'this → previous'],
  ] as const) {
    const r = await listingRoundTrip(writer, reader);
    check(
      r.login === 200 && r.created === 201 && r.detail === 200 && r.listed,
      `${what}: an account and a listing written by one are read by the other (${JSON.stringify(r)})`,
    );
    check(
      r.edited === 200 && r.price === 4321,
      `${what}: a price edited by the reader is read back`,
    );
    check(
      r.upload === 201 && r.photo === 200 && r.pictures === 200,
      `${what}: a photo uploaded through one is listed and served through the other`,
    );
  }
}
