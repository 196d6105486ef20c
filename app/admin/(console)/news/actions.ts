'use server';
import type { AdminFormState } from '@/lib/forms/action-state';
import { actionForm } from '@/lib/server/action-form';
import { randomUUID } from 'node:crypto';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/server/db';
import { checkImageUpload } from '@/lib/server/storage/image';
import {
  createNews,
  deleteNews,
  getNewsForStaff,
  NewsChangeError,
  publishNews,
  restoreNews,
  unpublishNews,
  updateNews,
  type NewsRecord,
} from '@/lib/server/news/admin';
import { revalidateNewsPages } from '@/lib/server/news/revalidate';
import { renderNewsBody } from '@/lib/news/render';
import { auditActor, requireStaff } from '@/lib/server/staff/guard';
import { getStorage } from '@/lib/server/storage';
import { newsFormSchema } from '@/lib/validations/news';
import { sentValues } from '@/lib/server/staff/form-values';

const LIST_PATH = '/admin/news';
const idOf = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
const invalid = (fields: Record<string, string>, values: Record<string, string>): AdminFormState => ({
  message: `Nothing was saved. Please correct the ${Object.keys(fields).length === 1 ? 'field' : 'fields'} marked above.`,
  errors: fields,
  values,
});

/** Create (no id) or edit (id): validates everything, stores the picture, then the record, or nothing at all. */
export async function saveNewsAction(_previous: AdminFormState, form: FormData): Promise<AdminFormState> {
  form = actionForm(_previous, form);
  const staff = await requireStaff('news.write', LIST_PATH);
  const id = idOf(form.get('id'));
  const text = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : undefined);
  const parsed = newsFormSchema.safeParse({
    title: text('title'),
    slug: text('slug'),
    news_type: text('news_type'),
    date: text('date'),
    description: text('description'),
    body: text('body'),
    image_alt: text('image_alt'),
    remove_image: form.get('remove_image') === 'on',
  });
  const fields: Record<string, string> = {};
  const image = form.get('image');
  const values = {
    ...sentValues(form, ['id']),
    ...(image instanceof File && image.size > 0 ? { image: image.name.slice(0, 200) } : {}),
  };
  if (!parsed.success) for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;

  const db = await getDb();
  const current = id === undefined ? undefined : await getNewsForStaff(db, id);
  if (id !== undefined && !current) return { message: 'That item no longer exists.' };
  const picture = await checkImageUpload(image);
  if (picture.kind === 'invalid') fields.image = picture.message;
  const removing = parsed.success && parsed.data.remove_image;
  const willHaveImage = picture.kind === 'image' || (Boolean(current?.image_key) && !removing);
  if (willHaveImage && !(parsed.success && parsed.data.image_alt))
    fields.image_alt ??= 'Describe the image for people who cannot see it (alternative text).';
  if (!parsed.success || Object.keys(fields).length > 0) return invalid(fields, values);

  const input = parsed.data;
  const storage = getStorage();
  const key = picture.kind === 'image' ? `news/${randomUUID()}.${picture.type.extension}` : undefined;
  if (key && picture.kind === 'image') await storage.put(key, picture.bytes, picture.type.contentType);
  const imageChange = { key: key ?? (removing ? null : undefined), alt: input.image_alt };
  let saved: NewsRecord;
  try {
    if (current) {
      const { before, after } = await updateNews(db, auditActor(staff), current.id, input, imageChange);
      saved = after;
      if (before.status === 'published') revalidateNewsPages();
      if (before.image_key && before.image_key !== after.image_key) await storage.delete(before.image_key);
    } else {
      saved = await createNews(db, auditActor(staff), input, imageChange);
    }
  } catch (error) {
    if (key) await storage.delete(key);
    if (error instanceof NewsChangeError)
      return error.field ? invalid({ [error.field]: error.message }, values) : { message: error.message, values };
    throw error;
  }
  redirect(`${LIST_PATH}/${saved.id}?notice=${current ? 'saved' : 'created'}`);
}

type StatusChange = typeof publishNews;
const notices = { publish: 'published', unpublish: 'unpublished', delete: 'deleted', restore: 'restored' } as const;
const changes: Record<keyof typeof notices, StatusChange> = {
  publish: publishNews,
  unpublish: unpublishNews,
  delete: deleteNews,
  restore: restoreNews,
};

/** Publish, unpublish, delete, restore: a plain form per button, answered by coming back with a notice. */
export async function changeNewsStatusAction(form: FormData): Promise<void> {
  form = actionForm(form);
  const staff = await requireStaff('news.write', LIST_PATH);
  const id = idOf(form.get('id'));
  const change = form.get('change');
  if (id === undefined || typeof change !== 'string' || !Object.hasOwn(changes, change))
    redirect(`${LIST_PATH}?error=unknown`);
  const kind = change as keyof typeof notices;
  try {
    await changes[kind](await getDb(), auditActor(staff), id);
    // Whatever the change, the public pages that could show the item are regenerated on their next request.
    revalidateNewsPages();
  } catch (error) {
    if (error instanceof NewsChangeError)
      redirect(/Restore/.test(error.message) ? `${LIST_PATH}/${id}?error=deleted` : `${LIST_PATH}?error=unknown`);
    throw error;
  }
  redirect(kind === 'delete' ? `${LIST_PATH}?notice=deleted` : `${LIST_PATH}/${id}?notice=${notices[kind]}`);
}

/** The editor's live preview: the body rendered by the same pipeline as the public page, on the server. */
export async function previewMarkdownAction(body: string): Promise<string> {
  await requireStaff('news.write', LIST_PATH);
  return renderNewsBody(typeof body === 'string' ? body.slice(0, 50_000) : '', 'markdown');
}
