import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import { certifierQuery } from './api/queries.ts';

export const loader: PageLoader = async (args) => {
  await read(queryClientOf(args), certifierQuery(args.params.id ?? ''), true);
  return null;
};
