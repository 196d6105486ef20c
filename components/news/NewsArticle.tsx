import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { NewsItem } from '@/lib/server/repositories/news';
import { newsItemPath } from '@/lib/news/paths';
import { sanitizeNewsHtml } from '@/lib/news/sanitize';
import { PageHero } from '@/components/ui/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { newsArticleJsonLd } from '@/lib/seo/structured-data';
import styles from './News.module.scss';

/** One news item or press release: title, date, picture if any, sanitised body, and related items of the same kind. */
export async function NewsArticle({ item, related }: { item: NewsItem; related: NewsItem[] }) {
  const t = await getTranslations('news');
  const tb = await getTranslations('breadcrumb');
  const format = await getFormatter();
  return (
    <article>
      <JsonLd data={newsArticleJsonLd(item, newsItemPath(item))} />
      <PageHero
        eyebrow={item.news_type === 'press' ? t('press') : t('news')}
        title={item.title}
        lead={item.description}
        breadcrumb={{
          label: tb('label'),
          items: [
            { label: tb('home'), href: '/' },
            { label: t('title'), href: '/news' },
            { label: item.title, href: newsItemPath(item) },
          ],
        }}
      >
        <p className={styles.heroDate}>
          <time dateTime={item.date}>{format.dateTime(new Date(item.date), { dateStyle: 'long' })}</time>
        </p>
      </PageHero>
      <div className={styles.articleBody}>
        <div className={styles.prose}>
          {item.image && (
            // A picture uploaded in the back office, served by the app's own route (not an optimisable static file).
            // eslint-disable-next-line @next/next/no-img-element
            <img
              className={styles.articleImage}
              src={item.image.src}
              alt={item.image.alt}
              loading="lazy"
              decoding="async"
            />
          )}
          {/* The body is already sanitised HTML (lib/news/render.ts); sanitised again here as the last gate. */}
          <div dangerouslySetInnerHTML={{ __html: sanitizeNewsHtml(item.body) }} />
        </div>
        {related.length > 0 && (
          <aside aria-labelledby="related-title" className={styles.related}>
            <h2 id="related-title">{t('related')}</h2>
            <ul>
              {related.map((other) => (
                <li key={other.id}>
                  <Link href={newsItemPath(other)}>{other.title}</Link>
                  <time dateTime={other.date}>{format.dateTime(new Date(other.date), { dateStyle: 'medium' })}</time>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </article>
  );
}

export function relatedTo(item: NewsItem, all: NewsItem[]): NewsItem[] {
  return all.filter((other) => other.id !== item.id && other.news_type === item.news_type).slice(0, 3);
}
