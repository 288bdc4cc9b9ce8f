/** The interface languages, en-US first (the fallback). */
export const LOCALES = ['en-US', 'en-GB', 'fr-FR', 'de-DE', 'ja-JP', 'es-CO', 'es-ES'] as const;

/** One of the seven interface languages. */
export type Locale = (typeof LOCALES)[number];

/**
 * The shape every locale of a namespace must fill: the same keys as en-US, every leaf a string.
 * A missing key is a type error here and a failing test in i18n/catalogues.test.ts.
 */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
