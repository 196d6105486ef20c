import 'server-only';

/** The one answer shape of every API route: `{ success, code, payload, description, count }`. */
export interface Envelope<T> {
  success: boolean;
  code: number;
  payload: T | null;
  description: string;
  count: number;
  /** Field errors of a 422: field name -> messages. */
  errors?: Record<string, string[]>;
  /** Reason of a 401 (requirements §7: "a 401 answer is read for a detail field"). */
  detail?: string;
}

const countOf = (payload: unknown) => (Array.isArray(payload) ? payload.length : payload == null ? 0 : 1);

export function ok<T>(payload: T, options: { code?: number; description?: string; headers?: HeadersInit } = {}) {
  const code = options.code ?? 200;
  const body: Envelope<T> = {
    success: true,
    code,
    payload,
    description: options.description ?? 'OK',
    count: countOf(payload),
  };
  return Response.json(body, { status: code, headers: noStore(options.headers) });
}

export function fail(
  code: number,
  description: string,
  extra: { errors?: Record<string, string[]>; detail?: string; headers?: HeadersInit } = {},
) {
  const body: Envelope<null> = { success: false, code, payload: null, description, count: 0 };
  if (extra.errors) body.errors = extra.errors;
  if (extra.detail) body.detail = extra.detail;
  return Response.json(body, { status: code, headers: noStore(extra.headers) });
}

// API answers are per learner and per request: never cache them anywhere.
function noStore(headers?: HeadersInit): Headers {
  const result = new Headers(headers);
  result.set('Cache-Control', 'no-store');
  return result;
}
