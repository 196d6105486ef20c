import type { Metadata } from 'next';
import { pageMetadata } from '../metadata';
import { MEDIA_LIBRARY_PATH, productLibraries } from './paths';

type ProductLibrary = (typeof productLibraries)[number];

export const productLibraryOf = (slug: string): ProductLibrary | undefined =>
  productLibraries.find((library) => library.slug === slug);

export const libraryTitle = (library?: ProductLibrary) => (library ? `${library.title} videos` : 'Media library');
export const libraryPath = (library?: ProductLibrary) =>
  library ? `${MEDIA_LIBRARY_PATH}/${library.slug}` : MEDIA_LIBRARY_PATH;

/** The library's metadata; a filtered view (?topic=…) names the library itself as its canonical address. */
export function libraryMetadata(library?: ProductLibrary): Metadata {
  return pageMetadata({
    path: libraryPath(library),
    title: libraryTitle(library),
    description: library
      ? `The media library narrowed to ${library.title.toLowerCase()}: animated outlines of procedures, devices and webinars.`
      : 'Animated outlines of Corcym procedures, devices and webinars for surgical teams and patients, filtered by topic, device and approach.',
  });
}
