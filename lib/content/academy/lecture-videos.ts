import type { OutlineSlide } from '../media/types';
import lectures from '@/lib/generated/content/lectures';

/**
 * The videos of the academy's seed course "Online Modules: transaxillary AVR approach" (lectures 101-105, see
 * lib/server/seed/courses.ts), written in content/academy/lectures.yaml. Like the media library, they are animated,
 * silent outlines: a title card and the slides, rendered by `npm run videos` with WebVTT captions carrying the same
 * words and a poster of the title card. The three files follow from the lecture's id (lib/content/source/academy.ts).
 */
export interface LectureVideo {
  lectureId: number;
  /** Public path of the MP4. */
  file: string;
  /** Public path of the WebVTT captions. */
  captions: string;
  /** Public path of the JPEG poster (the title card). */
  poster: string;
  title: string;
  slides: OutlineSlide[];
}

export const lectureVideos: readonly LectureVideo[] = lectures;
