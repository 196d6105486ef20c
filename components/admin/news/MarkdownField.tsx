'use client';
import { useEffect, useState } from 'react';
import { Field } from '@/components/forms/Field';
import { adminClasses } from '../form/AdminField';
import { useAdminFormContext } from '../form/AdminForm';
import styles from './news-admin.module.scss';

/**
 * The body editor: a plain textarea with a live preview rendered on the server by the same Markdown pipeline
 * as the public page (marked + sanitize-html), shown as it will look. A textarea rather than a rich Markdown
 * editor component: it is keyboard- and screen-reader-complete as it is, works under the site's CSP without
 * inline scripts or styles, and adds no client bundle, while the preview shows exactly what visitors will get.
 */
export function MarkdownField({
  defaultValue,
  render,
}: {
  defaultValue: string;
  render: (body: string) => Promise<string>;
}) {
  const { errors } = useAdminFormContext().state;
  const [body, setBody] = useState(defaultValue);
  const [html, setHtml] = useState('');
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      render(body)
        .then((rendered) => live && setHtml(rendered))
        .catch(() => undefined);
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [body, render]);
  return (
    <div className={styles.editor}>
      <Field
        id="news-body"
        name="body"
        label="Text (Markdown)"
        hint="Paragraphs are separated by an empty line; “## ” starts a heading, “- ” a list item, **bold**, *italic*."
        hintFirst
        as="textarea"
        className={styles.textarea}
        rows={14}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        classes={adminClasses}
        reserveError
        error={errors?.body}
      />
      <section aria-labelledby="news-live-preview">
        <h2 id="news-live-preview">How the text will look</h2>
        {/* Rendered and sanitised on the server (lib/news/render.ts). */}
        <div className={styles.livePreview} dangerouslySetInnerHTML={{ __html: html }} />
      </section>
    </div>
  );
}
