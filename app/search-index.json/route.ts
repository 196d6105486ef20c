import { buildSearchIndex } from '@/lib/search/build-index';

// Generated once at build time and served as a static file; the search overlay fetches it when first opened.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(buildSearchIndex());
}
