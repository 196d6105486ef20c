import type { LeadFormName } from '@/lib/forms';

/**
 * Long-form pages (company, legal) are typed blocks rather than MDX: the content stays plain data that the
 * search index, the sitemap and the tests can read without a compiler, and pages stay thin.
 *
 * Inline text supports two marks only, parsed by `components/ui/RichText`:
 *   **bold**            strong emphasis
 *   [label](/path)      a link; internal paths must be routes of the registry, external ones start with https://
 *                       or mailto:/tel:
 */
export type Block =
  | { type: 'h2'; text: string; id?: string }
  | { type: 'h3'; text: string; id?: string }
  | { type: 'p'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'callout'; title?: string; text: string; tone?: 'info' | 'warning' }
  | { type: 'table'; caption: string; columns: string[]; rows: string[][] }
  | { type: 'contact'; title: string; lines: string[] }
  | { type: 'cards'; items: { title: string; text: string; href?: string; linkLabel?: string }[] };

export interface ContentPage {
  /** Route path, e.g. '/ethics'. */
  path: string;
  /** The page's h1 and the first part of its <title>. */
  title: string;
  /** Meta description: one or two sentences, at most ~160 characters. */
  description: string;
  /** Short label above the h1 (e.g. 'Company', 'Legal', 'Healthcare professionals'). */
  eyebrow: string;
  /** One-paragraph introduction under the h1. */
  lead: string;
  /** BCP 47 language of the page when it is not English (e.g. 'fr'). */
  lang?: string;
  /** ISO date (YYYY-MM-DD) the text was last revised; shown on legal pages. */
  updated?: string;
  /** Comma-separated search keywords (requirements §3 search index `tag`). */
  tags: string;
  /** The form the page ends with (a lead form of lib/forms), with its heading and introduction. */
  form?: PageForm;
  blocks: Block[];
}

/** A page's form section: which lead form, the section's id (the form's permalink), heading and introduction. */
export interface PageForm {
  name: LeadFormName;
  id: string;
  title: string;
  intro: string;
}

/** A company or legal page: which one is given by its folder, content/pages/company/ or content/pages/legal/. */
export interface SitePage extends ContentPage {
  section: 'company' | 'legal';
}
