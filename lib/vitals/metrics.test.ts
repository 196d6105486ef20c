import { CLSThresholds, INPThresholds, LCPThresholds } from 'web-vitals';
import { ratingOf, vitalDefinitions } from './metrics';

test('our thresholds are the ones the pinned web-vitals library rates with', () => {
  expect(vitalDefinitions.LCP.thresholds).toEqual(LCPThresholds);
  expect(vitalDefinitions.INP.thresholds).toEqual(INPThresholds);
  expect(vitalDefinitions.CLS.thresholds).toEqual(CLSThresholds);
});

test.each([
  ['LCP', 2500, 'good'],
  ['LCP', 2500.1, 'needs-improvement'],
  ['LCP', 4000, 'needs-improvement'],
  ['LCP', 4001, 'poor'],
  ['INP', 200, 'good'],
  ['INP', 501, 'poor'],
  ['CLS', 0.1, 'good'],
  ['CLS', 0.25, 'needs-improvement'],
  ['CLS', 0.26, 'poor'],
] as const)('%s %d is rated %s (a value equal to a threshold gets the better rating)', (metric, value, rating) => {
  expect(ratingOf(metric, value)).toBe(rating);
});
