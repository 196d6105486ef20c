import Link from 'next/link';
import { newsItemPath } from '@/lib/news/paths';
import type { NewsRecord } from '@/lib/server/news/admin';
import styles from '../admin.module.scss';

type FormAction = (form: FormData) => Promise<void>;

/** Where the item stands and what can be done to it; plain forms posting to one server action. */
export function NewsStatusPanel({ item, change }: { item: NewsRecord; change: FormAction }) {
  const status = item.deleted_at ? 'Deleted' : item.status === 'published' ? 'Published' : 'Draft';
  const button = (kind: string, label: string, style = styles.secondary) => (
    <form action={change}>
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="change" value={kind} />
      <button className={style} type="submit">
        {label}
      </button>
    </form>
  );
  return (
    <section className={styles.card} aria-labelledby="news-status-heading">
      <h2 id="news-status-heading">Status: {status}</h2>
      <dl className={styles.meta}>
        <dt>Type</dt>
        <dd>{item.news_type === 'press' ? 'Press release' : 'News'}</dd>
        <dt>Public address</dt>
        <dd>
          {item.status === 'published' && !item.deleted_at ? (
            <Link href={newsItemPath(item)} prefetch={false}>
              {newsItemPath(item)}
            </Link>
          ) : (
            `${newsItemPath(item)} (not public)`
          )}
        </dd>
        {item.body_format === 'html' && (
          <>
            <dt>Text format</dt>
            <dd>HTML from the first import; saving the form stores the text as Markdown.</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        {!item.deleted_at && (
          <Link className={styles.secondary} href={`/admin/news/${item.id}/preview`} prefetch={false}>
            Preview
          </Link>
        )}
        {!item.deleted_at &&
          (item.status === 'published'
            ? button('unpublish', 'Unpublish')
            : button('publish', 'Publish', styles.button))}
        {item.deleted_at ? button('restore', 'Restore') : button('delete', 'Delete', styles.danger)}
      </div>
    </section>
  );
}
