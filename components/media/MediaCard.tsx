import Link from 'next/link';
import { formatDuration } from '@/lib/time';
import { CATEGORY_NAMES, type MediaCardData } from '@/lib/media/library';
import { TITLE_CARD_TAGLINE } from '@/lib/media/title-card';
import styles from './MediaCard.module.scss';

/**
 * One video in a grid: its title card with the duration, the title linking to the video page, and a short
 * description. The title card is drawn here in HTML from the video's own title and library section (the section
 * gives its colour and the words at its top), so no two cards look alike and its text stays readable at a phone's
 * card width (never under 12 px). It is painted with the page, where a grid of poster images would make a phone
 * fetch one image per card (about 9 KB each) after the document. The videos' JPEG posters are their first frame,
 * a navy title card the same for every video, so they would not tell the cards apart either; the video page keeps
 * the JPEG as the player's poster.
 */
export function MediaCard({ video, headingLevel = 'h2' }: { video: MediaCardData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <div className={styles.frame}>
        <div className={styles.titleCard} data-category={video.category} aria-hidden="true">
          <span className={styles.brand}>{CATEGORY_NAMES[video.category]}</span>
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
