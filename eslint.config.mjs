import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

const backendSrc = join(import.meta.dirname, 'backend', 'src');
const backendFeatures = readdirSync(join(backendSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Backend boundaries. A feature reaches another only through that feature's index.ts (its public
 * face); the platform imports no feature. Tests are left out of these two rules: a test may arrange
 * and observe through another feature's internals (a stand-in OTP provider, a read model) without
 * that becoming a dependency of the running code.
 */
const backendBoundaryZones = [
  {
    target: join(backendSrc, 'platform/**'),
    from: join(backendSrc, 'features/**'),
    message: 'The platform knows no feature: depend on a port that a feature provides instead.',
  },
  ...backendFeatures.map((feature) => ({
    target: join(backendSrc, 'features', feature, '**'),
    from: join(backendSrc, 'features/*/**'),
    except: [join(backendSrc, 'features', feature, '**'), join(backendSrc, 'features/*/index.ts')],
    message: 'Import another feature only through its index.ts; add what you need there.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'frontend/src/lib/api-schema.generated.ts',
      '**/dist/**',
      // Compiled by `npm run train:odds` and the benches; build output, not source.
      '**/dist-bench/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'test/e2e/results/**',
      'test/e2e/report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['backend/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'backend/tsconfig.json' })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: backendBoundaryZones }],
      // Type-only imports count too: a cycle of types is still two files that cannot be read apart.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['backend/src/**/*.spec.ts', 'backend/src/**/*.e2e-spec.ts', 'backend/src/**/testing/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features stay independent: shared code lives in components/, lib/, config/ or hooks/.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/*', '../features/*', '../../features/*'],
              message: 'Import from another feature only in src/app (routes compose features).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Shared layers sit below components and features: lib/ and hooks/ import neither.
    files: ['frontend/src/lib/**/*.{ts,tsx}', 'frontend/src/hooks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/components/*', '**/components/*'], message: 'lib/ and hooks/ do not import components/.' },
            { group: ['@/features/*', '**/features/*'], message: 'lib/ and hooks/ do not import features.' },
          ],
        },
      ],
    },
  },
  {
    // The web app reaches the API through apiFetch, whose routes are checked against the document;
    // a bare fetch would take any string. The client itself, the live stream (an open body that
    // apiFetch does not read) and the page starter (run before the app's code, its URLs typed in
    // start-requests.ts) are the places that call it; tests stub it.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: [
      'frontend/src/lib/api-client.ts',
      'frontend/src/lib/live/live-updates.ts',
      'frontend/src/app/starter/start-requests.ts',
      'frontend/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='fetch'], CallExpression[callee.property.name='fetch']",
          message: 'Call the API with apiFetch (typed by docs/openapi.json), or build a URL with apiUrl.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      // Node's own globals, which the scripts (benchmarks, the reliability runs) use as they are.
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
        fetch: 'readonly',
        URLSearchParams: 'readonly',
        setTimeout: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
