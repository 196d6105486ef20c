import 'server-only';
import { randomUUID } from 'node:crypto';
import { UPLOAD_PREFIX, uploadedFileKey } from '@/lib/academy/protected-files';
import { getStorage } from '../storage';

/** Largest lecture video accepted, from ACADEMY_VIDEO_MAX_MB (default 200). */
export function videoMaxBytes(): number {
  const megabytes = Number(process.env.ACADEMY_VIDEO_MAX_MB);
  return (Number.isFinite(megabytes) && megabytes > 0 ? megabytes : 200) * 1024 * 1024;
}
export const CAPTIONS_MAX_BYTES = 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

/** An MP4 (ISO base media file) starts with a box whose type, at bytes 4 to 7, is `ftyp`. */
export function isMp4(bytes: Uint8Array): boolean {
  return bytes.length > 12 && String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp';
}

/** A WebVTT file starts with WEBVTT (after an optional byte order mark), then a space, tab or line end. */
export function isWebVtt(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 16)).replace(/^\uFEFF/, '');
  return /^WEBVTT(?:[ \t\r\n]|$)/.test(head);
}

/**
 * Stores a learner-only file, from the temporary file its upload was streamed to, and returns its site address
 * (served by the session-checked academy routes).
 */
export async function storeAcademyFile(kind: 'video' | 'attachment', path: string): Promise<string> {
  const address =
    kind === 'video'
      ? `/videos/academy/${UPLOAD_PREFIX}${randomUUID()}.mp4`
      : `/documents/academy/${UPLOAD_PREFIX}${randomUUID()}.pdf`;
  await getStorage().putFile(uploadedFileKey(address)!, path, kind === 'video' ? 'video/mp4' : 'application/pdf');
  return address;
}

/** Captions sit beside their video under the same name (the player looks for `<video>.vtt`). */
export function captionsAddress(videoLink: string): string | undefined {
  return uploadedFileKey(videoLink) ? videoLink.replace(/\.mp4$/, '.vtt') : undefined;
}

export async function storeCaptions(videoLink: string, path: string): Promise<boolean> {
  const address = captionsAddress(videoLink);
  if (!address) return false;
  await getStorage().putFile(uploadedFileKey(address)!, path, 'text/vtt');
  return true;
}

/** Removes uploaded files (videos with their captions, PDFs) nothing points at any more; repository files stay. */
export async function discardUploads(addresses: readonly string[]): Promise<void> {
  for (const address of addresses) {
    if (address.endsWith('.mp4')) await discardUploadedVideo(address);
    else {
      const key = uploadedFileKey(address);
      if (key) await getStorage().delete(key);
    }
  }
}

/** Removes an uploaded video and its captions once nothing points at them; files of the repository stay. */
export async function discardUploadedVideo(videoLink: string): Promise<void> {
  const key = uploadedFileKey(videoLink);
  if (!key) return;
  await getStorage().delete(key);
  await getStorage().delete(key.replace(/\.mp4$/, '.vtt'));
}
