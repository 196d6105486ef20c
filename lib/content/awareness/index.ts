import awareness from '@/lib/generated/content/awareness';
import type { AwarenessTopic } from './types';

export type * from './types';

/** The aortic and mitral topics in a language of the awareness pages (content/awareness/{locale}/), English otherwise. */
export function awarenessTopicsIn(locale: string): readonly AwarenessTopic[] {
  return awareness[locale] ?? awareness.en!;
}

/** A reference's anchor: the aortic topic keeps the anchors of requirements §2.5, the mitral one is prefixed. */
export const awarenessAnchor = (topic: AwarenessTopic['topic'], id: string) =>
  topic === 'aortic' || id.startsWith('mitral-') ? id : `mitral-${id}`;
