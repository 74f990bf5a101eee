// The listings the page benchmarks load: the richest detail page (several photos and a
// certificate, the newest such) of a generated data set.
import pg from 'pg';

export async function richGear(databaseUrl: string): Promise<{ id: string; key: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; key: string }>(`
      SELECT g.id, min(p.storage_key) AS key FROM gears g
      JOIN gear_pictures p ON p.gear_id = g.id JOIN users u ON u.id = g.user_id
      WHERE g.status = 'active' AND NOT g.is_hidden AND NOT u.is_suspended
        AND EXISTS (SELECT 1 FROM certificates c WHERE c.gear_id = g.id)
      GROUP BY g.id, g.created_at HAVING count(*) >= 3 ORDER BY g.created_at DESC LIMIT 1`);
    if (!rows[0]) throw new Error('no listing with 3 photos and a certificate in the data set');
    return rows[0];
  } finally {
    await client.end();
  }
}
