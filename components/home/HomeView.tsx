import Link from 'next/link';
import { homeContent as home } from '@/lib/content/home';
import type { NewsCard } from '@/lib/news/list';
import { HeroArt } from './HeroArt';
import { NotFoundNotice } from './NotFoundNotice';
import styles from './HomeView.module.scss';

export function HomeView({
  latest,
  labels,
}: {
  latest: NewsCard[];
  labels: { latest: string; allNews: string; news: string; press: string; notFound: string };
}) {
  return (
    <>
      <NotFoundNotice message={labels.notFound} />
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <div>
            <p className={styles.eyebrow}>{home.hero.eyebrow}</p>
            <h1 id="home-title">{home.hero.title}</h1>
            <p className={styles.lead}>{home.hero.lead}</p>
            <div className={styles.ctas}>
              <Link className={styles.primary} href={home.hero.primary.href}>
                {home.hero.primary.label}
              </Link>
              <Link className={styles.secondary} href={home.hero.secondary.href}>
                {home.hero.secondary.label}
              </Link>
            </div>
          </div>
          <div className={styles.art}>
            <HeroArt />
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="families-title">
        <h2 id="families-title">{home.families.title}</h2>
        <p className={styles.sectionLead}>{home.families.lead}</p>
        <ul className={styles.families}>
          {home.families.items.map((family) => (
            <li key={family.href} className={styles.family}>
              <h3>
                <Link href={family.href}>{family.title}</Link>
              </h3>
              <p>{family.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.band} aria-labelledby="audiences-title">
        <div className={styles.section}>
          <h2 id="audiences-title">{home.audiences.title}</h2>
          <ul className={styles.audiences}>
            {home.audiences.items.map((audience) => (
              <li key={audience.href} className={styles.audience}>
                <h3>{audience.title}</h3>
                <p>{audience.text}</p>
                <Link href={audience.href} className={styles.more}>
                  {audience.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {latest.length > 0 && (
        <section className={styles.section} aria-labelledby="latest-title">
          <div className={styles.newsHead}>
            <h2 id="latest-title">{labels.latest}</h2>
            <Link href="/news">{labels.allNews}</Link>
          </div>
          <ul className={styles.newsList}>
            {latest.map((item) => (
              <li key={item.id}>
                <p className={styles.newsMeta}>
                  {item.type === 'press' ? labels.press : labels.news} ·{' '}
                  <time dateTime={item.date}>{item.dateLabel}</time>
                </p>
                <h3>
                  <Link href={item.href}>{item.title}</Link>
                </h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.section}>
        <div className={styles.split}>
          {[home.academy, home.commitment].map((block) => (
            <div key={block.title} className={styles.feature}>
              <h2>{block.title}</h2>
              <p>{block.text}</p>
              <Link href={block.href} className={styles.more}>
                {block.label}
              </Link>
            </div>
          ))}
        </div>
        <p className={styles.disclaimer}>{home.disclaimer}</p>
      </section>
    </>
  );
}
