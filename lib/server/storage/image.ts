import 'server-only';
import { IMAGE_UPLOAD_MAX_BYTES } from '@/lib/validations/image-upload';

/** The pictures staff may upload (news items, courses): JPEG, PNG or WebP, recognised by their first bytes. */
export type UploadedImageType = {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'jpg' | 'png' | 'webp';
};

/**
 * What an upload really is, read from its first bytes (the name and the browser's type are the sender's word).
 * Three signatures are all the forms accept, so a dependency for file sniffing would add more than it saves.
 */
export function sniffImage(bytes: Uint8Array): UploadedImageType | undefined {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', extension: 'png' };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
    return { contentType: 'image/webp', extension: 'webp' };
  return undefined;
}

export type ImageCheck =
  | { kind: 'none' }
  | { kind: 'image'; bytes: Uint8Array; type: UploadedImageType }
  | { kind: 'invalid'; message: string };

/** Checks a form's file field: empty means no new image; otherwise size and content decide. */
export async function checkImageUpload(value: FormDataEntryValue | null): Promise<ImageCheck> {
  if (!value || typeof value === 'string' || value.size === 0) return { kind: 'none' };
  if (value.size > IMAGE_UPLOAD_MAX_BYTES)
    return { kind: 'invalid', message: 'The image is larger than 2 MB; please choose a smaller one.' };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) return { kind: 'invalid', message: 'The file is not a JPEG, PNG or WebP image.' };
  return { kind: 'image', bytes, type };
}
