import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { otherMethods } from '@/lib/server/api/methods';
import { rateLimitClient, isCrossSite } from '@/lib/server/api/origin';
import { parseJson } from '@/lib/server/api/request';
import { rateLimits } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { consume } from '@/lib/server/rate-limit';
import { deviceClass, recordVital } from '@/lib/server/vitals/store';
import { measuredTemplate } from '@/lib/server/vitals/template';
import { VITALS_MAX_BODY_BYTES, vitalBeaconSchema } from '@/lib/validations/vitals';

/**
 * One Web Vitals measurement of a real visit, sent by the browser (navigator.sendBeacon) only after analytics
 * consent (components/shell/WebVitals.tsx). The page template comes from the route registry, never from the
 * client; the path, the address and the user agent are not stored (the address only keys the rate limit).
 */
export const POST = apiRoute(async (request: Request) => {
  if (isCrossSite(request)) return fail(403, 'Cross-site request refused.');
  const db = await getDb();
  const limited = await consume(db, `vitals:${rateLimitClient(request)}`, rateLimits.vitalsPerIp);
  if (!limited.allowed) {
    return fail(429, 'Too many measurements. Please wait a moment.', {
      headers: { 'Retry-After': String(limited.retryAfterSeconds) },
    });
  }
  const parsed = await parseJson(request, vitalBeaconSchema, { maxBytes: VITALS_MAX_BODY_BYTES });
  if (!parsed.ok) return parsed.response;
  const template = measuredTemplate(parsed.data.path);
  if (!template) {
    return fail(422, 'Please correct the highlighted fields.', {
      errors: { path: ['This path is not a page of the site that is measured.'] },
    });
  }
  await recordVital(db, {
    metric: parsed.data.name,
    value: parsed.data.value,
    template,
    device: deviceClass(request.headers),
  });
  return ok(null, { code: 201, description: 'Measurement stored.' });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
