import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/api/handler';
import { otherMethods } from '@/lib/server/api/methods';
import { leadsCsvFileName, leadsCsvStream } from '@/lib/server/leads/export';
import { requireStaffApi } from '@/lib/server/staff/guard';
import { parseLeadQuery } from '@/lib/validations/lead-inbox';

export const dynamic = 'force-dynamic';

/**
 * CSV of the leads the inbox's current filter shows (same query string as /admin/leads), streamed page by page.
 * Staff with `leads.export` only; the download is personal data, so nothing may cache it.
 */
export const GET = apiRoute(async (request: Request) => {
  const gate = await requireStaffApi(request, 'leads.export');
  if (!gate.ok) return gate.response;
  const query = parseLeadQuery(new URL(request.url).searchParams);
  return new Response(leadsCsvStream(await getDb(), query), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${leadsCsvFileName()}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
