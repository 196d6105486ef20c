import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { lectureVideos } from '@/lib/content/academy/lecture-videos';
import { mediaVideos } from '@/lib/content/media/catalogue';
import { captionsFile, posterFile, SLIDE_SECONDS, videoFile, type OutlineSlide } from '@/lib/content/media/types';

/**
 * Every outline video `npm run videos` renders (scripts/cli/render-videos.ts), and the stamp that says what its
 * three files were rendered from: the video's data (title, slides, file addresses, slide length) and the renderer's
 * source. The stamps of the committed files are kept in STAMPS_FILE; a video whose stamp differs is stale. Hashing
 * the data rather than the files that hold it means that moving or reformatting content leaves the videos fresh,
 * and that a change to one video makes only that video stale.
 */
export interface RenderJob {
  label: string;
  title: string;
  slides: OutlineSlide[];
  /** Site addresses (files under public/, or private/academy for learner-only material). */
  video: string;
  captions: string;
  poster: string;
}

export const renderJobs: readonly RenderJob[] = [
  ...mediaVideos.map((video) => ({
    label: `media/${video.id}`,
    title: video.title,
    slides: video.slides,
    video: videoFile(video.id),
    captions: captionsFile(video.id),
    poster: posterFile(video.id),
  })),
  ...lectureVideos.map((lecture) => ({
    label: `academy/lecture-${lecture.lectureId}`,
    title: lecture.title,
    slides: lecture.slides,
    video: lecture.file,
    captions: lecture.captions,
    poster: lecture.poster,
  })),
];

/** The renderer: a change to it makes every video stale. */
export const RENDERER = 'scripts/cli/render-videos.ts';
/** The stamp of each rendered video by label, written by `npm run videos` and committed with the files. */
export const STAMPS_FILE = 'lib/media/rendered-videos.json';

export function stampOf(job: RenderJob, renderer = readFileSync(RENDERER, 'utf8')): string {
  const data = {
    slideSeconds: SLIDE_SECONDS,
    title: job.title,
    // Heading first, then the lines: the order of the fields in a content file does not matter.
    slides: job.slides.map((slide) => [slide.heading, ...slide.lines]),
    files: [job.video, job.captions, job.poster],
  };
  return createHash('sha256').update(renderer).update('\0').update(JSON.stringify(data)).digest('hex').slice(0, 16);
}

export function readStamps(): Record<string, string> {
  return existsSync(STAMPS_FILE) ? JSON.parse(readFileSync(STAMPS_FILE, 'utf8')) : {};
}

export function writeStamps(stamps: Record<string, string>) {
  writeFileSync(STAMPS_FILE, `${JSON.stringify(stamps, null, 2)}\n`);
}
