'use client';
import styles from '../admin.module.scss';
import { useFieldError, useSentValue } from './ActionForm';

interface FieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue?: string | number;
  type?: 'text' | 'email' | 'url' | 'number' | 'search' | 'file';
  /** For a file field: the types the picker offers (the server checks the content anyway). */
  accept?: string;
  hint?: string;
  multiline?: boolean;
  options?: readonly { value: string; label: string }[];
  autoComplete?: string;
}

/** A labelled control with its hint and its message, whose space is kept so the layout never jumps. */
export function Field({
  id,
  name,
  label,
  defaultValue,
  type = 'text',
  hint,
  multiline,
  options,
  autoComplete = 'off',
  accept,
}: FieldProps) {
  const error = useFieldError(name);
  // After a refusal the field shows what was sent (a chosen file cannot be shown again by a browser).
  const sent = useSentValue(name);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    defaultValue: type === 'file' ? undefined : (sent ?? defaultValue),
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {options ? (
        <select {...common}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...common} rows={4} />
      ) : (
        <input {...common} type={type} autoComplete={type === 'file' ? undefined : autoComplete} accept={accept} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className={`${styles.message} ${styles.error}`}>
        {error}
      </p>
    </div>
  );
}
