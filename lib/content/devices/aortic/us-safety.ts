import type { Block } from '../../pages/types';
import { usImportantSafetyInformation } from '../us-edition';

/**
 * What every aortic US page says about safety: the same intro and the same ISI outline (indications,
 * contraindications, warnings, adverse events). The families build on it: ./perceval-us-safety.ts,
 * ./haart-us-safety.ts, ./carbomedics-us-safety.ts; Solo Smart uses it directly.
 */

/** The safety intro; `training` is the sentence saying who may implant the device. */
export function usAorticSafetyIntro(training: string): Block[] {
  return [
    {
      type: 'p',
      text: 'This page is the US edition for healthcare professionals. The indications and the Important Safety Information below are those that apply in the USA.',
    },
    {
      type: 'p',
      text: `This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. ${training} Availability and indications vary by country.`,
    },
  ];
}

interface UsAorticSafetyContent {
  /** The indications sentence, without its bold lead-in. */
  indications: string;
  /** The contraindications sentence(s), without the bold lead-in. */
  contraindications: string;
  warnings: readonly string[];
  adverseEvents: readonly string[];
}

export function usAorticImportantSafetyInformation(content: UsAorticSafetyContent): Block[] {
  return usImportantSafetyInformation([
    { type: 'p', text: `**Indications.** ${content.indications}` },
    { type: 'p', text: `**Contraindications.** ${content.contraindications}` },
    { type: 'p', text: '**Warnings and precautions.**' },
    { type: 'list', items: [...content.warnings] },
    { type: 'p', text: '**Potential adverse events** include, among others:' },
    { type: 'list', items: [...content.adverseEvents] },
  ]);
}

/** The last warning of the aortic tissue valves (Perceval family, Solo Smart). */
export const TISSUE_VALVE_ANTITHROMBOTIC_WARNING =
  'Anticoagulant or antiplatelet therapy after implantation should follow current guidelines and the patient’s condition.';

/** The potential adverse events of the aortic tissue valves (Perceval family, Solo Smart). */
export const TISSUE_VALVE_ADVERSE_EVENTS: readonly string[] = [
  'Death.',
  'Stroke and other thromboembolic events.',
  'Bleeding.',
  'Endocarditis.',
  'Haemolysis.',
  'Paravalvular leak.',
  'Structural valve deterioration or non-structural valve dysfunction.',
  'Heart block or other conduction disturbances, which may require a permanent pacemaker.',
  'Reoperation or reintervention.',
];
