// dependency-cruiser: the dependency rules of docs/architecture.md ("House rules"). Run: npm run deps.
// test/dependency-rule.test.ts checks the same core and UI rules (plus the bans on clocks,
// randomness and the DOM in core, which are not imports) on every `npm test`.
// .dependency-cruiser-known-violations.json lists the violations left to fix (`npm run deps` runs
// with --ignore-known); fix one, then drop its entry (or regenerate the file with depcruise-baseline).

/** Test files and test kits: they may wire anything together, as composition roots do. */
const testFiles = ['\\.test\\.tsx?$', '\\.e2e\\.ts$', '/testing/', '^test/'];

/**
 * The only adapter files that may import another adapter: they build the server out of the other
 * adapters. Add a file here only when it is a composition root.
 */
const adapterCompositionRoots = [
  '^adapters/server/src/main\\.ts$',
  '^adapters/server/src/compose\\.ts$',
  // npm run admin: opens the server's database and its account store.
  '^adapters/server/src/admin\\.ts$',
  // Billing as both roots above compose it (the server and the admin's bulk grant).
  '^adapters/server/src/billing-compose\\.ts$',
  '^adapters/server/src/testing/harness\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Nothing forms a cycle: split the shared part into its own module instead.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'core/src/domain holds the rules; it never imports the contract, the ports or the backend use cases.',
      from: { path: '^core/src/domain/' },
      to: { path: '^core/src/(contract|ports|backend)/' },
    },
    {
      name: 'core-imports-only-zod-and-luxon',
      severity: 'error',
      comment: '@waybook/core depends only on zod and luxon (and itself).',
      from: { path: '^core/src/', pathNot: testFiles },
      to: { pathNot: ['^core/src/', '^node_modules/(zod|luxon|@types/luxon)/'] },
    },
    {
      name: 'adapters-meet-only-in-composition-roots',
      severity: 'error',
      comment: 'An adapter imports another adapter only in a composition root; everything else gets what it needs through ports.',
      from: { path: '^adapters/([^/]+)/', pathNot: [...adapterCompositionRoots, ...testFiles] },
      to: { path: '^adapters/', pathNot: '^adapters/$1/' },
    },
    {
      name: 'adapters-never-import-ui',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^ui/' },
    },
    {
      name: 'core-never-imports-adapters-or-ui',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(adapters|ui)/' },
    },
    {
      name: 'ui-imports-adapters-only-in-its-composition-root',
      severity: 'error',
      from: { path: '^ui/src/', pathNot: ['^ui/src/app/composition-root\\.ts$', ...testFiles] },
      to: { path: '^adapters/' },
    },
    {
      name: 'features-do-not-import-each-other',
      severity: 'error',
      comment: 'A feature imports only itself and shared code (ui/src/shared, ui/src/components, core). Move what two features share to ui/src/shared.',
      from: { path: '^ui/src/features/([^/]+)/' },
      to: { path: '^ui/src/features/', pathNot: '^ui/src/features/$1/' },
    },
    {
      name: 'shared-code-imports-no-feature',
      severity: 'error',
      comment: 'ui/src/shared and ui/src/components serve the features; they never import one.',
      from: { path: '^ui/src/(shared|components)/', pathNot: testFiles },
      to: { path: '^ui/src/features/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves (otherwise the rules above could not see it).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '\\.d\\.ts$', '^ui/public/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // `@waybook/source` resolves the workspace packages to their TypeScript sources, as in vitest.
      conditionNames: ['@waybook/source', 'import', 'types', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
