// Generates (or checks) the benchmark data sets: `node bench/generate-data.ts --sizes 10k,100k,1m`.
// Every other benchmark calls the same code on demand; this script only does it ahead of time.
import { readFlags, sizeLabel } from './lib/args.ts';
import { describeDataset, openDataset } from './lib/dataset.ts';

const flags = readFlags({ sizes: [10_000, 100_000] });
for (const size of flags.sizes) {
  const dataset = await openDataset(size);
  try {
    const facts = await describeDataset(dataset.url);
    console.log(`[bench:data] ${sizeLabel(size)} in ${dataset.dir}:`, facts);
  } finally {
    await dataset.stop();
  }
}
