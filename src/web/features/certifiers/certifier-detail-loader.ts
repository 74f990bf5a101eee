import { queryClientOf, readOrNotFound, type PageLoader } from '#web/lib/route-loader.ts';
import { certifierQuery } from './api/queries.ts';

export const loader: PageLoader = async (args) => {
  await readOrNotFound(queryClientOf(args), certifierQuery(args.params.id ?? ''));
  return null;
};
