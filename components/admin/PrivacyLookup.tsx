'use client';
import type { EraseState, FindState } from '@/lib/admin/privacy-states';
import { plural } from '@/lib/admin/plural';
import styles from './admin.module.scss';
import { PrivacyErase } from './PrivacyErase';
import { privacyForms } from './privacy-forms';
import { AdminField } from './form/AdminField';
import { AdminFormView } from './form/AdminForm';
import { useAdminForm } from './form/useAdminForm';

type Action<S> = (state: S, form: FormData) => Promise<S>;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

/**
 * Find everything about an address, then export it or erase it. The results are counts and dates, not data. An
 * erasure answers with what is found for the address afterwards, which replaces the earlier results (with and
 * without JavaScript), so the page never goes on showing records, counts or an export that no longer exist.
 */
export function PrivacyLookup({ find, erase: eraseAction }: { find: Action<FindState>; erase: Action<EraseState> }) {
  const search = useAdminForm<FindState>(find, {});
  const erase = useAdminForm<EraseState>(eraseAction, {});
  const { state: found } = search;
  const { state: erasure, messageRef: erasedMessage } = erase;
  // The erasure's answer is about the search it was started from, unless a new search was made since.
  const current = erasure.email && erasure.after && (!found.search || erasure.search === found.search);
  const view = current ? { email: erasure.email, ...erasure.after } : found;
  const erased = current ? erasure.erased : undefined;
  return (
    <>
      <AdminFormView held={search} {...privacyForms.search}>
        <AdminField
          name="email"
          label="E-mail address of the person"
          type="email"
          defaultValue={found.email ?? erasure.email}
          required
        />
      </AdminFormView>
      {view.email && view.groups && (
        <section className={styles.card} aria-labelledby="privacy-results">
          <h2 id="privacy-results">Records about {view.email}</h2>
          {erased && (
            <p className={`${styles.message} ${styles.success}`} role="status" tabIndex={-1} ref={erasedMessage}>
              Erased {erased.email}: {plural(erased.leads, 'lead')},{' '}
              {plural(erased.brochureRequests, 'brochure request')},{' '}
              {plural(erased.onboardingSubmissions, 'onboarding submission')} and {plural(erased.mail, 'e-mail')}{' '}
              anonymised; {plural(erased.learnerAccounts, 'learner account')} deleted; {plural(erased.files, 'file')}{' '}
              deleted
              {erased.filesFailed ? ` (${erased.filesFailed} could not be deleted: see the server log)` : ''}.
            </p>
          )}
          <p role={erased ? undefined : 'status'}>
            {view.total === 0
              ? erased
                ? 'Nothing is found for this address any more.'
                : 'No records found for this address.'
              : `${plural(view.total ?? 0, 'record')} found${erased ? ' after the erasure' : ''}.`}
          </p>
          {view.total !== 0 && (
            <>
              <div className={styles.tableWrap} role="region" aria-label="Records by kind" tabIndex={0}>
                <table className={styles.table}>
                  <caption className="visually-hidden">Records by kind</caption>
                  <thead>
                    <tr>
                      <th scope="col">Kind</th>
                      <th scope="col">Count</th>
                      <th scope="col">First</th>
                      <th scope="col">Last</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.groups.map((group) => (
                      <tr key={group.kind}>
                        <th scope="row">{group.label}</th>
                        <td>{group.count}</td>
                        <td>{day(group.first)}</td>
                        <td>{day(group.last)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <form method="post" action="/api/admin/privacy/export" className={styles.actions}>
                <input type="hidden" name="email" value={view.email} />
                <button className={styles.secondary} type="submit">
                  Download everything as JSON
                </button>
              </form>
              {!erased && (
                <PrivacyErase
                  key={found.search ?? view.email}
                  email={view.email}
                  search={found.search ?? erasure.search}
                  held={erase}
                />
              )}
            </>
          )}
        </section>
      )}
    </>
  );
}
