import type { Metadata } from 'next';
import { NotFoundPanel } from '@/components/admin/StatusPages';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { FormMessage } from '@/components/admin/FormMessage';
import { NewsForm } from '@/components/admin/news/NewsForm';
import { NewsStatusPanel } from '@/components/admin/news/NewsStatusPanel';
import { getDb } from '@/lib/server/db';
import { getNewsForStaff } from '@/lib/server/news/admin';
import { requireStaff } from '@/lib/server/staff/guard';
import { changeNewsStatusAction, previewMarkdownAction, saveNewsAction } from '../actions';

export const metadata: Metadata = { title: 'Edit news item' };

const notices: Record<string, string> = {
  created: 'Saved as a draft. Preview it, then publish it when it is ready.',
  saved: 'Your changes were saved.',
  published: 'Published: the news page, this item’s page, the sitemap and the search show it from the next visit.',
  unpublished: 'Unpublished: the item is a draft again and no longer on the site.',
  restored: 'Restored as a draft.',
};
const errors: Record<string, string> = { deleted: 'This item is deleted; restore it first.' };

export default async function EditNewsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ notice?: string; error?: string }>;
}) {
  const { id } = await params;
  await requireStaff('news.write', `/admin/news/${id}`);
  const item = /^[1-9]\d{0,9}$/.test(id) ? await getNewsForStaff(await getDb(), Number(id)) : undefined;
  if (!item) return <NotFoundPanel back="/admin/news" backLabel="Back to News and press" />;
  const { notice, error } = await searchParams;
  return (
    <div className={styles.page}>
      <p>
        <Link href="/admin/news" prefetch={false}>
          Back to the list
        </Link>
      </p>
      <h1 className={styles.title}>{item.title}</h1>
      <FormMessage error={error ? errors[error] : undefined} success={notice ? notices[notice] : undefined} />
      <NewsStatusPanel item={item} change={changeNewsStatusAction} />
      {item.deleted_at ? (
        <p>Restore the item to edit it.</p>
      ) : (
        <NewsForm
          values={{
            id: item.id,
            title: item.title,
            slug: item.slug,
            news_type: item.news_type,
            date: item.date,
            description: item.description,
            body: item.body,
            image_alt: item.image_alt ?? '',
            imageSrc: item.image_key ? `/api/admin/news/image/${item.id}` : undefined,
          }}
          save={saveNewsAction}
          render={previewMarkdownAction}
        />
      )}
    </div>
  );
}
