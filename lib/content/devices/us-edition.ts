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

export const CORCYM_ITALY = { name: 'Corcym S.r.l.', address: ['Via Crescentino s.n.', '13040 Saluggia (VC)', 'Italy'] };
export const CORCYM_CANADA = { name: 'Corcym Canada Corp.', address: ['5005 North Fraser Way', 'Burnaby, BC V5J 5M1', 'Canada'] };
