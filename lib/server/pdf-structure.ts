/**
 * Whether bytes are a PDF a reader can open, judged by its frame: the header, and at the end the `startxref`
 * offset and `%%EOF`, the offset pointing at a cross-reference table (`xref`) or stream (`N G obj`). Checking
 * "%PDF-" alone accepted a text file that began with it, which an approver was then asked to sign off.
 *
 * Written here rather than loading a PDF library on the server: only the first and last kilobytes are read, so the
 * cost is the same for any size, and no part of the file is interpreted (a full parser would run whatever the
 * upload contains). Files this accepts can still be damaged inside; the approver opens the draft before signing.
 */
export type PdfStructure = { ok: true; version: string } | { ok: false; message: string };

const HEAD = 1024;
const TAIL = 2048;

export function checkPdfStructure(bytes: Uint8Array): PdfStructure {
  const length = bytes.byteLength;
  const head = Buffer.from(bytes.subarray(0, Math.min(HEAD, length))).toString('latin1');
  const version = /^%PDF-(1\.[0-7]|2\.0)\b/.exec(head)?.[1];
  if (!version) return { ok: false, message: 'The file is not a PDF.' };
  const tailStart = Math.max(0, length - TAIL);
  const tail = Buffer.from(bytes.subarray(tailStart)).toString('latin1');
  // The last startxref of the file (an updated PDF has several) and the %%EOF after it.
  const matches = [...tail.matchAll(/startxref\s+(\d{1,12})\s+%%EOF/g)];
  const last = matches.at(-1);
  if (!last) return { ok: false, message: 'The file is not a complete PDF: its end is missing or damaged.' };
  const offset = Number(last[1]);
  if (!Number.isSafeInteger(offset) || offset <= 0 || offset >= length)
    return { ok: false, message: 'The file is not a complete PDF: it points outside itself.' };
  const at = Buffer.from(bytes.subarray(offset, Math.min(length, offset + 64))).toString('latin1');
  if (!/^(?:xref\b|\d+\s+\d+\s+obj\b)/.test(at))
    return { ok: false, message: 'The file is not a complete PDF: its table of contents is missing or damaged.' };
  return { ok: true, version };
}
