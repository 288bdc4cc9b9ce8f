import { defineConfig } from 'vitest/config';

// One run covers every package. `@waybook/source` resolves workspace packages to their TypeScript sources.
export default defineConfig({
  resolve: { conditions: ['@waybook/source'] },
  define: { __APP_VERSION__: JSON.stringify('test') },
  ssr: { resolve: { conditions: ['@waybook/source'], externalConditions: ['@waybook/source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'core', include: ['core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'adapters',
          include: ['adapters/*/src/**/*.test.ts', 'test/*.test.ts'],
          exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      // What only PostgreSQL has (prepared statements going stale): scripts/test-postgres.sh.
      ...(process.env['TEST_DATABASE_URL']
        ? [
            {
              extends: true,
              test: { name: 'postgres', include: ['adapters/*/src/**/*.postgres.test.ts'], environment: 'node', testTimeout: 30000, hookTimeout: 60000 },
            },
          ]
        : []),
      {
        extends: true,
        test: { name: 'ui', include: ['ui/src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['ui/src/test-setup.ts'] },
      },
    ],
  },
});
