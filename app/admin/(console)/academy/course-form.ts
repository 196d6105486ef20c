import 'server-only';
import { randomUUID } from 'node:crypto';
import type { AdminFormState } from '@/lib/forms/action-state';
import { coursePictureKey } from '@/lib/academy/course-picture';
import type { CourseInput } from '@/lib/server/academy-admin/courses';
import { getStorage } from '@/lib/server/storage';
import { checkImageUpload } from '@/lib/server/storage/image';
import { COURSE_IMAGES, courseSchema, PICTURE_ALT_REQUIRED, UPLOADED_PICTURE } from '@/lib/validations/academy-admin';
import { sentValues } from '@/lib/server/staff/form-values';
import { refusal, text } from './form-state';

export type CourseFormReading =
  { ok: false; state: AdminFormState } | { ok: true; input: CourseInput; storedKey?: string };

/**
 * Reads the course form (create or edit): the fields, the picture select and an optional uploaded picture with
 * its alternative text. Everything is checked first; a new picture is stored only when the whole form is valid,
 * and its key is answered so the caller removes it again if the save then fails.
 */
export async function readCourseForm(
  form: FormData,
  current?: { image_key: string | null },
): Promise<CourseFormReading> {
  const parsed = courseSchema.safeParse({
    title: text(form, 'title'),
    description: text(form, 'description'),
    category: text(form, 'category'),
    version: text(form, 'version'),
    imageUrl: text(form, 'imageUrl'),
    imageAlt: text(form, 'imageAlt'),
  });
  const fields: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
  const picture = await checkImageUpload(form.get('picture'));
  if (picture.kind === 'invalid') fields.picture = picture.message;
  // A new file wins over the select; "the uploaded picture" needs one, new or already stored.
  const keepsUpload = parsed.success && parsed.data.imageUrl === UPLOADED_PICTURE && picture.kind === 'none';
  if (keepsUpload && !current?.image_key)
    fields.imageUrl ??= 'This course has no uploaded picture yet: choose a file below, or one of the pictures.';
  const hasUpload = picture.kind === 'image' || keepsUpload;
  if (hasUpload && parsed.success && !parsed.data.imageAlt) fields.imageAlt ??= PICTURE_ALT_REQUIRED;
  if (!parsed.success || Object.keys(fields).length > 0)
    return { ok: false, state: { ...refusal(fields), values: sentValues(form, ['courseId']) } };

  const { imageUrl, imageAlt, ...rest } = parsed.data;
  const shipped = imageUrl === UPLOADED_PICTURE ? COURSE_IMAGES[0] : imageUrl;
  if (picture.kind === 'image') {
    const key = coursePictureKey(randomUUID(), picture.type.extension);
    await getStorage().put(key, picture.bytes, picture.type.contentType);
    return { ok: true, input: { ...rest, imageUrl: shipped, upload: { key, alt: imageAlt } }, storedKey: key };
  }
  if (keepsUpload && current?.image_key)
    return { ok: true, input: { ...rest, imageUrl: shipped, upload: { key: current.image_key, alt: imageAlt } } };
  return { ok: true, input: { ...rest, imageUrl: shipped } };
}

/** Removes a stored picture nothing points at (a refused save's new file, or a replaced one). */
export async function discardPicture(key: string | null | undefined): Promise<void> {
  if (key) await getStorage().delete(key);
}
