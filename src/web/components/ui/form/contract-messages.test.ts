// Every message the shared contracts can answer with has a translation: the test reads the
// sentences written in src/shared (string literals and templates) and asks for each in pt, es
// and fr. A new rule with an English message and no locale key fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '#shared/constants.ts';
import { MONEY_TOO_LARGE_MESSAGE } from '#shared/money.ts';
import { CONTRACT_MESSAGE_TEXTS } from './contract-messages.ts';
import { translateMessage } from './server-messages.ts';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });

/** Sentences in the shared code: a capital first, a space, a full stop last. */
function sentences(): { text: string; template: boolean }[] {
  const found: { text: string; template: boolean }[] = [];
  for (const file of sourceFiles('src/shared')) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      const plain = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
      const template = ts.isTemplateExpression(node);
      const text = plain ? node.text : template ? node.getText(source).slice(1, -1) : '';
      if (/^[A-Z].* .*[.!?]$/.test(text)) found.push({ text, template });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const tIn = async (lng: string): Promise<TFunction> => {
  const translation = JSON.parse(readFileSync(`public/locales/${lng}/translation.json`, 'utf8'));
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { [lng]: { translation } }, interpolation: {} });
  return instance.t;
};

// A template's message as written (its numbers in it) is one of the tables' texts.
const written = [...CONTRACT_MESSAGE_TEXTS, DATE_RANGE_MESSAGE, MONEY_TOO_LARGE_MESSAGE];
const asWritten = (template: string) => {
  const pattern = template
    .split(/\$\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return written.filter((text) => new RegExp(`^${pattern}$`).test(text));
};

describe('the contracts’ messages in every language', () => {
  const found = sentences();

  it('finds the messages it checks', () => {
    expect(found.length).toBeGreaterThan(50);
    expect(found.map((s) => s.text)).toContain('Enter the serial number.');
  });

  it.each(['pt', 'es', 'fr'])('translates each into %s', async (lng) => {
    const t = await tIn(lng);
    const untranslated = found.flatMap(({ text, template }) => {
      const messages = template ? asWritten(text) : [text];
      if (!messages.length) return [text];
      return messages.filter((m) => {
        const shown = translateMessage(m, t);
        return shown === m || shown.includes('fieldErrors.') || /\{\{/.test(shown);
      });
    });
    expect(untranslated).toEqual([]);
  });

  it('puts a number of the rule into its translation', async () => {
    const t = await tIn('fr');
    expect(translateMessage('At most 10000 hours.', t)).toBe('Au plus 10000 heures.');
  });
});
