// The notices CSV (docs/notices-csv.md): one notice per row, checked row by row with the rules of
// the back office's form (the shared schema) and against the catalogue, and written all or none:
// a file with any problem writes nothing and answers every problem as "row N, column: message".
import { NOTICE_MESSAGES } from '#shared/contracts/notice-scope.ts';
import type { NoticeWrite } from '#shared/contracts/safety-notices.ts';
import type { Db } from '#server/db/client.ts';
import { parseCsv, type CsvProblem } from '#server/features/catalogue/csv.ts';
import { resolveScopeNames } from './catalogue-repository.ts';
import {
  cellList,
  noticeRowToWrite,
  REQUIRED_NOTICE_COLUMNS,
  type NoticeCsvColumn,
} from './notice-csv-row.ts';
import type { NoticeInsert } from './repository.ts';

export async function readNoticeCsv(
  db: Db,
  text: string,
): Promise<
  { ok: true; notices: Omit<NoticeInsert, 'by'>[] } | { ok: false; problems: CsvProblem[] }
> {
  const [header = [], ...rows] = parseCsv(text);
  const index = new Map(header.map((name, i) => [name.trim(), i]));
  const missing = REQUIRED_NOTICE_COLUMNS.filter((c) => !index.has(c));
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
    const cell = (c: NoticeCsvColumn) => (index.has(c) ? (cells[index.get(c)!] ?? '') : '');
    const problem = (column: string, message: string) => problems.push({ row, column, message });
    const write = noticeRowToWrite(cell, problem);
    if (!write) continue;
    const scope = await resolveScopeNames(db, {
      brand: cell('brand'),
      models: cellList(cell('models')),
      sizes: cellList(cell('sizes')),
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
