import type { SitePage } from './types';
import pages from '@/lib/generated/content/pages';

export type { Block, ContentPage, SitePage } from './types';

/** Single-segment long-form pages served by app/(site)/[page]: content/pages/{company,legal}/*.md. */
export const contentPages: readonly SitePage[] = pages;

const byPath = new Map(contentPages.map((page) => [page.path, page]));

export function getContentPage(path: string): SitePage | undefined {
  return byPath.get(path);
}
