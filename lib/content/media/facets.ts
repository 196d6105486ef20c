// The facets live with the library's address rules (lib/media/filter-query.ts), which the request gate reads.
export { facetNames, mediaFacets, type FacetName, type FacetValue } from '@/lib/media/filter-query';
