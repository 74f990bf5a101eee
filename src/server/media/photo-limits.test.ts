// What a photo may cost before it is decoded: its header's size claims (413), and a place in
// the decode queue (503 when full), on both upload routes (gear and certificate pictures).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadCertificatePicture } from '#server/test/certificates.ts';
import { makeCertificate } from '#server/test/factories.ts';
import { uploadChecks } from '#server/test/pictures.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { hugePng, makeImage, upload } from '#server/test/uploads.ts';
import { photoDecodes } from './process-image.ts';

let t: TestContext;
let check: ReturnType<typeof uploadChecks>;
beforeAll(async () => {
  t = await createTestApp();
  check = uploadChecks(t);
});
afterAll(async () => t.close());

/** Both upload routes, each on a fresh target the caller owns. */
async function uploaders() {
  const { user, gear, auth } = await check.ownGear();
  const certificate = await makeCertificate(t.database.db, gear.id, user.id);
  return {
    gear: (data: Buffer) => upload(t, gear.id, auth, data),
    certificate: (data: Buffer) => uploadCertificatePicture(t, certificate.id, auth, [{ data }]),
  };
}

describe('photo size judged from the header, before decoding', () => {
  // Headers only (a few bytes of pixel data): a decode would fail or take seconds, so a 413 with
  // the right detail shows the header alone decided.
  const refused: [string, Buffer, RegExp][] = [
    ['1 × 39 999 999 (under 40 megapixels)', hugePng(1, 39_999_999), /longer than 12000/],
    ['a side over 12 000 px', hugePng(12_001, 1_000), /longer than 12000/],
    ['an aspect ratio over 20:1', hugePng(200, 4_001), /20 times/],
    ['20 000 × 20 000 (over libvips’ own limit)', hugePng(20_000, 20_000), /40 megapixels/],
  ];
  for (const [name, image, detail] of refused) {
    it(`answers 413 for ${name} on gear and certificate pictures, storing nothing`, async () => {
      const to = await uploaders();
      for (const send of [to.gear, to.certificate]) {
        const before = await check.snapshot();
        const res = await send(image);
        await check.expectNothingStored(res, 413, 'payload_too_large', before);
        expect(res.json().detail).toMatch(detail);
      }
    });
  }

  it('accepts a panorama of exactly 20:1', async () => {
    const to = await uploaders();
    expect((await to.gear(await makeImage('png', 1, 2000, 100))).statusCode).toBe(201);
  });
});

describe('the decode queue', () => {
  it('answers 503 with Retry-After when full, never waits, and serves again once it drains', async () => {
    const to = await uploaders();
    // Fill every decode slot and every waiting place with tasks this test releases.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: photoDecodes.capacity }, () => photoDecodes(() => gate));
    try {
      for (const send of [to.gear, to.certificate]) {
        const before = await check.snapshot();
        const res = await send(await makeImage('jpeg', 7));
        await check.expectNothingStored(res, 503, 'service_unavailable', before);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      release();
      await Promise.all(held);
    }
    expect((await to.gear(await makeImage('jpeg', 8))).statusCode).toBe(201);
    expect((await to.certificate(await makeImage('jpeg', 9))).statusCode).toBe(201);
  });
});
