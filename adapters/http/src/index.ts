export { API_TIMEOUT_MS, KyApiTransport, RETRY_STATUSES, type TransportOptions } from './ky-api-transport.js';
