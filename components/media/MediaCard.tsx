import Image from 'next/image';
import Link from 'next/link';
import { formatTime } from '@/lib/academy/video';
import styles from './Media.module.scss';

export interface MediaCardData {
  id: string;
  title: string;
  description: string;
  href: string;
  poster: string;
  durationSeconds: number;
  label: string;
}

/** One video in a grid: poster with its duration, title linking to the video page, and a short description. */
export function MediaCard({ video, headingLevel = 'h2' }: { video: MediaCardData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <div className={styles.poster}>
        <Image src={video.poster} alt="" width={960} height={540} sizes="(min-width: 992px) 300px, (min-width: 576px) 45vw, 100vw" />
        <span className={styles.duration}>
          <span className="visually-hidden">Duration </span>
          {formatTime(video.durationSeconds)}
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
