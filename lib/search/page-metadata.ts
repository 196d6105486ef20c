import type { Metadata } from 'next';
import { pageMetadata } from '../metadata';
import { SEARCH_PATH } from './query';

/** One address for every search (canonical /search) and kept out of search engines: results are not content. */
export const searchPageMetadata: Metadata = {
  ...pageMetadata({
    path: SEARCH_PATH,
    title: 'Search',
    description: 'Search the Corcym site: devices, patient information, training, news and the media library.',
  }),
  robots: { index: false, follow: true },
};
