import type { Metadata } from 'next';
import { durationOf, posterFile, videoFile, type MediaVideo } from '@/lib/content/media/types';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site-config';
import { mediaVideoPath } from './paths';

/** Page metadata of a video page, with Open Graph video tags so shared links show a playable card. */
export function videoMetadata(video: MediaVideo): Metadata {
  const base = pageMetadata({
    path: mediaVideoPath(video),
    title: video.title,
    description: video.description.slice(0, 158),
  });
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'video.other',
      videos: [{ url: videoFile(video.id), type: 'video/mp4', width: 960, height: 540 }],
      images: [{ url: posterFile(video.id), width: 960, height: 540, alt: video.title }],
    },
  };
}

/** schema.org VideoObject, for search engines' video results. */
export function videoJsonLd(video: MediaVideo) {
  const absolute = (path: string) => new URL(path, siteConfig.url).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description,
    thumbnailUrl: absolute(posterFile(video.id)),
    contentUrl: absolute(videoFile(video.id)),
    uploadDate: video.published,
    duration: `PT${durationOf(video)}S`,
    inLanguage: 'en',
  };
}
