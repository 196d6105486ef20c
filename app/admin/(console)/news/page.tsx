import { plural } from '@/lib/admin/plural';
import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { FormMessage } from '@/components/admin/FormMessage';
import { NewsTable } from '@/components/admin/news/NewsTable';
import { getDb } from '@/lib/server/db';
import { listNewsForStaff, NEWS_PAGE_SIZE } from '@/lib/server/news/admin';
import { requireStaff } from '@/lib/server/staff/guard';
import { newsListQuerySchema } from '@/lib/validations/news';

export const metadata: Metadata = { title: 'News and press' };

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
const notices: Record<string, string> = {
  deleted: 'The item was deleted. It is no longer on the site; you can restore it from the “Deleted” filter.',
};
const errors: Record<string, string> = { unknown: 'That item no longer exists.' };

export default async function NewsListPage({ searchParams }: { searchParams: Promise<Search> }) {
  await requireStaff('news.write', '/admin/news');
  const search = await searchParams;
  const query = newsListQuerySchema.parse({
    q: one(search.q),
    type: one(search.type),
    status: one(search.status),
    sort: one(search.sort),
    dir: one(search.dir),
    page: one(search.page),
  });
  const { rows, total } = await listNewsForStaff(await getDb(), query);
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  const kept: Record<string, string> = Object.fromEntries(
    Object.entries({ q: query.q, type: query.type, status: query.status }).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    ),
  );
  const pageLink = (target: number) =>
    `/admin/news?${new URLSearchParams({ ...kept, sort: query.sort, dir: query.dir, page: String(target) }).toString()}`;
  const notice = one(search.notice);
  const error = one(search.error);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>News and press</h1>
      <FormMessage error={error ? errors[error] : undefined} success={notice ? notices[notice] : undefined} />
      <p>
        <Link className={styles.button} href="/admin/news/new" prefetch={false}>
          Write a news item or press release
        </Link>
      </p>
      <form className={`${styles.card} ${styles.form}`} method="get" action="/admin/news" aria-label="Filter news">
        <div className={styles.fieldGrid}>
          <div className={styles.field}>
            <label htmlFor="news-q">Title contains</label>
            <input id="news-q" name="q" type="search" defaultValue={query.q} autoComplete="off" />
          </div>
          <div className={styles.field}>
            <label htmlFor="news-type">Type</label>
            <select id="news-type" name="type" defaultValue={query.type ?? ''}>
              <option value="">News and press releases</option>
              <option value="news">News</option>
              <option value="press">Press releases</option>
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="news-status">Status</label>
            <select id="news-status" name="status" defaultValue={query.status ?? ''}>
              <option value="">Drafts and published</option>
              <option value="draft">Drafts</option>
              <option value="published">Published</option>
              <option value="deleted">Deleted</option>
            </select>
          </div>
        </div>
        <input type="hidden" name="sort" value={query.sort} />
        <input type="hidden" name="dir" value={query.dir} />
        <div className={styles.actions}>
          <button className={styles.button} type="submit">
            Show
          </button>
          <Link href="/admin/news" prefetch={false}>
            Clear filters
          </Link>
        </div>
      </form>
      <p role="status">
        {total === 0 ? 'No items match.' : `${plural(total, 'item')}, page ${Math.min(query.page, pages)} of ${pages}.`}
      </p>
      {rows.length > 0 && (
        <NewsTable
          rows={rows}
          query={kept}
          sort={query.sort === 'updated_at' ? 'updated_at' : query.sort}
          dir={query.dir}
        />
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label="News pages">
          {query.page > 1 ? (
            <Link href={pageLink(query.page - 1)} prefetch={false}>
              Previous page
            </Link>
          ) : (
            <span />
          )}
          {query.page < pages ? (
            <Link href={pageLink(query.page + 1)} prefetch={false}>
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
