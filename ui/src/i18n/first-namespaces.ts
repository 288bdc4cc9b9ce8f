/**
 * The catalogue namespaces the first app page needs: the frame (navbar, menus, footer, offline
 * banner, messages dropdown), the trip list and the import button. They are bundled with the app
 * in en-US and fetched first in the other languages; every other namespace is one catalogue chunk
 * per language, fetched when a page other than the trip list opens (see i18n.ts). The build reads
 * this list too (ui/vite.config.ts) to put each language's first namespaces in their own chunk.
 */
export const FIRST_NAMESPACES = ['common', 'components', 'trips', 'imports', 'account', 'alerts', 'offline', 'support'] as const;
