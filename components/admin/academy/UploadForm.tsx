'use client';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import styles from '../admin.module.scss';
import { FormMessage } from '../FormMessage';
import { PostForm } from '@/components/forms/PostForm';

/**
 * Uploads one file to the lecture's file endpoint and refreshes the page. A route handler (not a server action)
 * takes the bytes, because videos exceed a server action's body limit; plain fetch because the body is multipart
 * and the answer is read whatever its status.
 */
export function UploadForm({
  endpoint,
  courseId,
  label,
  accept,
  hint,
  withName,
  submitLabel,
}: {
  endpoint: string;
  courseId: number;
  label: string;
  accept: string;
  hint: string;
  withName?: boolean;
  submitLabel: string;
}) {
  const router = useRouter();
  const id = useId();
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    data.set('courseId', String(courseId));
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) return setMessage({ error: 'Choose a file to upload first.' });
    if (withName && !String(data.get('name') ?? '').trim())
      return setMessage({ error: 'Enter the name learners will see first.' });
    setPending(true);
    setMessage({});
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        body: data,
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      const answer = (await response.json().catch(() => ({}))) as { success?: boolean; description?: string };
      if (response.ok && answer.success) {
        setMessage({ success: answer.description ?? 'Uploaded.' });
        form.reset();
        router.refresh();
      } else {
        setMessage({ error: answer.description ?? 'The upload failed. Please try again.' });
      }
    } catch {
      setMessage({ error: 'The upload could not reach the server. Check the connection and try again.' });
    } finally {
      setPending(false);
    }
  }

  return (
    <PostForm className={styles.form} onSubmit={submit}>
      <div className={styles.fieldGrid}>
        {withName && (
          <div className={styles.field}>
            <label htmlFor={`${id}-name`}>Name learners will see</label>
            <input id={`${id}-name`} name="name" autoComplete="off" />
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={`${id}-file`}>{label}</label>
          <input id={`${id}-file`} name="file" type="file" accept={accept} aria-describedby={`${id}-hint`} />
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        </div>
      </div>
      <FormMessage error={message.error} success={message.success} />
      <div>
        <button className={styles.button} type="submit">
          {pending ? 'Uploading…' : submitLabel}
        </button>
      </div>
    </PostForm>
  );
}
