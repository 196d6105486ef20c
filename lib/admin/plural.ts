import { pluralNoun } from '@/lib/plural';

/**
 * A count with its noun in the right number, for the back office's English screens (the shared rules of
 * lib/plural.ts): `plural(1, 'lead')` is "1 lead", `plural(0, 'lead')` "0 leads", `plural(2, 'learner account')`
 * "2 learner accounts". Give the plural when it is not the noun plus "s". Counts are grouped (1,234).
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString('en')} ${pluralNoun(count, { one, other })}`;
}
