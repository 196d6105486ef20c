/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verdict, writeSection } from './rewrites.mjs';

describe('the page-rewrite ablation', () => {
  it('calls a step a gain or a loss only beyond the spread of the runs', () => {
    expect(verdict([500, 510, 505, 498, 502], [700, 710, 705, 698, 702])).toMatch(/^\*\*lower\*\* \(p 0\.008\)$/);
    expect(verdict([700, 710, 705, 698, 702], [500, 510, 505, 498, 502])).toMatch(/^\*\*higher\*\*/);
    expect(verdict([500, 700, 505, 698, 502], [700, 510, 705, 498, 702])).toMatch(/^within the spread/);
    expect(verdict([9000, 9000], [9000, 9000])).toBe('same');
  });

  it('puts its section in place of the last one, before the scale-out section, leaving the others', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'results-')), 'RESULTS.md');
    writeFileSync(file, '# Benchmark results\n\n## Lighthouse\n\nold\n\n## Scale-out\n\nscale\n');
    writeSection('## Page rewrites\n\nfirst\n', file);
    writeSection('## Page rewrites\n\nsecond\n', file);
    expect(readFileSync(file, 'utf8')).toBe(
      '# Benchmark results\n\n## Lighthouse\n\nold\n\n## Page rewrites\n\nsecond\n\n## Scale-out\n\nscale\n',
    );
  });
});
