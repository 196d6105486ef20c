import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { setLearner } from '@/lib/client/learner-store';
import { notify } from '@/lib/notify';
import { ApiError, authFailureMessage } from './errors';
import type { Envelope } from './types';
// In a module of its own so that code which only needs the address (the Web Vitals beacon) does not load ky.
import { apiBaseUrl } from './base-url';

export { apiBaseUrl };

/**
 * A bearer token, only for clients that hold one (tests, integrations). Browsers rely on the HttpOnly session
 * cookie and never see a token.
 */
let bearerToken: string | undefined;
export function setBearerToken(token: string | undefined) {
  bearerToken = token;
}

function resolvePrefix(): string {
  if (/^https?:/.test(apiBaseUrl)) return apiBaseUrl;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return `${origin}${apiBaseUrl}`;
}

/** The one ky instance: JSON accept header, GET retried twice with backoff on network errors and 5xx, POST never. */
function createApiClient(options: Options = {}): KyInstance {
  return ky.create({
    prefix: resolvePrefix(),
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    timeout: 15_000,
    retry: { limit: 2, methods: ['get'], statusCodes: [500, 502, 503, 504], backoffLimit: 4_000 },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (bearerToken) request.headers.set('Authorization', `Bearer ${bearerToken}`);
        },
      ],
    },
    ...options,
  });
}

let client: KyInstance | undefined;
const apiClient = () => (client ??= createApiClient());

/**
 * An error answer's envelope, if it has one. ky has already read the body into `error.data`: parsed when the
 * answer said it was JSON, else as text (which may still be our JSON envelope).
 */
function envelopeOf(data: unknown): Envelope<unknown> | undefined {
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  return data && typeof data === 'object' ? (data as Envelope<unknown>) : undefined;
}

/**
 * Runs a call and maps failures (requirements §8): 401 and 403 clear the learner and notify; every failure rejects with
 * an ApiError (status 0 for a network failure) instead of leaving the caller waiting.
 */
export async function call<T>(
  request: (api: KyInstance) => Promise<Envelope<T>>,
  // The login form reports its own 401 (wrong password) and has no session to clear.
  { authFailures = 'notify' }: { authFailures?: 'notify' | 'ignore' } = {},
): Promise<Envelope<T>> {
  try {
    return await request(apiClient());
  } catch (error) {
    if (error instanceof HTTPError) {
      const envelope = envelopeOf(error.data);
      const status = error.response.status;
      const authMessage = authFailureMessage(status, envelope);
      if (authMessage && authFailures === 'notify') {
        setLearner(null);
        notify.error(authMessage);
      }
      throw new ApiError(status, envelope?.description || error.message, envelope);
    }
    throw new ApiError(0, 'Network Error');
  }
}
