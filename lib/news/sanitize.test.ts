/** @jest-environment node */
import { sanitizeNewsHtml, stripMarkup } from './sanitize';

describe('sanitizeNewsHtml', () => {
  it('keeps the allowed tags without attributes', () => {
    expect(sanitizeNewsHtml('<p class="x" onclick="evil()">Hi <strong style="color:red">there</strong></p>')).toBe('<p>Hi <strong>there</strong></p>');
  });

  it('removes scripts, links, images and comments with their content where dangerous', () => {
    expect(sanitizeNewsHtml('<p>a<script>alert(1)</script><a href="javascript:x">b</a><img src=x onerror=y><!-- c --></p>')).toBe('<p>ab</p>');
  });

  it('gives plain text for search', () => {
    expect(stripMarkup('<h2>Title</h2><p>Body <em>text</em></p>')).toBe('Title Body text');
  });
});
