/**
 * Every i18next key of the `plans` namespace that core's plan rules can produce. The UI's
 * `plans` catalogues must hold each of them.
 *
 * @example
 * PLAN_MESSAGE_KEYS.includes('plans:documents.upload.sizeExceeded') // true
 */
export const PLAN_MESSAGE_KEYS = [
  'plans:documents.upload.sizeExceeded',
  'plans:documents.upload.storageFailure',
  'plans:documents.upload.invalidContent',
  'plans:documents.upload.unsupportedImageType',
  'plans:documents.upload.unsupportedMediaType',
  'plans:documents.upload.imageTooTall',
  'plans:documents.upload.imageTooWide',
  'plans:documents.upload.contentNotInitialized',
  'plans:documents.upload.invalidState',
  'plans:documents.upload.contentUnidentifiable',
  'plans:documents.upload.unsupportedContentType',
  'plans:documents.upload.failed',
] as const;

/**
 * A key of the `plans` namespace, namespace prefix included.
 *
 * @example
 * const key: PlanMessageKey = 'plans:documents.upload.failed';
 */
export type PlanMessageKey = (typeof PLAN_MESSAGE_KEYS)[number];

/**
 * What the UI needs to show a plan message: an i18next key and its interpolation values.
 *
 * @example
 * const m: PlanMessage = { key: 'plans:documents.upload.sizeExceeded', values: { code: '160.1' } };
 */
export type PlanMessage = {
  readonly key: PlanMessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
};
