// The app's own modules in few chunks, in the order the pages load them (vite.config.ts).
// Left to Rolldown, every set of modules that two lazily loaded chunks share became a chunk of
// its own, a kilobyte or two each: a server-rendered `/wing` fetched 38 script files, its page's
// in four waves of imports (each found only once the one before it had arrived), and on a phone
// each wave is a round trip. Three groups, read from the module graph once it is complete:
// - `boot`: what the entry imports statically (src/web/main.tsx), loaded with the HTML;
// - `start`: the app's shell, the static graph of the entry's last stage (app/start.tsx), which
//   every page runs before its own chunk, so the pages import what they share with it from there;
// - `public`: the modules that at least three server-rendered pages need. At two, the forms of a
//   seller's profile and of the contact page would bring zod (29 KB gzip) into every page's
//   first load (`/` 147.9 → 175.7 KB).
// - `gear-detail-page`: the modules of a listing's page that no other server-rendered page
//   needs, even where a private page shares them. Left apart, the page came as ten files (its
//   passport, notices, dialogs, API helpers each a chunk that "my gear" also imports); a browser
//   opens six connections to a host over HTTP/1.1, so on a phone's network the click from
//   `/gears` waited for three rounds of requests (bench/navigation.ts --requests). The private
//   pages that share one of them load this chunk: more bytes, off the public path. Done for
//   every public page, it also put the login form's zod into a seller's profile (232 KB).
// - `form-messages`: the tables that put the contracts' and the server's English messages in the
//   page's language (src/web/components/ui/form), with the `public` modules that import them (the
//   forms' parts). Every form needs them, but no page before it shows a form: in `public`, the
//   home route loaded them too (`/` 156.5 → 162.0 KB).
// - `public-lists`: what three or more public pages share but the home page does not reach (the
//   list pages' pagination, saved-search form and feed link, fit filters): in `public`, the home
//   route loaded about 2 KB it never runs (bench/README.md, session 23).
// The libraries keep their own groups (library-chunks.ts), which come first.
import type { Plugin } from 'vite';
import { ROUTES, WEB_ROUTES } from '../../src/shared/routes.ts';
import { pageModule } from './manifest.ts';

const SHARED_BY = 3;
/** The manifest key of the entry's last stage, the app's own (src/web/main.tsx). */
export const START_STAGE = 'app/start.tsx';
const boot = new Set<string>();
const shell = new Set<string>();
const shared = new Set<string>();
/** The detail page's own modules (the group's name is the page's). */
const DETAIL_PAGE = 'app/pages/gear-detail-page.tsx';
const detailOwn = new Set<string>();
const CARD = '/features/gears/components/gear-card.tsx';

const formMessages = new Set<string>();
/** What the public pages share apart from the forms' message tables and what only they import. */
const publicOwn = new Set<string>();
/** Of those, what the home page does not reach. */
const publicLists = new Set<string>();
const HOME_PAGE = pageModule(ROUTES.home.page);
const MESSAGE_TABLES =
  /\/src\/web\/(components\/ui\/form\/(error-text|contract-messages)|lib\/rule-messages)\.ts$/;

export const APP_GROUPS = [
  { name: 'boot', test: (id: string) => boot.has(id), priority: 15 },
  { name: 'start', test: (id: string) => shell.has(id), priority: 10 },
  {
    name: 'public',
    test: (id: string) => publicOwn.has(id),
    priority: 5,
  },
  // After `public`: a group takes its modules' imports along, and these import what the public
  // pages share (the API client, the rules' messages), which must stay in `public`.
  {
    name: 'form-messages',
    test: (id: string) => shared.has(id) && !publicOwn.has(id) && !publicLists.has(id),
    priority: 4,
  },
  // Below `form-messages`, which keeps the forms' tables (and what imports them) its own.
  { name: 'public-lists', test: (id: string) => publicLists.has(id), priority: 3.5 },
  { name: 'gear-detail-page', test: (id: string) => detailOwn.has(id), priority: 3 },
];

const publicPages = [...new Set(WEB_ROUTES.filter((r) => r.ssr).map((r) => pageModule(r.page)))];

export function appChunksPlugin(): Plugin {
  return {
    name: 'air-gear-app-chunks',
    apply: 'build',
    // The graph is complete at the end of the build phase; Rolldown forms chunks after it.
    buildEnd() {
      for (const set of [boot, shell, shared, detailOwn, formMessages, publicOwn, publicLists])
        set.clear();
      const ids = [...this.getModuleIds()];
      const find = (file: string) => ids.find((id) => id.endsWith(`/src/web/${file}`));
      // The app's own script modules reached by static imports (CSS stays with the entry).
      const graph = (from: string | undefined, found = new Set<string>(), lazy = false) => {
        if (!from || found.has(from) || from.includes('node_modules') || from.endsWith('.css'))
          return found;
        found.add(from);
        const info = this.getModuleInfo(from);
        // Lazily: the parts a page loads later, not the other pages (the router imports them all).
        const later = (info?.dynamicallyImportedIds ?? []).filter(
          (id) => !id.endsWith('-page.tsx'),
        );
        const next = [...(info?.importedIds ?? []), ...(lazy ? later : [])];
        for (const id of next) graph(id, found, lazy);
        return found;
      };
      const entry = find('main.tsx'); // absent from the server renderer's build: no groups there
      if (!entry) return;
      for (const id of graph(entry)) if (id !== entry) boot.add(id);
      for (const id of graph(find(START_STAGE))) if (!boot.has(id)) shell.add(id);
      const uses = new Map<string, number>();
      for (const page of publicPages)
        for (const id of graph(find(page)))
          if (!boot.has(id) && !shell.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
      for (const [id, count] of uses) if (count >= SHARED_BY) shared.add(id);
      for (const id of shared)
        if ([...graph(id)].some((dep) => MESSAGE_TABLES.test(dep))) formMessages.add(id);
      // Counted again without entering those: what the tables alone import goes with them.
      const outside = new Map<string, number>();
      for (const page of publicPages)
        for (const id of graph(find(page), new Set(formMessages)))
          if (shared.has(id) && !formMessages.has(id)) outside.set(id, (outside.get(id) ?? 0) + 1);
      for (const [id, count] of outside) if (count >= SHARED_BY) publicOwn.add(id);
      const home = graph(find(HOME_PAGE));
      for (const id of publicOwn) if (!home.has(id)) publicLists.add(id);
      for (const id of publicLists) publicOwn.delete(id);
      // Readers come to a listing from the pages that show gear cards: what those pages or the
      // shell reach, even lazily (the cards' heart, the header's badge), stays out of the group,
      // and so does a module whose own imports reach such a module (the group takes its
      // modules' imports with it). The other public pages (the notices, a profile) may load
      // the group for a module they share with it.
      const elsewhere = graph(find(START_STAGE), new Set(), true);
      for (const page of publicPages) {
        const reach = graph(find(page), new Set(), true);
        const showsCards = [...reach].some((id) => id.endsWith(CARD));
        if (page !== DETAIL_PAGE && showsCards) for (const id of reach) elsewhere.add(id);
      }
      const grouped = (id: string) => boot.has(id) || shell.has(id) || shared.has(id);
      for (const id of graph(find(DETAIL_PAGE)))
        if ([...graph(id)].every((dep) => grouped(dep) || !elsewhere.has(dep))) detailOwn.add(id);
    },
  };
}
