import { fail } from '@/lib/server/api/envelope';
import { apiRoute, idParam } from '@/lib/server/api/handler';
import { otherMethods } from '@/lib/server/api/methods';
import { courseExists } from '@/lib/server/repositories/courses';
import { progressCsvStream } from '@/lib/server/academy-admin/progress';
import { getDb } from '@/lib/server/db';
import { requireStaffApi } from '@/lib/server/staff/guard';

export const dynamic = 'force-dynamic';

/** The course's progress report as CSV (UTF-8 with BOM), streamed page by page; academy managers only. */
export const GET = apiRoute(async (request: Request, context: { params: Promise<{ courseId: string }> }) => {
  const gate = await requireStaffApi(request, 'academy.manage');
  if (!gate.ok) return gate.response;
  const courseId = idParam((await context.params).courseId);
  const db = await getDb();
  if (!courseId || !(await courseExists(db, courseId))) return fail(404, 'That course does not exist.');
  const day = new Date().toISOString().slice(0, 10);
  return new Response(progressCsvStream(db, courseId), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="course-${courseId}-progress-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
