// Which locale keys the code uses. Keys are found as string literals anywhere under src/
// (`t('gears.title')`, `prefix="safety.buying"`, `labelKey: 'listing.fields.name'`), and keys
// built at run time through the literal part of a template (`t(`gearTypes.${slug}`)` uses every
// `gearTypes.` key), or by a literal key plus a suffix (`t(`${ACTION[status]}Of`)` with
// `'lifecycle.markSold'` uses `lifecycle.markSoldOf`). A literal naming a subtree (`safety.buying`,
// handed to a component that adds `.title`, `.p1`…) uses every key below it. Tests do not count:
// a key only a test names is unused.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const KEY_LIKE = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export type Literals = { exact: Set<string>; prefixes: Set<string>; suffixes: Set<string> };

/** The exact literals and the template prefixes of every source file under `root`. */
export const literalsIn = (root: string) => literalsOf(sourceFiles(root));

/** The exact literals and the template prefixes of these source files. */
export function literalsOf(files: Iterable<string>): Literals {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  const suffixes = new Set<string>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (KEY_LIKE.test(node.text)) exact.add(node.text);
      } else if (ts.isTemplateExpression(node)) {
        if (node.head.text.includes('.')) prefixes.add(node.head.text);
        const tail = node.templateSpans[0]!.literal.text;
        if (!node.head.text && tail) suffixes.add(tail);
      } else if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.PlusToken
      ) {
        if (ts.isStringLiteral(node.left) && node.left.text.includes('.')) {
          prefixes.add(node.left.text);
        }
        if (ts.isStringLiteral(node.right) && node.right.text) suffixes.add(node.right.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { exact, prefixes, suffixes };
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The keys of `keys` that no literal or template prefix of the code reaches. */
export function unusedKeys(keys: Iterable<string>, root = 'src'): string[] {
  const { exact, prefixes, suffixes } = literalsIn(root);
  const used = (key: string) => {
    const base = key.replace(pluralSuffix, '');
    if (exact.has(key) || exact.has(base)) return true;
    for (let dot = key.lastIndexOf('.'); dot > 0; dot = key.lastIndexOf('.', dot - 1)) {
      if (exact.has(key.slice(0, dot))) return true;
    }
    for (const prefix of prefixes) if (key.startsWith(prefix)) return true;
    for (const suffix of suffixes) {
      if (key.endsWith(suffix) && exact.has(key.slice(0, -suffix.length))) return true;
    }
    return false;
  };
  return [...keys].filter((key) => !used(key));
}
