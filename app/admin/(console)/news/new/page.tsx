import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { NewsForm } from '@/components/admin/news/NewsForm';
import { requireStaff } from '@/lib/server/staff/guard';
import { previewMarkdownAction, saveNewsAction } from '../actions';

export const metadata: Metadata = { title: 'New news item' };

export default async function NewNewsPage() {
  await requireStaff('news.write', '/admin/news/new');
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className={styles.page}>
      <p>
        <Link href="/admin/news" prefetch={false}>
          Back to the list
        </Link>
      </p>
      <h1 className={styles.title}>New news item or press release</h1>
      <p className={styles.lead}>
        It is saved as a draft: nobody outside the back office sees it until you publish it.
      </p>
      <NewsForm
        values={{ title: '', slug: '', news_type: 'news', date: today, description: '', body: '', image_alt: '' }}
        save={saveNewsAction}
        render={previewMarkdownAction}
      />
    </div>
  );
}
