// Hostile uploads: path traversal and control characters in file names, files that are not
// images (or claim to be), decompression bombs, truncated bodies, wrong boundaries and fields.
import fc from 'fast-check';
import { hostileString } from './hostile.ts';

/** Real files made once per run (sharp is slow): small images and a decompression bomb. */
export type UploadSamples = { jpeg: Buffer; png: Buffer; webp: Buffer; bomb: Buffer };

const FILE_NAMES = [
  'photo.jpg',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\system32\\config\\sam',
  '/etc/shadow',
  '....//....//etc/hosts',
  '%2e%2e%2f%2e%2e%2fapp.ts',
  'photo.jpg\u0000.php',
  'photo.php.jpg',
  '.htaccess',
  'con.jpg',
  '',
  'a'.repeat(5000) + '.jpg',
  '"quoted".jpg',
  'semi;colon=x.jpg',
  '🪂.webp',
];

const fileData = (samples: UploadSamples): fc.Arbitrary<Buffer> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(samples.jpeg, samples.png, samples.webp) },
    { weight: 1, arbitrary: fc.constant(samples.bomb) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)) },
    {
      weight: 2,
      // A real magic number followed by junk: sniffed as an image, fails to decode.
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'),
          ),
          fc.uint8Array({ maxLength: 500 }),
        )
        .map(([magic, rest]) => Buffer.concat([magic, Buffer.from(rest)])),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        Buffer.alloc(0),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1'),
        Buffer.from('%PDF-1.7\n'),
      ),
    },
  );

const part = (samples: UploadSamples) =>
  fc.record({
    field: fc.oneof(
      { weight: 6, arbitrary: fc.constant('image') },
      { weight: 1, arbitrary: fc.constantFrom('file', 'images', '', 'image[]') },
      { weight: 1, arbitrary: hostileString.map((s) => s.slice(0, 100)) },
    ),
    filename: fc.oneof(
      fc.constantFrom(...FILE_NAMES),
      hostileString.map((s) => s.slice(0, 300)),
    ),
    type: fc.constantFrom(
      'image/jpeg',
      'image/png',
      'image/webp',
      'text/plain',
      'image/svg+xml',
      '',
    ),
    data: fileData(samples),
  });

/** A multipart body, sometimes broken: truncated, wrong boundary, no parts, many parts. */
export function hostileMultipart(
  samples: UploadSamples,
): fc.Arbitrary<{ contentType: string; payload: Buffer }> {
  return fc
    .record({
      parts: fc.array(part(samples), { minLength: 0, maxLength: 3 }),
      fields: fc.array(fc.tuple(fc.constantFrom('name', 'image', 'caption'), hostileString), {
        maxLength: 2,
      }),
      breakage: fc.constantFrom('none', 'none', 'none', 'truncate', 'boundary', 'type', 'noend'),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ parts, fields, breakage, cut }) => {
      const boundary = '----airgear-fuzz-boundary-7d3b';
      const chunks: Buffer[] = [];
      for (const [name, value] of fields) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          ),
        );
      }
      for (const p of parts) {
        const type = p.type ? `\r\nContent-Type: ${p.type}` : '';
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"${type}\r\n\r\n`,
          ),
          p.data,
          Buffer.from('\r\n'),
        );
      }
      if (breakage !== 'noend') chunks.push(Buffer.from(`--${boundary}--\r\n`));
      let payload = Buffer.concat(chunks);
      if (breakage === 'truncate') payload = payload.subarray(0, Math.floor(payload.length * cut));
      const contentType =
        breakage === 'boundary'
          ? 'multipart/form-data; boundary=not-the-one'
          : breakage === 'type'
            ? 'multipart/form-data'
            : `multipart/form-data; boundary=${boundary}`;
      return { contentType, payload };
    });
}
