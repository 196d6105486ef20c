import Link from 'next/link';
import { facetNames, mediaFacets } from '@/lib/content/media/facets';
import { durationOf, type MediaVideo } from '@/lib/content/media/types';
import { formatDuration } from '@/lib/time';
import { cardOf } from '@/lib/media/library';
import { MEDIA_LIBRARY_PATH, relatedVideos } from '@/lib/media/paths';
import { MediaCard } from './MediaCard';
import { VideoPlayer } from './VideoPlayer';
import gridStyles from './MediaCardGrid.module.scss';
import styles from './VideoDetail.module.scss';

const audienceLabel = {
  'healthcare-professionals': 'Healthcare professionals',
  patients: 'Patients and caregivers',
  everyone: 'Everyone',
} as const;

/** A library video: the player, what it covers, its facets as links back into the library, and related videos. */
export function VideoDetail({ video, showRelated = true }: { video: MediaVideo; showRelated?: boolean }) {
  const chips = facetNames.flatMap((facet) =>
    (video.facets[facet] as string[]).map((value) => ({
      key: `${facet}-${value}`,
      href: `${MEDIA_LIBRARY_PATH}?${facet}=${value}`,
      label: (mediaFacets[facet].values as Record<string, string>)[value] ?? value,
      facet: mediaFacets[facet].label,
    })),
  );
  return (
    <div className={styles.detail}>
      <VideoPlayer id={video.id} title={video.title} />
      <div className={styles.detailText}>
        <dl className={styles.facts}>
          <div>
            <dt>Duration</dt>
            <dd>{formatDuration(durationOf(video))}</dd>
          </div>
          <div>
            <dt>For</dt>
            <dd>{audienceLabel[video.audience]}</dd>
          </div>
          <div>
            <dt>Added</dt>
            <dd>
              <time dateTime={video.published}>
                {new Date(`${video.published}T00:00:00Z`).toLocaleDateString('en-GB', {
                  dateStyle: 'long',
                  timeZone: 'UTC',
                })}
              </time>
            </dd>
          </div>
        </dl>
        <p>{video.description}</p>
        <h2 className={styles.detailHeading}>In this video</h2>
        <ol className={styles.chapters}>
          {video.slides.map((slide) => (
            <li key={slide.heading}>{slide.heading}</li>
          ))}
        </ol>
        <h2 className={styles.detailHeading}>More like this</h2>
        <ul className={styles.chips} aria-label="Filter the library by this video’s topics">
          {chips.map((chip) => (
            <li key={chip.key}>
              <Link href={chip.href} title={`${chip.facet}: ${chip.label}`}>
                {chip.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {showRelated && (
        <section className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title" className={styles.detailHeading}>
            Related videos
          </h2>
          <ul className={gridStyles.grid}>
            {relatedVideos(video).map((other) => (
              <li key={other.id}>
                <MediaCard video={cardOf(other)} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
