import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MediaLibraryPage } from '@/components/media/MediaLibraryPage';
import { pageMetadata } from '@/lib/metadata';
import { MEDIA_LIBRARY_PATH, productLibraries } from '@/lib/media/paths';
import { staticParams } from '@/lib/route-params';

// Only the aortic and mitral libraries; other paths never reach here (the proxy sends them home).
export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('/media-library/[category]');
}

type Props = { params: Promise<{ category: string }> };

const libraryOf = (slug: string) => productLibraries.find((library) => library.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const library = libraryOf((await params).category);
  if (!library) return {};
  return pageMetadata({
    path: `${MEDIA_LIBRARY_PATH}/${library.slug}`,
    title: `${library.title} videos`,
    description: `The media library narrowed to ${library.title.toLowerCase()}: animated outlines of procedures, devices and webinars.`,
  });
}

export default async function ProductLibraryRoute({ params }: Props) {
  const library = libraryOf((await params).category);
  if (!library) notFound();
  return (
    <MediaLibraryPage
      title={`${library.title} videos`}
      path={`${MEDIA_LIBRARY_PATH}/${library.slug}`}
      product={library.product}
    />
  );
}
