/** @jest-environment node */
import {
  breadcrumbJsonLd,
  medicalDeviceJsonLd,
  medicalWebPageJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from './structured-data';
import { devicePath, devices } from '../content/devices';
import { siteConfig } from '../site-config';
import type { NewsItem } from '../api/types';

const item: NewsItem = {
  id: 7,
  slug: 'ring',
  title: 'A new ring </script><script>alert(1)</script> & more',
  description: 'A short summary.',
  body: '<p>Body</p>',
  news_type: 'news',
  date: '2026-05-04',
  updated: '2026-05-06T10:00:00.000Z',
  image: { src: '/api/news/image/7', alt: 'The ring' },
};

const roundTrip = <T>(data: T): T => JSON.parse(serializeJsonLd(data as never)) as T;

describe('structured data', () => {
  it('escapes markup so a title cannot close the script element, and still parses to the same data', () => {
    const data = newsArticleJsonLd(item, '/news-detail/7');
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('NewsArticle carries Google’s properties: headline, dates, images, author and publisher, absolute URLs', () => {
    const article = roundTrip(newsArticleJsonLd(item, '/news-detail/7')) as unknown as Record<string, unknown>;
    expect(article['@context']).toBe('https://schema.org');
    expect(article['@type']).toBe('NewsArticle');
    expect(article.headline).toBe(item.title);
    expect(article.datePublished).toBe('2026-05-04');
    expect(article.dateModified).toBe('2026-05-06T10:00:00.000Z');
    expect(article.image).toEqual([`${siteConfig.url}/api/news/image/7`, `${siteConfig.url}/og/news/7.png`]);
    expect(article.mainEntityOfPage).toBe(`${siteConfig.url}/news-detail/7`);
    for (const role of ['author', 'publisher'] as const) {
      expect(article[role]).toMatchObject({ '@type': 'Organization', name: 'Corcym', url: `${siteConfig.url}/` });
    }
    // The publisher's logo is an ImageObject with its size, not a bare address.
    expect((article.publisher as { logo: unknown }).logo).toEqual({
      '@type': 'ImageObject',
      url: `${siteConfig.url}/og/logo.png`,
      width: '512',
      height: '512',
    });
  });

  it('an item without a picture still has an image: its preview picture', () => {
    expect(newsArticleJsonLd({ ...item, image: null }, '/news-detail/7').image).toEqual([
      `${siteConfig.url}/og/news/7.png`,
    ]);
  });

  it('Organization names the company, its site, logo and social profiles', () => {
    const organization = roundTrip(organizationJsonLd()) as unknown as Record<string, unknown>;
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Corcym',
      url: `${siteConfig.url}/`,
      logo: { '@type': 'ImageObject', url: `${siteConfig.url}/og/logo.png` },
    });
    expect(organization.sameAs).toEqual(expect.arrayContaining(['https://www.linkedin.com/company/corcym']));
  });

  it('BreadcrumbList numbers the crumbs from 1 with absolute addresses; a crumb without an address has no item', () => {
    const list = roundTrip(
      breadcrumbJsonLd([
        { label: 'Home', href: '/' },
        { label: 'News and press', href: '/news' },
        { label: 'Here', href: '#' },
      ]),
    );
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteConfig.url}/` },
      { '@type': 'ListItem', position: 2, name: 'News and press', item: `${siteConfig.url}/news` },
      { '@type': 'ListItem', position: 3, name: 'Here' },
    ]);
  });

  it('MedicalDevice states only what the device page states: name, summary, address and its manufacturers', () => {
    for (const device of devices) {
      const node = roundTrip(medicalDeviceJsonLd(device, devicePath(device))) as unknown as Record<string, unknown>;
      expect(node['@type']).toEqual(['MedicalDevice', 'Product']);
      expect(Object.keys(node).sort()).toEqual(['@context', '@type', 'description', 'manufacturer', 'name', 'url']);
      expect(node.name).toBe(device.name);
      expect(node.description).toBe(device.summary);
      expect(node.url).toBe(`${siteConfig.url}${devicePath(device)}`);
      expect(node.manufacturer).toEqual(
        device.sections.safety.manufacturers.map((maker) => ({
          '@type': 'Organization',
          name: maker.name,
          address: maker.address.join(', '),
        })),
      );
    }
  });

  it('MedicalWebPage: a patient page in its language, about the conditions it names, for patients', () => {
    const page = roundTrip(
      medicalWebPageJsonLd({
        path: '/patients-and-caregivers/de',
        name: 'Herzklappenerkrankungen',
        description: 'Informationen.',
        lang: 'de',
        conditions: ['Aortenklappenerkrankung', 'Mitralklappenerkrankung'],
      }),
    ) as unknown as Record<string, unknown>;
    expect(page).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalWebPage',
      inLanguage: 'de',
      url: `${siteConfig.url}/patients-and-caregivers/de`,
      about: [
        { '@type': 'MedicalCondition', name: 'Aortenklappenerkrankung' },
        { '@type': 'MedicalCondition', name: 'Mitralklappenerkrankung' },
      ],
      audience: { '@type': 'MedicalAudience', audienceType: 'Patient' },
    });
  });
});
