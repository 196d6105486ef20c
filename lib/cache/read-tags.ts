import 'server-only';

/**
 * Marks the page or route being rendered as showing data under `tags`, so that expiring one of them (expire-tags.ts)
 * makes its next request, on any instance, render it again from the database.
 *
 * Next 16 without `cacheComponents` has no call that only tags a render (`cacheTag` needs 'use cache'), but it adds
 * the tags of every `unstable_cache` call to the cache entry of the page being rendered (its x-next-cache-tags).
 * The value cached here is a constant: the data itself is still read from the database at each render, so pages
 * keep their own ISR windows, and a made-up address stores nothing (one small entry per set of tags).
 * Outside Next's server (unit tests, command-line scripts) there is no page to tag: nothing is done, and next/cache
 * is not even loaded (it needs the Fetch API's globals, which a jsdom test lacks).
 */
export async function readsTags(...tags: string[]): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return;
  const { unstable_cache } = await import('next/cache');
  await unstable_cache(tagged, ['reads-tags', ...tags], { tags })();
}

const tagged = async () => true;
