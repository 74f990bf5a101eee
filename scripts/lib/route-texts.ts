// Which texts of the locale files a page can show, per route of the route table: a server-rendered
// page sends only those of its page and of the app shell (src/server/features/ssr/route-texts.ts).
// The build writes the table (route-preloads-plugin.ts); routes declare nothing. A module counts
// with everything it imports, statically or lazily (a lazy part of a page renders in the same
// language file), and a key counts by its literal or template prefix, as
// scripts/lib/locale-usage.ts finds them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { WEB_ROUTES } from '../../src/shared/routes.ts';
import { literalsOf } from './locale-usage.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ALIASES: Record<string, string> = {
  '#web/': resolve(root, 'src/web') + '/',
  '#shared/': resolve(root, 'src/shared') + '/',
};

function resolveImport(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const path = alias
    ? resolve(ALIASES[alias]! + specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!path || !/\.tsx?$/.test(path)) return null;
  return existsSync(path) ? path : null;
}

function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !(ts.isImportDeclaration(node) && node.importClause?.isTypeOnly)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

/**
 * Modules that load their language's whole file before they translate anything, so no page
 * carries their texts: the message tables of failures (failure-text.ts loads both), whose ~200
 * keys every page would otherwise send for a failure most readers never meet.
 */
const WHOLE_FILE_MODULES = new Set([
  resolve(root, 'src/web/components/ui/form/server-messages.ts'),
]);

/** The source files an entry reaches through its imports (tests never are). */
export function moduleGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(root, entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || /\.test\.tsx?$/.test(file) || WHOLE_FILE_MODULES.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

/**
 * What these files name of the locale tree, as selectors `parent.path.namePrefix`: every child of
 * `parent.path` whose name starts with `namePrefix` (its whole subtree). A key `gears.count` thus
 * brings its plural forms (`count_one`) and the keys a suffix is added to (`markSold` + `Of`); a
 * template's literal head (`gearTypes.`) brings what it starts with.
 */
export function textSelectors(files: Iterable<string>, groups: Iterable<string>): Set<string> {
  const known = new Set(groups);
  const { exact, prefixes } = literalsOf(files);
  const selectors = new Set<string>();
  for (const key of [...exact, ...prefixes]) {
    if (known.has(key.slice(0, key.indexOf('.')))) selectors.add(key);
  }
  return selectors;
}

/** A page module of the route table (`features/gears/home-page.tsx#HomePage`) as a file. */
const pageFile = (page: string) => resolve(root, 'src/web', page.split('#')[0]!);

/**
 * Route path → the selectors of the texts its page and the app shell (the entry and what it
 * imports: header, footer, error page) can show, for every route of the table.
 */
export function routeTextsTable(groups: string[]): Record<string, string[]> {
  const shell = textSelectors(moduleGraph(['src/web/main.tsx']), groups);
  const table: Record<string, string[]> = {};
  for (const route of WEB_ROUTES) {
    const page = textSelectors(moduleGraph([pageFile(route.page)]), groups);
    table[route.path] = [...new Set([...shell, ...page])].sort();
  }
  return table;
}
