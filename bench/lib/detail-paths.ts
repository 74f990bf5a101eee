import pg from 'pg';

/**
 * API detail paths of `count` public listings, spread over the data set by a hash of their id:
 * benchmarks rotate over them as real traffic does (no single hot row), and the same data set
 * always gives the same listings, so runs compare.
 */
export async function detailPaths(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `SELECT g.id FROM gears g JOIN users u ON u.id = g.user_id
       WHERE g.status = 'active' AND NOT g.is_hidden AND NOT u.is_suspended
       ORDER BY md5(g.id::text) LIMIT $1`,
      [count],
    );
    return rows.map((r) => `/api/gears/${r.id}/`);
  } finally {
    await client.end();
  }
}
