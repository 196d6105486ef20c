/** @jest-environment node */
import { mediaLibraryRewrite } from './filter-query';

describe('the media library address rules of the request gate', () => {
  it('render a filter query on the filtered route, its filters as a path segment (a page the cache can keep)', () => {
    expect(mediaLibraryRewrite('/media-library', new URLSearchParams('topic=webinar&device=haart'))).toBe(
      '/media-library/filtered/all/topic.webinar~device.haart',
    );
    expect(mediaLibraryRewrite('/media-library/aortic-solutions', new URLSearchParams('approach=endoscopic'))).toBe(
      '/media-library/filtered/aortic-solutions/approach.endoscopic',
    );
  });

  it('normalise the filters: every spelling of one selection is one page', () => {
    const spellings = [
      'topic=webinar,surgical_procedure&device=haart',
      'device=haart&topic=surgical_procedure,webinar',
      'topic=webinar&topic=surgical_procedure&device=haart&device=haart',
      'utm_source=mail&device=haart&topic=surgical_procedure&topic=webinar&topic=nonsense&colour=red',
    ];
    const targets = spellings.map((query) => mediaLibraryRewrite('/media-library', new URLSearchParams(query)));
    expect(new Set(targets)).toEqual(
      new Set(['/media-library/filtered/all/topic.surgical_procedure.webinar~device.haart']),
    );
  });

  it('render selections of more than three values per request, never stored, so new combinations cannot fill the cache', () => {
    expect(
      mediaLibraryRewrite('/media-library', new URLSearchParams('topic=webinar,surgical_procedure&device=haart')),
    ).toBe('/media-library/filtered/all/topic.surgical_procedure.webinar~device.haart');
    expect(
      mediaLibraryRewrite(
        '/media-library',
        new URLSearchParams('topic=webinar,surgical_procedure&device=haart,sovering'),
      ),
    ).toBe('/media-library/filtered-live/all/topic.surgical_procedure.webinar~device.haart.sovering');
  });

  it('keep the static page when no filter value is known', () => {
    expect(mediaLibraryRewrite('/media-library', new URLSearchParams('topic=nonsense'))).toBeUndefined();
    expect(mediaLibraryRewrite('/media-library', new URLSearchParams('topic='))).toBeUndefined();
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
