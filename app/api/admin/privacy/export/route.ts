import { fail } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { otherMethods } from '@/lib/server/api/methods';
import { getDb } from '@/lib/server/db';
import { buildExport } from '@/lib/server/gdpr/export';
import { subjectHash } from '@/lib/server/gdpr/subject';
import { withAudit } from '@/lib/server/staff/audit';
import { auditActor, requireStaffApi } from '@/lib/server/staff/guard';
import { getStorage } from '@/lib/server/storage';
import { subjectEmailSchema } from '@/lib/validations/privacy';

/**
 * Everything about one address as one JSON file (a subject access request). POST with the address in the form
 * body, so it stays out of URLs and logs; the guard refuses other roles and cross-site posts.
 */
export const POST = apiRoute(async (request: Request) => {
  const gate = await requireStaffApi(request, 'gdpr.manage');
  if (!gate.ok) return gate.response;
  const form = await request.formData().catch(() => undefined);
  const parsed = subjectEmailSchema.safeParse(form?.get('email') ?? '');
  if (!parsed.success)
    return fail(422, parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address.', {
      errors: { email: parsed.error.issues.map((issue) => issue.message) },
    });
  const email = parsed.data;
  const db = await getDb();
  const hash = await subjectHash(db, email);
  const data = await buildExport(db, getStorage(), email);
  const tableCounts = Object.fromEntries(Object.entries(data.tables).map(([table, rows]) => [table, rows.length]));
  await withAudit(
    db,
    auditActor(gate.staff),
    { action: 'gdpr.export', entity: 'person', entityId: hash },
    async () => ({
      result: undefined,
      after: { subject_hmac: hash, ...tableCounts, attachments: data.attachments.length },
    }),
  );
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-data-${hash.slice(0, 12)}.json"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
