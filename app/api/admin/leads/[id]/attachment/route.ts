import { fail } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { otherMethods } from '@/lib/server/api/methods';
import { readGrantAttachment } from '@/lib/server/leads/repository';
import { getDb } from '@/lib/server/db';
import { auditAccess } from '@/lib/server/staff/audit';
import { auditActor, requireStaffApi } from '@/lib/server/staff/guard';
import { leadId } from '@/lib/leads/inbox';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/**
 * The PDF of a grant application, for staff who may read leads; never cached, always downloaded (not shown inline),
 * and audited: who took which lead's file, when.
 */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const gate = await requireStaffApi(request, 'leads.read');
  if (!gate.ok) return gate.response;
  const id = leadId.safeParse((await params).id);
  const attachment = id.success ? await readGrantAttachment(id.data) : undefined;
  if (!attachment) return fail(404, 'This lead has no attachment.');
  await auditAccess(
    await getDb(),
    auditActor(gate.staff),
    { action: 'leads.attachment', entity: 'lead', entityId: id.data },
    { file: attachment.fileName, bytes: attachment.bytes.byteLength },
  );
  return new Response(Buffer.from(attachment.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(attachment.bytes.byteLength),
      'Content-Disposition': `attachment; filename="${attachment.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
