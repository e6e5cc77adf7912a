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
  // Type-aware and strict (issue #23): every .ts/.tsx file is in tsconfig.json, which the project service finds.
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
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
      // Numbers read fine in a template (`${count} jobs`, `${width}px`, limits in validation texts); the rule
      // is kept for what it is really for: objects, nullish values, booleans and unknowns printed by mistake.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}`, `(resolve) => server.close(resolve)`: an arrow that only calls a
      // void function is how React handlers and promise callbacks are written here; braces around each would
      // be noise. A void value used anywhere else (returned, assigned, in a ternary) is still reported.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Off: an async function without await is how a promise-returning contract is met here. Fastify tells an
      // async plugin or hook from a callback one (`done`) by its shape, so dropping `async` would change how it
      // runs; interfaces with async methods (mailer, SMS, bus, the assistant's tools) have synchronous fakes.
      '@typescript-eslint/require-await': 'off',
      // `while (true)` with a break or return inside is the loop it means; other constant conditions are reported.
      '@typescript-eslint/no-unnecessary-condition': [
        'error',
        { allowConstantLoopConditions: 'only-allowed-literals' },
      ],
      // Passing on what was caught or an AbortSignal's reason as it is (typed any/unknown) keeps the original
      // error; wrapping it would hide its class. Rejecting with a literal non-Error is still reported.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message:
                'Icons come from components/icons (one sprite file, issue #22): add the name there and run npm run icons.',
            },
          ],
        },
      ],
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
  {
    files: ['e2e/**/*.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.test-support.ts', 'src/server/test/**'],
    rules: {
      // A fixture a test just made (`rows[0]!`, `baseURL!`) is asserted present; were it missing the test would
      // fail on that line, which is what an explicit check would do, and `expect(x).toBeDefined()` does not
      // narrow the type. Application code keeps the rule.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Vitest's asymmetric matchers (`expect.any(String)`, `expect.objectContaining(...)`) are typed `any`, so
      // every expected object using one would be reported. Member access on `any` is still reported.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // Last, so that no rule options above turn a type-aware rule back on for it: this file is plain
    // JavaScript (tsconfig.json has no allowJs), so no type information exists for it.
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
