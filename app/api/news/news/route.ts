import { ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db';
import { listNews } from '@/lib/server/repositories/news';
import { otherMethods } from '@/lib/server/api/methods';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async () => ok(await listNews(await getDb())));

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
