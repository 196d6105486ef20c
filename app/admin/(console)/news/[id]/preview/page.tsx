import type { Metadata } from 'next';
import { NotFoundPanel } from '@/components/admin/StatusPages';
import Link from 'next/link';
import { setRequestLocale } from 'next-intl/server';
import newsStyles from '@/components/admin/news/news-admin.module.scss';
import { NewsArticle } from '@/components/news/NewsArticle';
import { defaultLocale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db';
import { getNewsForStaff } from '@/lib/server/news/admin';
import { toPublicItem } from '@/lib/server/repositories/news';
import { requireStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/** The item as the public page will render it, draft or not; only in the back office, never indexed. */
export default async function NewsPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireStaff('news.write', `/admin/news/${id}/preview`);
  const row = /^[1-9]\d{0,9}$/.test(id) ? await getNewsForStaff(await getDb(), Number(id)) : undefined;
  if (!row || row.deleted_at) return <NotFoundPanel back="/admin/news" backLabel="Back to News and press" />;
  setRequestLocale(defaultLocale);
  const item = toPublicItem(row);
  const preview = { ...item, image: item.image ? { ...item.image, src: `/api/admin/news/image/${row.id}` } : null };
  return (
    <>
      <p className={newsStyles.previewBanner}>
        Preview of the {row.status === 'published' ? 'published item' : 'draft'}, as visitors{' '}
        {row.status === 'published' ? 'see' : 'would see'} it.{' '}
        <Link href={`/admin/news/${row.id}`} prefetch={false}>
          Back to editing
        </Link>
      </p>
      <NewsArticle item={preview} related={[]} />
    </>
  );
}
