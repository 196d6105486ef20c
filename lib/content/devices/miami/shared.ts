import type { Block } from '../../pages/types';
import { usImportantSafetyInformation } from '../us-edition';

/**
 * The safety text the miami (MInimally invAsive Instruments) pages share: an intro and an Important Safety
 * Information that differ only in what the instrument is for, what the text calls it, and its own precautions.
 */
export interface MiamiSafetyOptions {
  /** What the text calls the instrument. */
  noun: 'device' | 'instrument' | 'clamp' | 'retractor';
  /** A system with reusable components: cleaning and reprocessing then speak of the components, not the whole. */
  components?: true;
  /** The intro's first sentence: what the instrument is intended to do. */
  purpose: string;
  /** The ISI's intended-use sentence, without its bold lead-in. */
  intendedUse: string;
  /** The instrument's own precautions, after the common first one and before cleaning and reprocessing. */
  precautions: string[];
  /** A last precaution, after cleaning and reprocessing: what to remove or account for before closing. */
  beforeClosing?: string;
}

export function miamiSafetyIntro({ noun, components, purpose }: MiamiSafetyOptions): Block[] {
  return [
    {
      type: 'p',
      text: `${purpose} The information on this page is a summary and is not a substitute for the Instructions for Use supplied with the device, which contain the complete information on indications, contraindications, warnings and precautions.`,
    },
    {
      type: 'p',
      text: `The ${noun} must be used only by surgeons trained in minimally invasive cardiac surgery. ${components ? 'Reusable components' : `A reusable ${noun}`} must be cleaned and sterilised according to the Instructions for Use before each use. Availability and indications vary by country.`,
    },
  ];
}

export function miamiImportantSafetyInformation(options: MiamiSafetyOptions): Block[] {
  const { noun, components, intendedUse, precautions, beforeClosing } = options;
  const reprocessing = components
    ? 'Clean and sterilise reusable components according to the Instructions for Use before each use. Do not reprocess components labelled for single use.'
    : `Clean and sterilise a reusable ${noun} according to the Instructions for Use before each use. Do not reprocess ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun} labelled for single use.`;
  return usImportantSafetyInformation([
    {
      type: 'p',
      text: `**Intended use.** ${intendedUse} It is intended for use only by surgeons trained in minimally invasive cardiac surgical techniques.`,
    },
    {
      type: 'list',
      items: [
        `Do not use the ${noun} for purposes other than those described in the Instructions for Use.`,
        ...precautions,
        reprocessing,
        ...(beforeClosing ? [beforeClosing] : []),
      ],
    },
  ]);
}
