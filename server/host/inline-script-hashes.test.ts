/** @jest-environment node */
import { createHash } from 'node:crypto';
import { inlineScriptHashes, withScriptHashes } from './inline-script-hashes.mjs';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes inline scripts exactly as written, skipping external scripts and data blocks', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async></script>',
      '<script>self.__next_f.push([1,"héllo"])</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">import "/x.js"</script>',
      '<SCRIPT>self.__next_f.push([1,"héllo"])</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hash('self.__next_f.push([1,"héllo"])'), hash('import "/x.js"')]);
  });

  it('puts the hashes in script-src and takes out unsafe-inline, leaving other directives alone', () => {
    const policy = "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'";
    expect(withScriptHashes(policy, ["'sha256-abc'"])).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc'; style-src 'self' 'unsafe-inline'",
    );
  });
});
