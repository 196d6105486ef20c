import Link from 'next/link';
import styles from '../admin.module.scss';
import inbox from './leads.module.scss';
import { LEAD_FORMS, LEAD_STATUSES, leadFormLabels, leadStatusLabels, type LeadInboxQuery } from '@/lib/validations/lead-inbox';

/** The inbox's filter form: a plain GET form, so the filter is the URL and works without JavaScript. */
export function LeadFilters({ query, topics, countries }: { query: LeadInboxQuery; topics: string[]; countries: string[] }) {
  return (
    <form className={`${styles.card} ${styles.form}`} method="get" action="/admin/leads" aria-label="Filter leads">
      <div className={inbox.fieldGrid}>
        <div className={styles.field}>
          <label htmlFor="leads-q">Search</label>
          <input id="leads-q" name="q" type="search" defaultValue={query.q} autoComplete="off" />
        </div>
        <div className={styles.field}>
          <label htmlFor="leads-form">Form</label>
          <select id="leads-form" name="form" defaultValue={query.form ?? ''}>
            <option value="">Any form</option>
            {LEAD_FORMS.map((form) => (
              <option key={form} value={form}>
                {leadFormLabels[form]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="leads-status">Status</label>
          <select id="leads-status" name="status" defaultValue={query.status ?? ''}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="leads-topic">Topic</label>
          <select id="leads-topic" name="topic" defaultValue={query.topic ?? ''}>
            <option value="">Any topic</option>
            {topics.map((topic) => (
              <option key={topic}>{topic}</option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="leads-country">Country</label>
          <select id="leads-country" name="country" defaultValue={query.country ?? ''}>
            <option value="">Any country</option>
            {countries.map((country) => (
              <option key={country}>{country}</option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="leads-sort">Sort by</label>
          <select id="leads-sort" name="sort" defaultValue={query.sort}>
            <option value="date">Date received</option>
            <option value="name">Name</option>
            <option value="form">Form</option>
            <option value="status">Status</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="leads-from">Received from (date)</label>
          <input id="leads-from" name="from" type="date" defaultValue={query.from} />
        </div>
        <div className={styles.field}>
          <label htmlFor="leads-to">Received until (date)</label>
          <input id="leads-to" name="to" type="date" defaultValue={query.to} />
        </div>
        <div className={styles.field}>
          <label htmlFor="leads-dir">Order</label>
          <select id="leads-dir" name="dir" defaultValue={query.dir}>
            <option value="desc">Descending (newest, Z to A)</option>
            <option value="asc">Ascending (oldest, A to Z)</option>
          </select>
        </div>
      </div>
      <div className={styles.actions}>
        <button className={styles.button} type="submit">
          Show leads
        </button>
        <Link href="/admin/leads" prefetch={false}>
          Clear filters
        </Link>
      </div>
    </form>
  );
}
