// The model page benchmarks' data: the stored price groups of every model, as the refresh job
// and the nightly refresh leave them in production (the `plain` data set is generated without
// them). Made once per data set; the seconds each model took are what the job's aggregate
// part costs per listing write at that size.
import { sql } from 'drizzle-orm';
import { connect } from '../../src/server/db/client.ts';
import { refreshModelAggregates } from '../../src/server/features/prices/aggregate-repository.ts';

export async function storeModelPrices(url: string, say: (m: string) => void) {
  const database = connect(url, 2);
  try {
    const { rows } = await database.db.execute<{ id: string; stored: boolean }>(sql`
      select distinct s.model_id as id,
             exists (select 1 from model_price_aggregates a where a.model_id = s.model_id) as stored
        from gears g join catalogue_sizes s on s.id = g.catalogue_size_id`);
    const seconds: number[] = [];
    for (const { id } of rows.filter((r) => !r.stored)) {
      const started = performance.now();
      await database.db.transaction((tx) => refreshModelAggregates(tx, id));
      seconds.push((performance.now() - started) / 1000);
    }
    if (seconds.length > 0)
      say(
        `stored the prices of ${seconds.length} models: ${seconds.map((s) => s.toFixed(1)).join(', ')} s each`,
      );
    return seconds;
  } finally {
    await database.close();
  }
}
