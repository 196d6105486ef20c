import { mediaVideos } from '@/lib/content/media/catalogue';
import { mediaFacets } from '@/lib/content/media/facets';
import { durationOf, type MediaCategory, type MediaVideo } from '@/lib/content/media/types';
import { mediaVideoPath } from './paths';

/** What a grid shows of a video. */
export interface MediaCardData {
  id: string;
  title: string;
  description: string;
  href: string;
  durationSeconds: number;
  label: string;
  /** The library section it belongs to: its card's colour and the words over it (components/media/MediaCard.tsx). */
  category: MediaCategory;
}

/** How each section of the library is named on its videos' cards. */
export const CATEGORY_NAMES: Record<MediaCategory, string> = {
  'aortic-solutions': 'Aortic solutions',
  'mitral-solutions': 'Mitral solutions',
  'tricuspid-solutions': 'Tricuspid solutions',
  'minimally-invasive-instruments': 'Minimally invasive instruments',
};

/** A library grid entry: the card and the facets it filters on. */
export type LibraryVideo = MediaCardData & Pick<MediaVideo, 'facets'>;

/** What a grid shows of a video: the first topic and product name it for the eye. */
export function cardOf(video: MediaVideo): LibraryVideo {
  const topic = video.facets.topic[0];
  const product = video.facets.product[0];
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    href: mediaVideoPath(video),
    durationSeconds: durationOf(video),
    label: [topic && mediaFacets.topic.values[topic], product && mediaFacets.product.values[product]]
      .filter(Boolean)
      .join(' · '),
    category: video.category,
    facets: video.facets,
  };
}

/** The library's videos, newest first. */
export const libraryVideos = (): LibraryVideo[] =>
  [...mediaVideos].sort((a, b) => b.published.localeCompare(a.published)).map(cardOf);
