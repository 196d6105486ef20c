/**
 * Render order of the patient-awareness pages (aortic and mitral topics).
 *
 * Every key is relative to the topic namespace in messages/awareness/en.json, and both topics use the same
 * scheme of nested dotted paths (e.g. 'humanheart.heading.one', 'tab.one', 'disclaimer').
 * Values may contain next-intl rich text: <b>…</b> and <ref>n</ref>, where n is
 * the number of the entry in the topic's references list.
 */

import type { MessageKeys, NestedKeyOf } from 'next-intl';
import type { Messages } from '@/lib/i18n/app-config';

type Topic = 'aortic' | 'mitral';
/** A message key of the topic's namespace: a key that messages/awareness/en.json lacks fails type-checking. */
type TopicKey<T extends Topic> = T extends Topic ? MessageKeys<Messages[T], NestedKeyOf<Messages[T]>> : never;

export type AwarenessBlock<T extends Topic = Topic> =
  | { type: 'h3'; key: TopicKey<T>; id?: string }
  | { type: 'p'; key: TopicKey<T> }
  | { type: 'list'; keys: TopicKey<T>[] }
  | { type: 'faq'; items: { q: TopicKey<T>; a: TopicKey<T>[] }[] }
  | { type: 'guide' }
  | { type: 'references' };

interface AwarenessTab<T extends Topic> {
  slug: string;
  titleKey: TopicKey<T>;
  blocks: AwarenessBlock<T>[];
}

interface TopicStructure<T extends Topic> {
  topic: T;
  namespace: T;
  disclaimerKey: TopicKey<T>;
  referencesKeys: TopicKey<T>[];
  guide: { titleKey: TopicKey<T>; subtitleKey: TopicKey<T>; pdfKey: TopicKey<T>; disclaimerKey: TopicKey<T> };
  tabs: AwarenessTab<T>[];
}

export type AwarenessTopic = TopicStructure<'aortic'> | TopicStructure<'mitral'>;

