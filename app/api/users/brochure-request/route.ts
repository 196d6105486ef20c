import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { rateLimitClient, isCrossSite } from '@/lib/server/api/origin';
import { parseJson } from '@/lib/server/api/request';
import { rateLimits } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { consume } from '@/lib/server/rate-limit';
import { createBrochureRequest } from '@/lib/server/leads/site-forms';
import { brochureRequestSchema } from '@/lib/validations/brochure';
import { documentUrl, getBrochure } from '@/lib/content/brochures';
import { otherMethods } from '@/lib/server/api/methods';

export const POST = apiRoute(async (request: Request) => {
  if (isCrossSite(request)) return fail(403, 'Cross-site request refused.');
  const db = await getDb();
  const limited = await consume(db, `forms:${rateLimitClient(request)}`, rateLimits.formsPerIp);
  if (!limited.allowed) {
    return fail(429, 'Too many requests. Please wait a moment and try again.', {
      headers: { 'Retry-After': String(limited.retryAfterSeconds) },
    });
  }
  const parsed = await parseJson(request, brochureRequestSchema);
  if (!parsed.ok) return parsed.response;

  const brochure = getBrochure(parsed.data.broucher);
  if (!brochure)
    return fail(422, 'Please correct the highlighted fields.', { errors: { broucher: ['Unknown brochure.'] } });
  const { id, token, expiresAt } = await createBrochureRequest(db, parsed.data);
  return ok(
    {
      id,
      brochure: { id: brochure.id, title: brochure.title },
      file_url: documentUrl(brochure.file),
      download_url: `/hidden-pages/${token}`,
      expires_at: expiresAt,
    },
    { code: 201, description: 'Brochure request received.' },
  );
});

// Any other method: 405 with Allow, in the envelope.
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
