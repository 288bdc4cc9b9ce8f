import { describe, expect, it } from 'vitest';

// What the service worker precaches and keeps, computed from a generated bundle (scripts/service-worker-build.mjs).
type Chunk = {
  type: 'chunk';
  name: string;
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata: { importedCss: Set<string>; importedAssets: Set<string> };
};
type Build = {
  precacheList(bundle: Record<string, Chunk>, base?: string): string[];
  catalogueChunks(bundle: Record<string, Chunk>, base?: string): Record<string, string[]>;
};
const build = (await import('../scripts/service-worker-build.mjs' as string)) as Build;

const chunk = (fileName: string, name: string, options: Partial<Chunk> = {}): Chunk => ({
  type: 'chunk',
  name,
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  viteMetadata: { importedCss: new Set(), importedAssets: new Set() },
  ...options,
});

const bundle = Object.fromEntries(
  [
    chunk('assets/index-a.js', 'index', { isEntry: true }),
    chunk('assets/i18n-en-US-b.js', 'i18n-en-US'),
    chunk('assets/i18n-fr-FR-first-c.js', 'i18n-fr-FR-first'),
    chunk('assets/i18n-fr-FR-d.js', 'i18n-fr-FR'),
    chunk('assets/billing-page-e.js', 'billing-page'),
  ].map((c) => [c.fileName, c]),
);

describe('service worker build', () => {
  it('lists each language’s catalogue chunks, first-page and rest', () => {
    expect(build.catalogueChunks(bundle)).toEqual({
      'en-US': ['/app/assets/i18n-en-US-b.js'],
      'fr-FR': ['/app/assets/i18n-fr-FR-d.js', '/app/assets/i18n-fr-FR-first-c.js'],
    });
  });

  it('precaches the en-US catalogues (the fallback of every page offline), not the other languages’ nor other pages', () => {
    const list = build.precacheList(bundle);
    expect(list).toContain('/app/assets/i18n-en-US-b.js');
    expect(list).toContain('/app/assets/index-a.js');
    expect(list.filter((url) => url.includes('fr-FR') || url.includes('billing'))).toEqual([]);
  });
});
