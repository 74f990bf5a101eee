// The web router, built from the one route table (src/shared/routes.ts): every page is loaded on
// demand (route-level code splitting), its reads are stated by its loader. New pages go in the
// table, not here.
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  RouterContextProvider,
  type RouteObject,
} from 'react-router';
import { WEB_ROUTES, type AppRoute } from '#shared/routes.ts';
import { BUILT_SCRIPT } from '#shared/ssr.ts';
import { queryClientContext, type PageLoader } from '#web/lib/route-loader.ts';
import { routeTexts } from '#web/lib/route-texts.ts';
import { Layout } from './layout.tsx';
import { loader as layoutLoader } from './layout-loader.ts';
import { RouteError } from './route-error.tsx';
import { followRouter } from '#web/lib/follow-link.tsx';

type PageModule = Record<string, unknown>;
/**
 * Root-relative keys, so that pages in app/ and in features/ get keys of one form: `/features/…`
 * (the tests' root is the repository's, where the same file is `/src/web/features/…`).
 */
const byPath = <T,>(modules: Record<string, T>) =>
  Object.fromEntries(
    Object.entries(modules).map(([key, value]) => [key.replace(/^\/src\/web/, ''), value]),
  );
// Every page module of src/web, each its own lazy chunk, by the path the table names it with.
const MODULES = byPath(import.meta.glob<PageModule>('/**/*-page.tsx'));
// Each page's loader, `x-loader.ts` beside `x-page.tsx`: bundled with the router (a few KB), so
// that a navigation starts the page's reads at once, beside its chunk, not after it.
const LOADERS = byPath(
  import.meta.glob<PageLoader>(['/**/*-loader.ts', '!**/lib/**'], {
    eager: true,
    import: 'loader',
  }),
);

/** The loader beside the route's page, if it reads anything. */
const loaderOf = (route: AppRoute) =>
  LOADERS[`/${pageParts(route)[0].replace(/-page\.tsx$/, '-loader.ts')}`];

/**
 * The table's `file#Export` becomes the route's lazily loaded component, rendered once the texts
 * it shows are there too (a server-rendered page came with its own route's only).
 */
const pageParts = (route: AppRoute) => route.page.split('#') as [file: string, name: string];

function lazyPage(route: AppRoute): RouteObject['lazy'] {
  const [file, name] = pageParts(route);
  const load = MODULES[`/${file}`];
  if (!load) throw new Error(`The route table names a page module that does not exist: ${file}`);
  return async () => {
    const [module] = await Promise.all([load(), routeTexts(route.path)]);
    return { Component: module[name] as ComponentType };
  };
}

/** Runs a route's lazy loader once and keeps what it gave, as React Router itself would. */
async function resolveLazy(route: RouteObject) {
  if (typeof route.lazy !== 'function') return;
  Object.assign(route, { ...(await route.lazy()), lazy: undefined });
}

/**
 * Puts the page of a server-rendered route in place before hydrating, else the first render
 * would not match the HTML (React Router's guidance for lazy routes). The server names the route
 * and its page chunk (ssr-payload.ts): no matching of the table, and the chunk is imported as it
 * is, without the build's preload helper, whose fetches the entry has already started
 * (preloadPageScripts). A page that names no route (rendered by an older server) is matched.
 */
export async function loadRenderedPage(routePath: string | undefined, chunk: string | undefined) {
  const route = appRoutes[0]!.children!.find((candidate) => candidate.id === routePath);
  const entry = WEB_ROUTES.find((candidate) => candidate.path === routePath);
  if (!route || !entry) {
    for (const match of matchRoutes(appRoutes, location) ?? []) await resolveLazy(match.route);
    return;
  }
  if (typeof route.lazy !== 'function') return;
  if (!chunk || !BUILT_SCRIPT.test(chunk)) return resolveLazy(route);
  const module = (await import(/* @vite-ignore */ chunk)) as PageModule;
  Object.assign(route, {
    Component: module[pageParts(entry)[1]] as ComponentType,
    lazy: undefined,
  });
}

/**
 * Imports the server-rendered pages' modules ahead of their first request (the server calls it
 * once it listens: entry-server.tsx, warmUp). A page's first render after a start paid its
 * chunk's import and first evaluation, the model page's 9 ms (bench/README.md, session 17); the
 * router's own lazy() then finds the module loaded.
 */
export async function importRenderedPages(): Promise<void> {
  await Promise.all(
    WEB_ROUTES.filter((route) => route.ssr).map((route) => MODULES[`/${pageParts(route)[0]}`]?.()),
  );
}

function toRouteObject(route: AppRoute): RouteObject {
  const loader = loaderOf(route);
  const common = {
    id: route.path,
    lazy: lazyPage(route),
    // A loader's 404 or a page that throws shows inside the layout.
    errorElement: <RouteError />,
    ...(loader && { loader }),
  };
  return route.path === '/' ? { index: true, ...common } : { path: route.path.slice(1), ...common };
}

/** The whole tree, shared by the browser router and the server renderer (same ids on both). */
export const appRoutes: RouteObject[] = [
  {
    id: 'layout',
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    loader: layoutLoader,
    children: WEB_ROUTES.map(toRouteObject),
  },
];

/** What the loaders are given: the query cache they fill. */
export function loaderContext(queryClient: QueryClient) {
  const context = new RouterContextProvider();
  context.set(queryClientContext, queryClient);
  return context;
}

/**
 * A server-rendered page's loaders have run on the server (their answers came in the data
 * block): the router hydrates with their routes marked loaded, so it runs none of them again.
 */
export const renderedLoaderData = () =>
  Object.fromEntries((matchRoutes(appRoutes, location) ?? []).map((m) => [m.route.id, null]));

export function createAppRouter(
  queryClient: QueryClient,
  options: Parameters<typeof createBrowserRouter>[1] = {},
) {
  return followRouter(
    createBrowserRouter(appRoutes, { ...options, getContext: () => loaderContext(queryClient) }),
  );
}
