import { getImageProps } from 'next/image';
import { mediaVideos } from '@/lib/content/media/catalogue';
import { mediaFacets } from '@/lib/content/media/facets';
import { durationOf, posterFile, type MediaVideo } from '@/lib/content/media/types';
import { mediaVideoPath } from './paths';

/** What a grid shows of a video. */
export interface MediaCardData {
  id: string;
  title: string;
  description: string;
  href: string;
  /** img attributes of the poster (optimised sources computed on the server by lib/media/library). */
  poster: { src: string; srcSet?: string; sizes?: string };
  durationSeconds: number;
  label: string;
}

/** A grid entry with the facets the library filters on. */
export type LibraryVideo = MediaCardData & Pick<MediaVideo, 'facets'>;

/**
 * The poster as optimised img attributes, computed on the server: the grid gets resized modern formats without
 * shipping the image component's script to the browser. A card is at most about 480 CSS pixels wide (one column on
 * a phone, 300 px in the desktop grid), so a 1x/2x pair is enough; a `sizes`-based list would carry every device
 * width up to 3840 px, written twice per card (HTML and the hydration payload) for a 960 px source.
 */
function posterOf(id: string): MediaCardData['poster'] {
  const { props } = getImageProps({ src: posterFile(id), alt: '', width: 480, height: 270 });
  return { src: props.src, srcSet: props.srcSet };
}

/** What a grid shows of a video: the first topic and product name it for the eye. */
export function cardOf(video: MediaVideo): LibraryVideo {
  const topic = video.facets.topic[0];
  const product = video.facets.product[0];
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    href: mediaVideoPath(video),
    poster: posterOf(video.id),
    durationSeconds: durationOf(video),
    label: [topic && mediaFacets.topic.values[topic], product && mediaFacets.product.values[product]]
      .filter(Boolean)
      .join(' · '),
    facets: video.facets,
  };
}

/** The library's videos, newest first. */
export const libraryVideos = (): LibraryVideo[] =>
  [...mediaVideos].sort((a, b) => b.published.localeCompare(a.published)).map(cardOf);
