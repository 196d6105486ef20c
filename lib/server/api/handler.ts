import 'server-only';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import { fail } from './envelope';

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler: an unexpected failure becomes a 500 envelope without internals, and is logged; a
 * database that cannot be reached is a 503 with Retry-After (the client may simply try again). Bad input never
 * gets here: handlers answer it with a 4xx first.
 */
export function apiRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed`, error);
      if (isDatabaseUnavailable(error)) {
        return fail(503, DATABASE_UNAVAILABLE_MESSAGE, {
          headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
        });
      }
      return fail(500, 'Something went wrong on our side. Please try again later.');
    }
  };
}

/** A positive integer route parameter, or undefined for anything else ('1e3', '-1', '01x', ...). */
export function idParam(value: string | undefined): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}
