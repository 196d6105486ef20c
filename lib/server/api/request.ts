import 'server-only';
import type { z } from 'zod';
import { isWellFormedText } from '@/lib/validations/text';
import { MAX_BODY_BYTES } from '../config';
import { fail } from './envelope';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Field errors keyed by the first path segment ('' for the body itself), first message kept per issue. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  // A Map, not an object literal: a client may send a key such as "__proto__".
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = issue.code === 'unrecognized_keys' ? issue.keys.join(',') : String(issue.path[0] ?? '');
    errors.set(field, [...(errors.get(field) ?? []), issue.message]);
  }
  return Object.fromEntries(errors);
}

/**
 * Reads a JSON body and validates it: 415 for another content type, 413 over 16 KB (or a route's own smaller
 * `maxBytes`), 400 for malformed JSON, 422 with field errors when the schema refuses it. Nothing is stored
 * before this returns ok.
 */
export async function parseJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes = MAX_BODY_BYTES } = {},
): Promise<Parsed<z.output<S>>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, response: fail(415, 'Send the request body as application/json.') };
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, response: tooLarge(maxBytes) };

  let text: string;
  try {
    text = await readLimited(request, maxBytes);
  } catch {
    return { ok: false, response: tooLarge(maxBytes) };
  }
  let json: unknown;
  let wellFormed = true;
  try {
    // A `\ud800` escape is valid JSON but no valid text: every key and string is checked as it is read, so no
    // route stores one whatever its schema says.
    json = JSON.parse(text, (key, value: unknown) => {
      if (!isWellFormedText(key) || (typeof value === 'string' && !isWellFormedText(value))) wellFormed = false;
      return value;
    });
  } catch {
    return { ok: false, response: fail(400, 'The request body is not valid JSON.') };
  }
  if (!wellFormed) {
    return {
      ok: false,
      response: fail(400, 'The request body contains text that is not valid Unicode (an unpaired surrogate).'),
    };
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return {
      ok: false,
      response: fail(422, 'The request body must be a JSON object.', { errors: { '': ['Expected an object.'] } }),
    };
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    return {
      ok: false,
      response: fail(422, 'Please correct the highlighted fields.', { errors: fieldErrors(result.error) }),
    };
  }
  return { ok: true, data: result.data };
}

const tooLarge = (maxBytes: number) =>
  fail(
    413,
    maxBytes >= 1024
      ? `The request body is larger than ${maxBytes / 1024} KB.`
      : `The request body is larger than ${maxBytes} bytes.`,
  );

async function readLimited(request: Request, limit: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error('too large');
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
