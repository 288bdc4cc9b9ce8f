import { STATUS_CODES } from 'node:http';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { commonErrors, toErrorBody, type ApiError } from '@waybook/core/contract';

/** What Node reports with a 'clientError': its parser's code, when there is one. */
export type ClientError = Error & { readonly code?: string };

/**
 * The answer to a request Node could not parse, before any route sees it: 431 for headers over
 * Node's limit, 408 for a request that did not arrive in time, 400 for anything else, each with
 * the Error object; nothing when the client has already gone.
 *
 * @example
 * clientErrorAnswer(Object.assign(new Error('overflow'), { code: 'HPE_HEADER_OVERFLOW' }))?.status // 431
 */
export function clientErrorAnswer(error: ClientError): ApiError | undefined {
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return undefined;
  if (error.code === 'HPE_HEADER_OVERFLOW') return commonErrors.headersTooLarge;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return commonErrors.requestTimeout;
  return commonErrors.malformedRequest;
}

/**
 * A Node http server 'clientError' listener that answers with the Error object instead of Node's
 * bare status line, then closes the connection.
 *
 * @example
 * httpServer.on('clientError', answerClientError);
 */
export function answerClientError(error: ClientError, socket: Duplex): void {
  const answer = clientErrorAnswer(error);
  // An answer already on its way on this connection cannot be followed by another one.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (answer === undefined || !socket.writable || inFlight?.headersSent === true) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(toErrorBody(answer));
  socket.end(
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n` +
      'Content-Type: application/json; charset=UTF-8\r\nCache-Control: no-store\r\nConnection: close\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** How long a connection closed after an answer keeps reading (and discarding) what the client still sends. */
export const LINGER_MS = 2_000;

/**
 * Makes a Node http server close connections the way a client can rely on: a connection closed
 * after an answer while the client is still sending (a 413 for a body past the limit) first sends
 * its end, then keeps reading and discarding for up to LINGER_MS before it is destroyed. Closed at
 * once, the kernel would answer the unread bytes with a reset, and a client still writing could
 * lose the answer it had not read yet. Requests Node cannot parse get the Error object
 * (answerClientError).
 *
 * @example
 * const http = serve({ fetch: app.fetch, port: 8080 });
 * closeConnectionsGracefully(http);
 */
export function closeConnectionsGracefully(http: Server): void {
  http.on('clientError', answerClientError);
  http.on('connection', (socket: Socket) => {
    socket.destroySoon = () => {
      if (socket.destroyed) return;
      if (socket.writable) socket.end();
      const linger = setTimeout(() => socket.destroy(), LINGER_MS);
      linger.unref();
      socket.once('close', () => clearTimeout(linger));
      // The rest of an unread body is discarded; the client's own end closes the connection sooner.
      socket.resume();
    };
  });
}
