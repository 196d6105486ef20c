import { facetNames } from '@/lib/content/media/facets';
import { mediaVideos } from '@/lib/content/media/catalogue';
import type { MediaVideo } from '@/lib/content/media/types';

export const MEDIA_LIBRARY_PATH = '/media-library';

/** The pre-filtered libraries of requirements §2.1: the same library narrowed to one product. */
export const productLibraries = [
  { slug: 'aortic-solutions', product: 'aortic', title: 'Aortic solutions' },
  { slug: 'mitral-solutions', product: 'mitral', title: 'Mitral solutions' },
] as const;

export const mediaVideoPath = (video: Pick<MediaVideo, 'category' | 'subcategory' | 'id'>) =>
  `${MEDIA_LIBRARY_PATH}/${video.category}/video/${video.subcategory}/${video.id}`;

export const mediaVideoById = (id: string) => mediaVideos.find((video) => video.id === id);

/** Videos most like this one: the most shared facet values first, newest first among equals. */
export function relatedVideos(video: MediaVideo, count = 3): MediaVideo[] {
  const shared = (other: MediaVideo) =>
    facetNames.reduce(
      (sum, facet) =>
        sum +
        (other.facets[facet] as string[]).filter((value) => (video.facets[facet] as string[]).includes(value)).length,
      0,
    );
  return mediaVideos
    .filter((other) => other.id !== video.id)
    .map((other) => ({ other, score: shared(other) }))
    .sort((a, b) => b.score - a.score || b.other.published.localeCompare(a.other.published))
    .slice(0, count)
    .map(({ other }) => other);
}
