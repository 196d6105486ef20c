const rules = new Intl.PluralRules('en');

/**
 * A count with its noun in the right number: `plural(1, 'lead')` is "1 lead", `plural(0, 'lead')` "0 leads",
 * `plural(2, 'learner account')` "2 learner accounts". Give the plural when it is not the noun plus "s".
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString('en')} ${rules.select(count) === 'one' ? one : other}`;
}
