import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MediaLibraryPage } from '@/components/media/MediaLibraryPage';
import { filtersToSearch, parseFilters } from '@/lib/media/filters';
import { libraryMetadata, libraryPath, libraryTitle, productLibraryOf } from '@/lib/media/library-metadata';

type Props = {
  params: Promise<{ library?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The library the rewritten address named: the whole library, or one product's; anything else is not a page. */
async function libraryOf(params: Props['params']) {
  const { library = [] } = await params;
  if (library.length === 0) return { found: true, library: undefined } as const;
  const product = library.length === 1 ? productLibraryOf(library[0]!) : undefined;
  return product ? ({ found: true, library: product } as const) : ({ found: false } as const);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { found, library } = await libraryOf(params);
  return found ? libraryMetadata(library) : {};
}

/**
 * A filtered media library (`/media-library?topic=webinar`, rewritten here by the request gate,
 * lib/media/filter-query.ts), rendered per request: a shared link or the filter form sent before the scripts have
 * run shows the filtered videos. Unknown facets and values are ignored, as in the browser.
 */
export default async function FilteredLibraryRoute({ params, searchParams }: Props) {
  const { found, library } = await libraryOf(params);
  if (!found) notFound();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams))
    for (const entry of [value ?? []].flat()) query.append(key, entry);
  return (
    <MediaLibraryPage
      title={libraryTitle(library)}
      path={libraryPath(library)}
      product={library?.product}
      filterSearch={filtersToSearch(parseFilters(query.toString()))}
    />
  );
}
