import { contentPages } from '../content/pages';
import { academyPages } from '../content/academy/pages';
import { loginCopy } from '../academy/copy';
import { mediaVideos } from '../content/media/catalogue';
import { facetNames, mediaFacets } from '../content/media/facets';
import { MEDIA_LIBRARY_PATH, mediaVideoPath, productLibraries } from '../media/paths';
import { libraryMetadata } from '../media/library-metadata';
import { teamPages } from '../content/team';
import { homeContent } from '../content/home';
import { categories, devicePath, devices } from '../content/devices';
import { routes } from '../routes';
import type { SearchEntry } from './match';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { awarenessTopicsIn } from '../content/awareness';
import { awarenessPath, htmlLangFor, localeFor, regionCodes } from '../i18n/locales';
import { newsItemPath } from '../news/paths';

/** The fields of a published news item the index needs. */
type IndexedNews = { id: number; slug: string; title: string; description: string; news_type: string };

/** What the index says of a page: shown (title, description) and only searched (name, tags, body). */
type Source = Omit<SearchEntry, 'link' | 'tag'> & { tags: string };

/**
 * An awareness page in its own language: its title and description, and as searched text the headings of every
 * chapter and the questions of its FAQ (the paragraphs would triple the index). The English keywords stay, so an
 * English query still finds every language's page; a page in the visitor's language is listed first.
 */
function awarenessSource(region: (typeof regionCodes)[number]): Source {
  const locale = localeFor(region);
  const ui = JSON.parse(
    readFileSync(join(/* turbopackIgnore: true */ process.cwd(), 'messages', `${locale}.json`), 'utf8'),
  );
  const headings = awarenessTopicsIn(locale).flatMap((topic) =>
    topic.chapters.flatMap((chapter) => [
      chapter.title,
      ...chapter.blocks.flatMap((block) =>
        block.type === 'h3' ? [block.text] : block.type === 'faq' ? block.items.map((item) => item.q) : [],
      ),
    ]),
  );
  return {
    title: ui.awarenessPage.title as string,
    description: ui.awarenessPage.description as string,
    tags: 'patients, caregivers, aortic stenosis, mitral insufficiency, heart valve disease',
    body: [...new Set(headings)].join(', '),
    ...(locale !== 'en' && { lang: htmlLangFor(locale) }),
  };
}

/** The first sentence of a longer text, as the one line under a result's title. */
function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

function mediaVideoTags(video: (typeof mediaVideos)[number]): string {
  const labels = facetNames.flatMap((facet) =>
    (video.facets[facet] as string[]).map((value) => (mediaFacets[facet].values as Record<string, string>)[value]),
  );
  return [
    ...labels,
    video.subcategory.replaceAll('-', ' '),
    video.description.slice(firstSentence(video.description).length),
  ].join(', ');
}

/**
 * The search index, built from the route registry, the content catalogues and the published press releases
 * (news of type "news" are searched live through the news API). Only indexable pages are listed, so hidden and
 * academy learner pages never appear, nor do drafts or deleted items (the caller passes published items only).
 */
export function buildSearchIndex(published: readonly IndexedNews[]): SearchEntry[] {
  const press = published
    .filter((item) => item.news_type === 'press')
    .map(
      (item) =>
        [
          newsItemPath(item),
          { title: item.title, description: firstSentence(item.description), tags: 'press release' },
        ] as const,
    );
  const described = (page: { title: string; description: string; tags: string }): Source => ({
    title: page.title,
    description: page.description,
    tags: page.tags,
  });
  const sources = new Map<string, Source>([
    ['/', described(homeContent)],
    ...contentPages.map((page) => [page.path, described(page)] as const),
    ...teamPages.map((page) => [page.path, described(page)] as const),
    ...academyPages.map((page) => [page.path, described(page)] as const),
    [
      MEDIA_LIBRARY_PATH,
      {
        title: 'Media library',
        description: String(libraryMetadata().description),
        tags: 'videos, media library, surgical videos, webinars, animated outlines, patient information, Perceval, Memo 4D, HAART, Sovering',
      },
    ],
    ...productLibraries.map(
      (library) =>
        [
          `${MEDIA_LIBRARY_PATH}/${library.slug}`,
          {
            title: `${library.title} videos`,
            description: String(libraryMetadata(library).description),
            tags: `videos, media library, ${library.product}`,
          },
        ] as const,
    ),
    ...mediaVideos.map(
      (video) =>
        [
          mediaVideoPath(video),
          {
            title: video.title,
            description: firstSentence(video.description),
            tags: `video, ${mediaVideoTags(video)}`,
          },
        ] as const,
    ),
    [
      '/academy/courses',
      {
        title: 'Academy course catalogue',
        description: 'Online courses of the Corcym Academy for surgical teams.',
        tags: 'Corcym Academy, online courses, online modules, e-learning, training, transaxillary, Perceval, sutureless',
      },
    ],
    [
      '/login',
      {
        title: loginCopy.title,
        description: loginCopy.lead,
        tags: 'Corcym Academy, sign in, log in, login, account, learner, e-learning, accedi, connexion, Anmeldung, iniciar sesión',
      },
    ],
    [
      '/devices',
      {
        title: 'Devices',
        description: 'Aortic and mitral valves, repair rings and minimally invasive instruments.',
        tags: categories.map((category) => category.tags).join(', '),
      },
    ],
    ...categories.map((category) => [`/devices/${category.pageSlug}`, described(category)] as const),
    ...regionCodes.map((region) => [awarenessPath(region), awarenessSource(region)] as const),
    [
      '/news',
      {
        title: 'News and press',
        description: 'News and press releases from Corcym.',
        tags: 'news, press releases, announcements, events, congresses, notizie, actualités, Neuigkeiten',
      },
    ],
    [
      '/safety-notices',
      {
        title: 'Field safety notices',
        description: 'Field safety notices for Corcym devices, and a check of a lot or serial number against them.',
        tags: 'field safety notice, FSN, safety notice, safety information, recall, lot number, serial number, UDI-DI, avviso di sicurezza, avis de sécurité, Sicherheitsmitteilung, aviso de seguridad',
      },
    ],
    [
      '/eifu',
      {
        title: 'Instructions for use and device documents',
        description: 'Instructions for use and other documents for Corcym devices, each revision at its own address.',
        tags: 'IFU, eIFU, instructions for use, electronic instructions for use, SSCP, summary of safety and clinical performance, REF, UDI-DI, GS1, paper copy, istruzioni per l’uso, notice d’utilisation, Gebrauchsanweisung, instrucciones de uso',
      },
    ],
    [
      '/eifu/scan',
      {
        title: 'Check a device label',
        description:
          'Scan or type the barcode of a device label: its current instructions for use, and whether its lot or serial number is in a safety notice.',
        tags: 'scan, barcode, label, GS1, DataMatrix, UDI, UDI-DI, lot number, serial number, expiry, IFU, eIFU, field safety notice, camera',
      },
    ],
    ...press,
    ...devices.map(
      (device) =>
        [
          devicePath(device),
          {
            title: device.market === 'us' ? `${device.name} (US)` : device.name,
            name: `${device.name}, ${device.subtitle}`,
            description: device.summary,
            tags: `${device.documentCode}, ${device.tags}`,
            boost: 2,
          },
        ] as const,
    ),
  ]);
  const entry = (path: string, { tags, ...source }: Source): SearchEntry => ({ ...source, link: path, tag: tags });
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
