import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { inlineSegments } from '@/lib/content/inline';
import { awarenessAnchor, awarenessTopicsIn, type AwarenessBlock, type AwarenessTopic } from '@/lib/content/awareness';
import { guideFile } from '@/lib/content/awareness/guides';
import { PageHero } from '@/components/ui/PageHero';
import Link from 'next/link';
import { awarenessPath, htmlLangFor, localeFor, regionCodes, type RegionCode } from '@/lib/i18n/locales';
import { nativeLanguageNames } from '@/lib/content/awareness/regions';
import { HeartDiagram, type HeartDiagramLabels } from './HeartDiagram';
import { RichText } from '@/components/ui/RichText';
import { AwarenessTabs, type TopicPanels } from './AwarenessTabs';
import styles from './Awareness.module.scss';

/** Every text of a topic that may cite a reference, in page order. */
function citingTexts(topic: AwarenessTopic): string[] {
  return topic.chapters.flatMap((chapter) =>
    chapter.blocks.flatMap((block) => {
      if (block.type === 'p') return [block.text];
      if (block.type === 'list') return block.items;
      if (block.type === 'faq') return block.items.flatMap((item) => item.a);
      return [];
    }),
  );
}

/** How many times each reference is cited in the topic. */
function citationCounts(topic: AwarenessTopic): Map<number, number> {
  const counts = new Map<number, number>();
  for (const text of citingTexts(topic))
    for (const segment of inlineSegments(text))
      if (segment.kind === 'ref') counts.set(segment.number, (counts.get(segment.number) ?? 0) + 1);
  return counts;
}

