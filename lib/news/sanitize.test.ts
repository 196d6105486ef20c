/** @jest-environment node */
import { stripMarkup } from './plain-text';
import { sanitizeNewsHtml } from './sanitize';

describe('sanitizeNewsHtml', () => {
  it('keeps the allowed tags without attributes', () => {
    expect(sanitizeNewsHtml('<p class="x" onclick="evil()">Hi <strong style="color:red">there</strong></p>')).toBe(
      '<p>Hi <strong>there</strong></p>',
    );
  });

  it('removes scripts, links, images and comments with their content where dangerous', () => {
    expect(
      sanitizeNewsHtml('<p>a<script>alert(1)</script><a href="javascript:x">b</a><img src=x onerror=y><!-- c --></p>'),
    ).toBe('<p>ab</p>');
  });

  it('gives plain text for search', () => {
    expect(stripMarkup('<h2>Title</h2><p>Body <em>text</em></p>')).toBe('Title Body text');
  });
});

describe('sanitizeNewsHtml with malformed markup', () => {
  it.each([
    ['<p>ok</p><img src=x onerror=alert(1)//', '<p>ok</p>'],
    ['<p>ok</p><img src=x onerror=alert(1)', '<p>ok</p>'],
    ['<p>ok<svg/onload=alert(1)>', '<p>ok</p>'],
    ['<p>a</p><scr<script>ipt>alert(1)</script>', '<p>a</p>ipt&gt;alert(1)'],
    ['<p onmouseover="x"<b>bold</b></p>', '<p>bold</p>'],
    ['<<p>x</p>', '&lt;<p>x</p>'],
    ['<p>x</p><a href="javascript:alert(1)"', '<p>x</p>'],
  ])('%p is rendered inert', (input, expected) => {
    const output = sanitizeNewsHtml(input);
    expect(output).toBe(expected);
    expect(output).not.toMatch(/<(?!\/?(p|b|strong|em|i|h2|h3|ul|ol|li|br)\b)[a-z]/i);
    expect(output).not.toMatch(/\son\w+=/i);
  });
});
