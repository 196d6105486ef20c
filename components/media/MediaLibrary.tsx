'use client';

import { useRef, useState, useSyncExternalStore } from 'react';
import { facetNames, mediaFacets, type FacetName } from '@/lib/content/media/facets';
import {
  facetCounts,
  filtersToSearch,
  hasFilters,
  matchesFilters,
  noFilters,
  parseFilters,
  toggleValue,
  type MediaFilters,
} from '@/lib/media/filters';
import type { LibraryVideo } from '@/lib/media/library';
import { MediaCard } from './MediaCard';
import gridStyles from './MediaCardGrid.module.scss';
import styles from './MediaLibrary.module.scss';

const FILTERS_CHANGED = 'media-filters-changed';

// The filters live in the URL query: shared links reproduce the view and Back undoes a change.
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(FILTERS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(FILTERS_CHANGED, onChange);
  };
}
const readSearch = () => window.location.search;
// Prerendered and before hydration, the library shows every video.
const serverSearch = () => '';

function navigate(filters: MediaFilters) {
  window.history.pushState(null, '', `${window.location.pathname}${filtersToSearch(filters)}${window.location.hash}`);
  window.dispatchEvent(new Event(FILTERS_CHANGED));
}

/**
 * The media library grid with its facet filters: several values of a facet widen the result, facets narrow it,
 * each value shows how many videos it would give. `product` fixes the product facet (the pre-filtered libraries).
 */
export function MediaLibrary({ videos, product }: { videos: LibraryVideo[]; product?: string }) {
  const search = useSyncExternalStore(subscribe, readSearch, serverSearch);
  // Phones see the videos first and open the filters on demand; wider screens always show them beside the grid.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const chosen = parseFilters(search);
  const filters: MediaFilters = product ? { ...chosen, product: [product] } : chosen;
  const shown = videos.filter((video) => matchesFilters(video, filters));
  const counts = facetCounts(videos, filters);
  const facets = facetNames.filter((facet) => !(product && facet === 'product'));

  const change = (facet: FacetName, value: string) => {
    const next = toggleValue(chosen, facet, value);
    navigate(product ? { ...next, product: [] } : next);
  };

  const resultCount = useRef<HTMLParagraphElement>(null);
  // Clearing must not drop focus to the top of the page: "Clear all" stays focusable (aria-disabled instead of
  // disabled, so it keeps focus once nothing is left to clear); the empty-state button vanishes, so focus moves
  // to the result count that now lists every video.
  const clearAll = () => {
    if (hasFilters(chosen)) navigate(noFilters());
  };
  const clearFromEmpty = () => {
    navigate(noFilters());
    resultCount.current?.focus();
  };

  const selectedCount = facets.reduce((sum, facet) => sum + chosen[facet].length, 0);

  return (
    <div className={styles.library}>
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={filtersOpen}
        aria-controls="media-filters"
        onClick={() => setFiltersOpen(!filtersOpen)}
      >
        {filtersOpen ? 'Hide filters' : 'Filter videos'}
        {selectedCount > 0 && ` (${selectedCount} selected)`}
      </button>
      <aside
        id="media-filters"
        className={`${styles.filters} ${filtersOpen ? styles.filtersOpen : ''}`}
        aria-labelledby="filters-title"
      >
        <div className={styles.filtersHead}>
          <h2 id="filters-title">Filter videos</h2>
          <button type="button" className={styles.clearAll} onClick={clearAll} aria-disabled={!hasFilters(chosen)}>
            Clear all
          </button>
        </div>
        {facets.map((facet) => (
          <details key={facet} className={styles.facet} open>
            <summary>
              {mediaFacets[facet].label}
              {chosen[facet].length > 0 && (
                <span className={styles.selectedCount}> ({chosen[facet].length} selected)</span>
              )}
            </summary>
            <fieldset>
              <legend className="visually-hidden">{mediaFacets[facet].label}</legend>
              {Object.entries(mediaFacets[facet].values).map(([value, label]) => {
                const checked = chosen[facet].includes(value);
                const count = counts[facet][value] ?? 0;
                return (
                  <label key={value} className={styles.option}>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && count === 0}
                      onChange={() => change(facet, value)}
                    />
                    <span>{label}</span>
                    <span className={styles.count}>
                      {count}
                      <span className="visually-hidden"> videos</span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
          </details>
        ))}
        <button type="button" className={styles.showResults} onClick={() => setFiltersOpen(false)}>
          Show {shown.length} videos
        </button>
      </aside>
      <div className={styles.results}>
        <p ref={resultCount} className={styles.resultCount} role="status" tabIndex={-1}>
          {shown.length === videos.length ? `${videos.length} videos` : `${shown.length} of ${videos.length} videos`}
        </p>
        {shown.length > 0 ? (
          <ul className={gridStyles.grid} aria-label="Videos">
            {shown.map((video) => (
              <li key={video.id}>
                <MediaCard video={video} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>
            No video matches all of these filters.{' '}
            <button type="button" className={styles.linkButton} onClick={clearFromEmpty}>
              Clear all filters
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
