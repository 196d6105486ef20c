import Link from 'next/link';
import { formatDuration } from '@/lib/time';
import type { MediaCardData } from '@/lib/media/library';
import styles from './MediaCard.module.scss';

/** One video in a grid: poster with its duration, title linking to the video page, and a short description. */
export function MediaCard({
  video,
  headingLevel = 'h2',
  eager = false,
}: {
  video: MediaCardData;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <div className={styles.poster}>
        {/* next/image's getImageProps made these attributes on the server; a plain img keeps its script out of the bundle. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          {...video.poster}
          alt=""
          width={960}
          height={540}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
        />
        <span className={styles.duration}>
          <span className="visually-hidden">Duration </span>
          {formatDuration(video.durationSeconds)}
        </span>
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardLabel}>{video.label}</p>
        <Heading className={styles.cardTitle}>
          <Link href={video.href}>{video.title}</Link>
        </Heading>
        <p className={styles.cardText}>{video.description}</p>
      </div>
    </article>
  );
}
