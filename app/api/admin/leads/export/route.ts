import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/api/handler';
import { otherMethods } from '@/lib/server/api/methods';
import { leadsCsvFileName, leadsCsvStream } from '@/lib/server/leads/export';
import { countLeads } from '@/lib/server/leads/inbox-query';
import { auditAccess } from '@/lib/server/staff/audit';
import { auditActor, requireStaffApi } from '@/lib/server/staff/guard';
import { parseLeadQuery } from '@/lib/leads/inbox';

export const dynamic = 'force-dynamic';

/**
 * CSV of the leads the inbox's current filter shows (same query string as /admin/leads), streamed page by page.
 * Staff with `leads.export` only; the download is personal data, so nothing may cache it, and each export is
 * audited with its filters and the number of leads it holds (counted as it starts).
 */
export const GET = apiRoute(async (request: Request) => {
  const gate = await requireStaffApi(request, 'leads.export');
  if (!gate.ok) return gate.response;
  const query = parseLeadQuery(new URL(request.url).searchParams);
  const db = await getDb();
  const { form, status, topic, country, from, to, q, sort, dir } = query;
  const filters = Object.fromEntries(
    Object.entries({ form, status, topic, country, from, to, q, sort, dir }).filter(([, value]) => value),
  );
  await auditAccess(
    db,
    auditActor(gate.staff),
    { action: 'leads.export', entity: 'leads' },
    { filters, rows: await countLeads(db, query) },
  );
  return new Response(leadsCsvStream(db, query), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${leadsCsvFileName()}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
