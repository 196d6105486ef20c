import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { awarenessAnchor, awarenessTopicsIn, type AwarenessBlock, type AwarenessTopic } from '@/lib/content/awareness';
import { guideFile } from '@/lib/content/awareness/guides';
import { PageHero } from '@/components/ui/PageHero';
import { RichText } from '@/components/ui/RichText';
import { AwarenessTabs, type TopicPanels } from './AwarenessTabs';
import styles from './Awareness.module.scss';

async function topicPanels(
  topic: AwarenessTopic,
): Promise<{ panels: TopicPanels; anchors: Record<string, { topic: string; slug: string }> }> {
  const page = await getTranslations('awarenessPage');
  const locale = await getLocale();
  const anchorId = (id: string) => awarenessAnchor(topic.topic, id);
  const referenceId = (number: number) => anchorId(`reference-${number}`);
  const reference = (number: number) => (
    <a
      href={`#${referenceId(number)}`}
      className={styles.ref}
      aria-label={page('referenceLabel', { number: String(number) })}
    >
      [{number}]
    </a>
  );
  const rich = (text: string) => <RichText text={text} reference={reference} />;
  const anchors: Record<string, { topic: string; slug: string }> = {};

  const render = (block: AwarenessBlock, slug: string, index: number): ReactNode => {
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
                  {text}
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

/** The patient-awareness page in the request's language: both topics, six chapters each. */
export async function AwarenessView() {
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
      </div>
    </article>
  );
}
