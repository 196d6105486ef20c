/**
 * A filtered media library of more than three values (lib/media/filter-query.ts: CACHED_SELECTION_LIMIT): the same
 * page as the cached filtered route, rendered for each request and never stored, so asking for ever new
 * combinations costs rendering time (as any page does) but never cache space.
 */
export { default, generateMetadata } from '../../../filtered/[library]/[filters]/page';

export const dynamic = 'force-dynamic';
