import styles from './admin.module.scss';

export type ChoiceFormProps = Record<'recordId' | 'name' | 'fieldId' | 'label' | 'chosen' | 'submitLabel', string> & {
  action: (form: FormData) => Promise<void>;
  options: readonly { value: string; label: string }[];
  className?: string;
  buttonClass?: string;
};

/**
 * A plain form (no client code) that sets one choice on a record, posting to a server action: the record's id, a
 * labelled select and a button (a member's role, a lead's status or assignee).
 */
export function ChoiceForm({
  action,
  recordId,
  name,
  fieldId,
  label,
  options,
  chosen,
  submitLabel,
  className,
  buttonClass = styles.button,
}: ChoiceFormProps) {
  return (
    <form action={action} className={className}>
      <input type="hidden" name="id" value={recordId} />
      <div className={styles.field}>
        <label htmlFor={fieldId}>{label}</label>
        <select id={fieldId} name={name} defaultValue={chosen}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <button className={buttonClass} type="submit">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
