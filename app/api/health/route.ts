import { apiRoute } from '@/lib/server/api/handler';
import type { Envelope } from '@/lib/server/api/envelope';
import { checkHealth, degradation, type Health } from '@/lib/server/health';
import { otherMethods } from '@/lib/server/api/methods';

// Asked by load balancers and monitors every few seconds: checked live each time, never rate-limited, never cached.
export const dynamic = 'force-dynamic';

/** The site's server (server/host/index.mjs) sets this while it drains connections after SIGTERM. */
const draining = () =>
  Boolean((globalThis as { __siteServerState?: { draining: boolean } }).__siteServerState?.draining);

/**
 * 200 when the database (and the shared Redis, when configured) answer; 503, saying which did not, otherwise,
 * and 503 while the instance is shutting down, so the load balancer stops sending it new requests. A schedule of
 * controlled content that has not gone live is degraded, not down: still 200, the description says what.
 */
export const GET = apiRoute(async () => {
  const payload = await checkHealth();
  const stopping = draining();
  const healthy = !stopping && payload.database === 'ok' && payload.cache !== 'unavailable';
  const body: Envelope<Health> = {
    success: healthy,
    code: healthy ? 200 : 503,
    payload,
    description: healthy
      ? (degradation(payload) ?? 'OK')
      : stopping
        ? 'This instance is shutting down.'
        : 'A service this instance needs does not answer.',
    count: 1,
  };
  return Response.json(body, { status: body.code, headers: { 'Cache-Control': 'no-store' } });
});

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
