// Deterministic budget (part of `npm test`): the JavaScript and CSS the home page needs before it
// can render — the entry chunk, the home route's chunk and everything they import statically —
// measured gzipped from the build manifest, and the number of script files they make; and the JS
// of every other server-rendered page. Lazy routes do not count: they load on navigation.
// The manifest walk is shared with the build and the benchmarks (scripts/lib/manifest.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '../src/shared/routes.ts';
import { COMPILE_HINT } from './lib/compile-hints-plugin.ts';
import { LIBRARY_GROUPS } from './lib/library-chunks.ts';
import { gzippedBytes, initialFiles, pageModule, readManifest } from './lib/manifest.ts';

// 90 KB is the goal of the issues; the stack's own floor is above it (docs/decisions/003).
// The files: each is a request, and a phone's connection pays a round trip for each wave of
// them (scripts/lib/app-chunks.ts: 13, against 30 with Rolldown's own chunks).
// 157 KB since session 15 (decision 003, updates): the cards' facts, price tag, check and notice
// badges, prefetch on intent and the notices routes came to the first screen. 155 KB since session
// 23: the list pages' shared modules (pagination, saved-search form, feed link, fit filters) left
// the home route (scripts/lib/app-chunks.ts, `public-lists`: 157.0 → 154.3 KB).
const BUDGET = { js: 155 * 1024, css: 10 * 1024, files: 16 };
const dist = 'dist/web';
const manifest = readManifest(dist);
const home = initialFiles(manifest, [pageModule(ROUTES.home.page)]);
const { js, css } = gzippedBytes(dist, home);
const scripts = [...home].filter((file) => file.endsWith('.js')).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `Home route, gzipped: JS ${kb(js)} (budget ${kb(BUDGET.js)}) in ${scripts} files (budget ${BUDGET.files}), CSS ${kb(css)} (budget ${kb(BUDGET.css)})`,
);
if (js > BUDGET.js || css > BUDGET.css || scripts > BUDGET.files) {
  console.error(
    scripts > BUDGET.files
      ? 'Too many files: the app chunks (scripts/lib/app-chunks.ts) no longer hold the shared modules.'
      : 'Over the budget: split the code further or drop a dependency.',
  );
  process.exit(1);
}

// Every other server-rendered page: the same libraries, its own chunk, no form schemas. zod
// (about 29 KB gzip) loads only once a visitor uses a form: /about-us and /userdetails/:id were
// 190 and 204 KB before their forms' schemas were split off (bench/README.md, session 13).
// 176 KB since session 14: the same 5 KB the home route gained (decision 003, update), shared by every page.
const SSR_PAGE_BUDGET = 176 * 1024;
// The login and sign-up pages are their forms, rendered on the server so that they work without
// JavaScript (session 15); their schemas (zod, the common passwords) still load with them, as
// they did when the browser rendered them alone: 205 and 212 KB. Their own budget until the
// forms' resolvers load on first use.
const FORM_PAGE_BUDGET = 215 * 1024;
const FORM_PAGES: string[] = [ROUTES.login.path, ROUTES.signup.path];
for (const route of Object.values(ROUTES).filter((r) => r.ssr)) {
  const page = gzippedBytes(dist, initialFiles(manifest, [pageModule(route.page)])).js;
  const budget = FORM_PAGES.includes(route.path) ? FORM_PAGE_BUDGET : SSR_PAGE_BUDGET;
  if (page > budget) {
    console.error(
      `${route.path} needs ${kb(page)} of JS before it renders (budget ${kb(budget)}): load its forms lazily.`,
    );
    process.exit(1);
  }
}

// A listing's page, reached from a list of cards: the script files it needs beyond what the
// list page already loaded. Each one over the browser's six connections to the host is another
// round trip on a phone's network after the click (scripts/lib/app-chunks.ts): 12 before its
// group, 7 with it, two of them the cards' heart, which the list loads after its first paint.
const DETAIL_FILES_BUDGET = 7;
const listFiles = initialFiles(manifest, [pageModule(ROUTES.gears.page)]);
const detailFiles = [...initialFiles(manifest, [pageModule(ROUTES.gear.page)])].filter(
  (file) => file.endsWith('.js') && !listFiles.has(file),
);
if (detailFiles.length > DETAIL_FILES_BUDGET) {
  console.error(
    `A listing's page needs ${detailFiles.length} script files after a list (budget ${DETAIL_FILES_BUDGET}): ${detailFiles.join(', ')}. Its own modules belong in its group (scripts/lib/app-chunks.ts).`,
  );
  process.exit(1);
}

// Each library chunk starts with V8's compile hint (scripts/lib/compile-hints-plugin.ts): without
// it, their functions compile on the main thread as they first run.
const assets = join(dist, 'assets');
const files = readdirSync(assets);
for (const { name } of LIBRARY_GROUPS) {
  const chunk = files.find((file) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file));
  if (!chunk || !readFileSync(join(assets, chunk), 'utf8').startsWith(COMPILE_HINT)) {
    console.error(`The ${name} chunk is missing or has no compile hint.`);
    process.exit(1);
  }
}
