/** @jest-environment node */
import { renderNewsBody } from './render';

describe('renderNewsBody', () => {
  it('renders Markdown headings, lists and emphasis within the news allowlist', () => {
    expect(renderNewsBody('## Title\n\n- one **bold**\n- two *it*', 'markdown')).toBe(
      '<h2>Title</h2>\n<ul>\n<li>one <strong>bold</strong></li>\n<li>two <em>it</em></li>\n</ul>\n',
    );
  });

  it('keeps only the text of raw HTML, links and images an editor writes in Markdown', () => {
    const html = renderNewsBody(
      '<script>alert(1)</script>\n\n[site](javascript:alert(2)) ![x](https://evil.example/a.png) <img src=x onerror=alert(3)>',
      'markdown',
    );
    expect(html).not.toMatch(/<script|<a|<img|onerror|javascript:/i);
    expect(html).toContain('site');
  });

  it('leaves the seeded HTML bodies as they were, sanitised', () => {
    expect(renderNewsBody('<p>Hi <strong>there</strong></p>', 'html')).toBe('<p>Hi <strong>there</strong></p>');
    expect(renderNewsBody('**not markdown**', 'html')).toBe('**not markdown**');
  });
});
