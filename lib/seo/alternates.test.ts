/** @jest-environment node */
import { awarenessAlternates } from './alternates';
import { awarenessPath, regionCodes } from '../i18n/locales';
import { indexableRoutes } from '../routes';

describe('language versions of the patient pages', () => {
  it('x-default names a page that is canonical at its own address and listed in the sitemap', () => {
    const listed = new Set(indexableRoutes().map((route) => route.path));
    for (const region of regionCodes) {
      const alternates = awarenessAlternates(awarenessPath(region))!;
      const fallback = alternates['x-default']!;
      // The awareness pages are canonical at their own path (app/(patients)/…/page.tsx), so being one of them is enough.
      expect(regionCodes.map(awarenessPath)).toContain(fallback);
      expect(listed.has(fallback)).toBe(true);
      expect(fallback).not.toBe('/patients-and-caregivers-other-countries');
      expect(Object.values(alternates).every((path) => listed.has(path))).toBe(true);
    }
  });
});
