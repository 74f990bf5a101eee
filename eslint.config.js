import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// `no-restricted-imports` reads plain patterns as .gitignore lines, where `#` starts a comment:
// the #server/#web aliases are matched by a regex instead.
const restrict = (paths, aliases, message) => [
  'error',
  {
    patterns: [
      { group: paths, message },
      { regex: `^#(${aliases})/`, message },
    ],
  },
];
const NO_SERVER = restrict(['**/server/**'], 'server', 'The web side never imports the server.');
const FEATURES = readdirSync(`${import.meta.dirname}/src/web/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Bulletproof React's boundaries: a feature imports no other feature and not the app shell;
 * a page that needs several features is composed in src/web/app/. Relative imports may not
 * climb out of the feature either, so one block per folder depth.
 */
const featureBoundaries = FEATURES.flatMap((feature) =>
  [0, 1, 2].map((depth) => ({
    files: [`src/web/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...NO_SERVER[1].patterns,
            {
              regex: `^#web/(app/|features/(?!${feature}/))`,
              message: `The ${feature} feature imports no other feature and not the app: compose them in src/web/app/, or move what both need to src/web/lib or src/web/components.`,
            },
            {
              regex: `^(\\.\\./){${depth + 1}}`,
              message:
                'Climb out of a feature with the #web/* alias (and only into lib or components).',
            },
          ],
        },
      ],
    },
  })),
);

/**
 * The server's layers (docs/architecture.md), top to bottom: main.ts and worker.ts → app.ts →
 * the job runner and tasks → features → audit, policies, plugins (and the job queue) → db, lib,
 * media, mail, app-deps.ts. A module imports only from below (or its own layer), type-only
 * imports included; config.ts reads the environment at start, so only main.ts, worker.ts and
 * scripts import it (the Config type lives in app-deps.ts). Policies sit beside the plugins and
 * import none of them (the auth plugin imports the policies). Tests may use anything.
 * A specifier is matched from `#server/` or from any relative path (`../features/…`).
 */
const serverModule = (path) => `(^#server/|^(\\.{1,2}/)+)${path}`;
const forbid = (paths, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: paths.map((path) => ({ regex: serverModule(path), message })) },
  ],
});
const BOOT = ['main\\.ts$', 'worker\\.ts$', 'config\\.ts$', 'app(-server|-features)?\\.ts$'];
const ABOVE_FEATURES = [...BOOT, 'jobs/(tasks|runner)'];
const FEATURE_AND_ABOVE = [...ABOVE_FEATURES, 'features/'];
const serverLayers = [
  {
    files: ['src/server/{db,lib,media,mail}/**/*.ts', 'src/server/app-deps.ts'],
    rules: forbid(
      [...FEATURE_AND_ABOVE, 'plugins/', 'policies/', 'audit/', 'jobs/'],
      'db, lib, media and mail are the bottom layer: they import no feature, plugin, policy, audit or job (docs/architecture.md).',
    ),
  },
  {
    files: ['src/server/policies/**/*.ts'],
    rules: forbid(
      [...FEATURE_AND_ABOVE, 'plugins/'],
      'Policies import no feature, no plugin and nothing above them: what they need lives in db, lib or policies/ (docs/architecture.md).',
    ),
  },
  {
    files: [
      'src/server/{plugins,audit}/**/*.ts',
      'src/server/jobs/{queue,logger,heartbeats,heartbeat-repository}.ts',
    ],
    rules: forbid(
      FEATURE_AND_ABOVE,
      'Plugins, the audit log and the job queue sit below the features: app.ts hands them what a feature knows (docs/architecture.md).',
    ),
  },
  {
    files: ['src/server/features/**/*.ts'],
    rules: forbid(
      ABOVE_FEATURES,
      'Features import nothing above them: not the app, the boot (config.ts: take Config from app-deps.ts) nor the job tasks (enqueue with jobs/queue.ts).',
    ),
  },
  {
    files: [
      'src/server/jobs/tasks.ts',
      'src/server/jobs/tasks/**/*.ts',
      'src/server/jobs/runner.ts',
    ],
    rules: forbid(BOOT, 'The job runner and its tasks import neither the app nor the boot.'),
  },
  {
    files: ['src/server/app.ts', 'src/server/app-server.ts', 'src/server/app-features.ts'],
    rules: forbid(
      ['main\\.ts$', 'worker\\.ts$', 'config\\.ts$'],
      'app.ts is given its config: it imports no boot module.',
    ),
  },
].map((layer) => ({ ...layer, ignores: ['**/*.test.ts', 'src/server/test/**'] }));

// Feature files other work is moving into repositories; this list empties when it lands.
const SQL_HOME =
  "SQL lives in the feature's *repository.ts files (docs/architecture.md): call a repository function.";

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      '.tmp/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Every visible string comes from the locale files: literal text in JSX is an error.
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      'no-restricted-imports': NO_SERVER,
    },
  },
  {
    // Bulletproof React's direction, components|lib -> features -> app: the shared layers never
    // reach up into a feature or the app shell (flat config replaces the rule, so the web
    // side's server ban is repeated).
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        ['**/server/**', '**/features/**', '**/app/**'],
        'server|web/features|web/app',
        'components and lib are below the features and the app: they import neither (nor the server).',
      ),
    },
  },
  ...featureBoundaries,
  ...serverLayers,
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        ['node:*', 'react', '**/server/**', '**/web/**'],
        'server|web',
        'src/shared runs on both sides: no Node, React, server or web imports.',
      ),
    },
  },
  {
    // Services, routes and the rest of a feature call repositories: drizzle and the schema's
    // tables are theirs (types aside), and so are queries on a db or transaction. The search
    // feature's filter table and its shared conditions are SQL fragments the repositories read.
    files: ['src/server/features/**/*.ts'],
    ignores: [
      '**/*repository.ts',
      '**/*.test.ts',
      'src/server/features/search/filters.ts',
      'src/server/features/search/filter-entry.ts',
      'src/server/features/search/filter-table.ts',
      'src/server/features/search/conditions.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: SQL_HOME }],
          patterns: [
            {
              group: [
                '**/db/schema.ts',
                '**/db/schema/*.ts',
                '#server/db/schema.ts',
                '#server/db/schema/*.ts',
              ],
              allowTypeImports: true,
              message: SQL_HOME,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_HOME },
        {
          selector:
            'CallExpression[callee.property.name=/^(select|selectDistinct|insert|update|delete|execute)$/]:matches([callee.object.name=/^(db|tx)$/], [callee.object.property.name=/^(db|tx)$/])',
          message: SQL_HOME,
        },
      ],
    },
  },
  {
    // More than three parameters take one options object (docs/architecture.md). Test code is
    // left out: its helpers' positional calls (an upload, a login from an address) read as the
    // request they make.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/test/**', 'src/web/test/**'],
    rules: { '@typescript-eslint/max-params': ['error', { max: 3 }] },
  },
  {
    // Fastify's callback hooks take (request, reply, payload, done): a signature the library
    // sets, kept as a callback because an async hook costs a promise on every answer.
    files: ['src/server/plugins/**/*.ts'],
    rules: { '@typescript-eslint/max-params': 'off' },
  },
  {
    files: ['src/web/**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
);
