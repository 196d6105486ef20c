import { forwardsOffSite } from './external-redirects';

it('knows which paths of the site only forward to another site', () => {
  expect(['/careers', '/detail-job/42', '/ifu', '/media-library/biostable'].every(forwardsOffSite)).toBe(true);
  expect(['/about', '/media-library', '/careers/extra'].some(forwardsOffSite)).toBe(false);
});
