import { mediaVideos } from '@/lib/content/media/catalogue';
import {
  facetCounts,
  filtersFromSegment,
  filtersToSearch,
  filtersToSegment,
  matchesFilters,
  noFilters,
  parseFilters,
  toggleValue,
} from './filters';
import { mediaVideoPath, relatedVideos } from './paths';

const video = (topic: string[], product: string[], device: string[] = []) =>
  ({ facets: { topic, device, approach: [], procedure: [], product, product_feature: [] } }) as never;

const sample = [
  video(['webinar'], ['aortic'], ['perceval_platform']),
  video(['surgical_procedure'], ['aortic'], ['haart']),
  video(['surgical_procedure'], ['mitral'], ['memo_platform']),
  video(['patient_testimonial'], ['mitral']),
];

describe('media filters', () => {
  it('reads and writes the URL query, ignoring unknown facets and values', () => {
    const filters = parseFilters('?topic=webinar,surgical_procedure&product=aortic&device=warp_drive&colour=red');
    expect(filters.topic).toEqual(['webinar', 'surgical_procedure']);
    expect(filters.product).toEqual(['aortic']);
    expect(filters.device).toEqual([]);
    expect(filtersToSearch(filters)).toBe('?topic=webinar,surgical_procedure&product=aortic');
    expect(filtersToSearch(noFilters())).toBe('');
    expect(parseFilters('?topic=webinar&topic=webinar').topic).toEqual(['webinar']);
  });

  it('writes a selection as one path segment in the catalogue order, and reads back only that spelling', () => {
    const filters = parseFilters('?product=aortic&topic=webinar,surgical_procedure');
    expect(filtersToSegment(filters)).toBe('topic.surgical_procedure.webinar~product.aortic');
    expect(filtersFromSegment('topic.surgical_procedure.webinar~product.aortic')).toEqual({
      ...noFilters(),
      topic: ['surgical_procedure', 'webinar'],
      product: ['aortic'],
    });
    for (const other of [
      'topic.webinar.surgical_procedure',
      'product.aortic~topic.webinar',
      'topic.warp',
      'x.y',
      '',
      'topic',
    ])
      expect(filtersFromSegment(other)).toBeUndefined();
  });

  it('ORs values within a facet and ANDs across facets', () => {
    const within = { ...noFilters(), topic: ['webinar', 'surgical_procedure'] };
    expect(sample.filter((item) => matchesFilters(item, within))).toHaveLength(3);
    const across = { ...within, product: ['mitral'] };
    expect(sample.filter((item) => matchesFilters(item, across))).toEqual([sample[2]]);
  });

  it('counts each value against the other facets only', () => {
    const filters = { ...noFilters(), product: ['mitral'] };
    const counts = facetCounts(sample, filters);
    expect(counts.topic).toMatchObject({ surgical_procedure: 1, patient_testimonial: 1, webinar: 0 });
    // The product facet's own counts ignore its selection, so "aortic" still says what ticking it would add.
    expect(counts.product).toMatchObject({ aortic: 2, mitral: 2, tricuspid: 0 });
  });

  it('toggles a value on and off', () => {
    const on = toggleValue(noFilters(), 'device', 'haart');
    expect(on.device).toEqual(['haart']);
    expect(toggleValue(on, 'device', 'haart').device).toEqual([]);
  });

  it('narrows the real catalogue: every selected value shows at least one video, and counts add up', () => {
    const all = facetCounts(mediaVideos, noFilters());
    for (const [facet, values] of Object.entries(all)) {
      for (const [value, count] of Object.entries(values)) {
        expect([facet, value, count > 0]).toEqual([facet, value, true]);
        const shown = mediaVideos.filter((item) => matchesFilters(item, { ...noFilters(), [facet]: [value] }));
        expect(shown).toHaveLength(count);
      }
    }
  });
});

describe('media paths', () => {
  it('builds /media-library/{category}/video/{subcategory}/{id}', () => {
    expect(mediaVideoPath({ category: 'aortic-solutions', subcategory: 'perceval', id: 'x' })).toBe(
      '/media-library/aortic-solutions/video/perceval/x',
    );
  });

  it('relates videos by shared facets, never the video itself', () => {
    const first = mediaVideos[0]!;
    const related = relatedVideos(first);
    expect(related).toHaveLength(3);
    expect(related.map((item) => item.id)).not.toContain(first.id);
    expect(related[0]!.facets.product).toEqual(expect.arrayContaining(first.facets.product));
  });
});
