export { openDatabase, truncateAll, type DatabaseMemory, type DatabaseOptions, type OpenDatabase } from './database.js';
export { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable.js';
export { SqlAccountStore } from './sql-account-store.js';
export { SqlLegacyIdStore, SqlLoginAttemptStore, SqlSessionStore } from './sql-session-store.js';
export type { Database } from './schema.js';
export { SqlTripStore } from './sql-trip-store.js';
export { SqlBlobStore } from './sql-blob-store.js';
export { SqlPlanStore } from './sql-plan-store.js';
export { SqlDocumentStore } from './sql-document-store.js';
