import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MediaLibraryPage } from '@/components/media/MediaLibraryPage';
import { WHOLE_LIBRARY } from '@/lib/media/filter-query';
import { filtersFromSegment, filtersToSearch } from '@/lib/media/filters';
import { libraryMetadata, libraryPath, libraryTitle, productLibraryOf } from '@/lib/media/library-metadata';

type Props = { params: Promise<{ library: string; filters: string }> };

/**
 * A filtered media library (`/media-library?topic=webinar`), rewritten here by the request gate with its filters
 * normalised into a path segment (lib/media/filter-query.ts): a shared link or the filter form sent before the
 * scripts have run shows the filtered videos. Nothing here is personal, so each selection is rendered on its first
 * request and then served from the cache like the static pages (ISR: `s-maxage` for proxies, the site's HTML
 * cache), one entry per selection whatever the order of its query. There are too many selections to build them all.
 */
export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<{ library: string; filters: string }[]> => [];

/** The library and filters the rewritten address named; anything else is not a page. */
async function viewOf(params: Props['params']) {
  const { library, filters: segment } = await params;
  const product = library === WHOLE_LIBRARY ? undefined : productLibraryOf(library);
  const filters = filtersFromSegment(segment);
  if ((library !== WHOLE_LIBRARY && !product) || !filters) return undefined;
  return { library: product, filters };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await viewOf(params);
  return view ? libraryMetadata(view.library) : {};
}

export default async function FilteredLibraryRoute({ params }: Props) {
  const view = await viewOf(params);
  if (!view) notFound();
  return (
    <MediaLibraryPage
      title={libraryTitle(view.library)}
      path={libraryPath(view.library)}
      product={view.library?.product}
      filterSearch={filtersToSearch(view.filters)}
    />
  );
}
