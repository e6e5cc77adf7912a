// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import { readdirSync } from 'node:fs';

/** Features do not import each other (app.ts / the router compose them): one zone per feature folder. */
const featureZones = (root) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${root}/${name}`,
      from: root,
      except: [`./${name}`],
      message: 'features do not import each other: move shared code to lib/, components/ or src/shared',
    }));

/** The attributes whose text people read or hear (as an esquery regular expression). */
const SPOKEN_ATTRIBUTES = '/^(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label)$/';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/server', message: 'shared must not import server code' },
            { target: './src/shared', from: './src/web', message: 'shared must not import web code' },
            { target: './src/server', from: './src/web', message: 'server must not import web code' },
            {
              target: './src/web',
              from: './src/server',
              except: ['./auth/auth-types.ts'],
              message: 'web must not import server code (type-only auth types excepted)',
            },
            {
              target: './src/web',
              from: './src/shared/search-lookup.ts',
              message:
                "the seven languages' search words stay out of the web bundle: the server reads searches",
            },
            {
              target: './src/server/features/*/!(*.test|*.repo).ts',
              from: './src/server/db/client.ts',
              message: 'features reach the database through their repo',
            },
            ...featureZones('./src/server/features'),
            ...featureZones('./src/web/features'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'navigator',
        'process',
        'Buffer',
      ],
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Every text a user sees comes from the catalogues (issue #13): no words written into the markup, nor
    // into the attributes people hear or read (labels, titles, placeholders, alt texts).
    files: ['src/web/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXAttribute[name.name=${SPOKEN_ATTRIBUTES}] > Literal[value=/[A-Za-z]/]`,
          message: 'a text people read or hear comes from the catalogues: t(key)',
        },
        {
          selector: `JSXAttribute[name.name=${SPOKEN_ATTRIBUTES}] > JSXExpressionContainer > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral)`,
          message: 'a text people read or hear comes from the catalogues: t(key)',
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.ts',
      'bench/**/*.ts',
      'e2e/**/*.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      'src/server/test/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
