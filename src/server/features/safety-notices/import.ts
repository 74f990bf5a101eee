// The notices CSV (docs/notices-csv.md): one notice per row, checked row by row with the rules of
// the back office's form (the shared schema) and against the catalogue, and written all or none:
// a file with any problem writes nothing and answers every problem as "row N, column: message".
import {
  noticeScopeWriteSchema,
  noticeWriteSchema,
  NOTICE_MESSAGES,
  type NoticeWrite,
} from '#shared/contracts/safety-notices.ts';
import type { Db } from '#server/db/client.ts';
import { parseCsv } from '#server/features/catalogue/csv.ts';
import { resolveScopeNames } from './catalogue-repository.ts';
import type { NoticeInsert } from './repository.ts';

export const NOTICE_CSV_COLUMNS = [
  'title_en',
  'title_pt',
  'title_es',
  'title_fr',
  'text_en',
  'text_pt',
  'text_es',
  'text_fr',
  'issuer',
  'source_url',
  'date',
  'severity',
  'brand',
  'models',
  'sizes',
  'serial_rules',
  'produced_from',
  'produced_to',
  'hours_over',
] as const;
type Column = (typeof NOTICE_CSV_COLUMNS)[number];
const REQUIRED: Column[] = [
  'title_en',
  'text_en',
  'issuer',
  'source_url',
  'date',
  'severity',
  'brand',
];

export type CsvProblem = { row: number; column: string; message: string };

const list = (cell: string) =>
  cell
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

/** `range:Q-31A..Q-49E`, `prefix:Q`, `suffix_not:A`, separated by `;`. */
function serialRules(cell: string): unknown[] | string {
  const rules: unknown[] = [];
  for (const part of list(cell)) {
    const [kind, value = ''] = part.split(/:(.*)/s).map((s) => s.trim());
    if (kind === 'range' && value.includes('..')) {
      const [from, to] = value.split('..').map((s) => s.trim());
      rules.push({ from, to });
    } else if (kind === 'prefix') rules.push({ prefix: value });
    else if (kind === 'suffix_not') rules.push({ suffix_not: value });
    else return `"${part}" is not range:FROM..TO, prefix:X or suffix_not:X.`;
  }
  return rules;
}

const optional = (cell: string | undefined) => (cell?.trim() ? cell.trim() : undefined);

function rowToWrite(cell: (c: Column) => string, problem: (c: string, m: string) => void) {
  const rules = serialRules(cell('serial_rules'));
  if (typeof rules === 'string') problem('serial_rules', rules);
  const hours = optional(cell('hours_over'));
  const candidate = {
    title: {
      en: cell('title_en'),
      pt: optional(cell('title_pt')),
      es: optional(cell('title_es')),
      fr: optional(cell('title_fr')),
    },
    text: {
      en: cell('text_en'),
      pt: optional(cell('text_pt')),
      es: optional(cell('text_es')),
      fr: optional(cell('text_fr')),
    },
    issuer: cell('issuer').trim().toLowerCase(),
    source_url: cell('source_url'),
    date: cell('date').trim(),
    severity: cell('severity').trim().toLowerCase(),
  };
  const scope = {
    // The ids are read from the names once the rest is valid; a placeholder passes the schema.
    brand: '00000000-0000-4000-8000-000000000000',
    serial_rules: typeof rules === 'string' ? [] : rules,
    produced_from: optional(cell('produced_from')) ?? null,
    produced_to: optional(cell('produced_to')) ?? null,
    hours_over: hours === undefined ? null : Number(hours.replace(',', '.')),
  };
  const fields = noticeWriteSchema.omit({ scope: true }).safeParse(candidate);
  const scoped = noticeScopeWriteSchema.safeParse(scope);
  for (const issue of [...(fields.error?.issues ?? []), ...(scoped.error?.issues ?? [])]) {
    const [first, second] = issue.path.map(String);
    const column = first === 'title' || first === 'text' ? `${first}_${second}` : first!;
    problem(column, issue.message);
  }
  return fields.success && scoped.success ? { ...fields.data, scope: scoped.data } : null;
}

export async function readNoticeCsv(
  db: Db,
  text: string,
): Promise<
  { ok: true; notices: Omit<NoticeInsert, 'by'>[] } | { ok: false; problems: CsvProblem[] }
> {
  const [header = [], ...rows] = parseCsv(text);
  const index = new Map(header.map((name, i) => [name.trim(), i]));
  const missing = REQUIRED.filter((c) => !index.has(c));
  if (missing.length)
    return {
      ok: false,
      problems: missing.map((c) => ({ row: 1, column: c, message: 'Missing column.' })),
    };
  const problems: CsvProblem[] = [];
  const notices: Omit<NoticeInsert, 'by'>[] = [];
  for (const [i, cells] of rows.entries()) {
    if (cells.every((c) => c.trim() === '')) continue;
    const row = i + 2;
    const cell = (c: Column) => (index.has(c) ? (cells[index.get(c)!] ?? '') : '');
    const problem = (column: string, message: string) => problems.push({ row, column, message });
    const write = rowToWrite(cell, problem);
    if (!write) continue;
    const scope = await resolveScopeNames(db, {
      brand: cell('brand'),
      models: list(cell('models')),
      sizes: list(cell('sizes')),
    });
    if (!scope) {
      problem('brand', NOTICE_MESSAGES.scopeNothing);
      continue;
    }
    const input: NoticeWrite = {
      ...write,
      scope: {
        ...write.scope,
        brand: scope.brand.id,
        models: scope.models.map((m) => m.id),
        sizes: scope.sizes.map((s) => s.id),
      },
    };
    notices.push({ input, scope });
  }
  if (notices.length === 0 && problems.length === 0)
    problems.push({ row: 2, column: 'title_en', message: 'The file has no notices.' });
  return problems.length ? { ok: false, problems } : { ok: true, notices };
}
