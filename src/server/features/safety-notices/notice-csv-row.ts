// One row of the notices CSV (docs/notices-csv.md): its columns, the required ones, and its
// cells read into a notice write with the back office form's rules (the shared schema), each
// problem named by its column. The catalogue names are resolved by import.ts, row by row.
import { noticeScopeWriteSchema } from '#shared/contracts/notice-scope.ts';
import { noticeWriteSchema } from '#shared/contracts/safety-notices.ts';

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
export type NoticeCsvColumn = (typeof NOTICE_CSV_COLUMNS)[number];
export const REQUIRED_NOTICE_COLUMNS: NoticeCsvColumn[] = [
  'title_en',
  'text_en',
  'issuer',
  'source_url',
  'date',
  'severity',
  'brand',
];

/** A cell's `;`-separated names. */
export const cellList = (cell: string) =>
  cell
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

/** `range:Q-31A..Q-49E`, `prefix:Q`, `suffix_not:A`, separated by `;`. */
function serialRules(cell: string): unknown[] | string {
  const rules: unknown[] = [];
  for (const part of cellList(cell)) {
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

/** The row's notice write without its catalogue ids, or null when `problem` was told why not. */
export function noticeRowToWrite(
  cell: (c: NoticeCsvColumn) => string,
  problem: (c: string, m: string) => void,
) {
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
