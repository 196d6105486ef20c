import { ImageResponse } from 'next/og';
import { OgCard } from '@/components/seo/OgCard';
import { pageCards } from '@/lib/seo/og-cards';
import { OG_IMAGE_SIZE, pageImageFile, pathOfPageImage } from '@/lib/seo/og-image';

// Drawn once per page at build; nothing else exists under this address.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...pageCards().keys()].map((path) => ({ path: pageImageFile(path).slice('/og/pages/'.length).split('/') }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const path = pathOfPageImage((await params).path);
  const card = path ? pageCards().get(path) : undefined;
  if (!card) return new Response('Not found', { status: 404 });
  return new ImageResponse(<OgCard {...card} />, OG_IMAGE_SIZE);
}
