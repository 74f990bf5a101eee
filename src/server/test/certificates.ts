// Certificate tests: a valid write body, real images drawn with sharp, and the upload of a
// certificate photo (rows come from factories.ts).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { CERTIFIERS } from '#server/db/seed/certifiers.ts';
import type { TestContext } from './test-app.ts';
import { multipart, type FilePart } from './uploads.ts';

export const CERTIFIER_A = CERTIFIERS[0]!;
export const CERTIFIER_B = CERTIFIERS[1]!;

export const certificateBody = (overrides: Record<string, unknown> = {}) => ({
  issue_date: '2025-03-01',
  expiration_date: '2027-03-01',
  porosity: 42,
  lines_need_trim: false,
  fabric_condition: true,
  certifier: CERTIFIER_A.id,
  ...overrides,
});

/** A PNG whose pixels differ per call, so every upload has its own content key. */
export async function makePng(width = 320, height = 240) {
  const [r, g, b] = randomBytes(3);
  return sharp({ create: { width, height, channels: 3, background: { r: r!, g: g!, b: b! } } })
    .png()
    .toBuffer();
}

/** POST certificates/{id}/pictures/ with the given parts (one PNG in `image` by default). */
export async function uploadCertificatePicture(
  t: TestContext,
  certificateId: string,
  auth: string | undefined,
  parts?: FilePart[],
) {
  const body = multipart(
    parts ?? [{ data: await makePng(), filename: 'proof.png', contentType: 'image/png' }],
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/certificates/${certificateId}/pictures/`,
    headers: { ...body.headers, ...(auth ? { authorization: auth } : {}) },
    payload: body.payload,
  });
}

/** The storage key of a picture URL: `/media/ab/<key>-large.webp`. */
export const keyOf = (url: string) => /\/([0-9a-f]+)-large\.webp$/.exec(url)?.[1] ?? '';
