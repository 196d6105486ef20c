import 'server-only';
import busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fail } from '../api/envelope';
import { uploadRoot } from '../storage';

/** A file of the form, streamed to a temporary file: its bytes are never all in memory at once. */
export interface ReceivedFile {
  /** The temporary file; `FileStorage.putFile` moves it into storage, `discard()` removes what is left. */
  path: string;
  size: number;
  /** Its first bytes, for checking the type by content (see `isPdf`, `isMp4`). */
  head: Uint8Array;
}

type Multipart =
  | { ok: true; fields: Map<string, string>; files: Map<string, ReceivedFile>; discard: () => Promise<void> }
  | { ok: false; response: Response };

/** Room for the text fields and the multipart framing on top of the largest file allowed. */
const FIELDS_ALLOWANCE = 64 * 1024;
const HEAD_BYTES = 16;

/** Temporary files of uploads in progress: inside the upload folder, so moving one into storage is a rename. */
const incomingFolder = () => join(uploadRoot(), '.incoming');

/**
 * Removes temporary files of uploads that never finished (the process stopped mid-upload): anything in the
 * folder older than a day, far longer than any upload takes. Run hourly by lib/server/housekeeping.ts.
 */
export async function purgeAbandonedUploads(now = Date.now(), maxAgeMs = 86_400_000): Promise<number> {
  const names = await readdir(incomingFolder()).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(incomingFolder(), name);
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile() && now - info.mtimeMs > maxAgeMs) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Reads a multipart/form-data body as it streams in (busboy), writing each file to a temporary file and never
 * more than `maxFileBytes` plus room for the fields: a declared Content-Length over the limit is refused before
 * reading, and an undeclared or lying one is cut off as the bytes arrive. A 150 MB video used to be held about
 * 3.5 times over (the parsed form, a copy as bytes, the write); now memory stays flat whatever the size.
 * 415 for another content type, 413 too large, 400 unreadable, 422 for a field sent twice or a file where text
 * belongs (and the reverse). The caller must call `discard()` when done (in `finally`).
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
  const megabytes = Math.round(options.maxFileBytes / (1024 * 1024));
  const tooLarge = () =>
    fail(413, `The upload is too large. Files may be at most ${megabytes} MB.`, {
      errors: { attachment: [`The attachment must be at most ${megabytes} MB.`] },
    });
  if (Number(request.headers.get('content-length') ?? 0) > limit) return { ok: false, response: tooLarge() };
  if (!request.body) return { ok: false, response: fail(400, 'The form data could not be read.') };

  const temporary: string[] = [];
  const discard = async () => {
    await Promise.all(temporary.map((path) => rm(path, { force: true })));
  };
  const fields = new Map<string, string>();
  const files = new Map<string, ReceivedFile>();
  const errors = new Map<string, string[]>();
  const writes: Promise<void>[] = [];
  let exceeded = false;
  const seen = (name: string) => fields.has(name) || files.has(name) || errors.has(name);

  await mkdir(incomingFolder(), { recursive: true });
  const parser = busboy({
    headers: { 'content-type': type },
    defParamCharset: 'utf8',
    limits: {
      // busboy reports its limit once a file REACHES it: one byte more lets a file of exactly the maximum through.
      fileSize: Math.floor(options.maxFileBytes) + 1,
      fieldSize: FIELDS_ALLOWANCE,
      files: options.fileFields.length,
      parts: 100,
    },
  });
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) exceeded = true;
    else if (seen(name)) errors.set(name, ['Please send this field only once.']);
    else if (options.fileFields.includes(name)) errors.set(name, ['Please attach a file here.']);
    else fields.set(name, value);
  });
  parser.on('file', (name, stream) => {
    if (seen(name) || !options.fileFields.includes(name)) {
      if (!options.fileFields.includes(name)) errors.set(name, ['Please send text here, not a file.']);
      else errors.set(name, ['Please send this field only once.']);
      stream.resume();
      return;
    }
    const received: ReceivedFile = {
      path: join(incomingFolder(), `${randomUUID()}.part`),
      size: 0,
      head: new Uint8Array(),
    };
    temporary.push(received.path);
    files.set(name, received);
    stream.on('limit', () => {
      exceeded = true;
    });
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (received.head.length < HEAD_BYTES)
          received.head = Buffer.concat([received.head, chunk.subarray(0, HEAD_BYTES - received.head.length)]);
        received.size += chunk.length;
        callback(null, chunk);
      },
    });
    writes.push(pipeline(stream, measure, createWriteStream(received.path, { mode: 0o600 })));
  });

  let size = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limit) {
        exceeded = true;
        callback(new Error('too large'));
      } else callback(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), limited, parser);
    await Promise.all(writes);
  } catch {
    await Promise.allSettled(writes);
    await discard();
    return { ok: false, response: exceeded ? tooLarge() : fail(400, 'The form data could not be read.') };
  }
  if (exceeded) {
    await discard();
    return { ok: false, response: tooLarge() };
  }
  if (errors.size > 0) {
    await discard();
    return {
      ok: false,
      response: fail(422, 'Please correct the highlighted fields.', { errors: Object.fromEntries(errors) }),
    };
  }
  return { ok: true, fields, files, discard };
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
