/** @jest-environment node */
import { contentPages } from '@/lib/content/pages';
import { academyPages } from '@/lib/content/academy/pages';
import { teamPages, rolesOf } from '@/lib/content/team';
import { homeContent } from '@/lib/content/home';
import { blockTexts } from '@/lib/content/block-texts';
import { isUnfinishedCopy } from '@/lib/content/placeholder-copy';
import { linksIn } from '@/lib/content/inline';
import { canonicalCase, findRoute, routes } from '@/lib/routes';
import { decide } from '@/lib/proxy/decide';

const COMPANY_ROUTES = [
  '/about',
  '/ethics',
  '/team/meet-board',
  '/team/executive-leader',
  '/team/scientific-advisory-board',
  '/meet-the-team',
  '/contact-us',
  '/customer-service',
  '/donations-and-grants',
  '/research',
  '/product-safety',
  '/partner-with-us',
  '/rnbd-partnership',
  '/cdmo-partnership',
  '/operative-instruction',
  '/operative-instruction-french',
  '/education',
  '/eras',
  '/ct-scan',
  '/coronavirus',
  '/disclaimer',
];
const LEGAL_ROUTES = [
  '/terms',
  '/cookies',
  '/legal',
  '/privacy',
  '/privacy-statement',
  '/privacy-Information-notice-for-survey',
  '/privacy-cspro',
  '/privacy-policy-download-brochure',
  '/privacyacademy',
  '/terms-academy',
  '/cookie-academy',
  '/legal-academy',
];

const longFormPages = [...contentPages, ...academyPages];

const allTexts = [
  ...longFormPages.flatMap((page) => [page.title, page.lead, page.description, ...page.blocks.flatMap(blockTexts)]),
  ...teamPages.flatMap((team) => [
    team.title,
    team.lead,
    ...team.about,
    ...rolesOf(team.group).flatMap((role) => [role.role, role.summary, ...role.responsibilities]),
  ]),
];
const allLinks = [
  ...allTexts.flatMap(linksIn),
  ...longFormPages.flatMap((page) =>
    page.blocks.flatMap((block) =>
      block.type === 'cards' ? block.items.flatMap((card) => (card.href ? [card.href] : [])) : [],
    ),
  ),
];

describe('academy programme pages', () => {
  const ACADEMY_ROUTES = [
    '/academy/get-started',
    '/academy/get-started/avr-perceval',
    '/academy/get-started/annuloplasty-memo-4d',
    '/academy/get-started/annuloplasty-haart',
    '/academy/mastering-mini-sternotomy',
    '/academy/mastering-rat',
    '/academy/mastering-trans-axillary',
    '/academy/mastering-endoscopy',
    '/academy/mastering-robotics',
  ];

  it('serves the get-started page, its three programmes and the five mastering pages as public routes', () => {
    expect(academyPages.map((page) => page.path).sort()).toEqual([...ACADEMY_ROUTES].sort());
    for (const path of ACADEMY_ROUTES) expect(findRoute(path)).toMatchObject({ access: 'public', indexable: true });
  });

  it.each(academyPages.map((page) => [page.path, page] as const))(
    '%s is substantive and says it does not replace the IFU',
    (_, page) => {
      const words = page.blocks.flatMap(blockTexts).join(' ').split(/\s+/).length;
      expect(words).toBeGreaterThan(250);
      expect(page.description.length).toBeLessThanOrEqual(160);
      const last = page.blocks.at(-1);
      expect(last?.type).toBe('callout');
      expect(JSON.stringify(last)).toMatch(/instructions for use|IFU/i);
    },
  );
});

describe('company and legal catalogue', () => {
  it('serves every company and legal route of the spec, and they are all in the registry', () => {
    const registered = routes.map((route) => route.path);
    expect(registered).toEqual(expect.arrayContaining([...COMPANY_ROUTES, ...LEGAL_ROUTES, '/']));
  });

  it.each(contentPages.map((page) => [page.path, page] as const))(
    '%s has a title, description, lead and substantive body',
    (_, page) => {
      expect(page.title.length).toBeGreaterThan(2);
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(170);
      expect(page.lead.length).toBeGreaterThan(40);
      expect(page.blocks.filter((block) => block.type === 'h2').length).toBeGreaterThanOrEqual(2);
      const words = page.blocks.flatMap(blockTexts).join(' ').split(/\s+/).length;
      expect(words).toBeGreaterThan(300);
    },
  );

  it('keeps the anchor the menu links to (/about#values)', () => {
    const about = contentPages.find((page) => page.path === '/about');
    expect(about?.blocks.some((block) => block.type === 'h2' && block.id === 'values')).toBe(true);
  });

  it('writes the French operative instructions in French', () => {
    const french = contentPages.find((page) => page.path === '/operative-instruction-french');
    expect(french?.lang).toBe('fr');
    expect(french?.blocks.flatMap(blockTexts).join(' ')).toMatch(/\b(le|la|les|des|pour)\b/);
  });

  it('links only to pages the site serves or to allowed external targets', () => {
    const broken = allLinks.filter((href) => {
      if (/^(mailto:|tel:)/.test(href)) return false;
      if (/^https:\/\//.test(href)) return true; // content must not hard-code other sites; use /ifu or /careers
      const path = href.split('#')[0] ?? '';
      const decision = decide(path, false, { findRoute, canonicalCase });
      const external = decision.action === 'redirect' && /^https:/.test(decision.location);
      return decision.action !== 'next' && !external;
    });
    expect(broken).toEqual([]);
  });

  it('contains no placeholder copy', () => {
    const text = [...allTexts, ...Object.values(homeContent).flatMap((value) => JSON.stringify(value))].join('\n');
    expect(isUnfinishedCopy(text)).toBe(false);
  });

  it('lists the cookies the site really sets in the cookie policy', () => {
    const policy = contentPages.find((page) => page.path === '/cookies');
    const table = policy?.blocks.find((block) => block.type === 'table');
    const names = table?.type === 'table' ? table.rows.map((row) => row[0]) : [];
    expect(names.join(' ')).toEqual(expect.stringContaining('cookies'));
    expect(names.join(' ')).toMatch(/__Host-session/);
    expect(names.join(' ')).toMatch(/_ga\b/);
  });
});
