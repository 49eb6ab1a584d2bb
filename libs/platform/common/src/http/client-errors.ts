import type { Duplex } from 'node:stream';
import { MESSAGES } from '../messages';

/** A request Node's HTTP parser refused: its code (`HPE_…`, `ERR_HTTP_REQUEST_TIMEOUT`, `ECONNRESET`). */
interface ClientError extends Error {
  code?: string;
}

/** The response being written on the connection, if any (Node's own field, which its default handler reads too). */
interface HttpSocket extends Duplex {
  _httpMessage?: { headersSent?: boolean } | null;
}

/** The status and French detail of a request refused before any route, by the parser's error code. */
export function clientErrorAnswer(code: string | undefined): { status: number; detail: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, detail: MESSAGES.http.headersTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, detail: MESSAGES.http.requestTimeout };
  if (code === 'HPE_INVALID_CHUNK_SIZE' || code === 'HPE_INVALID_TRANSFER_ENCODING') {
    return { status: 400, detail: MESSAGES.http.badChunkedBody };
  }
  if (code?.startsWith('HPE_INVALID_HEADER') || code === 'HPE_LF_EXPECTED' || code === 'HPE_CR_EXPECTED') {
    return { status: 400, detail: MESSAGES.http.badHeader };
  }
  return { status: 400, detail: MESSAGES.http.malformedRequest };
}

/** How long a client that keeps its side of the connection open is given to read the answer. */
const LINGER_MS = 1_000;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * The HTTP server's answer to a request its parser refused (a control byte in a header, headers over
 * the size limit, a bad chunked body, a request too slow), before Fastify sees it: the house's French
 * `{detail}` with the right status, and the connection closed, as the parser cannot read what follows.
 * Fastify's `clientErrorHandler`; Node's own `clientError` listener has the same signature.
 */
export function answerClientError(error: ClientError, socket: Duplex): void {
  // A reset connection has nobody to answer; a response already started cannot be followed by another.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable || (socket as HttpSocket)._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, detail } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ detail });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
  // Closed for good then, not at once: a reset right away could drop the answer before the client reads it.
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