const aortic: TopicStructure<'aortic'> = {
  topic: 'aortic',
  namespace: 'aortic',
  disclaimerKey: 'disclaimer',
  referencesKeys: ['references.one', 'references.two', 'references.three', 'references.four'],
  guide: {
    titleKey: 'guide.brochure.title',
    subtitleKey: 'guide.brochure.subtitle',
    pdfKey: 'guide.brochure.pdf',
    disclaimerKey: 'guide.brochure.disclaimer',
  },
  tabs: [
    {
      slug: 'heart',
      titleKey: 'tab.one',
      blocks: [
        { type: 'h3', key: 'humanheart.heading.one' },
        { type: 'p', key: 'humanheart.para.one' },
        { type: 'p', key: 'humanheart.para.two' },
        { type: 'h3', key: 'humanheart.heading.two' },
        { type: 'p', key: 'humanheart.para.three' },
        { type: 'p', key: 'humanheart.para.four' },
        { type: 'p', key: 'humanheart.para.five' },
      ],
    },
    {
      slug: 'disease',
      titleKey: 'tab.two',
      blocks: [
        { type: 'p', key: 'heartdisease.para.one' },
        { type: 'h3', key: 'heartdisease.heading.one', id: 'aortic-stenosis' },
        { type: 'p', key: 'heartdisease.para.two' },
        { type: 'p', key: 'heartdisease.para.three' },
        { type: 'h3', key: 'heartdisease.heading.two' },
        { type: 'p', key: 'heartdisease.para.four' },
        { type: 'h3', key: 'heartdisease.heading.three' },
        { type: 'p', key: 'heartdisease.para.five' },
        {
          type: 'list',
          keys: [
            'heartdisease.list.one',
            'heartdisease.list.two',
            'heartdisease.list.three',
            'heartdisease.list.four',
            'heartdisease.list.five',
            'heartdisease.list.six',
          ],
        },
        { type: 'p', key: 'heartdisease.para.six' },
        { type: 'h3', key: 'heartdisease.heading.four' },
        { type: 'p', key: 'heartdisease.para.seven' },
      ],
    },
    {
      slug: 'treatment',
      titleKey: 'tab.three',
      blocks: [
        { type: 'h3', key: 'treatment.heading.one' },
        { type: 'p', key: 'treatment.para.one' },
        { type: 'h3', key: 'treatment.heading.two' },
        { type: 'p', key: 'treatment.para.two' },
        { type: 'p', key: 'treatment.para.three' },
        { type: 'h3', key: 'treatment.heading.three' },
        { type: 'p', key: 'treatment.para.four.one' },
        { type: 'p', key: 'treatment.para.four.two' },
        { type: 'h3', key: 'treatment.heading.four' },
        { type: 'p', key: 'treatment.para.five' },
        { type: 'h3', key: 'treatment.heading.five' },
        { type: 'p', key: 'treatment.para.six' },
        { type: 'h3', key: 'treatment.heading.six' },
        { type: 'p', key: 'treatment.para.seven' },
        { type: 'h3', key: 'treatment.heading.seven' },
        { type: 'references' },
      ],
    },
    {
      slug: 'surgery',
      titleKey: 'tab.four',
      blocks: [
        { type: 'h3', key: 'surgery.heading.one' },
        { type: 'p', key: 'surgery.para.one' },
        { type: 'p', key: 'surgery.para.two' },
        { type: 'p', key: 'surgery.para.three' },
        {
          type: 'list',
          keys: [
            'surgery.list.one',
            'surgery.list.two',
            'surgery.list.three',
            'surgery.list.four',
            'surgery.list.five',
          ],
        },
        { type: 'h3', key: 'surgery.heading.two' },
        { type: 'p', key: 'surgery.para.four' },
        { type: 'p', key: 'surgery.para.five' },
        { type: 'h3', key: 'surgery.heading.three' },
        { type: 'p', key: 'surgery.para.six' },
        { type: 'p', key: 'surgery.para.seven' },
        { type: 'p', key: 'surgery.para.eight' },
        { type: 'p', key: 'surgery.para.nine' },
        { type: 'p', key: 'surgery.para.ten' },
        { type: 'p', key: 'surgery.para.eleven' },
        { type: 'h3', key: 'stories.heading', id: 'heart-stories' },
        { type: 'p', key: 'stories.para.one' },
        { type: 'p', key: 'stories.para.two' },
        { type: 'p', key: 'stories.para.three' },
      ],
    },
    {
      slug: 'faq',
      titleKey: 'tab.five',
      blocks: [
        {
          type: 'faq',
          items: [
            { q: 'q.one', a: ['ans.one.one', 'ans.one.two'] },
            { q: 'q.two', a: ['ans.two.one', 'ans.two.two'] },
            { q: 'q.three', a: ['ans.three.one', 'ans.three.two'] },
            { q: 'q.four', a: ['ans.four.one'] },
            { q: 'q.five', a: ['ans.five.one', 'ans.five.two'] },
            { q: 'q.six', a: ['ans.six.one'] },
            { q: 'q.seven', a: ['ans.seven.one', 'ans.seven.two'] },
            { q: 'q.eight', a: ['ans.eight.one'] },
            { q: 'q.nine', a: ['ans.nine.one'] },
          ],
        },
      ],
    },
    {
      slug: 'guide',
      titleKey: 'tab.six',
      blocks: [{ type: 'p', key: 'guide.para.one' }, { type: 'guide' }, { type: 'p', key: 'guide.para.two' }],
    },
  ],
};

