/**
 * Where a visitor goes when an address leads nowhere: home, with a marker the home page shows as a polite status
 * message ("The page you asked for could not be found…"). The marker is a fragment, not a query: browsers keep
 * it from the redirect's Location, it never reaches the server, so the home page stays the one static, cached
 * page, and CSS (`:target`) shows the message without JavaScript. docs/features.md, "Routes", says why.
 */
export const PAGE_NOT_FOUND_ID = 'page-not-found';

/** The home page with the not-found marker, after the visitor's query (campaign tags) when there is one. */
export const homeNotFound = (query = '') => `/${query ? `?${query}` : ''}#${PAGE_NOT_FOUND_ID}`;
