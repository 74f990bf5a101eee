// @vitest-environment node
// The data block repeats the API's JSON text of each answer instead of serialising its value
// again: the same data, safe inside <script>, whatever the answers hold.
import { describe, expect, it } from 'vitest';
import { scriptSafe } from '#shared/ssr.ts';
import { answerTexts, payloadJson } from './entry-server-payload.ts';

/** The block as JSON.stringify writes it, made safe inside <script>. */
const serializePayload = (payload: object) => scriptSafe(JSON.stringify(payload));

const answer = <T extends object>(value: T, text = JSON.stringify(value, null, 1)) => {
  answerTexts.set(value, text);
  return value;
};

describe('the data block of a server-rendered page', () => {
  it("writes each answer as its own text, the rest as JSON, the whole as the value's JSON", () => {
    const items = answer([{ name: 'Rush 6', note: 'a </script><!-- b' }]);
    const gear = answer({ id: 'x', text: '"\u0000"', line: 'a\u2028b' });
    const payload = {
      lang: 'en',
      queries: {
        mutations: [],
        queries: [
          { queryKey: ['gears'], state: { data: { items, total: 1 } } },
          { queryKey: ['gear', 'x'], state: { data: gear } },
        ],
      },
    } as unknown as Parameters<typeof payloadJson>[0];
    const json = payloadJson(payload);
    // The texts as they came (here with their line breaks), made safe inside <script>.
    expect(json).toContain('"name": "Rush 6"');
    expect(json).not.toMatch(/<|\u2028/);
    expect(JSON.parse(json)).toEqual(JSON.parse(serializePayload(payload)));
  });

  it('writes a value it has no text for as JSON', () => {
    const payload = { lang: 'pt', queries: { mutations: [], queries: [] } };
    expect(payloadJson(payload)).toBe(serializePayload(payload));
  });
});
