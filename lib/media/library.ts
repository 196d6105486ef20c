import { mediaVideos } from '@/lib/content/media/catalogue';
import { mediaFacets } from '@/lib/content/media/facets';
import { durationOf, posterFile, type MediaVideo } from '@/lib/content/media/types';
import type { LibraryVideo } from '@/components/media/MediaLibrary';
import { mediaVideoPath } from './paths';

/** What a grid shows of a video: the first topic and product name it for the eye. */
export function cardOf(video: MediaVideo): LibraryVideo {
  const topic = video.facets.topic[0];
  const product = video.facets.product[0];
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    href: mediaVideoPath(video),
    poster: posterFile(video.id),
    durationSeconds: durationOf(video),
    label: [topic && mediaFacets.topic.values[topic], product && mediaFacets.product.values[product]].filter(Boolean).join(' · '),
    facets: video.facets,
  };
}

/** The library's videos, newest first. */
export const libraryVideos = (): LibraryVideo[] =>
  [...mediaVideos].sort((a, b) => b.published.localeCompare(a.published)).map(cardOf);
