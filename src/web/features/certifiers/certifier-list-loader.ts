import { certifiersQuery } from '#web/lib/certifiers.ts';
import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';

export const loader: PageLoader = async (args) => {
  await read(queryClientOf(args), certifiersQuery());
  return null;
};
