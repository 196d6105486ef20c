/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { brandIconSvg, brandIcons } from './brand-icon';

test('the icon written into pages is the file served at /icon.svg', () => {
  expect(readFileSync('public/icon.svg', 'utf8').trim()).toBe(brandIconSvg);
  const [icon] = (brandIcons as { icon: Array<{ url: string }> }).icon;
  expect(decodeURIComponent(icon!.url.replace('data:image/svg+xml,', ''))).toBe(brandIconSvg);
});
