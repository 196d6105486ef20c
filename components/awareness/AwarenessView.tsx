import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { awarenessTopics, type AwarenessBlock, type AwarenessTopic } from '@/lib/content/awareness/structure';
import { guideFile } from '@/lib/content/awareness/guides';
import { PageHero } from '@/components/ui/PageHero';
import { AwarenessTabs, type TopicPanels } from './AwarenessTabs';
import styles from './Awareness.module.scss';

/** Ids of a topic's sections: the aortic topic keeps the anchors of requirements §2.5, the mitral one is prefixed. */
const anchorId = (topic: AwarenessTopic, id: string) =>
  topic.topic === 'aortic' || id.startsWith('mitral-') ? id : `mitral-${id}`;
const referenceId = (topic: AwarenessTopic, number: number | string) => anchorId(topic, `reference-${number}`);

async function topicPanels(
  topic: AwarenessTopic,
): Promise<{ panels: TopicPanels; anchors: Record<string, { topic: string; slug: string }> }> {
  const t = await getTranslations(topic.namespace);
  const page = await getTranslations('awarenessPage');
  const locale = await getLocale();
  // Keys come from the structure file, not from literals, so they are typed as plain strings here.
  const translateRich = t.rich as unknown as (
    key: string,
    tags: Record<string, (chunks: ReactNode) => ReactNode>,
  ) => ReactNode;
  const rich = (key: string) =>
    translateRich(key, {
      b: (chunks) => <strong>{chunks}</strong>,
      ref: (chunks) => (
        <a
          href={`#${referenceId(topic, String(chunks))}`}
          className={styles.ref}
          aria-label={page('referenceLabel', { number: String(chunks) })}
        >
          [{chunks}]
        </a>
      ),
    });
  const plain = (key: string) => t(key as never);
  const anchors: Record<string, { topic: string; slug: string }> = {};

  const render = (block: AwarenessBlock, slug: string, index: number): ReactNode => {
    switch (block.type) {
      case 'h3': {
        const id = block.id ? anchorId(topic, block.id) : undefined;
        if (id) anchors[id] = { topic: topic.topic, slug };
        return (
          <h3 key={index} id={id}>
            {plain(block.key)}
          </h3>
        );
      }
      case 'p':
        return <p key={index}>{rich(block.key)}</p>;
      case 'list':
        return (
          <ul key={index}>
            {block.keys.map((key) => (
              <li key={key}>{rich(key)}</li>
            ))}
          </ul>
        );
      case 'faq':
        return (
          <div key={index} className={styles.faq}>
            {block.items.map((item) => (
              <details key={item.q}>
                <summary>{plain(item.q)}</summary>
                {item.a.map((answer) => (
                  <p key={answer}>{rich(answer)}</p>
                ))}
              </details>
            ))}
          </div>
        );
      case 'guide':
        return (
          <div key={index} className={styles.guide}>
            <p className={styles.guideTitle}>{plain(topic.guide.titleKey)}</p>
            <p>{plain(topic.guide.subtitleKey)}</p>
            <a href={guideFile(topic.topic, locale)} download className={styles.guideLink}>
              {plain(topic.guide.pdfKey)}
            </a>
            <p className={styles.small}>{plain(topic.guide.disclaimerKey)}</p>
          </div>
        );
      case 'references': {
        const id = anchorId(topic, 'references');
        anchors[id] = { topic: topic.topic, slug };
        return (
          <ol key={index} id={id} className={styles.references} aria-label={page('referencesTitle')}>
            {topic.referencesKeys.map((key, number) => {
              anchors[referenceId(topic, number + 1)] = { topic: topic.topic, slug };
              return (
                <li key={key} id={referenceId(topic, number + 1)}>
                  {plain(key)}
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
    tabs: topic.tabs.map((tab) => ({
      slug: tab.slug,
      title: plain(tab.titleKey),
      panel: (
        <>
          {tab.blocks.map((block, index) => render(block, tab.slug, index))}
          <aside className={styles.notice}>
            <p className={styles.noticeTitle}>{page('noticeTitle')}</p>
            <p>{plain(topic.disclaimerKey)}</p>
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
  const built = await Promise.all(awarenessTopics.map(topicPanels));
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
