// The SQL statements a piece of work sends, each as its text (whitespace folded) and its values:
// the statement-count tests (gears/detail-statements.test.ts, list-statements.test.ts) read them
// to hold a ceiling and to find a statement sent twice.
import pg from 'pg';
import { vi } from 'vitest';

/** Runs `work` and returns what it answered with the statements it sent meanwhile. */
export async function statementsDuring<T>(work: () => Promise<T>) {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[]];
    const text = typeof config === 'string' ? config : config.text;
    const params = typeof config === 'string' ? values : (config.values ?? values);
    sent.push(`${text.replace(/\s+/g, ' ').trim()} -- ${JSON.stringify(params ?? [])}`);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  try {
    return { result: await work(), sent };
  } finally {
    spy.mockRestore();
  }
}
