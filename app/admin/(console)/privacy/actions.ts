'use server';
import { plural } from '@/lib/admin/plural';
import { randomUUID } from 'node:crypto';
import { actionForm } from '@/lib/server/action-form';
import { getDb } from '@/lib/server/db';
import { erasePerson } from '@/lib/server/gdpr/erase';
import { personalRecords, summarise, totalRecords } from '@/lib/server/gdpr/records';
import { applyRetention, setRetentionMonths } from '@/lib/server/gdpr/retention';
import type { EraseState, FindState, RetentionState } from '@/lib/admin/privacy-states';
import { subjectHash } from '@/lib/server/gdpr/subject';
import { withAudit } from '@/lib/server/staff/audit';
import { auditActor, requireStaff } from '@/lib/server/staff/guard';
import { getStorage } from '@/lib/server/storage';
import { eraseSchema, retentionSchema, subjectEmailSchema } from '@/lib/validations/privacy';

const PRIVACY_PATH = '/admin/privacy';

/**
 * The search is a POST (a server action), not a URL query: the address never lands in an access log or the
 * browser history. It is audited like every GDPR action, under the address's hash.
 */
export async function findPersonAction(_previous: FindState, form: FormData): Promise<FindState> {
  form = actionForm(_previous, form);
  const staff = await requireStaff('gdpr.manage', PRIVACY_PATH);
  const parsed = subjectEmailSchema.safeParse(form.get('email') ?? '');
  const typed = form.get('email');
  if (!parsed.success)
    return {
      errors: { email: parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address.' },
      values: typeof typed === 'string' ? { email: typed.slice(0, 320) } : undefined,
    };
  const email = parsed.data;
  const db = await getDb();
  const groups = await withAudit(
    db,
    auditActor(staff),
    { action: 'gdpr.find', entity: 'person', entityId: await subjectHash(db, email) },
    async (trx) => {
      const found = summarise(await personalRecords(trx, email));
      return { result: found, after: { found: totalRecords(found) } };
    },
  );
  return { email, groups, total: totalRecords(groups), search: randomUUID() };
}

export async function erasePersonAction(_previous: EraseState, form: FormData): Promise<EraseState> {
  form = actionForm(_previous, form);
  const staff = await requireStaff('gdpr.manage', PRIVACY_PATH);
  const parsed = eraseSchema.safeParse({
    email: form.get('email') ?? '',
    confirmation: form.get('confirmation') ?? '',
  });
  const search = form.get('search');
  const from = typeof search === 'string' ? search.slice(0, 64) : undefined;
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The results the form was started from stay on the page (without JavaScript it is rendered from this answer).
    const email = subjectEmailSchema.safeParse(form.get('email') ?? '');
    const groups = email.success ? summarise(await personalRecords(await getDb(), email.data)) : undefined;
    return {
      message: 'Nothing was erased.',
      errors: { confirmation: issue?.message ?? 'Type the same e-mail address to confirm the erasure.' },
      email: email.success ? email.data : undefined,
      after: groups && { groups, total: totalRecords(groups) },
      search: from,
    };
  }
  const db = await getDb();
  const result = await erasePerson(db, getStorage(), auditActor(staff), parsed.data.email);
  const groups = summarise(await personalRecords(db, parsed.data.email));
  return {
    erased: { ...result, email: parsed.data.email },
    email: parsed.data.email,
    after: { groups, total: totalRecords(groups) },
    search: from,
  };
}

export async function setRetentionAction(_previous: RetentionState, form: FormData): Promise<RetentionState> {
  form = actionForm(_previous, form);
  const staff = await requireStaff('gdpr.manage', PRIVACY_PATH);
  const parsed = retentionSchema.safeParse({ months: form.get('months') ?? '' });
  const typed = form.get('months');
  if (!parsed.success)
    return {
      errors: { months: parsed.error.issues[0]?.message ?? 'Enter a whole number of months.' },
      values: typeof typed === 'string' ? { months: typed.slice(0, 16) } : undefined,
    };
  await setRetentionMonths(await getDb(), auditActor(staff), parsed.data.months);
  const months = parsed.data.months;
  return {
    saved: true,
    values: { months: months ? String(months) : '' },
    message:
      months === 0
        ? 'Saved: automatic deletion is off.'
        : `Saved: leads are anonymised ${plural(months, 'month')} after they arrive (checked hourly).`,
  };
}

export async function runRetentionAction(): Promise<RetentionState> {
  const staff = await requireStaff('gdpr.manage', PRIVACY_PATH);
  const run = await applyRetention(await getDb(), getStorage(), auditActor(staff));
  if (run.months === 0) return { message: 'Automatic deletion is off: set a number of months first.' };
  return {
    run,
    saved: true,
    message: `Done: ${plural(run.leads, 'lead')}, ${plural(run.brochureRequests, 'brochure request')}, ${plural(run.onboardingSubmissions, 'onboarding submission')} and ${plural(run.mail, 'e-mail')} older than ${run.cutoff?.slice(0, 10)} anonymised; ${plural(run.files, 'file')} deleted.`,
  };
}
