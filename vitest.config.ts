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
        test: { name: 'adapters', include: ['adapters/*/src/**/*.test.ts', 'test/*.test.ts'], environment: 'node', testTimeout: 30000, hookTimeout: 60000 },
      },
      {
        extends: true,
        test: { name: 'ui', include: ['ui/src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['ui/src/test-setup.ts'] },
      },
    ],
  },
});
