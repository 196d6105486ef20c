import type { MediaVideo } from './types';
import catalogue from '@/lib/generated/content/media';

/**
 * The media library, in library order. Each category is a file of content/media/ ({category}.yaml, a list of
 * videos; see docs/content.md). Corcym has no footage the site may use, so every video is an animated, silent
 * outline: a title card followed by its slides, rendered by `npm run videos` (scripts/cli/render-videos.ts) into
 * public/videos/media/{id}.mp4 with WebVTT captions carrying the same words and a poster of the title card.
 */
export const mediaVideos: readonly MediaVideo[] = catalogue;
