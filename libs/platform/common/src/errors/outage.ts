/**
 * PostgreSQL SQLSTATE classes that say the server cannot be reached or is going away (08 connection
 * exception, 57P admin or crash shutdown, 53 insufficient resources), not that the query is wrong.
 */
const POSTGRES_OUTAGE = /^(08|57P0[1-3]|53)/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);
/** What node-postgres and ioredis say when a connection dies or cannot be had. */
const CONNECTION_MESSAGES =
  /Connection terminated|Connection is closed|Stream isn't writeable|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed/;

interface Inspectable {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when an error means PostgreSQL or Redis is unreachable for a moment (restarting, connection
 * reset, pool exhausted): the caller is told to retry (503), and it is not a defect of ours. Looks
 * through the wrappers TypeORM (`driverError`), ioredis (`MaxRetriesPerRequestError`) and
 * AggregateError put around the cause.
 */
export function isOutage(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 4) return false;
  const { code, name, message, driverError, cause, errors } = error as Inspectable;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_OUTAGE.test(code))) return true;
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  const inner = [driverError, cause, ...(Array.isArray(errors) ? (errors as unknown[]) : [])];
  return inner.some((wrapped) => isOutage(wrapped, depth + 1));
}
