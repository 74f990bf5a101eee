// The tables of the public schema, parents before children (foreign keys), and the columns a
// backup holds: generated columns (the search vector) are left out and computed again on restore.
import type pg from 'pg';

type Queryable = Pick<pg.Client, 'query'>;
/** A table by name, and the columns a backup copies of it. */
export type TableColumns = { table: string; columns: string[] };

export async function publicTables(client: Queryable): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((r) => r.name);
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
    )
  ).rows;
  const strip = (name: string) => name.replace(/^public\./, '').replaceAll('"', '');
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (strip(child) !== strip(parent)) parents.get(strip(child))?.add(strip(parent));
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

export async function columnsOf(client: Queryable, table: string): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [`public.${table}`],
  );
  return result.rows.map((r) => r.name);
}
