import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { LeadStatus } from '../db/schema';
import { withAudit, type AuditActor } from '../staff/audit';
import { can, isStaffRole } from '../staff/permissions';

/** A change the inbox refuses, with a message for the member who tried it. */
export class LeadChangeError extends Error {}

// What the audit log keeps of a lead: the workflow fields, not the visitor's message or search text again.
const auditedColumns = ['id', 'status', 'assigned_to', 'updated_at'] as const;

async function leadForChange(trx: Db, id: string) {
  const lead = await trx.selectFrom('leads').select(auditedColumns).where('id', '=', id).executeTakeFirst();
  if (!lead) throw new LeadChangeError('That lead no longer exists.');
  return lead;
}

/** Any status to any status: staff may reopen a lead or take it out of spam. */
export async function changeLeadStatus(db: Db, actor: AuditActor, id: string, status: LeadStatus, now = new Date()) {
  return withAudit(db, actor, { action: 'leads.status', entity: 'lead', entityId: id }, async (trx) => {
    const before = await leadForChange(trx, id);
    const after = { ...before, status, updated_at: now.toISOString() };
    await trx.updateTable('leads').set({ status, updated_at: after.updated_at }).where('id', '=', id).execute();
    return { result: after, before, after };
  });
}

/** Staff a lead can be given to: active members whose role may work on leads. */
export async function assignableStaff(db: Db): Promise<{ id: string; name: string; email: string }[]> {
  const members = await db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email', 'role'])
    .where('active', '=', 1)
    .orderBy('name')
    .execute();
  return members
    .filter((member) => isStaffRole(member.role) && can(member.role, 'leads.write'))
    .map(({ id, name, email }) => ({ id, name, email }));
}

/** Gives the lead to a member (checked to be active and allowed), or to nobody with `null`. */
export async function assignLead(db: Db, actor: AuditActor, id: string, staffId: string | null, now = new Date()) {
  return withAudit(db, actor, { action: 'leads.assign', entity: 'lead', entityId: id }, async (trx) => {
    const before = await leadForChange(trx, id);
    if (staffId !== null) {
      const member = await trx
        .selectFrom('staff_users')
        .select(['role', 'active'])
        .where('id', '=', staffId)
        .executeTakeFirst();
      if (!member || member.active !== 1 || !isStaffRole(member.role) || !can(member.role, 'leads.write')) {
        throw new LeadChangeError('That staff member cannot take leads.');
      }
    }
    const after = { ...before, assigned_to: staffId, updated_at: now.toISOString() };
    await trx
      .updateTable('leads')
      .set({ assigned_to: staffId, updated_at: after.updated_at })
      .where('id', '=', id)
      .execute();
    return { result: after, before, after };
  });
}

/** An internal note, signed by the member who wrote it; notes are never edited or deleted. */
export async function addAuditedLeadNote(
  db: Db,
  actor: AuditActor,
  authorId: string,
  leadId: string,
  body: string,
  now = new Date(),
) {
  return withAudit(db, actor, { action: 'leads.note', entity: 'lead', entityId: leadId }, async (trx) => {
    await leadForChange(trx, leadId);
    const note = { id: randomUUID(), lead_id: leadId, author_id: authorId, body, created_at: now.toISOString() };
    await trx.insertInto('lead_notes').values(note).execute();
    await trx.updateTable('leads').set({ updated_at: note.created_at }).where('id', '=', leadId).execute();
    return { result: note, after: note };
  });
}

/** A lead's notes, oldest first, with their author's name (or "former staff member" when the account is gone). */
export async function leadNotes(db: Db, leadId: string) {
  const rows = await db
    .selectFrom('lead_notes')
    .leftJoin('staff_users', 'staff_users.id', 'lead_notes.author_id')
    .select(['lead_notes.id', 'lead_notes.body', 'lead_notes.created_at', 'staff_users.name as author'])
    .where('lead_notes.lead_id', '=', leadId)
    .orderBy('lead_notes.created_at')
    .orderBy('lead_notes.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    createdAt: row.created_at,
    author: row.author ?? 'Former staff member',
  }));
}
