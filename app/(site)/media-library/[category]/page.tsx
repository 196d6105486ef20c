import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MediaLibraryPage } from '@/components/media/MediaLibraryPage';
import { libraryMetadata, libraryPath, libraryTitle, productLibraryOf } from '@/lib/media/library-metadata';
import { staticParams } from '@/lib/route-params';

// Only the aortic and mitral libraries; other paths never reach here (the proxy sends them home).
export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('/media-library/[category]');
}

type Props = { params: Promise<{ category: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const library = productLibraryOf((await params).category);
  return library ? libraryMetadata(library) : {};
}

export default async function ProductLibraryRoute({ params }: Props) {
  const library = productLibraryOf((await params).category);
  if (!library) notFound();
  return <MediaLibraryPage title={libraryTitle(library)} path={libraryPath(library)} product={library.product} />;
}
