'use server';
import { actionForm } from '@/lib/server/action-form';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/server/db';
import { addAuditedLeadNote, assignLead, changeLeadStatus, LeadChangeError } from '@/lib/server/leads/changes';
import { auditActor, requireStaff } from '@/lib/server/staff/guard';
import { leadAssignSchema, leadId, leadNoteSchema, leadStatusChangeSchema } from '@/lib/leads/inbox';

/**
 * The detail page's changes. Each is a public endpoint, so each checks the role again; each answers by coming
 * back to the lead with a notice (or an error code the page turns into a message), so they work as plain forms.
 */
const leadPath = (id: string) => `/admin/leads/${encodeURIComponent(id)}`;

async function change(id: string, work: () => Promise<unknown>, notice: string): Promise<never> {
  try {
    await work();
  } catch (error) {
    if (error instanceof LeadChangeError)
      redirect(`${leadPath(id)}?error=${/no longer exists/.test(error.message) ? 'missing' : 'assignee'}`);
    throw error;
  }
  redirect(`${leadPath(id)}?notice=${notice}`);
}

export async function changeStatusAction(form: FormData): Promise<void> {
  form = actionForm(form);
  const staff = await requireStaff('leads.write', '/admin/leads');
  const id = leadId.safeParse(form.get('id'));
  if (!id.success) redirect('/admin/leads');
  const parsed = leadStatusChangeSchema.safeParse({ id: id.data, status: form.get('status') });
  if (!parsed.success) redirect(`${leadPath(id.data)}?error=status`);
  await change(
    parsed.data.id,
    async () => changeLeadStatus(await getDb(), auditActor(staff), parsed.data.id, parsed.data.status),
    'status',
  );
}

export async function assignAction(form: FormData): Promise<void> {
  form = actionForm(form);
  const staff = await requireStaff('leads.write', '/admin/leads');
  const parsed = leadAssignSchema.safeParse({ id: form.get('id'), assignee: form.get('assignee') ?? '' });
  if (!parsed.success) redirect('/admin/leads');
  const assignee = parsed.data.assignee || null;
  await change(
    parsed.data.id,
    async () => assignLead(await getDb(), auditActor(staff), parsed.data.id, assignee),
    assignee ? 'assigned' : 'unassigned',
  );
}

export async function addNoteAction(form: FormData): Promise<void> {
  form = actionForm(form);
  const staff = await requireStaff('leads.write', '/admin/leads');
  const id = leadId.safeParse(form.get('id'));
  if (!id.success) redirect('/admin/leads');
  const parsed = leadNoteSchema.safeParse({ id: id.data, body: form.get('body') });
  if (!parsed.success)
    redirect(
      `${leadPath(id.data)}?error=${(parsed.error.issues[0]?.message ?? '').includes('4000') ? 'note-long' : 'note'}#notes`,
    );
  await change(
    id.data,
    async () => addAuditedLeadNote(await getDb(), auditActor(staff), staff.id, id.data, parsed.data.body),
    'note',
  );
}
