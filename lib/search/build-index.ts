import { contentPages } from '../content/pages';
import { academyPages } from '../content/academy/pages';
import { mediaVideos } from '../content/media/catalogue';
import { facetNames, mediaFacets } from '../content/media/facets';
import { MEDIA_LIBRARY_PATH, mediaVideoPath, productLibraries } from '../media/paths';
import { teamPages } from '../content/team';
import { homeContent } from '../content/home';
import { categories, devicePath, devices } from '../content/devices';
import { routes } from '../routes';
import type { SearchEntry } from './match';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { awarenessTopicsIn } from '../content/awareness';
import { awarenessPath, localeFor, regionCodes } from '../i18n/locales';
import { newsItemPath } from '../news/paths';

/** The fields of a published news item the index needs. */
type IndexedNews = { id: number; slug: string; title: string; description: string; news_type: string };

/** Title and tag of an awareness page in its own language: the page title and every chapter title. */
function awarenessSource(region: (typeof regionCodes)[number]) {
  const locale = localeFor(region);
  const ui = JSON.parse(
    readFileSync(join(/* turbopackIgnore: true */ process.cwd(), 'messages', `${locale}.json`), 'utf8'),
  );
  const chapterTitles = awarenessTopicsIn(locale).flatMap((topic) => topic.chapters.map((chapter) => chapter.title));
  return {
    title: ui.awarenessPage.title as string,
    tags: ['patients, caregivers, aortic stenosis, mitral insufficiency, heart valve disease', ...chapterTitles].join(
      ', ',
    ),
  };
}

function mediaVideoTags(video: (typeof mediaVideos)[number]): string {
  const labels = facetNames.flatMap((facet) =>
    (video.facets[facet] as string[]).map((value) => (mediaFacets[facet].values as Record<string, string>)[value]),
  );
  return [...labels, video.subcategory.replaceAll('-', ' '), video.description].join(', ');
}

/**
 * The search index, built from the route registry, the content catalogues and the published press releases
 * (news of type "news" are searched live through the news API). Only indexable pages are listed, so hidden and
 * academy learner pages never appear, nor do drafts or deleted items (the caller passes published items only).
 */
export function buildSearchIndex(published: readonly IndexedNews[]): SearchEntry[] {
  const press = published
    .filter((item) => item.news_type === 'press')
    .map((item) => [newsItemPath(item), { title: item.title, tags: `press release, ${item.description}` }] as const);
  const sources = new Map<string, { title: string; tags: string }>([
    ['/', { title: homeContent.title, tags: homeContent.tags }],
    ...contentPages.map((page) => [page.path, { title: page.title, tags: page.tags }] as const),
    ...teamPages.map((page) => [page.path, { title: page.title, tags: page.tags }] as const),
    ...academyPages.map((page) => [page.path, { title: page.title, tags: page.tags }] as const),
    [
      MEDIA_LIBRARY_PATH,
      {
        title: 'Media library',
        tags: 'videos, media library, surgical videos, webinars, animated outlines, patient information, Perceval, Memo 4D, HAART, Sovering',
      },
    ],
    ...productLibraries.map(
      (library) =>
        [
          `${MEDIA_LIBRARY_PATH}/${library.slug}`,
          { title: `${library.title} videos`, tags: `videos, media library, ${library.product}` },
        ] as const,
    ),
    ...mediaVideos.map(
      (video) => [mediaVideoPath(video), { title: video.title, tags: `video, ${mediaVideoTags(video)}` }] as const,
    ),
    [
      '/academy/courses',
      {
        title: 'Academy course catalogue',
        tags: 'Corcym Academy, online courses, online modules, e-learning, training, transaxillary, Perceval, sutureless',
      },
    ],
    [
      '/eifu',
      {
        title: 'Instructions for use and device documents',
        tags: 'IFU, eIFU, instructions for use, SSCP, summary of safety and clinical performance, UDI-DI, REF, GTIN, safety, paper copy',
      },
    ],
    ['/devices', { title: 'Devices', tags: categories.map((category) => category.tags).join(', ') }],
    ...categories.map(
      (category) => [`/devices/${category.pageSlug}`, { title: category.title, tags: category.tags }] as const,
    ),
    ...regionCodes.map((region) => [awarenessPath(region), awarenessSource(region)] as const),
    [
      '/news',
      {
        title: 'News and press',
        tags: 'news, press releases, announcements, events, congresses, notizie, actualités, Neuigkeiten',
      },
    ],
    ...press,
    ...devices.map(
      (device) =>
        [
          devicePath(device),
          {
            title: device.market === 'us' ? `${device.name} (US)` : device.name,
            tags: `${device.subtitle}, ${device.documentCode}, ${device.tags}`,
          },
        ] as const,
    ),
  ]);
  const entry = (path: string, source: { title: string; tags: string }) => ({
    title: source.title,
    link: path,
    tag: `${source.title}, ${source.tags}`,
  });
  const registered = routes.filter((route) => route.indexable);
  const registeredPaths = new Set(registered.map((route) => route.path));
  return [
    ...registered.flatMap((route) => {
      const source = sources.get(route.path);
      return source ? [entry(route.path, source)] : [];
    }),
    // Press releases published in the back office live at /press-detail/{id}, a pattern rather than a listed route.
    ...press.filter(([path]) => !registeredPaths.has(path)).map(([path, source]) => entry(path, source)),
  ];
}
