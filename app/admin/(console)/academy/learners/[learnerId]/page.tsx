import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import styles from '@/components/admin/admin.module.scss';
import { ConfirmBox } from '@/components/admin/ConfirmBox';
import { FormMessage } from '@/components/admin/FormMessage';
import { CONFIRM_MISSING } from '@/lib/server/staff/form-values';
import { listCoursesForStaff } from '@/lib/server/academy-admin/courses';
import { getLearner } from '@/lib/server/academy-admin/learners';
import { getDb } from '@/lib/server/db';
import { requireStaff } from '@/lib/server/staff/guard';
import { learnerIdField } from '@/lib/validations/academy-admin';
import { deactivateLearnerAction, enrolAction, reactivateLearnerAction, resetLearnerAction } from '../actions';

export const metadata: Metadata = { title: 'Learner' };

const notices: Record<string, string> = {
  deactivated: 'The learner was deactivated and signed out everywhere; sign-in is refused.',
  reactivated: 'The learner can sign in again.',
  reset: 'The password was reset, every session ended, and a new set-password link was sent.',
  enrolled: 'The learner was enrolled.',
  unenrolled: 'The learner was unenrolled.',
};
const errors: Record<string, string> = {
  inactive: 'Reactivate the learner before sending a new link.',
  unknown: 'That learner or course no longer exists.',
  confirm: CONFIRM_MISSING,
};

type Props = { params: Promise<{ learnerId: string }>; searchParams: Promise<{ notice?: string; error?: string }> };

export default async function LearnerPage({ params, searchParams }: Props) {
  const { learnerId: raw } = await params;
  await requireStaff('academy.manage', `/admin/academy/learners/${encodeURIComponent(raw)}`);
  const id = learnerIdField.safeParse(raw);
  const db = await getDb();
  const learner = id.success ? await getLearner(db, id.data) : undefined;
  if (!learner) redirect('/admin/academy/learners?error=unknown');
  const { notice, error } = await searchParams;
  const enrolledIds = new Set(learner.enrolled.map((course) => course.id));
  const others = (await listCoursesForStaff(db)).filter((course) => !enrolledIds.has(course.id));
  const name = `${learner.first_name} ${learner.last_name}`.trim() || learner.email;
  const hidden = <input type="hidden" name="learnerId" value={learner.id} />;
  return (
    <div className={styles.page}>
      <p>
        <Link href="/admin/academy/learners">Learners</Link>
      </p>
      <h1 className={styles.title}>{name}</h1>
      <FormMessage
        success={notice ? notices[notice] : undefined}
        error={error ? (errors[error] ?? errors.unknown) : undefined}
      />
      <section className={styles.card} aria-labelledby="account-heading">
        <h2 id="account-heading">Account</h2>
        <dl className={styles.meta}>
          <dt>E-mail</dt>
          <dd>{learner.email}</dd>
          <dt>Status</dt>
          <dd>
            {!learner.active
              ? `Deactivated on ${learner.deactivated_at?.slice(0, 10)}`
              : learner.invited
                ? 'Invited, no password yet'
                : 'Active'}
          </dd>
          <dt>Added</dt>
          <dd>{learner.created_at.slice(0, 10)}</dd>
        </dl>
        <div className={styles.actions}>
          {learner.active && (
            <form action={resetLearnerAction}>
              {hidden}
              <ConfirmBox id="reset-confirm">Yes, end their sessions and make the password unusable</ConfirmBox>
              <button className={styles.secondary} type="submit">
                Reset password and send a new link
              </button>
            </form>
          )}
          <form action={learner.active ? deactivateLearnerAction : reactivateLearnerAction}>
            {hidden}
            {learner.active && <ConfirmBox id="deactivate-confirm">Yes, deactivate and sign out {name}</ConfirmBox>}
            <button className={learner.active ? styles.danger : styles.secondary} type="submit">
              {learner.active ? 'Deactivate learner' : 'Reactivate learner'}
            </button>
          </form>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="enrolments-heading">
        <h2 id="enrolments-heading">Enrolments ({learner.enrolled.length})</h2>
        <ul className={styles.list}>
          {learner.enrolled.map((course) => (
            <li key={course.id} className={styles.inlineForm}>
              <span>
                {course.title} <span className={styles.hint}>since {course.created_at.slice(0, 10)}</span>
              </span>
              <form action={enrolAction}>
                {hidden}
                <input type="hidden" name="courseId" value={course.id} />
                <input type="hidden" name="enrolled" value="false" />
                <button className={styles.secondary} type="submit" aria-label={`Unenrol from ${course.title}`}>
                  Unenrol
                </button>
              </form>
            </li>
          ))}
        </ul>
        {others.length > 0 && (
          <form action={enrolAction} className={styles.actions}>
            {hidden}
            <input type="hidden" name="enrolled" value="true" />
            <div className={styles.field}>
              <label htmlFor="enrol-course">Course</label>
              <select id="enrol-course" name="courseId">
                {others.map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.title}
                  </option>
                ))}
              </select>
            </div>
            <button className={styles.button} type="submit">
              Enrol
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
