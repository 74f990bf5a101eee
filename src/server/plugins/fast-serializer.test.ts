// The response serializers compiled ahead, in the background after the server listens
// (createSerializerCompiler): they write what the ones compiled on a first response write, the
// fields the schema lists and no other, unions (a nullable object) included.
import { setImmediate as turn } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from './fast-serializer.ts';

const schema = z.object({ id: z.string(), owner: z.object({ name: z.string() }).nullable() });
const route = (httpStatus: string) => ({ schema, method: 'GET', url: '/x', httpStatus });
const rows = [
  { id: 'a', owner: { name: 'Ana' }, password_hash: 'not listed' },
  { id: 'b', owner: null },
];
const written = ['{"id":"a","owner":{"name":"Ana"}}', '{"id":"b","owner":null}'];

it('writes the same closed answers compiled ahead as on first use', async () => {
  const onUse = createSerializerCompiler();
  const ahead = createSerializerCompiler();
  const serializers = [onUse.compiler(route('200')), onUse.compiler(route('404'))];
  const compiledAhead = [ahead.compiler(route('200')), ahead.compiler(route('404'))];
  ahead.compileWaiting();
  for (let i = 0; i < 5; i++) await turn();
  for (const serialize of [...serializers, ...compiledAhead])
    expect(rows.map((row) => serialize(row))).toEqual(written);
});
