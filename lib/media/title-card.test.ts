import { readFileSync } from 'node:fs';
import { TITLE_CARD_TAGLINE } from './title-card';

test('the title card drawn in the grids says what the rendered videos say', () => {
  const renderer = readFileSync('scripts/cli/render-videos.ts', 'utf8');
  expect(renderer).toContain(`const TITLE_TAGLINE = '${TITLE_CARD_TAGLINE}';`);
});
