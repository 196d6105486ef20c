import { otherMethods } from '@/lib/server/api/methods';
import { getDb } from '@/lib/server/db';
import { downloadName } from '@/lib/server/documents/files';
import { staffFileResponse } from '@/lib/server/documents/staff-files';
import { requireStaffApi } from '@/lib/server/staff/guard';

export const dynamic = 'force-dynamic';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The PDF of any revision, drafts and rejected ones included, for staff of the document centre (documents.write):
 * the approver reads the draft before approving. Checked against its SHA-256 like the public download.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const gate = await requireStaffApi(request, 'documents.write');
  if (!gate.ok) return gate.response;
  const { id } = await params;
  const db = await getDb();
  const row = ID.test(id)
    ? await db
        .selectFrom('document_revisions')
        .innerJoin('documents', 'documents.id', 'document_revisions.document_id')
        .select([
          'document_revisions.id',
          'document_revisions.revision',
          'document_revisions.file_key',
          'document_revisions.sha256',
          'document_revisions.status',
          'documents.code',
        ])
        .where('document_revisions.id', '=', id)
        .executeTakeFirst()
    : undefined;
  const name = row
    ? downloadName(row.code, `${row.revision}${row.status === 'published' ? '' : `-${row.status}`}`)
    : '';
  return staffFileResponse(
    db,
    request,
    row?.file_key && row.sha256
      ? {
          entity: 'document_revision',
          entityId: row.id,
          key: row.file_key,
          sha256: row.sha256,
          label: `${row.code} revision ${row.revision} (${row.status})`,
        }
      : undefined,
    name,
  );
}

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
