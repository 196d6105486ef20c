import { facetNames, mediaFacets, type FacetName, type MediaFilters } from './filter-query';

export {
  filtersFromSegment,
  filtersToSearch,
  filtersToSegment,
  noFilters,
  parseFilters,
  type MediaFilters,
} from './filter-query';
import type { MediaVideo } from '@/lib/content/media/types';

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
