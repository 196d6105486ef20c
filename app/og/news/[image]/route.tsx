import { ImageResponse } from 'next/og';
import { OgCard } from '@/components/seo/OgCard';
import { BRAND_COLOR } from '@/lib/seo/og-cards';
import { OG_IMAGE_SIZE, newsIdOfImage } from '@/lib/seo/og-image';
import { allNews } from '@/lib/news/load';

// The picture of a published news item or press release, with its title. Drawn at build for the items
// published then, for later ones on first request; regenerated like the news pages (lib/server/news/revalidate.ts).
export const revalidate = 300;

export async function generateStaticParams() {
  return (await allNews()).map((item) => ({ image: `${item.id}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const id = newsIdOfImage((await params).image);
  const item = id === undefined ? undefined : (await allNews()).find((candidate) => candidate.id === id);
  if (!item) return new Response('Not found', { status: 404 });
  const eyebrow = item.news_type === 'press' ? 'Press release' : 'News';
  return new ImageResponse(<OgCard eyebrow={eyebrow} title={item.title} color={BRAND_COLOR} />, OG_IMAGE_SIZE);
}
