import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { homeNotFound } from '@/lib/not-found';
import { setRequestLocale } from 'next-intl/server';
import { NewsArticle, relatedTo } from '@/components/news/NewsArticle';
import { allNews } from '@/lib/news/load';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { articleMeta } from '@/lib/news/article-meta';
import { staticParams } from '@/lib/route-params';

export const revalidate = 300;
export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('/press-release/[slug]');
}

type Props = { params: Promise<{ slug: string }> };

async function find(slug: string) {
  return (await allNews()).find((item) => item.slug === slug && item.news_type === 'press');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const item = await find(slug);
  return item
    ? pageMetadata({
        path: `/press-release/${slug}`,
        title: item.title,
        description: item.description,
        ...articleMeta(item),
      })
    : {};
}

export default async function PressReleasePage({ params }: Props) {
  setRequestLocale(defaultLocale);
  const item = await find((await params).slug);
  if (!item) redirect(homeNotFound());
  return <NewsArticle item={item} related={relatedTo(item, await allNews())} />;
}
