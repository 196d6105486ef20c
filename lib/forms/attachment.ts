import type { LeadFormAttachment } from './definition';

export const ATTACHMENT_REQUIRED = 'Please attach your application as a PDF file.';
export const ATTACHMENT_NOT_PDF = 'The attachment must be a PDF document.';
export const attachmentTooLarge = (maxBytes: number) =>
  `The attachment must be at most ${Math.round(maxBytes / (1024 * 1024))} MB.`;

/**
 * The form's own check of the chosen file, before it is sent: by name and size, which is all a browser can tell
 * cheaply. The server checks the bytes (the PDF signature) and its own limit.
 */
export function attachmentError(
  file: unknown,
  attachment: LeadFormAttachment,
  maxBytes = attachment.formMaxBytes,
): string | undefined {
  // Duck-typed, not `instanceof File`: a file from another realm (a test's DOM, a polyfill) is still a file.
  if (!isFile(file) || file.size === 0) return ATTACHMENT_REQUIRED;
  if (!/\.pdf$/i.test(file.name)) return ATTACHMENT_NOT_PDF;
  if (file.size > maxBytes) return attachmentTooLarge(maxBytes);
  return undefined;
}

export const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && typeof (value as File).size === 'number' && 'name' in value;
