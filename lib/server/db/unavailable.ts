/**
 * Whether an error means the database cannot be reached right now (it is down, restarting, full of connections,
 * or the network to it failed), as opposed to a fault in the request or the code. Such a request is answered
 * 503 with Retry-After, like the health check (lib/server/health.ts): the client may try again, nothing is lost.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// PostgreSQL SQLSTATEs: class 08 (connection exception), 53300 too many connections, 57P01-57P03 shutting down or
// starting up. SQLite: the file is locked past the busy deadline (./sqlite-busy.ts), cannot be opened or read, is
// read-only, its disk is full, or it is damaged: none is the request's fault, and each may pass.
const DATABASE_CODES =
  /^(?:08...|53300|57P0[123]|SQLITE_(?:BUSY|LOCKED|CANTOPEN|IOERR|READONLY|FULL|CORRUPT|NOTADB)\w*)$/;
// The pg driver's own words when its socket or pool gives up, which carry no code.
const DRIVER_MESSAGES =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  // Read as a plain object, not `instanceof Error`: the driver's errors may come from another realm (Node's own
  // socket errors under a test runner's sandbox).
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, errors, cause } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || DATABASE_CODES.test(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  // Node reports a refused dual-stack connection as an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** How long a client should wait before trying again, in seconds (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a minute.';

/**
 * Runs a form's server action, and answers a database that cannot be reached with the form's own error message
 * instead of a failed action (Next answers a thrown action with a 500 and the form shows nothing). A server action
 * has no status of its own to set: the visitor reads the message, and the form can be sent again.
 */
export async function unlessDatabaseDown<State, Down = { message: string }>(
  action: () => Promise<State>,
  // The shared form state's refusal (lib/forms/action-state.ts): every form shows `message`.
  whenDown: (message: string) => Down = (message) => ({ message }) as Down,
): Promise<State | Down> {
  try {
    return await action();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[action] database unavailable', error);
    return whenDown(DATABASE_UNAVAILABLE_MESSAGE);
  }
}
