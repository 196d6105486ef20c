import Link from 'next/link';
import { formatDuration } from '@/lib/time';
import type { MediaCardData } from '@/lib/media/library';
import { TITLE_CARD_TAGLINE } from '@/lib/media/title-card';
import styles from './MediaCard.module.scss';

/**
 * One video in a grid: its title card with the duration, the title linking to the video page, and a short
 * description. The title card is what each video opens on (and what its JPEG poster shows), drawn here in HTML:
 * it is painted with the page, where a grid of poster images would make a phone fetch one image per card (about
 * 9 KB each) after the document, the first of them being the largest thing on the screen. The video page keeps
 * the JPEG as the player's poster.
 */
export function MediaCard({ video, headingLevel = 'h2' }: { video: MediaCardData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <div className={styles.frame}>
        <div className={styles.titleCard} aria-hidden="true">
          <span className={styles.brand}>Corcym</span>
          <span className={styles.titleCardTitle}>{video.title}</span>
          <span className={styles.tagline}>{TITLE_CARD_TAGLINE}</span>
        </div>
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
