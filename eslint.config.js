import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
      // The web side never imports the server (DESIGN.md import boundaries).
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '#server/*'] }],
    },
  },
  {
    // Bulletproof React's direction, components|lib -> features -> app: the shared layers never
    // reach up into a feature or the app shell (flat config replaces the rule, so the web
    // side's server ban is repeated).
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/server/**',
            '#server/*',
            '**/features/**',
            '**/app/**',
            '#web/features/*',
            '#web/app/*',
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', '**/server/**', '**/web/**', '#server/*', '#web/*'] },
      ],
    },
  },
  {
    files: ['src/web/**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
);
