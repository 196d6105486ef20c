import { facetNames, mediaFacets, type FacetName } from '@/lib/content/media/facets';
import type { MediaVideo } from '@/lib/content/media/types';

/** The media library's filter state: the selected values of each facet (OR within a facet, AND across facets). */
export type MediaFilters = Record<FacetName, string[]>;

export const noFilters = (): MediaFilters =>
  Object.fromEntries(facetNames.map((name) => [name, []])) as unknown as MediaFilters;

const isValue = (facet: FacetName, value: string) => Object.hasOwn(mediaFacets[facet].values, value);

/**
 * Reads the filters from a URL query (`?topic=webinar,surgical_procedure&device=haart`). Unknown facets and
 * values are ignored, so a hand-edited or outdated link still opens the library.
 */
export function parseFilters(search: string): MediaFilters {
  const params = new URLSearchParams(search);
  const filters = noFilters();
  for (const facet of facetNames) {
    const values = params.getAll(facet).flatMap((entry) => entry.split(','));
    filters[facet] = [...new Set(values.filter((value) => isValue(facet, value)))];
  }
  return filters;
}

/** The query string of a filter state, in facet order, '' when nothing is selected. */
export function filtersToSearch(filters: MediaFilters): string {
  const params = new URLSearchParams();
  for (const facet of facetNames) if (filters[facet].length > 0) params.set(facet, filters[facet].join(','));
  const search = params.toString().replaceAll('%2C', ',');
  return search ? `?${search}` : '';
}

export const hasFilters = (filters: MediaFilters) => facetNames.some((facet) => filters[facet].length > 0);

export function toggleValue(filters: MediaFilters, facet: FacetName, value: string): MediaFilters {
  const selected = filters[facet];
  return {
    ...filters,
    [facet]: selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
  };
}

type Faceted = Pick<MediaVideo, 'facets'>;

function matchesExcept<T extends Faceted>(video: T, filters: MediaFilters, skip?: FacetName): boolean {
  return facetNames.every(
    (facet) =>
      facet === skip ||
      filters[facet].length === 0 ||
      filters[facet].some((value) => (video.facets[facet] as string[]).includes(value)),
  );
}

export const matchesFilters = <T extends Faceted>(video: T, filters: MediaFilters) =>
  matchesExcept(video, filters, undefined);

/**
 * How many videos each value would show: the count of a value respects the other facets' selections but not its
 * own facet's, so ticking another value of the same facet adds exactly that many.
 */
export function facetCounts<T extends Faceted>(
  videos: readonly T[],
  filters: MediaFilters,
): Record<FacetName, Record<string, number>> {
  const counts = Object.fromEntries(facetNames.map((facet) => [facet, {} as Record<string, number>])) as Record<
    FacetName,
    Record<string, number>
  >;
  for (const facet of facetNames) {
    for (const value of Object.keys(mediaFacets[facet].values)) counts[facet][value] = 0;
    for (const video of videos) {
      if (!matchesExcept(video, filters, facet)) continue;
      for (const value of video.facets[facet] as string[]) counts[facet][value] = (counts[facet][value] ?? 0) + 1;
    }
  }
  return counts;
}
