import type { ContentPage } from './types';
import pages from '@/lib/generated/content/pages';

export type { Block, ContentPage } from './types';

/** Single-segment long-form pages served by app/(site)/[page]: content/pages/{company,legal}/*.md. */
export const contentPages: readonly ContentPage[] = pages;

const byPath = new Map(contentPages.map((page) => [page.path, page]));

export function getContentPage(path: string): ContentPage | undefined {
  return byPath.get(path);
}
