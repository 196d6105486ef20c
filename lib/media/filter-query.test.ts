/** @jest-environment node */
import { facetNames } from '@/lib/content/media/facets';
import { MEDIA_FILTER_KEYS, mediaLibraryRewrite } from './filter-query';

describe('the media library address rules of the request gate', () => {
  it('know exactly the facets of the catalogue', () => {
    expect([...MEDIA_FILTER_KEYS].sort()).toEqual([...facetNames].sort());
  });

  it('render a filter query on the filtered route, keeping the query', () => {
    expect(mediaLibraryRewrite('/media-library', new URLSearchParams('topic=webinar&device=haart'))).toBe(
      '/media-library/filtered?topic=webinar&device=haart',
    );
    expect(mediaLibraryRewrite('/media-library/aortic-solutions', new URLSearchParams('approach=endoscopic'))).toBe(
      '/media-library/filtered/aortic-solutions?approach=endoscopic',
    );
  });

  it('leave the static pages alone without a filter key', () => {
    expect(mediaLibraryRewrite('/media-library', new URLSearchParams())).toBeUndefined();
    expect(mediaLibraryRewrite('/media-library', new URLSearchParams('utm_source=mail'))).toBeUndefined();
  });

  it('never rewrite a deeper address (a video page)', () => {
    expect(
      mediaLibraryRewrite('/media-library/aortic-solutions/video/perceval/x', new URLSearchParams('topic=webinar')),
    ).toBeUndefined();
  });
});
