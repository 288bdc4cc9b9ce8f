// The public surface of @waybook/core. Other teams import from here only.
export * from './domain/result.js';
export * from './contract/entry.js';
export * from './contract/error.js';
export * from './contract/wire.js';
export * from './ports/clock.port.js';
export * from './ports/id-generator.port.js';
export * from './ports/place-lookup.port.js';
