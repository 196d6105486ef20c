/**
 * What kind of page a route renders: every entry of the route registry (lib/routes.ts) names one. Real-user Web
 * Vitals are reported per template (/admin/vitals), because pages of one template share their layout and code,
 * and so their performance. The ids are stored in the database: add new ones, never rename or reuse one.
 */
export const PAGE_TEMPLATES = [
  'home',
  'content',
  'team',
  'devices',
  'device-category',
  'device',
  'awareness',
  'hidden',
  'media-library',
  'media-video',
  'academy-programme',
  'course-catalogue',
  'academy-home',
  'course',
  'academy-sign-in',
  'news',
  'news-item',
  'back-office',
  'search',
  'brochure-request',
  'eifu',
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

export const pageTemplateLabels: Record<PageTemplate, string> = {
  home: 'Home page',
  content: 'Company and legal pages',
  team: 'Team pages',
  devices: 'Devices overview',
  'device-category': 'Device category pages',
  device: 'Device pages',
  awareness: 'Patient-awareness pages',
  hidden: 'Hidden pages (direct links)',
  'media-library': 'Media library',
  'media-video': 'Media library videos',
  'academy-programme': 'Academy programme pages',
  'course-catalogue': 'Academy course catalogue',
  'academy-home': 'Academy home (learners)',
  course: 'Academy course pages (learners)',
  'academy-sign-in': 'Academy sign-in, onboarding and set-password',
  news: 'News list',
  'news-item': 'News items and press releases',
  'back-office': 'Back office',
  search: 'Site search',
  'brochure-request': 'Brochure request forms',
  eifu: 'Device documents (eIFU)',
};
