// Writes the whole catalogue as CSV (docs/catalogue-csv.md), to FILE or to standard output:
//   npm run catalogue:export -- [FILE.csv]
import { writeFile } from 'node:fs/promises';
import { enableCompileCache } from 'node:module';

// Compiled modules are kept for the next run (as in catalogue-import.ts): imported after this.
enableCompileCache();
const { exportCatalogueCsv } = await import('../src/server/features/catalogue/import.ts');
const { withCatalogueDb } = await import('./lib/catalogue-db.ts');

const file = process.argv[2];
const csv = await withCatalogueDb('catalogue:export', ({ db }) => exportCatalogueCsv(db));
if (file) await writeFile(file, csv);
else process.stdout.write(csv);
