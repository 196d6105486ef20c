import type { FacetName, FacetValue } from './facets';

/** One slide of a video's outline: rendered into the video frames and, with the same words, into its captions. */
export interface OutlineSlide {
  heading: string;
  /** Up to four short lines (about 60 characters each) shown under the heading. */
  lines: string[];
}

/** The URL section of a video: /media-library/{category}/video/{subcategory}/{id}. */
export type MediaCategory =
  'aortic-solutions' | 'mitral-solutions' | 'minimally-invasive-instruments' | 'tricuspid-solutions';

export interface MediaVideo {
  /** URL segment, lower-case kebab-case, unique across the library. */
  id: string;
  title: string;
  /** Two or three sentences: what the video shows and who it is for. */
  description: string;
  category: MediaCategory;
  /** URL segment naming the device family or theme, e.g. 'perceval', 'memo-4d'. */
  subcategory: string;
  /** ISO date the video was added to the library. */
  published: string;
  /** The audience the video is intended for. */
  audience: 'healthcare-professionals' | 'patients' | 'everyone';
  facets: { [F in FacetName]: FacetValue<F>[] };
  /** What the video shows, slide by slide; every slide lasts SLIDE_SECONDS. */
  slides: OutlineSlide[];
}

export const SLIDE_SECONDS = 6;

/** Seconds of a video: a title card plus its slides. */
export const durationOf = (video: Pick<MediaVideo, 'slides'>) => (video.slides.length + 1) * SLIDE_SECONDS;

export const videoFile = (id: string) => `/videos/media/${id}.mp4`;
export const captionsFile = (id: string) => `/videos/media/${id}.vtt`;
export const posterFile = (id: string) => `/images/media/${id}.jpg`;
