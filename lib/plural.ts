/**
 * A count with its noun in the right form ("1 video", "26 videos"), by the language's own plural rules
 * (Intl.PluralRules), so no count shown on the site reads "1 videos". English is the public site's language; the
 * patient pages pass theirs.
 */
export interface PluralForms {
  one: string;
  other: string;
}

const rules = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) rules.set(locale, (found = new Intl.PluralRules(locale)));
  return found;
}

/** The noun for `count`: `forms.one` where the language says "one", `forms.other` for every other category. */
export function pluralNoun(count: number, forms: PluralForms, locale = 'en'): string {
  return pluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
}

/** `count` and its noun: `countOf(1, { one: 'video', other: 'videos' })` is "1 video". */
export function countOf(count: number, forms: PluralForms, locale = 'en'): string {
  return `${count} ${pluralNoun(count, forms, locale)}`;
}
