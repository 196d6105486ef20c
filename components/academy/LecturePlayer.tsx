'use client';

import { useEffect, useRef, useState } from 'react';
import { POSITION_SAVE_SECONDS, hasReachedWatchedThreshold, resumePosition, videoSource } from '@/lib/academy/video';
import { formatDuration } from '@/lib/time';
import type { Lecture } from '@/lib/api/types';
import styles from './LecturePlayer.module.scss';

/** Moves a video that has not started yet to the remembered position, and says so. */
function resumeAt(element: HTMLVideoElement, savedSeconds: number, announce: (seconds: number) => void) {
  const start = resumePosition(savedSeconds, element.duration);
  if (start > 0 && element.currentTime < 0.5) {
    element.currentTime = start;
    announce(start);
  }
}

interface LecturePlayerProps {
  lecture: Pick<Lecture, 'id' | 'title' | 'video_link' | 'thumbnail' | 'hasWatched' | 'position_seconds'>;
  /** Called once per lecture when the video ends or WATCHED_SHARE of it has played. */
  onWatched: (lectureId: number) => void;
  /** Called with the playback position while playing, on pause, and when the page is left. */
  onPosition: (lectureId: number, seconds: number) => void;
}

/**
 * The player of the selected lecture (mount it with key={lecture.id}, so each lecture starts fresh): a native <video> with captions for files, or a provider embed that loads
 * only when the learner asks for it (no third-party request before that).
 */
export function LecturePlayer({ lecture, onWatched, onPosition }: LecturePlayerProps) {
  const source = videoSource(lecture.video_link);
  const video = useRef<HTMLVideoElement>(null);
  const reported = useRef(lecture.hasWatched);
  const lastSaved = useRef(lecture.position_seconds);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [embedLoaded, setEmbedLoaded] = useState(false);

  // The server-rendered <video> may have read its metadata before hydration, when no handler was listening.
  useEffect(() => {
    if (video.current && video.current.readyState >= 1) resumeAt(video.current, lecture.position_seconds, setResumedAt);
  }, [lecture.position_seconds]);

  // Save the position when the learner leaves the page or picks another lecture.
  useEffect(() => {
    const element = video.current;
    const save = () => {
      if (element && element.currentTime > 0 && Math.abs(element.currentTime - lastSaved.current) >= 1) {
        lastSaved.current = element.currentTime;
        onPosition(lecture.id, element.currentTime);
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [lecture.id, onPosition]);

  if (!source) {
    return (
      <p className={styles.playerNote}>
        This lecture’s video cannot be played here. Please contact academy@corcym.com.
      </p>
    );
  }

  if (source.kind === 'hosted') {
    return embedLoaded ? (
      <div className={styles.embed}>
        <iframe
          src={source.embedUrl}
          title={`${lecture.title} (${source.provider} video)`}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      </div>
    ) : (
      <button
        type="button"
        className={styles.embedStart}
        onClick={() => setEmbedLoaded(true)}
        style={{ backgroundImage: `url(${lecture.thumbnail})` }}
      >
        <span className={styles.playIcon} aria-hidden="true" />
        <span>
          Play “{lecture.title}” <small>(loads the {source.provider} player)</small>
        </span>
      </button>
    );
  }

  const markWatched = () => {
    if (reported.current) return;
    reported.current = true;
    onWatched(lecture.id);
  };

  return (
    <figure className={styles.player}>
      <video
        ref={video}
        controls
        playsInline
        preload="metadata"
        poster={lecture.thumbnail}
        aria-label={`Lecture video: ${lecture.title}`}
        onLoadedMetadata={(event) => resumeAt(event.currentTarget, lecture.position_seconds, setResumedAt)}
        onTimeUpdate={(event) => {
          const { currentTime, duration } = event.currentTarget;
          if (hasReachedWatchedThreshold(currentTime, duration)) markWatched();
          if (Math.abs(currentTime - lastSaved.current) >= POSITION_SAVE_SECONDS) {
            lastSaved.current = currentTime;
            onPosition(lecture.id, currentTime);
          }
        }}
        onPause={(event) => {
          const { currentTime } = event.currentTarget;
          if (Math.abs(currentTime - lastSaved.current) >= 1) {
            lastSaved.current = currentTime;
            onPosition(lecture.id, currentTime);
          }
        }}
        onEnded={(event) => {
          markWatched();
          lastSaved.current = event.currentTarget.duration;
          onPosition(lecture.id, event.currentTarget.duration);
        }}
      >
        <source src={source.src} type={source.type} />
        {source.captions && <track kind="captions" src={source.captions} srcLang="en" label="English" default />}
        Your browser cannot play this video. <a href={source.src}>Download the video</a>.
      </video>
      <figcaption className={styles.playerNote} aria-live="polite">
        {resumedAt !== null
          ? `Resumed at ${formatDuration(resumedAt)}, where you left off.`
          : lecture.hasWatched
            ? 'You have watched this lecture.'
            : 'A lecture counts as watched when you reach 90% of it.'}
      </figcaption>
    </figure>
  );
}
