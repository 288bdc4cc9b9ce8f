export { BrowserNavigator, ConsoleErrorReporter, LocalStorageStore, readCookie } from './browser-adapters.js';
export { pageRecaptchaHost, ScriptRecaptchaClient, type Grecaptcha, type RecaptchaHost } from './recaptcha-client.js';
export { ServiceWorkerOfflineStore, type OfflineStoreHost } from './service-worker-offline-store.js';
