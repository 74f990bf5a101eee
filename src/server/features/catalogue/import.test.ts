import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSizes } from '#server/db/schema.ts';
import { makeStaff } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { parseCsv } from './csv.ts';
import { CSV_COLUMNS } from './csv-rows.ts';
import { exportCatalogueCsv, importCatalogueCsv } from './import.ts';

let t: TestContext;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await makeStaff(t.database.db)).auth;
});
afterAll(async () => t.close());

const HEADER = CSV_COLUMNS.join(',');
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';
const wing = (brand: string, model: string, size: string, range = '85,105') =>
  `wing,${brand},${model},2022,${size},B,${range},24.5,4.9,,,,demo`;
const sizeCount = async () => (await t.database.db.select().from(catalogueSizes)).length;

describe('catalogue CSV', () => {
  it('parses quotes, doubled quotes, commas and CRLF', () => {
    expect(parseCsv('a,"b, ""c""",d\r\n"x\ny",,\n')).toEqual([
      ['a', 'b, "c"', 'd'],
      ['x\ny', '', ''],
    ]);
  });

  it('imports sizes, merges brand spellings, and updates on a second import', async () => {
    const first = await importCatalogueCsv(
      t.database.db,
      csv(
        wing('Impo', 'Alpha', 'S', '65,85'),
        wing('IMPO ', 'Alpha', 'M'),
        wing('impo', 'Beta', 'M'),
      ),
    );
    expect(first).toEqual({ ok: true, sizes: 3, models: 2, brands: 1 });
    await importCatalogueCsv(t.database.db, csv(wing('Impo', 'Alpha', 'M', '86,106')));
    const rows = await t.database.db
      .select()
      .from(catalogueSizes)
      .where(eq(catalogueSizes.weight_max, 106));
    expect(rows).toHaveLength(1);
    const exported = await exportCatalogueCsv(t.database.db);
    expect(exported).toContain('wing,Impo,Alpha,2022,M,B,86,106,24.5,4.9,,,,demo');
  });

  it('reports every bad row with its column and imports nothing', async () => {
    const before = await sizeCount();
    const result = await importCatalogueCsv(
      t.database.db,
      csv(
        wing('Badco', 'One', 'S'),
        'glider,Badco,Two,2022,M,B,80,100,,,,,,demo',
        'wing,Badco,Three,20x2,M,E,abc,100,,,,,,my uncle',
        wing('Badco', 'Four', 'M', '110,90'),
        wing('badco', 'one', 'S'),
      ),
    );
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'gear_type', message: 'Unknown gear type "glider".' },
        expect.objectContaining({ row: 4, column: 'year' }),
        expect.objectContaining({ row: 4, column: 'en_class' }),
        expect.objectContaining({ row: 4, column: 'weight_min' }),
        expect.objectContaining({ row: 4, column: 'source' }),
        { row: 5, column: 'weight_max', message: 'Below weight_min.' },
        { row: 6, column: 'size', message: 'The same size as row 2.' },
      ]),
    );
    expect(await sizeCount()).toBe(before);
  });

  it('names missing columns', async () => {
    const result = await importCatalogueCsv(t.database.db, 'brand,model\nOzone,Rush\n');
    expect(result).toMatchObject({ ok: false, problems: [{ row: 1, column: 'gear_type' }] });
  });

  it('imports thousands of sizes of hundreds of models in one go', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) =>
      wing(`Bulk${i % 3}`, `M${i % 300}`, `S${i}`),
    );
    const result = await importCatalogueCsv(t.database.db, csv(...rows));
    expect(result).toEqual({ ok: true, sizes: 2500, models: 300, brands: 3 });
  });

  it('imports nothing of a big file whose last row is bad', async () => {
    const before = await sizeCount();
    const rows = Array.from({ length: 2500 }, (_, i) => wing('Tailco', `T${i % 50}`, `S${i}`));
    const result = await importCatalogueCsv(
      t.database.db,
      csv(...rows, 'wing,Tailco,T1,2022,Z,B,80,100,,,,,,my uncle'),
    );
    expect(result).toEqual({
      ok: false,
      problems: [{ row: 2502, column: 'source', message: expect.stringContaining('URL') }],
    });
    expect(await sizeCount()).toBe(before);
  });

  it('names a header without the format’s columns, and a file with no sizes', async () => {
    const renamed = HEADER.replace('weight_min', 'min_weight');
    expect(await importCatalogueCsv(t.database.db, `${renamed}\n`)).toEqual({
      ok: false,
      problems: [{ row: 1, column: 'weight_min', message: 'Missing columns: weight_min.' }],
    });
    expect(await importCatalogueCsv(t.database.db, `${HEADER}\n\n`)).toEqual({
      ok: false,
      problems: [{ row: 2, column: 'brand', message: 'The file has no sizes.' }],
    });
  });

  it('keeps empty cells empty and decimals exact through an import and export', async () => {
    const result = await importCatalogueCsv(
      t.database.db,
      csv(
        'reserve,Roundco,Dome,,120,,,,28.5,,120,,,manufacturer',
        'harness,Roundco,Seat,2021,M,,60,95,,,,165,180,https://roundco.example/seat',
      ),
    );
    expect(result).toEqual({ ok: true, sizes: 2, models: 2, brands: 1 });
    const exported = await exportCatalogueCsv(t.database.db);
    expect(exported).toContain('reserve,Roundco,Dome,,120,,,,28.5,,120,,,manufacturer\n');
    expect(exported).toContain(
      'harness,Roundco,Seat,2021,M,,60,95,,,,165,180,https://roundco.example/seat\n',
    );
  });

  it('writes would-be formulas as text and reads them back as they were', async () => {
    // Outside review, third round, finding 7: `=HYPERLINK(…)` ran in the staff's spreadsheet.
    // A file may guard a text itself: `''=kept` is the text `'=kept`.
    const models = ['=HYPERLINK(""https://evil.example"",""x"")', '@SUM(A1)', "''=kept", '+Plus'];
    const rows = models.map(
      (model, i) => `reserve,Formulaco,"${model}",,${100 + i},,,,,,,,,manufacturer`,
    );
    expect(await importCatalogueCsv(t.database.db, csv(...rows))).toMatchObject({ ok: true });
    const exported = await exportCatalogueCsv(t.database.db);
    expect(exported).toContain('reserve,Formulaco,"\'=HYPERLINK(""https://evil.example"",""x"")"');
    expect(exported).toContain("reserve,Formulaco,'@SUM(A1),");
    expect(exported).toContain("reserve,Formulaco,''=kept,");
    expect(exported).toContain("reserve,Formulaco,'+Plus,");
    // No cell of the file starts a formula; read back, every text is the one imported.
    const cells = parseCsv(exported.replace(/'/g, '’')).flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    const read = parseCsv(exported).filter((row) => row[1] === 'Formulaco');
    expect(read.map((row) => row[2]).sort()).toEqual(
      ['=HYPERLINK("https://evil.example","x")', '@SUM(A1)', "'=kept", '+Plus'].sort(),
    );
    expect(await importCatalogueCsv(t.database.db, exported)).toMatchObject({ ok: true });
    expect(await exportCatalogueCsv(t.database.db)).toBe(exported);
  });

  it('answers the back office: staff only, problems in the error body', async () => {
    const post = (payload: object, auth?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/catalogue/import/',
        payload,
        headers: auth ? { authorization: auth } : {},
      });
    expect((await post({ csv: csv(wing('Webco', 'A', 'M')) })).statusCode).toBe(401);
    const ok = await post({ csv: csv(wing('Webco', 'A', 'M')) }, staff);
    expect(ok.json()).toEqual({ sizes: 1, models: 1, brands: 1 });
    const bad = await post({ csv: csv('wing,Webco,B,2022,M,B,abc,100,,,,,,demo') }, staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_error',
      errors: { csv: ['Row 2, weight_min: Enter a number.'] },
    });
    const exported = await t.app.inject({
      url: '/api/catalogue/export/',
      headers: { authorization: staff },
    });
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body.split('\n')[0]).toBe(HEADER);
  });
});
