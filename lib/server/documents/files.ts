import 'server-only';
import { randomUUID } from 'node:crypto';
import { sha256Hex } from '@/lib/server/sha256';
import { DOCUMENT_PDF_MAX_BYTES } from '@/lib/eifu/catalogue';
import { getStorage } from '@/lib/server/storage';
import { cleanFileName } from '@/lib/validations/file-name';
import { checkPdfStructure } from '../pdf-structure';

export type PdfCheck =
  { kind: 'none' } | { kind: 'pdf'; bytes: Uint8Array; name: string } | { kind: 'invalid'; message: string };

/** A form's PDF field: its size and its frame decide (../pdf-structure.ts), never the name or the browser's type. */
export async function checkPdfUpload(value: FormDataEntryValue | null): Promise<PdfCheck> {
  if (!value || typeof value === 'string' || value.size === 0) return { kind: 'none' };
  if (value.size > DOCUMENT_PDF_MAX_BYTES)
    return { kind: 'invalid', message: 'The file is larger than 5 MB; please choose a smaller PDF.' };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const structure = checkPdfStructure(bytes);
  if (!structure.ok) return { kind: 'invalid', message: structure.message };
  return { kind: 'pdf', bytes, name: cleanFileName(value.name) };
}

/** Stores a revision's PDF under a fresh key and answers the key, size and SHA-256 taken on the server. */
export async function storeRevisionPdf(bytes: Uint8Array) {
  const key = `documents/${randomUUID()}.pdf`;
  await getStorage().put(key, bytes, 'application/pdf');
  return { key, size: bytes.byteLength, sha256: sha256Hex(bytes) };
}

export type VerifiedFile =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: 'missing' | 'changed'; actual?: string };

/** Reads a stored revision file and checks it against the SHA-256 recorded at upload. */
export async function readVerified(key: string, expected: string): Promise<VerifiedFile> {
  const object = await getStorage().get(key);
  if (!object) return { ok: false, reason: 'missing' };
  const actual = sha256Hex(object.bytes);
  if (actual !== expected) return { ok: false, reason: 'changed', actual };
  return { ok: true, bytes: object.bytes };
}

/** A file name for the download that carries the document code and the revision, e.g. ifu-x-en_rev-C.pdf. */
export function downloadName(code: string, revision: string): string {
  return `${code}_rev-${revision.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`;
}