const mitral: TopicStructure<'mitral'> = {
  topic: 'mitral',
  namespace: 'mitral',
  disclaimerKey: 'disclaimer',
  referencesKeys: ['references.one', 'references.two', 'references.three', 'references.four'],
  guide: {
    titleKey: 'guide.brochure.title',
    subtitleKey: 'guide.brochure.subtitle',
    pdfKey: 'guide.brochure.pdf',
    disclaimerKey: 'guide.brochure.disclaimer',
  },
  tabs: [
    {
      slug: 'heart',
      titleKey: 'tab.one',
      blocks: [
        { type: 'h3', key: 'humanheart.heading.one' },
        { type: 'p', key: 'humanheart.para.one' },
        { type: 'p', key: 'humanheart.para.two' },
        { type: 'h3', key: 'humanheart.heading.two' },
        { type: 'p', key: 'humanheart.para.three' },
        { type: 'p', key: 'humanheart.para.four' },
        { type: 'p', key: 'humanheart.para.five' },
        { type: 'p', key: 'humanheart.para.six' },
      ],
    },
    {
      slug: 'disease',
      titleKey: 'tab.two',
      blocks: [
        { type: 'p', key: 'heartdisease.para.one' },
        { type: 'h3', key: 'heartdisease.heading.one', id: 'mitral-insufficiency' },
        { type: 'p', key: 'heartdisease.para.two' },
        { type: 'p', key: 'heartdisease.para.three' },
        { type: 'h3', key: 'heartdisease.heading.two' },
        { type: 'p', key: 'heartdisease.para.four.one' },
        { type: 'h3', key: 'heartdisease.heading.three' },
        { type: 'p', key: 'heartdisease.para.four.two' },
        {
          type: 'list',
          keys: [
            'heartdisease.list.one',
            'heartdisease.list.two',
            'heartdisease.list.three',
            'heartdisease.list.four',
            'heartdisease.list.five',
            'heartdisease.list.six',
          ],
        },
        { type: 'p', key: 'heartdisease.para.four.three' },
        { type: 'h3', key: 'heartdisease.heading.four' },
        { type: 'p', key: 'heartdisease.para.five' },
      ],
    },
    {
      slug: 'treatment',
      titleKey: 'tab.three',
      blocks: [
        { type: 'h3', key: 'treatment.heading.one' },
        { type: 'p', key: 'treatment.para.one' },
        { type: 'p', key: 'treatment.para.two' },
        { type: 'h3', key: 'treatment.repair.heading.one' },
        { type: 'p', key: 'treatment.repair.para.one' },
        { type: 'p', key: 'treatment.repair.para.two' },
        { type: 'h3', key: 'treatment.replacement.heading.one' },
        { type: 'p', key: 'treatment.replacement.para.one' },
        { type: 'p', key: 'treatment.replacement.para.two' },
        { type: 'h3', key: 'treatment.surgical.heading.one' },
        { type: 'p', key: 'treatment.surgical.para.one' },
        { type: 'p', key: 'treatment.surgical.para.two' },
        { type: 'h3', key: 'treatment.transcatheter.heading.one' },
        { type: 'p', key: 'treatment.transcatheter.para.one' },
        { type: 'p', key: 'treatment.transcatheter.para.two' },
        { type: 'p', key: 'treatment.transcatheter.para.three' },
        { type: 'h3', key: 'treatment.heading.two' },
        { type: 'p', key: 'treatment.para.three' },
        { type: 'h3', key: 'treatment.heading.three' },
        { type: 'references' },
      ],
    },
    {
      slug: 'surgery',
      titleKey: 'tab.four',
      blocks: [
        { type: 'h3', key: 'surgery.heading.one' },
        { type: 'p', key: 'surgery.para.one' },
        { type: 'p', key: 'surgery.para.two' },
        { type: 'p', key: 'surgery.para.three' },
        {
          type: 'list',
          keys: [
            'surgery.list.one',
            'surgery.list.two',
            'surgery.list.three',
            'surgery.list.four',
            'surgery.list.five',
          ],
        },
        { type: 'h3', key: 'surgery.heading.two' },
        { type: 'p', key: 'surgery.para.four' },
        { type: 'p', key: 'surgery.para.five' },
        { type: 'h3', key: 'surgery.heading.three' },
        { type: 'p', key: 'surgery.para.six' },
        { type: 'p', key: 'surgery.para.seven' },
        { type: 'p', key: 'surgery.para.eight' },
        { type: 'p', key: 'surgery.para.nine' },
        { type: 'p', key: 'surgery.para.ten' },
        { type: 'p', key: 'surgery.para.eleven' },
        { type: 'h3', key: 'stories.heading', id: 'heart-stories' },
        { type: 'p', key: 'stories.para.one' },
        { type: 'p', key: 'stories.para.two' },
        { type: 'p', key: 'stories.para.three' },
      ],
    },
    {
      slug: 'faq',
      titleKey: 'tab.five',
      blocks: [
        {
          type: 'faq',
          items: [
            { q: 'q.one', a: ['ans.one.one'] },
            { q: 'q.two', a: ['ans.two.one', 'ans.two.two'] },
            { q: 'q.three', a: ['ans.three.one'] },
            { q: 'q.four', a: ['ans.four.one', 'ans.four.two'] },
            { q: 'q.five', a: ['ans.five.one'] },
            { q: 'q.six', a: ['ans.six.one', 'ans.six.two'] },
            { q: 'q.seven', a: ['ans.seven.one'] },
            { q: 'q.eight', a: ['ans.eight.one', 'ans.eight.two'] },
            { q: 'q.nine', a: ['ans.nine.one'] },
          ],
        },
      ],
    },
    {
      slug: 'guide',
      titleKey: 'tab.six',
      blocks: [{ type: 'p', key: 'guide.para.one' }, { type: 'guide' }, { type: 'p', key: 'guide.para.two' }],
    },
  ],
};

export const awarenessTopics: AwarenessTopic[] = [aortic, mitral];
