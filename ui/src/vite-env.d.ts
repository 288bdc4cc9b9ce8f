/// <reference types="vite/client" />

/** The app version, injected at build time from package.json. */
declare const __APP_VERSION__: string;
