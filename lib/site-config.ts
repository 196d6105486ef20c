/**
 * Site-wide settings. Everything a deployment may change comes from the environment, with defaults that make
 * a fresh clone work on its own. Only NEXT_PUBLIC_* values reach the browser, and they are build-time settings:
 * each is read as a literal `process.env.NEXT_PUBLIC_X`, the only form Next replaces with the build's value in
 * server and browser code alike. Read through a name (`process.env[name]`) it stayed a run-time read on the
 * server, so a server started without the variable put http://localhost:3000 into every page it regenerated
 * (docs/operations.md, "Build-time settings"; lib/public-env.ts refuses a different value at start).
 */
function setting(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim().replace(/\/$/, '') : fallback;
}

export const siteConfig = {
  name: 'Corcym',
  tagline: 'Heart valve surgery, one patient at a time',
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  url: setting(process.env.NEXT_PUBLIC_SITE_URL, 'http://localhost:3000'),
  /** External careers site: /careers, /detail-job and /detail-job/{id} redirect here. */
  careersUrl: setting(process.env.CAREERS_URL, 'https://careers.corcym.com'),
  /** External instructions-for-use site: /ifu and /media-library/biostable redirect here. */
  ifuUrl: setting(process.env.IFU_URL, 'https://eifu.corcym.com'),
  /** Company news site linked from the About us submenu. */
  newsroomUrl: setting(process.env.NEWSROOM_URL, 'https://newsroom.corcym.com'),
  /** Privacy policy for job candidates (a PDF on the careers site). */
  candidatesPrivacyUrl: setting(
    process.env.CANDIDATES_PRIVACY_URL,
    'https://careers.corcym.com/documents/candidates-privacy-policy.pdf',
  ),
  designer: { name: 'Corcym Digital Team', url: 'https://www.corcym.com' },
  copyrightYear: 2024,
} as const;

export const socialLinks = [
  { network: 'twitter', label: 'X (Twitter)', href: 'https://twitter.com/corcym' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/corcym' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@corcym' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/corcym' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/corcym' },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]['network'];

/** Google Analytics measurement id; without one the site ships no analytics code at all. */
export const gaMeasurementId = process.env.NEXT_PUBLIC_GA_ID?.trim() || undefined;
