import { fail } from '@/lib/server/api/envelope';

// Any path under /api that no route handles: a JSON 404, never the site's HTML.
const notFound = () => fail(404, 'No such API endpoint.');

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
