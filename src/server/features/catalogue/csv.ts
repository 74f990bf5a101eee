// RFC 4180 CSV: comma-separated, fields with commas, quotes or line breaks in double quotes (a
// quote doubled inside), CRLF or LF line ends. Enough for spreadsheets' "Save as CSV".
// A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or CR first) is written
// with a `'` before it, which spreadsheets show as text (OWASP "CSV injection"); reading takes
// the `'` off again. A text that already starts with `'` and such a character gets one more, so
// every text comes back as it went out.

const FORMULA = /^'*[=+\-@\t\r]/;

/** The cell as written: a would-be formula made text. */
export const guardCell = (value: string) => (FORMULA.test(value) ? `'${value}` : value);

/** The cell as read: the guard of guardCell taken off. */
export const unguardCell = (value: string) =>
  value.startsWith("'") && FORMULA.test(value) ? value.slice(1) : value;

/** A refused cell of an imported file, answered as "row N, column: message" (row 1 the header). */
export type CsvProblem = { row: number; column: string; message: string };

/** The rows of a CSV text; a trailing line break adds no row, a byte order mark is skipped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(unguardCell(field));
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(unguardCell(field));
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(unguardCell(field));
    rows.push(row);
  }
  return rows;
}

const quote = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** A CSV text of the rows, LF line ends, quoted where needed. */
export const toCsv = (rows: (string | number | null)[][]) =>
  rows
    .map((row) => row.map((v) => quote(v === null ? '' : guardCell(String(v)))).join(','))
    .join('\n') + '\n';
