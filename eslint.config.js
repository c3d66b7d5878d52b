// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The browser code never reaches into the server.
const NO_SERVER = { group: ['**/server/**'], message: 'The browser code never imports the server.' };

// The client's layers (bulletproof-react): components/ and lib/ are shared by every feature; a
// feature (src/client/features/X) uses only those, @shared/ and its own folder; only the app
// (app.tsx, app/, main.tsx) puts features together. ESLint's no-restricted-imports sees the import
// as written, so a relative path that climbs out of a feature is refused by how far it climbs
// from the file's depth inside the feature.
const CLIENT_FEATURES = readdirSync(new URL('./src/client/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const DEEPEST_FEATURE_FOLDER = 6;
const FEATURE_RULE_MESSAGE =
  'A feature imports only @/components/, @/lib/, @shared/ and its own files; features are composed in src/client/app.tsx or src/client/app/.';

/** The imports a file `depth` folders below src/client/features/<feature>/ may not make. */
function featureBoundary(feature, depth) {
  return {
    files: [`src/client/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER,
            { regex: `^@/features/(?!${feature}/)`, message: FEATURE_RULE_MESSAGE },
            { regex: '^@/app(/|$)', message: FEATURE_RULE_MESSAGE },
            // One more ../ than the file's depth leaves the feature's folder.
            { regex: `^(\\.\\./){${depth + 1}}`, message: FEATURE_RULE_MESSAGE },
          ],
        },
      ],
    },
  };
}

const featureBoundaries = CLIENT_FEATURES.flatMap((feature) =>
  Array.from({ length: DEEPEST_FEATURE_FOLDER + 1 }, (_, depth) => featureBoundary(feature, depth)),
);

export default defineConfig(
  globalIgnores(['dist/', 'dist-*/', 'src/locales/*/*.ts', 'data/', 'test-results/', 'drizzle/', 'node_modules/', '.node/']),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify handlers are async by convention even when they do not await.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [NO_SERVER] }],
    },
  },
  {
    // Shared by every feature, so they import none.
    files: ['src/client/components/**/*.{ts,tsx}', 'src/client/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER,
            {
              regex: '^(@/|(\\.\\./)+)(features|app)(/|$)',
              message:
                'components/ and lib/ are shared by every feature and import none; features are composed in src/client/app.tsx or src/client/app/.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      // Shared code runs in both places: it imports neither side.
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/client/**', 'node:*'] }],
    },
  },
  {
    // vitest.config.ts shares modules between the test files of a worker (isolate: false), except
    // for these, which replace a module with vi.mock and so need a module graph of their own.
    files: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    ignores: ['tests/security/ambiguous-amounts.test.ts', 'tests/security/hostile-input.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message:
            "A file that mocks a module needs its own module graph: add it to MOCKING_MODULES in vitest.config.ts and to this rule's ignores.",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    // Tool configurations some tools read only as CommonJS (.dependency-cruiser.cjs).
    files: ['**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
);
