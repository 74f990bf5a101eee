// Every message the server answers with has a translation: the test reads the sentences written
// in src/server's request paths (string literals and templates, and every detail given to
// HttpError) and asks for each in pt, es and fr. A new message without a locale key fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { translateMessage } from './server-messages.ts';
import { errorText } from './server-messages.ts';
import { loadErrorTables } from '../failure-text.ts';

// mail/ (localised templates), db/ (seed), jobs/, hardening/ (CLI tools) are not read at all.
const REQUEST_PATHS = ['features', 'plugins', 'media', 'lib'].map((d) => `src/server/${d}`);

// Texts there that no user reads in the app, each with the reason.
const NOT_SHOWN: Record<string, string> = {
  'features/admin/create-admin.ts': 'command-line output for the operator',
  'features/health/routes.ts': 'answers for the load balancer and monitoring',
  'features/ssr/serve-page.ts': 'the operator’s message when the web app is not built',
  'plugins/openapi.ts': 'the API description',
  'lib/metrics.ts': 'metrics help texts',
  'lib/request-stats.ts': 'metrics help texts',
};
const NOT_SHOWN_TEXTS: Record<string, string> = {
  'Photos being decoded now.': 'a metric’s help text',
  'Photos waiting for a decode.': 'a metric’s help text',
  'Too many tasks are waiting.': 'internal: answered as "Too many photos are being processed."',
  'The worker process exited.': 'internal: answered as "Something went wrong on our side."',
  'No gear ${id} to copy.': 'internal: answered as "Something went wrong on our side."',
  'At most 5 streams per session and 20 per user are open at once (429 with Retry-After).':
    'a route’s API description',
  'A file with problems changes nothing: `errors.csv` lists them as "Row N, column: message".':
    'a route’s API description',
};
const isRouteDescription = (text: string) => text.startsWith('Stop the alerts of the saved search');

// Templates whose value changes their words: the messages they give, as examples.
const EXAMPLES: Record<string, string[]> = {
  'No ${kind} with this id.': [
    'No brand with this id.',
    'No model with this id.',
    'No size with this id.',
  ],
  "This certifier is named on ${result.usedBy} certificate${result.usedBy === 1 ? '' : 's'} and cannot be deleted.":
    [
      'This certifier is named on 1 certificate and cannot be deleted.',
      'This certifier is named on 3 certificates and cannot be deleted.',
    ],
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });

const isDetail = (node: ts.Node) =>
  ts.isNewExpression(node.parent) &&
  node.parent.expression.getText() === 'HttpError' &&
  node.parent.arguments?.[1] === node;

/** The server's messages: sentences (a capital first, a space, a full stop last) and details. */
function messages(): string[] {
  const found: string[] = [];
  for (const dir of REQUEST_PATHS)
    for (const file of sourceFiles(dir)) {
      if (NOT_SHOWN[relative('src/server', file)]) continue;
      const code = readFileSync(file, 'utf8');
      const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        const plain = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
        const template = ts.isTemplateExpression(node);
        const text = plain ? node.text : template ? node.getText(source).slice(1, -1) : '';
        if (/^[A-Z].* .*[.!?]$/.test(text) || (text && isDetail(node))) found.push(text);
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  return [...new Set(found)].filter((text) => !NOT_SHOWN_TEXTS[text] && !isRouteDescription(text));
}

// A template's message with a number in place of each value (or its examples).
const asSent = (text: string) => EXAMPLES[text] ?? [text.replace(/\$\{[^}]*\}/g, '7')];

const tIn = async (lng: string): Promise<TFunction> => {
  const translation = JSON.parse(readFileSync(`public/locales/${lng}/translation.json`, 'utf8'));
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { [lng]: { translation } }, interpolation: {} });
  return instance.t;
};

describe('the server’s messages in every language', () => {
  const found = messages();
  beforeAll(loadErrorTables);

  it('finds the messages it checks', () => {
    expect(found.length).toBeGreaterThan(120);
    expect(found).toContain('No gear with this id.');
    expect(found).toContain('No active account found with the given credentials');
    expect(found).toContain('A listing can have at most ${PICTURES_PER_GEAR_MAX} pictures.');
  });

  it.each(['pt', 'es', 'fr'])('translates each into %s', async (lng) => {
    const t = await tIn(lng);
    const untranslated = found.flatMap(asSent).filter((message) => {
      const shown = translateMessage(message, t);
      return shown === message || /serverErrors\.|fieldErrors\.|\{\{/.test(shown);
    });
    expect(untranslated).toEqual([]);
  });

  it('puts the limit of the message into its translation', async () => {
    const t = await tIn('pt');
    expect(
      translateMessage(
        'You can start at most 4 conversations a day. Please try again tomorrow.',
        t,
      ),
    ).toBe('Pode iniciar no máximo 4 conversas por dia. Tente novamente amanhã.');
  });

  it('gives a failure’s text: the fields’ messages, the detail, or the network failure', async () => {
    const t = await tIn('fr');
    const invalid = new ApiError(400, {
      detail: 'Some fields are not valid.',
      code: 'validation_error',
      errors: { image: ['This field is required.'], name: ['Enter text.'] },
    });
    expect(errorText(invalid, t)).toBe('Ce champ est obligatoire. Saisissez un texte.');
    const denied = new ApiError(403, {
      detail: 'You cannot rate yourself.',
      code: 'permission_denied',
    });
    expect(errorText(denied, t)).toBe('Vous ne pouvez pas vous évaluer vous-même.');
    const offline = new ApiError(0, null, 'Network error: the server could not be reached.');
    expect(errorText(offline, t)).toBe(t('serverErrors.network'));
    expect(errorText(new Error('Something new.'), t)).toBe('Something new.');
  });
});
