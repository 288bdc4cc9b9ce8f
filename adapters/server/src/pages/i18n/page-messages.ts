import type en from './en-US.js';

/** Same keys as en-US, every leaf a string. */
export type PageMessages<T = typeof en> = { readonly [K in keyof T]: T[K] extends string ? string : PageMessages<T[K]> };
