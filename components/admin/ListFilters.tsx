import Link from 'next/link';
import styles from './admin.module.scss';

/** One choice of a select: a bare string is both its value and its label. */
export type FilterOption = string | { value: string; label: string };

/**
 * A field of a list's filter form. `value` is the current one, read from the URL query by the page; `any` is
 * the label of the empty choice of a select (no empty choice when it is missing).
 */
export type FilterField =
  | { kind: 'text'; name: string; label: string; value?: string; type?: 'search' | 'email' }
  | { kind: 'date'; name: string; label: string; value?: string }
  | { kind: 'select'; name: string; label: string; value?: string; options: readonly FilterOption[]; any?: string };

interface ListFiltersProps {
  /** The list's own address: the form GETs it, so the URL query stays the filter's only state. */
  action: string;
  /** Accessible name of the form, e.g. "Filter the outbox". */
  label: string;
  /** Prefix of the field ids (`<idPrefix>-<name>`). */
  idPrefix: string;
  fields: readonly FilterField[];
  submitLabel?: string;
  /** The grid's class when a list needs other columns than the back office's default. */
  gridClassName?: string;
}

const optionOf = (option: FilterOption) => (typeof option === 'string' ? { value: option, label: option } : option);

/** The filter form of the back office's lists (leads, outbox, audit log): plain GET, works without JavaScript. */
export function ListFilters({
  action,
  label,
  idPrefix,
  fields,
  submitLabel = 'Filter',
  gridClassName = styles.fieldGrid,
}: ListFiltersProps) {
  return (
    <form className={`${styles.card} ${styles.form}`} method="get" action={action} aria-label={label}>
      <div className={gridClassName}>
        {fields.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          return (
            <div className={styles.field} key={field.name}>
              <label htmlFor={id}>{field.label}</label>
              {field.kind === 'select' ? (
                <select id={id} name={field.name} defaultValue={field.value ?? ''}>
                  {field.any !== undefined && <option value="">{field.any}</option>}
                  {field.options.map(optionOf).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  name={field.name}
                  type={field.kind === 'date' ? 'date' : (field.type ?? 'search')}
                  defaultValue={field.value}
                  autoComplete={field.kind === 'date' ? undefined : 'off'}
                />
              )}
            </div>
          );
        })}
      </div>
      <div className={styles.actions}>
        <button className={styles.button} type="submit">
          {submitLabel}
        </button>
        <Link href={action} prefetch={false}>
          Clear filters
        </Link>
      </div>
    </form>
  );
}
