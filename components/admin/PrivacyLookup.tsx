'use client';
import { useActionState } from 'react';
import type { EraseState, FindState } from '@/app/admin/(console)/privacy/actions';
import styles from './admin.module.scss';
import { FormMessage } from './FormMessage';
import { PrivacyErase } from './PrivacyErase';

type Action<S> = (state: S, form: FormData) => Promise<S>;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

/** Find everything about an address, then export it or erase it. The results are counts and dates, not data. */
export function PrivacyLookup({ find, erase }: { find: Action<FindState>; erase: Action<EraseState> }) {
  const [state, formAction, pending] = useActionState(find, {});
  return (
    <>
      <form
        className={`${styles.card} ${styles.form}`}
        action={formAction}
        noValidate
        aria-label="Find a person's data"
      >
        <div className={styles.field}>
          <label htmlFor="privacy-email">E-mail address of the person</label>
          <input
            id="privacy-email"
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={state.email}
            required
            aria-invalid={Boolean(state.error)}
            aria-describedby="privacy-email-message"
          />
          <FormMessage id="privacy-email-message" error={state.error} />
        </div>
        <div>
          <button className={styles.button} type="submit">
            {pending ? 'Searching…' : 'Find records'}
          </button>
        </div>
      </form>
      {state.email && state.groups && (
        <section className={styles.card} aria-labelledby="privacy-results">
          <h2 id="privacy-results">Records about {state.email}</h2>
          <p role="status">
            {state.total === 0
              ? 'No records found for this address.'
              : `${state.total} ${state.total === 1 ? 'record' : 'records'} found.`}
          </p>
          {state.total !== 0 && (
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
                    {state.groups.map((group) => (
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
                <input type="hidden" name="email" value={state.email} />
                <button className={styles.secondary} type="submit">
                  Download everything as JSON
                </button>
              </form>
              <PrivacyErase key={state.email} email={state.email} erase={erase} />
            </>
          )}
        </section>
      )}
    </>
  );
}