async function topicPanels(
  topic: AwarenessTopic,
  index: number,
): Promise<{ panels: TopicPanels; anchors: Record<string, { topic: string; slug: string }> }> {
  const page = await getTranslations('awarenessPage');
  const locale = await getLocale();
  const anchorId = (id: string) => awarenessAnchor(topic.topic, id);
  const referenceId = (number: number) => anchorId(`reference-${number}`);
  // The k-th citation of reference n (#cite-2-1), so each reference can lead back to where it is cited.
  const citationId = (number: number, occurrence: number) => anchorId(`cite-${number}-${occurrence}`);
  const cited = citationCounts(topic);
  const citedSoFar = new Map<number, number>();
  const anchors: Record<string, { topic: string; slug: string }> = {};
  // The references are English publications, cited as published: on a page in another language they say so
  // (WCAG 3.1.2). A reference translated in the content file takes the page's language.
  const english = awarenessTopicsIn('en').find((entry) => entry.topic === topic.topic);
  const referenceLang = (number: number) =>
    locale !== 'en' && english?.references[number] === topic.references[number] ? 'en' : undefined;

  // Numbered as the texts are laid out (eagerly, here, so the anchors are complete before the page renders).
  const nextCitation = (number: number, slug: string) => {
    const occurrence = (citedSoFar.get(number) ?? 0) + 1;
    citedSoFar.set(number, occurrence);
    const id = citationId(number, occurrence);
    anchors[id] = { topic: topic.topic, slug };
    return id;
  };
  const citation = (number: number, id: string | undefined) => (
    <a
      id={id}
      href={`#${referenceId(number)}`}
      className={styles.ref}
      aria-label={page('referenceLabel', { number: String(number) })}
    >
      [{number}]
    </a>
  );
  const backLinks = (number: number) => {
    const count = cited.get(number) ?? 0;
    if (count === 0) return null;
    if (count === 1)
      return (
        <a href={`#${citationId(number, 1)}`} className={styles.back}>
          <span aria-hidden="true">↑ </span>
          {page('backToText')}
        </a>
      );
    return (
      <span className={styles.backList}>
        <span aria-hidden="true">↑ </span>
        {page('backToText')}:
        {Array.from({ length: count }, (_, index) => (
          <a
            key={index}
            href={`#${citationId(number, index + 1)}`}
            className={styles.back}
            aria-label={page('backToCitation', { occurrence: String(index + 1) })}
          >
            {index + 1}
          </a>
        ))}
      </span>
    );
  };
  const diagram = (key: keyof HeartDiagramLabels) => page(`diagram.${key}`);
  const diagramLabels = Object.fromEntries(
    (
      [
        'title',
        'description',
        'rightAtrium',
        'rightVentricle',
        'leftAtrium',
        'leftVentricle',
        'tricuspidValve',
        'pulmonaryValve',
        'mitralValve',
        'aorticValve',
        'healthy',
        'stenosis',
        'regurgitation',
      ] as const
    ).map((key) => [key, diagram(key)]),
  ) as unknown as HeartDiagramLabels;

  const render = (block: AwarenessBlock, slug: string, index: number): ReactNode => {
    const rich = (text: string) => {
      const ids = new Map<number, string>();
      for (const segment of inlineSegments(text))
        if (segment.kind === 'ref') ids.set(segment.index, nextCitation(segment.number, slug));
      return <RichText text={text} reference={(number, at) => citation(number, ids.get(at))} />;
    };
    switch (block.type) {
      case 'h3': {
        const id = block.id ? anchorId(block.id) : undefined;
        if (id) anchors[id] = { topic: topic.topic, slug };
        return (
          <h3 key={index} id={id}>
            {block.text}
          </h3>
        );
      }
      case 'p':
        return <p key={index}>{rich(block.text)}</p>;
      case 'list':
        return (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{rich(item)}</li>
            ))}
          </ul>
        );
      case 'faq':
        return (
          <div key={index} className={styles.faq}>
            {block.items.map((item, itemIndex) => (
              <details key={itemIndex}>
                <summary>{item.q}</summary>
                {item.a.map((answer, answerIndex) => (
                  <p key={answerIndex}>{rich(answer)}</p>
                ))}
              </details>
            ))}
          </div>
        );
      case 'guide':
        return (
          <div key={index} className={styles.guide}>
            <p className={styles.guideTitle}>{topic.guide.title}</p>
            <p>{topic.guide.subtitle}</p>
            <a href={guideFile(topic.topic, locale)} download className={styles.guideLink}>
              {topic.guide.pdf}
            </a>
            <p className={styles.small}>{topic.guide.disclaimer}</p>
          </div>
        );
      case 'references': {
        const id = anchorId('references');
        anchors[id] = { topic: topic.topic, slug };
        return (
          <ol key={index} id={id} className={styles.references} aria-label={page('referencesTitle')}>
            {topic.references.map((text, number) => {
              anchors[referenceId(number + 1)] = { topic: topic.topic, slug };
              return (
                <li key={number} id={referenceId(number + 1)}>
                  <span lang={referenceLang(number)}>{text}</span> {backLinks(number + 1)}
                </li>
              );
            })}
          </ol>
        );
      }
    }
  };

  const panels: TopicPanels = {
    topic: topic.topic,
    label: page(topic.topic === 'aortic' ? 'aorticTopic' : 'mitralTopic'),
    chaptersLabel: page('chapters', { topic: page(topic.topic === 'aortic' ? 'aorticTopic' : 'mitralTopic') }),
    tabs: topic.chapters.map((chapter) => ({
      slug: chapter.slug,
      title: chapter.title,
      panel: (
        <>
          {chapter.blocks.map((block, index) => render(block, chapter.slug, index))}
          {/* The first chapter explains the chambers and valves: its diagram follows the text. */}
          {chapter.slug === 'heart' && (
            <HeartDiagram labels={diagramLabels} id={`${topic.topic}-heart-diagram`} defines={index === 0} />
          )}
          <aside className={styles.notice}>
            <p className={styles.noticeTitle}>{page('noticeTitle')}</p>
            <p>{topic.disclaimer}</p>
          </aside>
        </>
      ),
    })),
  };
  return { panels, anchors };
}

/**
 * The same information in the other languages: ordinary links (each name in its own language), so every
 * language version is reachable from a page and not only from the region dialog.
 */
function LanguageLinks({ label, current }: { label: string; current: RegionCode | undefined }) {
  return (
    <nav id="languages" aria-label={label} className={`${styles.languages} no-print`}>
      <p className={styles.languagesTitle}>{label}</p>
      <ul>
        {regionCodes.map((region) => {
          const lang = htmlLangFor(localeFor(region));
          return (
            <li key={region}>
              <Link
                href={awarenessPath(region)}
                lang={lang}
                hrefLang={lang}
                aria-current={region === current ? 'page' : undefined}
              >
                {nativeLanguageNames[region]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The patient-awareness page in the request's language: both topics, six chapters each. */
export async function AwarenessView({ region }: { region?: RegionCode }) {
  const page = await getTranslations('awarenessPage');
  const built = await Promise.all(awarenessTopicsIn(await getLocale()).map(topicPanels));
  const anchors = Object.assign({}, ...built.map((entry) => entry.anchors));
  return (
    <article>
      <PageHero eyebrow={page('eyebrow')} title={page('title')} lead={page('lead')} />
      <div className={styles.body}>
        <AwarenessTabs
          topics={built.map((entry) => entry.panels)}
          topicsLabel={page('topicsLabel')}
          printLabel={page('print')}
          anchors={anchors}
        />
        <LanguageLinks label={page('otherLanguages')} current={region} />
      </div>
    </article>
  );
}
