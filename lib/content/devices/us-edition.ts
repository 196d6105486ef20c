import type { Block } from '../pages/types';
import type { Device, SafetyInformation } from './types';

type UsOverrides = Partial<Omit<Device, 'market' | 'category' | 'sections'>> & {
  sections?: Partial<Omit<Device['sections'], 'safety'>> & { safety: SafetyInformation };
};

/**
 * The US edition of a worldwide device: same facts unless overridden. The US safety information is always given
 * explicitly, since indications and regulatory text differ.
 */
export function usEdition(base: Device, overrides: UsOverrides & { sections: { safety: SafetyInformation } }): Device {
  return {
    ...base,
    ...overrides,
    market: 'us',
    slug: overrides.slug ?? base.slug,
    sections: { ...base.sections, ...overrides.sections },
  };
}

export const CORCYM_ITALY = {
  name: 'Corcym S.r.l.',
  address: ['Via Crescentino s.n.', '13040 Saluggia (VC)', 'Italy'],
};
export const CORCYM_CANADA = {
  name: 'Corcym Canada Corp.',
  address: ['5005 North Fraser Way', 'Burnaby, BC V5J 5M1', 'Canada'],
};

/**
 * A US Important Safety Information: the family's paragraphs between the Rx-only caution that opens every US ISI
 * and the pointer to the Instructions for Use that closes it.
 */
export function usImportantSafetyInformation(body: Block[]): Block[] {
  return [
    {
      type: 'p',
      text: '**Rx only.** Caution: Federal (USA) law restricts this device to sale by or on the order of a physician.',
    },
    ...body,
    {
      type: 'p',
      text: 'See the Instructions for Use for a complete list of indications, contraindications, warnings, precautions and potential adverse events.',
    },
  ];
}
