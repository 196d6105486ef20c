import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { ContentPage } from '@/lib/content/pages';
import { PageHero } from '@/components/ui/PageHero';
import { Blocks } from './Blocks';
import styles from './ContentPageView.module.scss';

/** A section after the blocks (a form), listed in the table of contents like an h2 of the page. */
interface Appendix {
  id: string;
  title: string;
  content: ReactNode;
}

/** A long-form company or legal page: hero, optional table of contents, blocks, optional appendix. */
export async function ContentPageView({ page, appendix }: { page: ContentPage; appendix?: Appendix }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');

  // h2 blocks without an explicit id get one from their text, so the table of contents can link to them.
  const blocks = page.blocks.map((block) =>
    block.type === 'h2' && !block.id ? { ...block, id: slug(block.text) } : block,
  );
  const sections = [
    ...blocks.flatMap((block) => (block.type === 'h2' ? [{ text: block.text, id: block.id }] : [])),
    ...(appendix ? [{ text: appendix.title, id: appendix.id }] : []),
  ];

  return (
    <article lang={page.lang}>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        breadcrumb={{
          label: t('breadcrumb.label'),
          items: [
            { label: t('breadcrumb.home'), href: '/' },
            { label: page.title, href: page.path },
          ],
        }}
      />
      <div className={`${styles.layout} ${sections.length > 2 ? styles.withToc : ''}`}>
        {sections.length > 2 && (
          <nav className={styles.toc} aria-labelledby="toc-title">
            <p id="toc-title" className={styles.tocTitle}>
              {t('page.onThisPage')}
            </p>
            <ol>
              {sections.map((section) => (
                <li key={section.text}>
                  <a href={`#${section.id}`}>{section.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className={styles.body}>
          {page.updated && (
            <p className={styles.updated}>
              {t('page.updated', { date: format.dateTime(new Date(page.updated), { dateStyle: 'long' }) })}
            </p>
          )}
          <Blocks blocks={blocks} />
          {appendix?.content}
        </div>
      </div>
    </article>
  );
}
