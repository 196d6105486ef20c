import 'server-only';
import { fail } from '../api/envelope';
import { isSameOrigin } from '../api/origin';
import { getDb, type Db } from '../db';
import { checkSession, clearedSessionCookie, tokenFrom, type Learner } from './sessions';

const SESSION_EXPIRED = 'Your session expired! Please log in again to continue.';

// A cross-site HTML form cannot send this content type, so requiring it blocks form-based CSRF.
const isJson = (request: Request) => /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '');

type Guarded =
  | { ok: true; db: Db; learner: Learner; sessionId: string; via: 'cookie' | 'bearer' }
  | { ok: false; response: Response };

/**
 * The Data Access Layer check of every academy endpoint: the session is looked up in the database on every
 * call, whatever the proxy let through. 401 (with `detail`) without a valid token, 403 for an expired one, and
 * 403 for a cookie-borne state change that does not come from this site.
 */
export async function requireLearner(request: Request, options: { stateChanging?: boolean } = {}): Promise<Guarded> {
  const db = await getDb();
  const credential = tokenFrom(request);
  if (credential?.via === 'cookie' && options.stateChanging && !(isSameOrigin(request) && isJson(request))) {
    return { ok: false, response: fail(403, 'Cross-site request refused.') };
  }
  const session = await checkSession(db, credential?.token);
  switch (session.status) {
    case 'valid':
      return { ok: true, db, learner: session.learner, sessionId: session.sessionId, via: credential!.via };
    case 'expired':
      return { ok: false, response: fail(403, SESSION_EXPIRED, { headers: { 'Set-Cookie': clearedSessionCookie() } }) };
    case 'missing':
      return {
        ok: false,
        response: fail(401, 'Please log in.', { detail: 'Authentication credentials were not provided.' }),
      };
    case 'unknown':
      return {
        ok: false,
        response: fail(401, 'Please log in.', {
          detail: 'Your session is no longer valid. Please log in again.',
          headers: { 'Set-Cookie': clearedSessionCookie() },
        }),
      };
  }
}
