// ESLint flat config: the house rules of docs/architecture.md ("House rules"). Run: npm run lint.
// ESLint's recommended rules, typescript-eslint's recommended set without type information (the
// whole tree lints in well under a minute on two cores), React's rules of hooks for the UI, and the
// house's own: no `any`, no @ts-ignore, type-only imports marked as such.
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import tseslint from 'typescript-eslint';

// ESLint's own "recommended" list, read from the rules' metadata (what @eslint/js ships, which is
// not installed here).
const eslintRecommended = Object.fromEntries([...builtinRules].filter(([, rule]) => rule.meta?.docs?.recommended).map(([name]) => [name, 'error']));

// The few globals the plain-JavaScript Node scripts use (TypeScript files get theirs from tsc).
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'fetch',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'performance',
    'AbortController',
    'structuredClone',
    'TextEncoder',
    'TextDecoder',
  ].map((name) => [name, 'readonly']),
);

export default defineConfig(
  globalIgnores(['**/node_modules/', '**/dist/', '**/dist-server/', '**/coverage/', 'ui/public/', '**/*.d.ts']),
  { name: 'eslint/recommended', rules: eslintRecommended },
  tseslint.configs.recommended,
  {
    name: 'waybook/house',
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: nodeGlobals },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true, 'ts-nocheck': true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    name: 'waybook/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...nodeGlobals, module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
  {
    name: 'waybook/react-hooks',
    files: ['ui/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
);
