/**
 * The media library's facets and its address rules: the filters of a URL query, their normal form, and where the
 * request gate renders a filtered library. The gate runs on every request and must not load the media catalogue
 * (tests/unit/proxy-imports.test.ts), so this module has no imports: the facets and their values are here, and
 * lib/content/media/facets.ts and lib/media/filters.ts re-export what the rest of the site reads.
 */

/** The media library's facets (the query keys that filter it) and their values, as requirements §3 lists them (value) with the label a visitor reads. */
export const mediaFacets = {
  topic: {
    label: 'Topic',
    values: {
      surgical_procedure: 'Surgical procedure',
      patient_testimonial: 'Patient perspective',
      surgeon_testimonial: 'Surgeon perspective',
      product_information: 'Product information',
      webinar: 'Webinar',
    },
  },
  device: {
    label: 'Device',
    values: {
      perceval_platform: 'Perceval platform',
      memo_platform: 'Memo platform',
      haart: 'HAART',
      carbomedics_top_hat: 'Carbomedics Top Hat',
      sovering: 'Sovering',
      sovering_tricuspid_band: 'Sovering tricuspid band',
    },
  },
  approach: {
    label: 'Approach',
    values: {
      full_sternotomy: 'Full sternotomy',
      mini_sternotomy: 'Mini-sternotomy',
      trans_axillary: 'Trans-axillary',
      endoscopic: 'Endoscopic',
      right_mini_thoracotomy: 'Right mini-thoracotomy',
    },
  },
  procedure: {
    label: 'Procedure',
    values: {
      aortic_valve_repair: 'Aortic valve repair',
      aortic_valve_replacement: 'Aortic valve replacement',
      aortic_valve_replacement_plus_cabg: 'AVR + CABG',
      aortic_valve_replacement_plus_mitral_valve_replacement: 'AVR + mitral valve replacement',
      mitral_valve_repair: 'Mitral valve repair',
      tricuspid_valve_repair: 'Tricuspid valve repair',
    },
  },
  product: {
    label: 'Product',
    values: {
      aortic: 'Aortic',
      mitral: 'Mitral',
      minimally_invasive_instruments: 'Minimally invasive instruments',
      tricuspid: 'Tricuspid',
    },
  },
  product_feature: {
    label: 'Product feature',
    values: {
      sutureless: 'Sutureless',
      rechord_system: 'RECHORD system',
    },
  },
} as const;

export type FacetName = keyof typeof mediaFacets;
export type FacetValue<F extends FacetName> = keyof (typeof mediaFacets)[F]['values'] & string;
export const facetNames = Object.keys(mediaFacets) as FacetName[];

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

const catalogueOrder = (facet: FacetName, values: readonly string[]) => {
  const order = Object.keys(mediaFacets[facet].values);
  return [...values].sort((a, b) => order.indexOf(a) - order.indexOf(b));
};

/**
 * A filter state as one path segment of the filtered route (`topic.surgical_procedure.webinar~device.haart`): facets
 * in the catalogue's order, each facet's values in the catalogue's order, '' when nothing is selected. Facet names
 * and values are lower-case words with underscores, so `.` and `~` never occur in them and need no escaping.
 */
export function filtersToSegment(filters: MediaFilters): string {
  return facetNames
    .filter((facet) => filters[facet].length > 0)
    .map((facet) => [facet, ...catalogueOrder(facet, filters[facet])].join('.'))
    .join('~');
}

/** The filter state of a segment made by filtersToSegment; undefined for any other spelling (not a page). */
export function filtersFromSegment(segment: string): MediaFilters | undefined {
  const filters = noFilters();
  for (const part of segment.split('~')) {
    const [facet, ...values] = part.split('.');
    if (!facet || !(facetNames as string[]).includes(facet)) return undefined;
    filters[facet as FacetName] = values;
  }
  const known = parseFilters(filtersToSearch(filters));
  return filtersToSegment(known) === segment ? known : undefined;
}

/** The route that renders a filtered library (app/(site)/media-library/filtered/[library]/[filters]). */
export const FILTERED_LIBRARY_PATH = '/media-library/filtered';

/**
 * The route that renders selections of more than CACHED_SELECTION_LIMIT values, per request and never stored
 * (app/(site)/media-library/filtered-live/[library]/[filters]): there are about 2^28 selections, and each one
 * cached on first request would let anyone fill the cache (and a single instance's disk) by asking for new ones.
 * Up to three values, some 3,700 selections per library, are what visitors share and are kept.
 */
export const LIVE_FILTERED_LIBRARY_PATH = '/media-library/filtered-live';
export const CACHED_SELECTION_LIMIT = 3;

/** The library segment of the filtered route for the whole library (a product library is named by its slug). */
export const WHOLE_LIBRARY = 'all';

/**
 * Where a library address with a filter query is rendered: `/media-library?topic=webinar` on
 * `/media-library/filtered/all/topic.webinar`, `/media-library/aortic-solutions?approach=endoscopic` on
 * `/media-library/filtered/aortic-solutions/approach.endoscopic`. The filters are normalised first (known values
 * only, in the catalogue's order, duplicates dropped), so every spelling of one selection (`?device=haart&topic=webinar`,
 * `?topic=webinar&topic=webinar&device=haart`) is one page in the cache. Without a known filter value the page is
 * the static one (a campaign tag or an outdated value alone does not make a page of its own).
 */
export function mediaLibraryRewrite(path: string, search: URLSearchParams): string | undefined {
  if (!facetNames.some((key) => search.has(key))) return undefined;
  const library = path === '/media-library' ? WHOLE_LIBRARY : path.match(/^\/media-library\/([a-z-]+)$/)?.[1];
  if (library === undefined) return undefined;
  const filters = parseFilters(search.toString());
  const segment = filtersToSegment(filters);
  if (!segment) return undefined;
  const values = facetNames.reduce((count, facet) => count + filters[facet].length, 0);
  const route = values > CACHED_SELECTION_LIMIT ? LIVE_FILTERED_LIBRARY_PATH : FILTERED_LIBRARY_PATH;
  return `${route}/${library}/${segment}`;
}
