import { footerLinks, isEnglishOnly, mainMenu, translateMenu, type NavItem } from './navigation';

const flatten = (items: NavItem[]): NavItem[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

describe('links to English-only pages (WCAG 3.1.2)', () => {
  it.each([
    ['/about', true],
    ['/about#values', true],
    ['/', true],
    ['/patients-and-caregivers-other-countries', false],
    ['/patients-and-caregivers/fr', false],
    ['/careers', false],
    ['https://example.com/newsroom', false],
  ])('%s is English-only: %s', (href, expected) => {
    expect(isEnglishOnly(href)).toBe(expected);
  });

  it('marks them in a menu shown in another language, and only there', () => {
    const french = flatten(translateMenu([...mainMenu, ...footerLinks], (key) => key, 'fr'));
    expect(french.find((item) => item.href === '/contact-us')?.englishOnly).toBe(true);
    expect(french.find((item) => item.href === '/ethics')?.englishOnly).toBe(true);
    expect(
      french.find((item) => item.href === '/patients-and-caregivers-other-countries')?.englishOnly,
    ).toBeUndefined();
    expect(french.filter((item) => item.external).every((item) => !item.englishOnly)).toBe(true);
    const english = flatten(translateMenu([...mainMenu, ...footerLinks], (key) => key, 'en'));
    expect(english.some((item) => item.englishOnly)).toBe(false);
  });
});
