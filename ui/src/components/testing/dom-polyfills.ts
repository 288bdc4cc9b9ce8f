// jsdom has no CSS.escape, which react-aria's overlays call when they open.
const hasEscape = typeof globalThis.CSS !== 'undefined' && typeof globalThis.CSS.escape === 'function';

if (!hasEscape) {
  const escape = (value: string): string => value.replace(/[^\w-]/g, (ch) => `\\${ch}`);
  Object.defineProperty(globalThis, 'CSS', { value: { ...(globalThis.CSS ?? {}), escape }, configurable: true, writable: true });
}

export {};
