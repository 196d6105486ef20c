import { otherMethods } from '@/lib/server/api/methods';
import { getDb } from '@/lib/server/db';
import { staffFileResponse } from '@/lib/server/documents/staff-files';
import { requireStaffApi } from '@/lib/server/staff/guard';

export const dynamic = 'force-dynamic';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A safety notice's PDF in any state, drafts included, for staff of the register (documents.write): the approver
 * reads the draft's PDFs before approving. Checked against its SHA-256 like the public download.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const gate = await requireStaffApi(request, 'documents.write');
  if (!gate.ok) return gate.response;
  const { id } = await params;
  const db = await getDb();
  const row = ID.test(id)
    ? await db
        .selectFrom('safety_notice_files')
        .select(['id', 'file_key', 'sha256', 'file_name', 'notice_id'])
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  return staffFileResponse(
    db,
    request,
    row
      ? { entity: 'safety_notice_file', entityId: row.id, key: row.file_key, sha256: row.sha256, label: row.file_name }
      : undefined,
    row?.file_name ?? '',
  );
}

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
