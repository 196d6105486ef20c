'use client';
import { useState } from 'react';
import type { AdminFormState } from '@/lib/forms/action-state';
import { NEWS_IMAGE_MAX_BYTES, slugFromTitle } from '@/lib/validations/news';
import adminStyles from '../admin.module.scss';
import { AdminField } from '../form/AdminField';
import { AdminForm } from '../form/AdminForm';
import { MarkdownField } from './MarkdownField';
import styles from './news-admin.module.scss';

export interface NewsFormValues {
  id?: number;
  title: string;
  slug: string;
  news_type: string;
  date: string;
  description: string;
  body: string;
  image_alt: string;
  imageSrc?: string;
}

/**
 * Create or edit one item. Everything is checked again by the server action, which answers per field; the
 * messages sit in space kept for them, so nothing moves under the pointer.
 */
export function NewsForm({
  values,
  save,
  render,
}: {
  values: NewsFormValues;
  save: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  render: (body: string) => Promise<string>;
}) {
  const [title, setTitle] = useState(values.title);
  const [tooLarge, setTooLarge] = useState(false);
  // A file stays chosen when the script sent the form; a page rendered anew (no JavaScript) cannot keep it.
  const [chosen, setChosen] = useState(false);
  const slug = slugFromTitle(title);
  return (
    <AdminForm
      action={save}
      prefix="news"
      label={values.id ? 'Edit the item' : 'New item'}
      submitLabel={values.id ? 'Save changes' : 'Save as draft'}
      // A file over the limit is named here before the upload; the server checks again anyway.
      check={() => (tooLarge ? 'Nothing was saved. Please correct the field marked above.' : undefined)}
    >
      {(state) => {
        const lostPicture = state.values?.image && !chosen ? String(state.values.image) : undefined;
        return (
          <>
            {values.id && <input type="hidden" name="id" value={values.id} />}
            <div className={adminStyles.fieldGrid}>
              <AdminField
                name="title"
                label="Title"
                defaultValue={values.title}
                onChange={(event) => setTitle(event.target.value)}
              />
              <AdminField
                name="slug"
                label="Address (slug)"
                defaultValue={values.slug}
                hint={<>Leave empty to use {slug ? <code>{slug}</code> : 'one made from the title'}.</>}
              />
              <AdminField
                name="news_type"
                label="Type"
                defaultValue={values.news_type}
                options={[
                  { value: 'news', label: 'News' },
                  { value: 'press', label: 'Press release' },
                ]}
              />
              <AdminField name="date" label="Date" type="date" defaultValue={values.date} />
            </div>
            <AdminField
              name="description"
              label="Summary"
              defaultValue={values.description}
              hint="One or two sentences, shown in lists and under the title."
            />
            <MarkdownField defaultValue={String(state.values?.body ?? values.body)} render={render} />
            <fieldset className={adminStyles.card}>
              <legend>Picture</legend>
              {values.imageSrc && (
                // eslint-disable-next-line @next/next/no-img-element
                <img className={styles.thumb} src={values.imageSrc} alt={values.image_alt} />
              )}
              <div className={adminStyles.fieldGrid}>
                <AdminField
                  name="image"
                  label={values.imageSrc ? 'Replace the picture' : 'Picture'}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  onChange={(event) => {
                    setChosen(Boolean(event.target.files?.length));
                    setTooLarge((event.target.files?.[0]?.size ?? 0) > NEWS_IMAGE_MAX_BYTES);
                  }}
                  error={tooLarge ? 'The image is larger than 2 MB; please choose a smaller one.' : undefined}
                  hint={
                    <>
                      JPEG, PNG or WebP, up to 2 MB. Optional.
                      {lostPicture && (
                        <strong>
                          {' '}
                          You had chosen {lostPicture}: nothing was saved, and a browser cannot keep a chosen file, so
                          please choose it again.
                        </strong>
                      )}
                    </>
                  }
                />
                <AdminField
                  name="image_alt"
                  label="Picture description (alternative text)"
                  defaultValue={values.image_alt}
                  hint="Required with a picture: what it shows, for people who cannot see it."
                />
              </div>
              {values.imageSrc && <AdminField name="remove_image" type="checkbox" label="Remove the picture" />}
            </fieldset>
          </>
        );
      }}
    </AdminForm>
  );
}
