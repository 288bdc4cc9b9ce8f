export { BrowserNavigator, ConsoleErrorReporter, LocalStorageStore, readCookie } from './browser-adapters.js';
