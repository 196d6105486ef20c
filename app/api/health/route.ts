import { apiRoute } from '@/lib/server/api/handler';
import type { Envelope } from '@/lib/server/api/envelope';
import { checkHealth, type Health } from '@/lib/server/health';

// Asked by load balancers and monitors every few seconds: checked live each time, never rate-limited, never cached.
export const dynamic = 'force-dynamic';

/** 200 when the database (and the shared Redis, when configured) answer; 503, saying which did not, otherwise. */
export const GET = apiRoute(async () => {
  const payload = await checkHealth();
  const healthy = payload.database === 'ok' && payload.cache !== 'unavailable';
  const body: Envelope<Health> = {
    success: healthy,
    code: healthy ? 200 : 503,
    payload,
    description: healthy ? 'OK' : 'A service this instance needs does not answer.',
    count: 1,
  };
  return Response.json(body, { status: body.code, headers: { 'Cache-Control': 'no-store' } });
});
