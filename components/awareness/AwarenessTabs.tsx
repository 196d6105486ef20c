'use client';

import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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

/**
 * The awareness chapters: a topic switch (aortic or mitral) and a WAI-ARIA tab list of six chapters. The choice
 * lives in the URL hash (#mitral-treatment), so it can be linked and survives a reload; section anchors open the
 * chapter that holds them and scroll to the section.
 */
export function AwarenessTabs({ topics, topicsLabel, printLabel, anchors }: AwarenessTabsProps) {
  const [topicIndex, setTopicIndex] = useState(0);
  const [tabIndex, setTabIndex] = useState(0);
  const tabButtons = useRef<(HTMLButtonElement | null)[]>([]);
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
    window.history.replaceState(null, '', `#${topics[nextTopic]!.topic}-${topics[nextTopic]!.tabs[nextTab]!.slug}`);
    if (focus) tabButtons.current[nextTab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabKeyTarget(event.key, tabIndex, topic.tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    show(topicIndex, next, true);
  };

  return (
    <div className={styles.tabsRoot}>
      <div className={`${styles.topics} no-print`} role="group" aria-label={topicsLabel}>
        {topics.map((entry, index) => (
          <button
            key={entry.topic}
            type="button"
            aria-pressed={index === topicIndex}
            className={styles.topic}
            onClick={() => show(index, 0)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div
        role="tablist"
        aria-label={topic.chaptersLabel}
        className={`${styles.tablist} no-print`}
        onKeyDown={onKeyDown}
      >
        {topic.tabs.map((tab, index) => (
          <button
            key={tab.slug}
            ref={(node) => {
              tabButtons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`tab-${topic.topic}-${tab.slug}`}
            aria-selected={index === tabIndex}
            aria-controls={`panel-${topic.topic}-${tab.slug}`}
            tabIndex={index === tabIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => show(topicIndex, index)}
          >
            <span className={styles.tabNumber} aria-hidden="true">
              {index + 1}
            </span>
            {tab.title}
          </button>
        ))}
      </div>
      {topics.map((entry, entryIndex) =>
        entry.tabs.map((tab, index) => (
          <section
            key={`${entry.topic}-${tab.slug}`}
            role="tabpanel"
            id={`panel-${entry.topic}-${tab.slug}`}
            aria-labelledby={`tab-${entry.topic}-${tab.slug}`}
            hidden={entryIndex !== topicIndex || index !== tabIndex}
            className={styles.panel}
            tabIndex={0}
          >
            <h2 className={styles.panelTitle}>{tab.title}</h2>
            {tab.panel}
            <button type="button" className={`${styles.print} no-print`} onClick={() => window.print()}>
              {printLabel}
            </button>
          </section>
        )),
      )}
    </div>
  );
}
