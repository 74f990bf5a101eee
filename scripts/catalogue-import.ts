// Imports a catalogue CSV (docs/catalogue-csv.md): npm run catalogue:import -- FILE.csv
// Every row is checked first; one bad row and nothing is written (problems listed as
// row, column: message, exit code 1).
import { readFile } from 'node:fs/promises';
import { enableCompileCache } from 'node:module';

const file = process.argv[2];
if (!file || file === '--help') {
  console.log('Usage: npm run catalogue:import -- FILE.csv   (format: docs/catalogue-csv.md)');
  process.exit(file ? 0 : 2);
}
// Loading the modules is most of a short import's time: compiled modules (TypeScript already
// stripped) are kept for the next run, so they are imported only after this line.
enableCompileCache();
const { importCatalogueCsv } = await import('../src/server/features/catalogue/import.ts');
const { withCatalogueDb } = await import('./lib/catalogue-db.ts');
const csv = await readFile(file, 'utf8').catch((error: Error) => {
  console.error(`[catalogue:import] Cannot read ${file}: ${error.message}`);
  process.exit(2);
});
const started = performance.now();
const result = await withCatalogueDb('catalogue:import', ({ db }) => importCatalogueCsv(db, csv));
if (!result.ok) {
  for (const p of result.problems.slice(0, 200))
    console.error(`row ${p.row}, ${p.column}: ${p.message}`);
  if (result.problems.length > 200) console.error(`… and ${result.problems.length - 200} more.`);
  console.error(`[catalogue:import] ${result.problems.length} problems: nothing was imported.`);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `[catalogue:import] ${result.sizes} sizes of ${result.models} models of ${result.brands} brands in ${seconds} s.`,
);
