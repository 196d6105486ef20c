import type { Block } from '../../pages/types';
import { usImportantSafetyInformation } from '../us-edition';

/** The US safety text of the mitral annuloplasty rings: Memo 3D, Memo 4D, AnnuloFlex and AnnuloFlo. */
export interface UsRingSafetyOptions {
  /** e.g. 'Memo 3D'. */
  name: string;
  /**
   * The indications sentence, without its bold lead-in. Defaults to the reinforcement indication that AnnuloFlex
   * and AnnuloFlo share; the Memo rings state their own.
   */
  indications?: string;
}

export function usRingSafetyIntro({ name }: UsRingSafetyOptions): Block[] {
  return [
    {
      type: 'p',
      text: `${name} is intended for use in the surgical repair of the mitral valve. The information on this page is a summary and is not a substitute for the Instructions for Use, which contain the complete indications, contraindications, warnings, precautions and potential adverse events.`,
    },
    {
      type: 'p',
      text: 'The device must be implanted only by surgeons trained in mitral valve repair and annuloplasty. Availability and approved indications vary by country; in the United States, refer to the US labeling of the device.',
    },
  ];
}

export function usRingImportantSafetyInformation({ name, indications }: UsRingSafetyOptions): Block[] {
  return usImportantSafetyInformation([
    {
      type: 'p',
      text: `**Indications.** ${
        indications ??
        `The ${name} annuloplasty ring is indicated as a reinforcement for the repair of a mitral valve damaged by acquired or congenital disease, or as a replacement for a previously implanted annuloplasty ring.`
      }`,
    },
    {
      type: 'p',
      text: '**Contraindications.** The ring should be used only when inspection of the valve during surgery confirms that it can be repaired and does not require replacement. Other contraindications are listed in the Instructions for Use.',
    },
    { type: 'p', text: '**Warnings and precautions.** These include, among others:' },
    {
      type: 'list',
      items: [
        'The device is for single use only; do not resterilize or reuse it.',
        'Do not use the ring if it has been dropped or damaged, or if its sterile packaging is open or damaged.',
        'Size and implant the ring only with the dedicated sizers and holder, following the technique described in the Instructions for Use.',
        'Only surgeons trained in mitral valve repair should implant the device, and patients should receive regular follow-up to assess the repair.',
      ],
    },
    {
      type: 'p',
      text: '**Potential adverse events.** Adverse events that may be associated with annuloplasty ring implantation and mitral valve surgery include, among others:',
    },
    {
      type: 'list',
      items: [
        'residual or recurrent mitral regurgitation, or mitral stenosis',
        'systolic anterior motion of the anterior leaflet with left ventricular outflow tract obstruction',
        'thromboembolism, including stroke',
        'endocarditis or other infection',
        'hemolysis',
        'ring dehiscence',
        'arrhythmia or heart block',
        'bleeding',
        'reoperation or death',
      ],
    },
  ]);
}
