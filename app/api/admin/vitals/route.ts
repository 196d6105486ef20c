import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { otherMethods } from '@/lib/server/api/methods';
import { fieldErrors } from '@/lib/server/api/request';
import { getDb } from '@/lib/server/db';
import { requireStaffApi } from '@/lib/server/staff/guard';
import { vitalsReport } from '@/lib/server/vitals/report';
import { vitalsReportQuerySchema } from '@/lib/validations/vitals';

export const dynamic = 'force-dynamic';

/** The Web Vitals report as JSON for staff with `vitals.read` (admin, editor): `?weeks=8&device=all|mobile|desktop`. */
export const GET = apiRoute(async (request: Request) => {
  const gate = await requireStaffApi(request, 'vitals.read');
  if (!gate.ok) return gate.response;
  const query = vitalsReportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return fail(422, 'Please correct the query.', { errors: fieldErrors(query.error) });
  return ok(await vitalsReport(await getDb(), query.data));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
