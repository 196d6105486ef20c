/**
 * A patient-awareness topic in one language, read from content/awareness/{locale}/{topic}.md. Inline text uses the
 * site's grammar (lib/content/inline.ts): **bold** and [^n], a citation of the topic's reference n.
 */
export type AwarenessTopicName = 'aortic' | 'mitral';

export type AwarenessBlock =
  | { type: 'h3'; text: string; id?: string }
  | { type: 'p'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'faq'; items: { q: string; a: string[] }[] }
  /** Where the chapter shows the download card of the topic's patient guide booklet. */
  | { type: 'guide' }
  /** Where the chapter lists the topic's references. */
  | { type: 'references' };

export interface AwarenessChapter {
  /** The chapter's address on the page (#heart, #faq, ...): the same in every language. */
  slug: string;
  title: string;
  blocks: AwarenessBlock[];
}

export interface AwarenessTopic {
  topic: AwarenessTopicName;
  /** Closes every chapter: the page informs and does not replace a doctor. */
  disclaimer: string;
  references: string[];
  guide: { title: string; subtitle: string; pdf: string; disclaimer: string };
  chapters: AwarenessChapter[];
}
