// The model page's list at 1M listings (bench/model-page.ts): the plan of the statement that reads
// its 12 newest listings (`GET gears/?catalogue_model=<id>&page_size=12`), for the model with the
// most listings and for models with 1, 5 and 50 (bench/lib/few-listing-models.ts: re-linked
// from the oldest listings, made once per data set), EXPLAIN (ANALYZE, BUFFERS) twice each:
// - before: the list's own order (the ids walked off the public newest-first index, each
//   listing's size checked: page-repository.ts plainPage), as the list read it until session 17;
// - after: each size's newest off gears_public_size_idx, merged (size-page-repository.ts).
// The statements are the list's own, built by its repository functions.
//   node bench/model-page-list-explain.ts [--sizes 1m] [--runs 2]
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, inArray } from 'drizzle-orm';
import { readFlags } from './lib/args.ts';
import { openDataset } from './lib/dataset.ts';
import { fewListingModels } from './lib/few-listing-models.ts';
import { repoRoot } from './lib/server.ts';
import { connect } from '../src/server/db/client.ts';
import { gears } from '../src/server/db/schema.ts';
import { selectGears } from '../src/server/features/gears/repository.ts';
import { listConditions } from '../src/server/features/search/filters.ts';
import { orderings, plainPage } from '../src/server/features/search/page-repository.ts';
import { modelPageOf } from '../src/server/features/search/size-page-repository.ts';
import { listedGear } from '../src/server/policies/gear-visibility.ts';

const flags = readFlags({ sizes: [1_000_000], runs: 2 });
const dataset = await openDataset(flags.sizes[0]!, 'plain');
const database = connect(dataset.url, 2);
const db = database.db;
const out: string[] = [];
const say = (m: string) => {
  console.log(m);
  out.push(m);
};
try {
  const few = await fewListingModels(dataset.url);
  const { rows: biggest } = await database.pool.query<{ id: string; name: string; n: number }>(`
    select m.id, m.name, count(*)::int as n from gears g
      join catalogue_sizes s on s.id = g.catalogue_size_id join catalogue_models m on m.id = s.model_id
     group by m.id, m.name order by 3 desc limit 1`);
  const page = { limit: 12, offset: 0 };
  for (const model of [...biggest, ...few]) {
    const filters = { catalogue_model: model.id };
    const { index, joinSeller } = listConditions(filters);
    const visible = [listedGear()];
    const forms = {
      before: plainPage(db, {
        where: and(...index, ...visible),
        joinSeller,
        sort: 'newest',
        ...page,
      }),
      after: modelPageOf(db, { filters, visible, ...page })!,
    };
    for (const [label, ids] of Object.entries(forms)) {
      const statement = selectGears(db)
        .where(inArray(gears.id, ids))
        .orderBy(...orderings.newest)
        .toSQL();
      for (let run = 1; run <= flags.runs; run++) {
        const { rows } = await database.pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.sql}`,
          statement.params,
        );
        const plan = rows.map((r) => r['QUERY PLAN']);
        const time = plan.find((l) => l.startsWith('Execution Time'));
        say(`${model.name} (${model.n} listings), ${label}, run ${run}: ${time}`);
        out.push(...plan.map((l) => `    ${l}`));
      }
    }
  }
} finally {
  await database.close();
  await dataset.stop();
}
const file = join(repoRoot, 'bench/results/model-page-list-explain-1M.txt');
await writeFile(file, out.join('\n') + '\n');
console.log(`→ ${file}`);
