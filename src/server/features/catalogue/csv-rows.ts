// The catalogue CSV format (docs/catalogue-csv.md): one row per size, a fixed header. Each row is
// checked like a staff write of its size; every problem is reported as row, column and message.
import { z } from 'zod';
import { EN_CLASSES, nameKey, sourceSchema } from '#shared/contracts/catalogue.ts';
import { plainText } from '#shared/contracts/common.ts';
import type { CsvProblem } from './csv.ts';

export const CSV_COLUMNS = [
  'gear_type',
  'brand',
  'model',
  'year',
  'size',
  'en_class',
  'weight_min',
  'weight_max',
  'flat_area',
  'glider_weight',
  'max_load',
  'pilot_height_min',
  'pilot_height_max',
  'source',
] as const;
type Column = (typeof CSV_COLUMNS)[number];

const text = (max: number) => plainText().min(1, 'May not be blank.').max(max);
const number = (max: number) =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    z.number({ error: 'Enter a number.' }).positive('Must be above 0.').max(max).nullable(),
  );
const rowSchema = z.object({
  gear_type: text(60),
  brand: text(120),
  model: text(120),
  year: z.preprocess(
    (v) => (v === '' ? null : Number(v)),
    z.number({ error: 'Enter a year.' }).int('Enter a year.').min(1970).max(2100).nullable(),
  ),
  size: text(40),
  en_class: z.preprocess(
    (v) =>
      v === '' ? null : typeof v === 'string' ? v.trim().toUpperCase().replace(/^EN-?/, '') : v,
    z.enum(EN_CLASSES, { error: `One of ${EN_CLASSES.join(', ')}, or empty.` }).nullable(),
  ),
  weight_min: number(1000),
  weight_max: number(1000),
  flat_area: number(100),
  glider_weight: number(100),
  max_load: number(1000),
  pilot_height_min: number(250),
  pilot_height_max: number(250),
  source: sourceSchema,
});
export type CsvEntry = z.infer<typeof rowSchema>;

/** The entries of a catalogue CSV, or its problems (row 1 is the header). */
export function readCatalogueRows(
  rows: string[][],
  gearTypeSlugs: Set<string>,
): { entries: CsvEntry[]; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  const header = rows[0]?.map((h) => h.trim().toLowerCase()) ?? [];
  const missing = CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    const message = `Missing columns: ${missing.join(', ')}.`;
    return { entries: [], problems: [{ row: 1, column: missing[0]!, message }] };
  }
  const entries: CsvEntry[] = [];
  const seen = new Map<string, number>();
  rows.slice(1).forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const record = Object.fromEntries(header.map((h, j) => [h, (cells[j] ?? '').trim()]));
    const parsed = rowSchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({ row, column: String(issue.path[0] as Column), message: issue.message });
      return;
    }
    const e = parsed.data;
    if (!gearTypeSlugs.has(e.gear_type))
      problems.push({ row, column: 'gear_type', message: `Unknown gear type "${e.gear_type}".` });
    if (e.weight_min !== null && e.weight_max !== null && e.weight_min > e.weight_max)
      problems.push({ row, column: 'weight_max', message: 'Below weight_min.' });
    const key = [e.gear_type, nameKey(e.brand), nameKey(e.model), e.size].join('\u0000');
    const earlier = seen.get(key);
    if (earlier !== undefined)
      problems.push({ row, column: 'size', message: `The same size as row ${earlier}.` });
    seen.set(key, row);
    entries.push(e);
  });
  if (entries.length === 0 && problems.length === 0)
    problems.push({ row: 2, column: 'brand', message: 'The file has no sizes.' });
  return { entries, problems };
}
