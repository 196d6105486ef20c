/**
 * The cache tags of the public pages that read the database: each page (and route: sitemap, feed, search index,
 * pictures) carries the tags of what it reads, and a change expires its tags, never a list of addresses. Readers tag
 * themselves (lib/cache/read-tags.ts); changes expire (lib/cache/expire-tags.ts). docs/architecture.md,
 * "Invalidation by tag", says who reads and who calls what.
 */

/** Every published news and press item: the home page, /news and its further pages, detail pages and their
 * pictures, the sitemap, the feed and the search index all read the whole list. */
export const NEWS_TAG = 'news';

/** The document centre: /eifu, a document's page and its revisions, the sitemap. */
export const DOCUMENTS_TAG = 'documents';

/** The public register of field safety notices (/safety-notices). */
export const NOTICES_TAG = 'notices';

/** The academy's public course catalogue (/academy/courses). */
export const COURSES_TAG = 'courses';

/** A device page's published documents, by device key (`market/slug`). */
export const deviceDocumentsTag = (deviceKey: string) => `${DOCUMENTS_TAG}:device:${deviceKey}`;

/** A device page's open safety notices, by device key. */
export const deviceNoticesTag = (deviceKey: string) => `${NOTICES_TAG}:device:${deviceKey}`;

/** What a change to documents expires: the document centre, and the pages of the devices it concerns. */
export const documentTags = (deviceKeys: Iterable<string>) => [
  DOCUMENTS_TAG,
  ...[...deviceKeys].map(deviceDocumentsTag),
];

/** What a notice's approval or closing expires: the register, and the pages of its devices. */
export const noticeTags = (deviceKeys: Iterable<string>) => [NOTICES_TAG, ...[...deviceKeys].map(deviceNoticesTag)];

/**
 * Every controlled item (device editions, legal pages: lib/server/controlled): what a reader of the whole list
 * (sitemap, search index) will carry once pages read the database.
 */
export const CONTROLLED_TAG = 'controlled';

/** One controlled item's page, by kind and item key (`device_edition`, `devices/aortic/perceval.us`). */
export const controlledTag = (kind: string, key: string) => `${CONTROLLED_TAG}:${kind}:${key}`;

/** What a publication or withdrawal of an item's version expires: its page, and the lists that name it. */
export const controlledTags = (items: Iterable<{ kind: string; key: string }>) => [
  CONTROLLED_TAG,
  ...[...items].map((item) => controlledTag(item.kind, item.key)),
];
