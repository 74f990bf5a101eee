// A rendered page's text as UTF-8 bytes. A page that holds one character beyond Latin-1 (a
// price's €, the narrow space of a French number) is a two-byte string in V8, and V8's own UTF-8
// writer (`Buffer.from`) took 0.3 ms for 140 K characters of it, a tenth of a `/gears` page's
// CPU outside React (bench/README.md, session 17). Copied out as UTF-16 and converted by
// `transcode` it costs under half of that. A one-byte string, which the test below tells at once
// (V8 knows no such character can be in it), is written as before: faster that way.
import { transcode } from 'node:buffer';

// eslint-disable-next-line no-control-regex -- every Latin-1 character, the NUL included.
const WIDE = /[^\u0000-\u00ff]/;
/** Below this, the conversion is not worth a second copy. */
const LONG = 4096;

export function utf8Bytes(text: string): Buffer {
  if (text.length < LONG || !WIDE.test(text)) return Buffer.from(text);
  try {
    return transcode(Buffer.from(text, 'utf16le'), 'utf16le', 'utf8');
  } catch {
    // A lone surrogate (never in JSON.stringify's output nor in the database's text): written as
    // Buffer.from writes it, a replacement character.
    return Buffer.from(text);
  }
}
