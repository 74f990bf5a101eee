// Staff write notices (others get 401/403), scopes are checked against the catalogue and the
// serial rules' own rules, and the CSV import writes every row or none.
import { count } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { safetyNotices } from '#server/db/schema.ts';
import { loginAs, makeStaff, makeUser } from '#server/test/factories.ts';
import { send } from '#server/test/items.ts';
import { makeCatalogue, noticeBody, postNotice, type TestCatalogue } from '#server/test/notices.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let staff: string;
let user: string;
let cat: TestCatalogue;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await makeStaff(t.database.db)).auth;
  user = await loginAs(t.database.db, (await makeUser(t.database.db)).id);
  cat = await makeCatalogue(t.database.db);
});
afterAll(async () => t.close());

const notices = async () => (await t.database.db.select({ n: count() }).from(safetyNotices))[0]!.n;

describe('who writes notices', () => {
  it('staff only: 401 without a login, 403 for a user, 201/200/204 for staff', async () => {
    expect((await postNotice(t, '', noticeBody(cat))).statusCode).toBe(401);
    expect((await postNotice(t, user, noticeBody(cat))).statusCode).toBe(403);
    const created = await postNotice(t, staff, noticeBody(cat));
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    const put = (auth: string) =>
      send(t, {
        method: 'PUT',
        url: `/api/notices/${id}/`,
        auth,
        body: noticeBody(cat, {}, { severity: 'info' }),
      });
    expect((await put(user)).statusCode).toBe(403);
    const changed = await put(staff);
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as { severity: string }).severity).toBe('info');
    const del = (auth: string) => send(t, { method: 'DELETE', url: `/api/notices/${id}/`, auth });
    expect((await del(user)).statusCode).toBe(403);
    expect((await del(staff)).statusCode).toBe(204);
    const import_ = await send(t, {
      method: 'POST',
      url: '/api/notices/import/',
      auth: user,
      body: { csv: 'x' },
    });
    expect(import_.statusCode).toBe(403);
    // Reads are public, the scope comes with its catalogue names.
    const read = (await send(t, { url: `/api/notices/${id}/` })).json() as {
      scope: { brand: { name: string }; models: { name: string }[] };
    };
    expect(read.scope.brand.name).toBe(cat.brand.name);
    expect(read.scope.models.map((m) => m.name)).toEqual(['Alpha']);
  });
});

describe('scope errors', () => {
  const errorsOf = async (scope: Record<string, unknown>) => {
    const res = await postNotice(t, staff, noticeBody(cat, scope));
    expect(res.statusCode, res.body).toBe(400);
    return (res.json() as { errors: Record<string, string[]> }).errors;
  };

  it('overlapping ranges, uneven ends, a range backwards and a bad serial are refused', async () => {
    expect(
      await errorsOf({
        serial_rules: [
          { from: 'A100', to: 'A200' },
          { from: 'A150', to: 'A300' },
        ],
      }),
    ).toEqual({ 'scope.serial_rules.1': ['Two serial ranges overlap.'] });
    expect(await errorsOf({ serial_rules: [{ from: 'A1', to: 'A200' }] })).toEqual({
      'scope.serial_rules.0': ['Both ends of a serial range have the same number of characters.'],
    });
    expect(await errorsOf({ serial_rules: [{ from: 'B9', to: 'B1' }] })).toEqual({
      'scope.serial_rules.0': ['A serial range starts before it ends.'],
    });
    const bad = await errorsOf({ serial_rules: [{ prefix: 'Q*' }] });
    expect(bad['scope.serial_rules.0.prefix']).toEqual([
      'A serial in a rule has letters, digits and / _ + # only.',
    ]);
  });

  it('a model of another brand or a size of another model matches nothing', async () => {
    const other = await makeCatalogue(t.database.db);
    expect(await errorsOf({ models: [other.models[0]!.id] })).toEqual({
      scope: ['The scope matches nothing in the catalogue.'],
    });
    expect(await errorsOf({ sizes: [cat.models[1]!.sizes[0]!.id] })).toEqual({
      scope: ['The scope matches nothing in the catalogue.'],
    });
  });
});

describe('CSV import', () => {
  const HEADER =
    'title_en,title_fr,text_en,issuer,source_url,date,severity,brand,models,sizes,serial_rules,produced_from,produced_to,hours_over';
  const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';
  const upload = (text: string) =>
    send(t, { method: 'POST', url: '/api/notices/import/', auth: staff, body: { csv: text } });

  it('imports every row, scopes read by name', async () => {
    const before = await notices();
    const res = await upload(
      csv(
        `Riser check,Contrôle,"Check the risers, then fly.",manufacturer,https://example.com/a,2026-03-01,grounding,${cat.brand.name.toUpperCase()},alpha;Beta,M,range:Q-31A..Q-49E;suffix_not:A,,,`,
        `Line wear,,Lines wear early.,DHV,https://example.com/b,2026-04-01,info,${cat.brand.name},,,,2019-01-01,2020-12-31,300`,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ notices: 2 });
    expect(await notices()).toBe(before + 2);
    const read = (
      await send(t, { url: `/api/notices/?brand=${cat.brand.id}&page_size=100` })
    ).json() as {
      title: { en: string; fr?: string };
      scope: { models: { name: string }[]; sizes: { name: string }[]; serial_rules: unknown[] };
    }[];
    const riser = read.find((n) => n.title.en === 'Riser check')!;
    expect(riser.title.fr).toBe('Contrôle');
    expect(riser.scope.models.map((m) => m.name).sort()).toEqual(['Alpha', 'Beta']);
    expect(riser.scope.sizes.map((m) => m.name)).toEqual(['M', 'M']);
    expect(riser.scope.serial_rules).toEqual([{ from: 'Q31A', to: 'Q49E' }, { suffix_not: 'A' }]);
  });

  it('one bad row: nothing is written, each problem named by row and column', async () => {
    const before = await notices();
    const res = await upload(
      csv(
        `Good one,,Text.,manufacturer,https://example.com/a,2026-03-01,grounding,${cat.brand.name},Alpha,,prefix:Z,,,`,
        `Bad,,Text.,maker,https://example.com/a,2026-03-01,grounding,${cat.brand.name},Gamma,,,,,`,
        `Bad ranges,,Text.,dhv,notaurl,2026-03-01,action,${cat.brand.name},,,range:A100..A200;range:A150..A300,,,`,
      ),
    );
    expect(res.statusCode, res.body).toBe(400);
    const lines = (res.json() as { errors: { csv: string[] } }).errors.csv;
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Row 3, issuer: /),
        'Row 4, source_url: Enter the http(s) address of the notice.',
        'Row 4, serial_rules: Two serial ranges overlap.',
      ]),
    );
    expect(await notices()).toBe(before);
    // With the issuer right, row 3's model is what is wrong: not in the catalogue.
    const fixed = await upload(
      csv(
        `Bad,,Text.,manufacturer,https://example.com/a,2026-03-01,grounding,${cat.brand.name},Gamma,,,,,`,
      ),
    );
    expect((fixed.json() as { errors: { csv: string[] } }).errors.csv).toEqual([
      'Row 2, brand: The scope matches nothing in the catalogue.',
    ]);
    expect(await notices()).toBe(before);
  });
});
