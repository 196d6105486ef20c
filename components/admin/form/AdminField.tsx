'use client';
import { Field, type FieldClasses, type FieldProps } from '@/components/forms/Field';
import styles from '../admin.module.scss';
import { useAdminFormContext } from './AdminForm';

/** The back office's look of the one Field. */
export const adminClasses: FieldClasses = {
  field: styles.field!,
  check: styles.field!,
  checkRow: styles.confirm,
  hint: styles.hint,
  error: `${styles.message} ${styles.error}`,
};

export type AdminFieldProps = Omit<FieldProps, 'classes' | 'name' | 'label' | 'defaultValue'> & {
  name: string;
  label: string;
  /** The stored value, shown until the form is refused (then what was sent). */
  defaultValue?: string | number;
  /** A select's choices. */
  options?: readonly { value: string; label: string }[];
};

/**
 * A field of a back-office form (inside AdminForm): the one Field in the back office's look, its id
 * `{prefix}-{name}`, its message and its value taken from the form's answer. After a refusal it shows what was sent
 * (never a password or a file: for a file the hint names the one chosen, which a browser cannot prefill).
 */
export function AdminField({
  name,
  label,
  hint,
  error,
  options,
  type,
  defaultValue,
  defaultChecked,
  ...props
}: AdminFieldProps) {
  const { state, prefix } = useAdminFormContext();
  const sent = state.values?.[name];
  const chosen = type === 'file' ? state.values?.[`${name}_name`] : undefined;
  const kept =
    type === 'checkbox'
      ? { defaultChecked: sent === undefined ? defaultChecked : sent === true || sent === (props.value ?? 'on') }
      : type === 'file' || type === 'password'
        ? {}
        : { defaultValue: typeof sent === 'string' ? sent : defaultValue };
  return (
    <Field
      id={`${prefix}-${name}`}
      name={name}
      label={label}
      type={type}
      as={options ? 'select' : props.as}
      rows={props.as === 'textarea' ? 4 : undefined}
      autoComplete={type === 'file' ? undefined : 'off'}
      classes={adminClasses}
      reserveError
      hint={
        chosen ? (
          <>
            You chose {String(chosen)}. If this field is empty, choose it again.{hint && <> {hint}</>}
          </>
        ) : (
          hint
        )
      }
      error={error ?? state.errors?.[name]}
      {...kept}
      {...props}
    >
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {props.children}
    </Field>
  );
}

/**
 * A group of checkboxes sharing one name (the devices of a document, the countries of a notice), ticked from what
 * was sent or else from `stored`; its message under it, its legend naming it.
 */
export function AdminCheckGroup({
  name,
  legend,
  hint,
  options,
  stored = [],
  listClass,
}: {
  name: string;
  legend: string;
  hint?: string | ((ticked: string[]) => string);
  options: readonly { value: string; label: string }[];
  stored?: readonly string[];
  listClass?: string;
}) {
  const { state, prefix } = useAdminFormContext();
  const id = `${prefix}-${name}`;
  const sent = state.values?.[name];
  const ticked =
    sent === undefined
      ? [...stored]
      : Array.isArray(sent)
        ? sent
        : String(sent)
            .split(/[\s,;]+/)
            .filter(Boolean);
  const error = state.errors?.[name];
  const hintText = typeof hint === 'function' ? hint(ticked) : hint;
  return (
    <fieldset
      id={id}
      className={styles.field}
      aria-describedby={
        [hintText ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
      }
      aria-invalid={error ? true : undefined}
      tabIndex={-1}
    >
      <legend>{legend}</legend>
      {hintText && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hintText}
        </p>
      )}
      <ul className={listClass ?? styles.checkList}>
        {options.map((option) => (
          <li key={option.value}>
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={ticked.includes(option.value)}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </li>
        ))}
      </ul>
      <p id={`${id}-error`} className={`${styles.message} ${styles.error}`}>
        {error}
      </p>
    </fieldset>
  );
}
