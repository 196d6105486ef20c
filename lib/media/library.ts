import { getImageProps } from 'next/image';
import { mediaVideos } from '@/lib/content/media/catalogue';
import { mediaFacets } from '@/lib/content/media/facets';
import { durationOf, posterFile, type MediaVideo } from '@/lib/content/media/types';
import { mediaVideoPath } from './paths';
import { POSTER_ID_SLOT, posterFor, type PosterAttributes } from './poster';

/** What a grid shows of a video. */
export interface MediaCardData {
  id: string;
  title: string;
  description: string;
  href: string;
  /** img attributes of the poster (optimised sources computed on the server by lib/media/library). */
  poster: PosterAttributes;
  durationSeconds: number;
  label: string;
}

/** A library grid entry: the card without its poster (the grid derives it from the id) and the facets it filters on. */
export type LibraryVideo = Omit<MediaCardData, 'poster'> & Pick<MediaVideo, 'facets'>;

/**
 * Poster img attributes for any video, computed once on the server with the id left as a slot: the grid gets
 * resized modern formats without shipping the image component's script to the browser. A card is at most about
 * 480 CSS pixels wide (one column on a phone, 300 px in the desktop grid), so a 1x/2x pair is enough; a
 * `sizes`-based list would carry every device width up to 3840 px. The 1x source is the `src` (what a browser
 * takes when no other candidate fits) rather than written a second time in `srcSet`.
 */
export function posterTemplate(): PosterAttributes {
  const { props } = getImageProps({ src: posterFile(POSTER_ID_SLOT), alt: '', width: 480, height: 270 });
  const [oneX, twoX] = (props.srcSet ?? '').split(', ');
  if (!oneX?.endsWith(' 1x') || !twoX?.endsWith(' 2x')) throw new Error(`Unexpected poster srcSet: ${props.srcSet}`);
  return { src: oneX.slice(0, -' 1x'.length), srcSet: twoX };
}

/** What a grid shows of a video: the first topic and product name it for the eye. */
export function cardOf(video: MediaVideo): MediaCardData {
  return { ...libraryEntryOf(video), poster: posterFor(posterTemplate(), video.id) };
}

function libraryEntryOf(video: MediaVideo): LibraryVideo {
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
    facets: video.facets,
  };
}

/** The library's videos, newest first. */
export const libraryVideos = (): LibraryVideo[] =>
  [...mediaVideos].sort((a, b) => b.published.localeCompare(a.published)).map(libraryEntryOf);
