import type { Block } from '@/lib/content/pages/types';

const CONTACT =
  'To discuss the programme for your team, contact your Corcym representative or write to [academy@corcym.com](mailto:academy@corcym.com). If you already have an account, [Sign in to the academy](/login) and browse [the course catalogue](/academy/courses) for the online modules.';

/** The "How to join" section of a mastering page, with a closing sentence of its own. */
export const howToJoin = (closing: string): Block[] => [
  { type: 'h2', text: 'How to join' },
  { type: 'p', text: `${CONTACT} ${closing}` },
];

/** The notice every academy programme page ends with; `extra` adds a device-specific sentence before availability. */
export const professionalsNotice = (extra = ''): Block => ({
  type: 'callout',
  tone: 'info',
  title: 'For healthcare professionals',
  text: `This content is intended for healthcare professionals and is provided for information only. It does not replace the instructions for use (IFU) supplied with each device, which remain the reference for its safe use.${extra ? ` ${extra}` : ''} The availability of products and training programmes varies by country.`,
});
