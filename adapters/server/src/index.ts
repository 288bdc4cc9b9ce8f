export { createApp, type AppDeps } from './app.js';
export { composeServer, type ComposeOverrides } from './compose.js';
export { loadConfig, type ServerConfig } from './config.js';
