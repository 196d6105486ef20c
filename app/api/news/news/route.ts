import { ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db';
import { listNews } from '@/lib/server/repositories/news';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async () => ok(await listNews(await getDb())));
