'use client';

import {
  useCallback,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/lib/client/hydrated';
import { tabKeyTarget, useHashSelection } from '@/lib/client/tabs';
import styles from './Awareness.module.scss';

export interface TopicPanels {
  topic: 'aortic' | 'mitral';
  label: string;
  chaptersLabel: string;
  tabs: { slug: string; title: string; panel: ReactNode }[];
}

interface AwarenessTabsProps {
  topics: TopicPanels[];
  topicsLabel: string;
  printLabel: string;
  /** Section anchors (#aortic-stenosis, #heart-stories, #reference-2, ...) and the chapter that holds them. */
  anchors: Record<string, { topic: string; slug: string }>;
}

const chapterId = (topic: string, slug: string) => `${topic}-${slug}`;

// Below the small breakpoint the chapter tabs are stacked in one column (Awareness.module.scss, .tablist): a
// vertical tab list, which Up and Down move through as well.
const STACKED = '(max-width: 575.98px)';

function subscribeStacked(onChange: () => void) {
  const query = window.matchMedia(STACKED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The awareness chapters: a topic switch (aortic or mitral) and a WAI-ARIA tab list of six chapters. The choice
 * lives in the URL hash (#mitral-treatment), so it can be linked and survives a reload; section anchors open the
 * chapter that holds them and scroll to the section.
 *
 * HTML first: before hydration and without scripts, the topics and chapters are links to the chapters' anchors,
 * every chapter is in the page under that id, and CSS shows the linked one (:target, Awareness.module.scss), the
 * first chapter otherwise. Once hydrated the same links become the topic buttons and the tabs.
 */
export function AwarenessTabs({ topics, topicsLabel, printLabel, anchors }: AwarenessTabsProps) {
  const hydrated = useHydrated();
  const stacked = useSyncExternalStore(
    subscribeStacked,
    () => window.matchMedia(STACKED).matches,
    () => false,
  );
  const [topicIndex, setTopicIndex] = useState(0);
  const [tabIndex, setTabIndex] = useState(0);
  const tabLinks = useRef<(HTMLAnchorElement | null)[]>([]);
  const topic = topics[topicIndex]!;

  useHashSelection(
    useCallback(() => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      if (!hash) return;
      const anchor = anchors[hash];
      const [topicName, ...rest] = hash.split('-');
      const target = anchor ?? { topic: topicName, slug: rest.join('-') };
      const nextTopic = topics.findIndex((entry) => entry.topic === target.topic);
      const nextTab = nextTopic >= 0 ? topics[nextTopic]!.tabs.findIndex((tab) => tab.slug === target.slug) : -1;
      if (nextTopic < 0 || nextTab < 0) return;
      setTopicIndex(nextTopic);
      setTabIndex(nextTab);
      if (anchor) requestAnimationFrame(() => document.getElementById(hash)?.scrollIntoView());
    }, [anchors, topics]),
  );

  const show = (nextTopic: number, nextTab: number, focus = false) => {
    setTopicIndex(nextTopic);
    setTabIndex(nextTab);
    window.history.replaceState(
      null,
      '',
      `#${chapterId(topics[nextTopic]!.topic, topics[nextTopic]!.tabs[nextTab]!.slug)}`,
    );
    if (focus) tabLinks.current[nextTab]?.focus();
  };
  const showOnClick = (nextTopic: number, nextTab: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    show(nextTopic, nextTab);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabKeyTarget(event.key, tabIndex, topic.tabs.length, stacked ? 'vertical' : 'horizontal');
    if (next === undefined) return;
    event.preventDefault();
    show(topicIndex, next, true);
  };

  // One tree in both modes, with the chapters in the same place: hydration changes their attributes (and the
  // controls above them), never re-creates the chapters' text.
  return (
    <div className={styles.tabsRoot} data-static={!hydrated || undefined}>
      {hydrated ? (
        <div className={`${styles.topics} no-print`} role="group" aria-label={topicsLabel}>
          {topics.map((entry, index) => (
            <a
              key={entry.topic}
              href={`#${chapterId(entry.topic, entry.tabs[0]!.slug)}`}
              role="button"
              aria-pressed={index === topicIndex}
              className={styles.topic}
              onClick={showOnClick(index, 0)}
            >
              {entry.label}
            </a>
          ))}
        </div>
      ) : (
        <nav className={`${styles.topics} no-print`} aria-label={topicsLabel}>
          {topics.map((entry) => (
            <a key={entry.topic} href={`#${chapterId(entry.topic, entry.tabs[0]!.slug)}`} className={styles.topic}>
              {entry.label}
            </a>
          ))}
        </nav>
      )}
      {hydrated ? (
        <div
          role="tablist"
          aria-label={topic.chaptersLabel}
          aria-orientation={stacked ? 'vertical' : undefined}
          className={`${styles.tablist} no-print`}
          onKeyDown={onKeyDown}
        >
          {topic.tabs.map((tab, index) => (
            <a
              key={tab.slug}
              ref={(node) => {
                tabLinks.current[index] = node;
              }}
              href={`#${chapterId(topic.topic, tab.slug)}`}
              role="tab"
              id={`tab-${chapterId(topic.topic, tab.slug)}`}
              aria-selected={index === tabIndex}
              aria-controls={`panel-${chapterId(topic.topic, tab.slug)}`}
              tabIndex={index === tabIndex ? 0 : -1}
              className={styles.tab}
              onClick={showOnClick(topicIndex, index)}
            >
              <span className={styles.tabNumber} aria-hidden="true">
                {index + 1}
              </span>
              {tab.title}
            </a>
          ))}
        </div>
      ) : (
        topics.map((entry) => (
          <nav
            key={entry.topic}
            aria-label={entry.chaptersLabel}
            className={`${styles.chapters} no-print`}
            data-topic={entry.topic}
          >
            <ol className={styles.tablist}>
              {entry.tabs.map((tab, index) => (
                <li key={tab.slug}>
                  <a href={`#${chapterId(entry.topic, tab.slug)}`} className={styles.tab}>
                    <span className={styles.tabNumber} aria-hidden="true">
                      {index + 1}
                    </span>
                    {tab.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ))
      )}
      <div className={styles.panels}>
        {topics.map((entry, entryIndex) =>
          entry.tabs.map((tab, index) => {
            const id = chapterId(entry.topic, tab.slug);
            return (
              <section
                key={id}
                id={hydrated ? `panel-${id}` : id}
                data-topic={entry.topic}
                {...(hydrated && {
                  role: 'tabpanel',
                  'aria-labelledby': `tab-${id}`,
                  hidden: entryIndex !== topicIndex || index !== tabIndex,
                  tabIndex: 0,
                })}
                className={styles.panel}
              >
                <h2 className={styles.panelTitle}>{tab.title}</h2>
                {tab.panel}
                {hydrated && (
                  <button type="button" className={`${styles.print} no-print`} onClick={() => window.print()}>
                    {printLabel}
                  </button>
                )}
              </section>
            );
          }),
        )}
      </div>
    </div>
  );
}
