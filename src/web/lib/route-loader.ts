// Pages state what they read in their route's loader (`<page>-loader.ts` beside the page file,
// picked up by app/router.tsx): the server runs the loaders once before its one render
// (src/web/entry-server.tsx), the browser runs them on navigation, with the page's chunk, and on
// intent (a hover or focus on a link). Loaders fill the TanStack Query cache through the features'
// query options, so components still read the cache alone, with the same keys.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from './api-client.ts';

/** The query cache the loaders fill: the browser's one, or the server's per request. */
export const queryClientContext = createContext<QueryClient>();

export type PageLoader = (args: LoaderFunctionArgs) => Promise<null>;

export const queryClientOf = ({ context }: Pick<LoaderFunctionArgs, 'context'>) =>
  context.get(queryClientContext);

type Options<T, K extends QueryKey> = FetchQueryOptions<T, Error, T, K>;

/** A 404 from a loader: the route's error element shows the not-found page. */
export const notFound = () => new Response(null, { status: 404 });

/**
 * A read the page shows: its answer, or undefined when it failed, which the page then shows as
 * it always has (its error state, or on the server its loading state, the browser asking again).
 * With `orNotFound` (`true`), the read the page is about (a listing, a profile): its 404 is the
 * page's 404, thrown as a 404 Response.
 */
export const read = <T, K extends QueryKey>(
  client: QueryClient,
  options: Options<T, K>,
  orNotFound = false,
): Promise<T | undefined> =>
  client.ensureQueryData(options).catch((error: unknown) => {
    if (orNotFound && error instanceof ApiError && error.status === 404) throw notFound();
    return undefined;
  });

/**
 * Reads of the sections below what the page is about (a listing's similar listings, its
 * passport): the server's one render waits for them; the browser shows the page once the
 * loader's other reads are in, these still on their way. Each section shows its loading state
 * until its answer, which the read in flight brings (mounting asks nothing again). On a phone's
 * network a second round of reads was a round trip more before the page changed.
 */
export const later = (reads: Promise<unknown>): Promise<unknown> =>
  typeof window === 'undefined' ? reads : Promise.resolve();
