// Writes the whole catalogue as CSV (docs/catalogue-csv.md), to FILE or to standard output:
//   npm run catalogue:export -- [FILE.csv]
import { writeFile } from 'node:fs/promises';
import { exportCatalogueCsv } from '../src/server/features/catalogue/import.ts';
import { withCatalogueDb } from './lib/catalogue-db.ts';

const file = process.argv[2];
const csv = await withCatalogueDb('catalogue:export', ({ db }) => exportCatalogueCsv(db));
if (file) await writeFile(file, csv);
else process.stdout.write(csv);
