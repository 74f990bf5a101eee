// docs/api.md is the HTTP contract; OpenAPI is generated from the routes' schemas. This keeps the
// two in step: every call in the doc's tables exists, and every route the server documents is in
// the doc. Sections whose heading says "planned" describe calls not built yet and are skipped.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const CALL = new RegExp(`^(${METHODS.join('|')}) (\\S+)$`);

/** `GET /api/gears/{}/`: path parameters lose their names, which the doc may spell differently. */
const key = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;

/** The calls of the doc's tables: the first cell's `METHOD path` spans, outside planned sections. */
function documentedCalls(markdown: string): string[] {
  const calls: string[] = [];
  let planned = false;
  for (const line of markdown.split('\n')) {
    if (/^#{1,6} /.test(line)) planned = /planned/i.test(line);
    if (planned || !line.startsWith('|')) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const [, span] of firstCell.matchAll(/`([^`]+)`/g)) {
      const match = CALL.exec(span!);
      if (match) calls.push(key(match[1]!, `/api/${match[2]!}`));
    }
  }
  return calls;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('reads the calls of a table and skips planned sections', () => {
  const doc = [
    '## Gears',
    '| call | auth |',
    '|---|---|',
    '| `GET gears/{id}/` (beyond) | — |',
    '| `DELETE certificates/{certId}/pictures/{pictureId}/` | owner |',
    '## Chat — planned (issue 16)',
    '| `GET conversations/` | login |',
  ].join('\n');
  expect(documentedCalls(doc)).toEqual([
    'GET /api/gears/{}/',
    'DELETE /api/certificates/{}/pictures/{}/',
  ]);
});

it('docs/api.md lists exactly the calls of /api/openapi.json', async () => {
  const spec = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const served = Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => METHODS.includes(method.toUpperCase()))
      .map((method) => key(method, path)),
  );
  const documented = documentedCalls(readFileSync('docs/api.md', 'utf8'));
  expect(served.length).toBeGreaterThan(40);
  expect({
    servedButNotDocumented: served.filter((call) => !documented.includes(call)),
    documentedButNotServed: documented.filter((call) => !served.includes(call)),
  }).toEqual({ servedButNotDocumented: [], documentedButNotServed: [] });
});
