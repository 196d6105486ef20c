/** Pure rules of the lecture player, kept apart from React so they are tested on their own. */

/** A lecture counts as watched when its video ends or this share of it has been played. */
const WATCHED_SHARE = 0.9;

export function hasReachedWatchedThreshold(currentSeconds: number, durationSeconds: number): boolean {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0 || !Number.isFinite(currentSeconds)) return false;
  return currentSeconds / durationSeconds >= WATCHED_SHARE;
}

/**
 * Where to start a lecture: the remembered position, unless it is (almost) the end, where a learner coming back
 * wants to see it again from the start.
 */
export function resumePosition(savedSeconds: number, durationSeconds: number): number {
  if (!(savedSeconds > 1) || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return savedSeconds >= durationSeconds - 2 ? 0 : savedSeconds;
}

/** How often a playing video reports its position to the server. */
export const POSITION_SAVE_SECONDS = 5;

type VideoSource =
  | { kind: 'file'; src: string; type: string; captions?: string }
  | { kind: 'hosted'; provider: 'YouTube' | 'Vimeo'; embedUrl: string };

/**
 * A lecture's `video_link` as something to play: a file (native <video>, captions beside it as .vtt when it is
 * one of ours) or a hosted provider's privacy-enhanced embed. Anything else is not playable.
 */
export function videoSource(link: string): VideoSource | undefined {
  const youtube = link.match(
    /^https:\/\/(?:www\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/embed\/)([\w-]{6,20})/,
  );
  if (youtube)
    return {
      kind: 'hosted',
      provider: 'YouTube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtube[1]}?autoplay=1&rel=0`,
    };
  const vimeo = link.match(/^https:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{4,12})/);
  if (vimeo)
    return {
      kind: 'hosted',
      provider: 'Vimeo',
      embedUrl: `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1&dnt=1`,
    };
  const file = link.match(/^(\/[\w./-]+|https:\/\/[\w.-]+\/[\w./%-]+)\.(mp4|webm)$/);
  if (file) {
    const local = link.startsWith('/');
    return { kind: 'file', src: link, type: `video/${file[2]}`, captions: local ? `${file[1]}.vtt` : undefined };
  }
  return undefined;
}
