import 'server-only';
import { fail } from '../api/envelope';

type Multipart =
  { ok: true; fields: Map<string, string>; files: Map<string, File> } | { ok: false; response: Response };

/** Room for the text fields and the multipart framing on top of the largest file allowed. */
const FIELDS_ALLOWANCE = 64 * 1024;

/**
 * Reads a multipart/form-data body with the platform's own parser (`Response.formData()`), but never more than
 * `maxFileBytes` plus room for the fields: a declared Content-Length over the limit is refused before reading,
 * and an undeclared or lying one is cut off as the bytes stream in. 415 for another content type, 413 too large,
 * 400 unreadable, 422 for a field sent twice or a file where text belongs (and the reverse).
 */
export async function readMultipart(
  request: Request,
  options: { maxFileBytes: number; fileFields: readonly string[] },
): Promise<Multipart> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(type)) {
    return { ok: false, response: fail(415, 'Send the form as multipart/form-data.') };
  }
  const limit = options.maxFileBytes + FIELDS_ALLOWANCE;
  const tooLarge = () => ({
    ok: false as const,
    response: fail(
      413,
      `The upload is too large. Files may be at most ${Math.round(options.maxFileBytes / (1024 * 1024))} MB.`,
      {
        errors: {
          attachment: [`The attachment must be at most ${Math.round(options.maxFileBytes / (1024 * 1024))} MB.`],
        },
      },
    ),
  });
  if (Number(request.headers.get('content-length') ?? 0) > limit) return tooLarge();
  if (!request.body) return { ok: false, response: fail(400, 'The form data could not be read.') };

  let size = 0;
  let exceeded = false;
  const limited = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) {
          exceeded = true;
          controller.error(new Error('too large'));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );

  let data: FormData;
  try {
    data = await new Response(limited, { headers: { 'content-type': type } }).formData();
  } catch {
    return exceeded ? tooLarge() : { ok: false, response: fail(400, 'The form data could not be read.') };
  }

  const fields = new Map<string, string>();
  const files = new Map<string, File>();
  const errors = new Map<string, string[]>();
  for (const [name, value] of data.entries()) {
    const wantsFile = options.fileFields.includes(name);
    if (fields.has(name) || files.has(name)) errors.set(name, ['Please send this field only once.']);
    else if (wantsFile && typeof value !== 'string') files.set(name, value);
    else if (!wantsFile && typeof value === 'string') fields.set(name, value);
    else errors.set(name, [wantsFile ? 'Please attach a file here.' : 'Please send text here, not a file.']);
  }
  if (errors.size > 0)
    return {
      ok: false,
      response: fail(422, 'Please correct the highlighted fields.', { errors: Object.fromEntries(errors) }),
    };
  return { ok: true, fields, files };
}

/** A checkbox sent as form data: 'true' or 'on' is ticked, 'false' is not; anything else is left for the schema to refuse. */
export function formBoolean(value: string | undefined): boolean | string | undefined {
  if (value === 'true' || value === 'on') return true;
  if (value === 'false') return false;
  return value;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Whether the bytes are a PDF, judged by its signature: the name and the browser's stated type prove nothing. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > PDF_MAGIC.length && PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}
