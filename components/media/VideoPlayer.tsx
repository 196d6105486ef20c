import { captionsFile, posterFile, videoFile } from '@/lib/content/media/types';
import styles from './VideoPlayer.module.scss';

/** A library video in the browser's own player, with English captions; nothing loads until the viewer presses play. */
export function VideoPlayer({ id, title }: { id: string; title: string }) {
  return (
    <video
      className={styles.player}
      controls
      playsInline
      preload="none"
      poster={posterFile(id)}
      aria-label={`Video: ${title}`}
      width={960}
      height={540}
    >
      <source src={videoFile(id)} type="video/mp4" />
      <track kind="captions" src={captionsFile(id)} srcLang="en" label="English" default />
      Your browser cannot play this video. <a href={videoFile(id)}>Download the video (MP4)</a>.
    </video>
  );
}
