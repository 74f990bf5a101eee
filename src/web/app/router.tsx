// The web router, built from the one route table (src/shared/routes.ts): every page is loaded on
// demand (route-level code splitting). New pages go in the table, not here.
import { type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { WEB_ROUTES, type AppRoute } from '#shared/routes.ts';
import { BUILT_SCRIPT } from '#shared/ssr.ts';
import { routeTexts } from '#web/lib/route-texts.ts';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';

type PageModule = Record<string, unknown>;
// Every page module of src/web, each its own lazy chunk, by the path the table names it with.
// Root-relative, so that pages in app/ and in features/ get keys of one form.
const MODULES = import.meta.glob<PageModule>('/**/*-page.tsx');

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

const toRouteObject = (route: AppRoute): RouteObject =>
  route.path === '/'
    ? { index: true, id: route.path, lazy: lazyPage(route) }
    : { path: route.path.slice(1), id: route.path, lazy: lazyPage(route) };

/** The whole tree, shared by the browser router and the server renderer (same ids on both). */
export const appRoutes: RouteObject[] = [
  {
    id: 'layout',
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: WEB_ROUTES.map(toRouteObject),
  },
];

export function createAppRouter(options: Parameters<typeof createBrowserRouter>[1] = {}) {
  return createBrowserRouter(appRoutes, options);
}
