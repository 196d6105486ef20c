'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type MouseEvent } from 'react';
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
import { useHydrated } from '@/lib/client/hydrated';
import { countOf, pluralNoun } from '@/lib/plural';
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

// "Filter videos" is a link to #media-filters, which opens the filters by CSS before hydration; a phone that
// tapped it then finds them still open after.
function subscribeHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const filtersLinked = () => window.location.hash === '#media-filters';

function navigate(filters: MediaFilters) {
  window.history.pushState(null, '', `${window.location.pathname}${filtersToSearch(filters)}${window.location.hash}`);
  window.dispatchEvent(new Event(FILTERS_CHANGED));
}

/** What the form's boxes say: the ticks a visitor made before the page hydrated are in the DOM, not in React. */
const formFilters = (form: HTMLFormElement) =>
  parseFilters(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString());

const VIDEOS = { one: 'video', other: 'videos' };

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface MediaLibraryProps {
  videos: LibraryVideo[];
  /** Fixes the product facet (the pre-filtered libraries). */
  product?: string;
  /** The library's own address: the filter form is sent there (a GET, rendered on the server). */
  path: string;
  /** The filter query the server rendered (`?topic=webinar`), '' on the static page. */
  serverSearch: string;
}

/**
 * The media library grid with its facet filters: several values of a facet widen the result, facets narrow it,
 * each value shows how many videos it would give.
 *
 * HTML first: the filters are a GET form to the library's own address, rendered on the server for a filter query
 * (lib/media/filter-query.ts), so they work before the scripts have run and without them. Once hydrated, a tick
 * filters at once and keeps the URL in step; ticks made before that are read from the form and applied then.
 */
export function MediaLibrary({ videos, product, path, serverSearch }: MediaLibraryProps) {
  const hydrated = useHydrated();
  const search = useSyncExternalStore(subscribe, readSearch, () => serverSearch);
  // Phones see the videos first and open the filters on demand; wider screens always show them beside the grid.
  const linked = useSyncExternalStore(subscribeHash, filtersLinked, () => false);
  const [toggled, setFiltersOpen] = useState<boolean | null>(null);
  const filtersOpen = toggled ?? linked;
  const form = useRef<HTMLFormElement>(null);
  // Mounted by hydrating the server's HTML (not by a client navigation, which renders from the URL at once).
  const hydrating = useRef(!hydrated);
  const chosen = parseFilters(search);
  const filters: MediaFilters = product ? { ...chosen, product: [product] } : chosen;
  const shown = videos.filter((video) => matchesFilters(video, filters));
  const counts = facetCounts(videos, filters);
  const facets = facetNames.filter((facet) => !(product && facet === 'product'));

  // A tap before hydration is not lost: a box ticked then is applied now.
  useEffect(() => {
    if (!hydrating.current || !form.current) return;
    const ticked = formFilters(form.current);
    if (filtersToSearch(ticked) !== filtersToSearch(parseFilters(window.location.search))) navigate(ticked);
  }, []);

  const change = (facet: FacetName, value: string) => {
    const next = toggleValue(chosen, facet, value);
    navigate(product ? { ...next, product: [] } : next);
  };

  const resultCount = useRef<HTMLParagraphElement>(null);
  // Clearing must not drop focus to the top of the page: "Clear all" stays focusable (aria-disabled instead of
  // disabled, so it keeps focus once nothing is left to clear); the empty-state control vanishes, so focus moves
  // to the result count that now lists every video. Both are links to the unfiltered library before hydration.
  const clearAll = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (hasFilters(chosen)) navigate(noFilters());
  };
  const clearFromEmpty = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(noFilters());
    resultCount.current?.focus();
  };
  const toggleFilters = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setFiltersOpen(!filtersOpen);
  };
  // With scripts the result is already shown: sending the form only closes the filters on a phone.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFiltersOpen(false);
  };

  const selectedCount = facets.reduce((sum, facet) => sum + chosen[facet].length, 0);
  const asButton = (extra: Record<string, unknown>) => (hydrated ? { role: 'button', ...extra } : {});

  return (
    <div className={styles.library} data-enhanced={hydrated || undefined}>
      <a href="#media-results" className={styles.skip}>
        Skip to the videos
      </a>
      <a
        href="#media-filters"
        className={styles.filtersToggle}
        {...asButton({ 'aria-expanded': filtersOpen, 'aria-controls': 'media-filters' })}
        onClick={toggleFilters}
      >
        {filtersOpen ? 'Hide filters' : 'Filter videos'}
        {selectedCount > 0 && ` (${selectedCount} selected)`}
      </a>
      <aside
        id="media-filters"
        className={`${styles.filters} ${filtersOpen ? styles.filtersOpen : ''}`}
        aria-labelledby="filters-title"
      >
        <div className={styles.filtersHead}>
          <h2 id="filters-title">Filter videos</h2>
          <a
            href={path}
            className={styles.clearAll}
            {...asButton({ 'aria-disabled': !hasFilters(chosen) })}
            onClick={clearAll}
          >
            Clear all
          </a>
        </div>
        <form ref={form} method="get" action={path} className={styles.form} onSubmit={submit}>
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
                        name={facet}
                        value={value}
                        checked={checked}
                        disabled={!checked && count === 0}
                        onChange={() => change(facet, value)}
                      />
                      <span>{label}</span>
                      <span className={styles.count}>
                        {count}
                        <span className="visually-hidden"> {pluralNoun(count, VIDEOS)}</span>
                      </span>
                    </label>
                  );
                })}
              </fieldset>
            </details>
          ))}
          <button type="submit" className={styles.showResults}>
            {hydrated ? `Show ${countOf(shown.length, VIDEOS)}` : 'Apply filters'}
          </button>
        </form>
      </aside>
      <div id="media-results" className={styles.results} tabIndex={-1}>
        <p ref={resultCount} className={styles.resultCount} role="status" tabIndex={-1}>
          {shown.length === videos.length
            ? countOf(videos.length, VIDEOS)
            : `${shown.length} of ${countOf(videos.length, VIDEOS)}`}
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
            <a href={path} className={styles.linkButton} {...asButton({})} onClick={clearFromEmpty}>
              Clear all filters
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
