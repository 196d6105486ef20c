'use client';
import { useState } from 'react';
import { NEWS_IMAGE_MAX_BYTES, slugFromTitle } from '@/lib/validations/news';
import adminStyles from '../admin.module.scss';
import { FormMessage } from '../FormMessage';
import { useAdminForm } from '../useAdminForm';
import { MarkdownField } from './MarkdownField';
import styles from './news-admin.module.scss';

type State = { error?: string; fields?: Record<string, string>; values?: Record<string, string> };

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
  save: (state: State, form: FormData) => Promise<State>;
  render: (body: string) => Promise<string>;
}) {
  const { state, formAction, pending, onSubmit, formRef, messageRef, value } = useAdminForm<State>(save, {});
  const [title, setTitle] = useState(values.title);
  const [tooLarge, setTooLarge] = useState(false);
  // A file stays chosen when the script sent the form; a page rendered anew (no JavaScript) cannot keep it.
  const [chosen, setChosen] = useState(false);
  const lostPicture = state.values?.image && !chosen ? state.values.image : undefined;
  const fieldError = (name: string) =>
    name === 'image' && tooLarge ? 'The image is larger than 2 MB; please choose a smaller one.' : state.fields?.[name];
  const describedBy = (name: string, hint = false) =>
    [hint ? `news-${name}-hint` : '', fieldError(name) ? `news-${name}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const error = (name: string) => (
    <p id={`news-${name}-error`} className={`${adminStyles.message} ${adminStyles.error}`}>
      {fieldError(name)}
    </p>
  );
  return (
    <form
      className={adminStyles.form}
      ref={formRef}
      action={formAction}
      // A file over the limit is named here before the upload; the server checks again anyway.
      onSubmit={(event) => (tooLarge ? event.preventDefault() : onSubmit(event))}
      noValidate
      aria-label={values.id ? 'Edit the item' : 'New item'}
    >
      {values.id && <input type="hidden" name="id" value={values.id} />}
      <div className={adminStyles.fieldGrid}>
        <div className={adminStyles.field}>
          <label htmlFor="news-title">Title</label>
          <input
            id="news-title"
            name="title"
            defaultValue={value('title', values.title)}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={Boolean(fieldError('title'))}
            aria-describedby={describedBy('title')}
          />
          {error('title')}
        </div>
        <div className={adminStyles.field}>
          <label htmlFor="news-slug">Address (slug)</label>
          <input
            id="news-slug"
            name="slug"
            defaultValue={value('slug', values.slug)}
            autoComplete="off"
            aria-invalid={Boolean(fieldError('slug'))}
            aria-describedby={describedBy('slug', true)}
          />
          <p id="news-slug-hint" className={adminStyles.hint}>
            Leave empty to use {slugFromTitle(title) ? <code>{slugFromTitle(title)}</code> : 'one made from the title'}.
          </p>
          {error('slug')}
        </div>
        <div className={adminStyles.field}>
          <label htmlFor="news-type">Type</label>
          <select id="news-type" name="news_type" defaultValue={value('news_type', values.news_type)}>
            <option value="news">News</option>
            <option value="press">Press release</option>
          </select>
          {error('news_type')}
        </div>
        <div className={adminStyles.field}>
          <label htmlFor="news-date">Date</label>
          <input
            id="news-date"
            name="date"
            type="date"
            defaultValue={value('date', values.date)}
            aria-invalid={Boolean(fieldError('date'))}
            aria-describedby={describedBy('date')}
          />
          {error('date')}
        </div>
      </div>
      <div className={adminStyles.field}>
        <label htmlFor="news-description">Summary</label>
        <input
          id="news-description"
          name="description"
          defaultValue={value('description', values.description)}
          aria-invalid={Boolean(fieldError('description'))}
          aria-describedby={describedBy('description', true)}
        />
        <p id="news-description-hint" className={adminStyles.hint}>
          One or two sentences, shown in lists and under the title.
        </p>
        {error('description')}
      </div>
      <MarkdownField defaultValue={value('body', values.body)} error={fieldError('body')} render={render} />
      <fieldset className={adminStyles.card}>
        <legend>Picture</legend>
        {values.imageSrc && (
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.thumb} src={values.imageSrc} alt={values.image_alt} />
        )}
        <div className={adminStyles.fieldGrid}>
          <div className={adminStyles.field}>
            <label htmlFor="news-image">{values.imageSrc ? 'Replace the picture' : 'Picture'}</label>
            <input
              id="news-image"
              name="image"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => {
                setChosen(Boolean(event.target.files?.length));
                setTooLarge((event.target.files?.[0]?.size ?? 0) > NEWS_IMAGE_MAX_BYTES);
              }}
              aria-invalid={Boolean(fieldError('image'))}
              aria-describedby={describedBy('image', true)}
            />
            <p id="news-image-hint" className={adminStyles.hint}>
              JPEG, PNG or WebP, up to 2 MB. Optional.
              {lostPicture && (
                <strong>
                  {' '}
                  You had chosen {lostPicture}: nothing was saved, and a browser cannot keep a chosen file, so please
                  choose it again.
                </strong>
              )}
            </p>
            {error('image')}
          </div>
          <div className={adminStyles.field}>
            <label htmlFor="news-image-alt">Picture description (alternative text)</label>
            <input
              id="news-image-alt"
              name="image_alt"
              defaultValue={value('image_alt', values.image_alt)}
              aria-invalid={Boolean(fieldError('image_alt'))}
              aria-describedby={describedBy('image_alt', true)}
            />
            <p id="news-image_alt-hint" className={adminStyles.hint}>
              Required with a picture: what it shows, for people who cannot see it.
            </p>
            {error('image_alt')}
          </div>
        </div>
        {values.imageSrc && (
          <label className={styles.checkbox}>
            <input type="checkbox" name="remove_image" defaultChecked={state.values?.remove_image === 'on'} /> Remove
            the picture
          </label>
        )}
      </fieldset>
      <FormMessage
        ref={messageRef}
        error={tooLarge ? 'Nothing was saved. Please correct the field marked above.' : state.error}
      />
      <div>
        <button className={adminStyles.button} type="submit">
          {pending ? 'Saving…' : values.id ? 'Save changes' : 'Save as draft'}
        </button>
      </div>
    </form>
  );
}
