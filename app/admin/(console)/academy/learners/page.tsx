import { plural } from '@/lib/admin/plural';
import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { AdminForm } from '@/components/admin/form/AdminForm';
import { AdminField } from '@/components/admin/form/AdminField';
import { LearnersTable } from '@/components/admin/academy/LearnersTable';
import { FormMessage } from '@/components/admin/FormMessage';
import { LEARNER_PAGE_SIZE, LEARNER_SORTS, listLearners, type LearnerSort } from '@/lib/server/academy-admin/learners';
import { getDb } from '@/lib/server/db';
import { requireStaff } from '@/lib/server/staff/guard';
import { inviteLearnerAction } from './actions';
import { pageParam } from '@/lib/admin/paging';

export const metadata: Metadata = { title: 'Learners' };

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 200) : undefined);

export default async function LearnersPage({ searchParams }: { searchParams: Promise<Search> }) {
  await requireStaff('academy.manage', '/admin/academy/learners');
  const search = await searchParams;
  const q = one(search.q)?.trim() || undefined;
  const sort: LearnerSort = (LEARNER_SORTS as readonly string[]).includes(one(search.sort) ?? '')
    ? (one(search.sort) as LearnerSort)
    : 'created';
  const direction =
    one(search.dir) === 'asc' ? 'asc' : one(search.dir) === 'desc' ? 'desc' : sort === 'created' ? 'desc' : 'asc';
  const page = pageParam(one(search.page));
  const { rows, total } = await listLearners(await getDb(), { search: q, sort, direction, page });
  const pages = Math.max(1, Math.ceil(total / LEARNER_PAGE_SIZE));

  const href = (changes: Record<string, string | undefined>) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries({ q, sort, dir: direction, page: String(page), ...changes }))
      if (value) query.set(key, value);
    return `/admin/academy/learners?${query.toString()}`;
  };
  const sortHref = Object.fromEntries(
    LEARNER_SORTS.map((key) => [
      key,
      href({ sort: key, dir: sort === key && direction === 'asc' ? 'desc' : 'asc', page: '1' }),
    ]),
  ) as Record<LearnerSort, string>;

  return (
    <div className={styles.page}>
      <p>
        <Link href="/admin/academy">Academy</Link>
      </p>
      <h1 className={styles.title}>Learners</h1>
      <FormMessage error={one(search.error) ? 'That learner no longer exists.' : undefined} />
      <section className={styles.card} aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite a learner</h2>
        <p className={styles.hint}>
          The learner gets an e-mail with a link to choose a password. The link works once, for 72 hours.
        </p>
        <AdminForm prefix="invite" action={inviteLearnerAction} submitLabel="Send invitation" pendingLabel="Sending…">
          <div className={styles.fieldGrid}>
            <AdminField name="email" label="E-mail address" type="email" />
            <AdminField name="firstName" label="First name" />
            <AdminField name="lastName" label="Last name" />
          </div>
        </AdminForm>
      </section>
      <section aria-labelledby="learners-heading">
        <h2 id="learners-heading">All learners</h2>
        <form
          className={styles.inlineForm}
          method="get"
          action="/admin/academy/learners"
          role="search"
          aria-label="Search learners"
        >
          <div className={styles.field}>
            <label htmlFor="learner-search">Name or e-mail</label>
            <input id="learner-search" name="q" type="search" defaultValue={q} autoComplete="off" />
          </div>
          <input type="hidden" name="sort" value={sort} />
          <input type="hidden" name="dir" value={direction} />
          <button className={styles.secondary} type="submit">
            Search
          </button>
          {q && (
            <Link href="/admin/academy/learners" prefetch={false}>
              Clear search
            </Link>
          )}
        </form>
        <p role="status">
          {total === 0
            ? 'No learner matches.'
            : `${plural(total, 'learner')}, page ${Math.min(page, pages)} of ${pages}.`}
        </p>
        {rows.length > 0 && <LearnersTable rows={rows} sort={sort} direction={direction} sortHref={sortHref} />}
        {pages > 1 && (
          <nav className={styles.pager} aria-label="Learner pages">
            {page > 1 ? (
              <Link href={href({ page: String(page - 1) })} prefetch={false}>
                Previous page
              </Link>
            ) : (
              <span />
            )}
            {page < pages ? (
              <Link href={href({ page: String(page + 1) })} prefetch={false}>
                Next page
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
