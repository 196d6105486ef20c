import type { Ref } from 'react';
import type { AdminFormState } from '@/lib/forms/action-state';
import styles from '../admin.module.scss';
import { FormMessage } from '../FormMessage';

/**
 * The answer by the button: the form's message (focused after an answer, see useAdminForm) and, when `linked`,
 * each refused field's message as a link to the field, so a member far below the fields can reach each one.
 */
export function FormSummary({
  state,
  prefix,
  linked,
  fieldLabel,
  messageRef,
}: {
  state: AdminFormState;
  prefix: string;
  linked: boolean;
  fieldLabel?: (name: string) => string;
  messageRef: Ref<HTMLParagraphElement>;
}) {
  const errors = linked ? Object.entries(state.errors ?? {}) : [];
  return (
    <div>
      <FormMessage
        // A control the message is about names it (the authenticator code): aria-describedby `{prefix}-message`.
        id={`${prefix}-message`}
        ref={messageRef}
        error={state.saved ? undefined : state.message}
        success={state.saved ? state.message : undefined}
      />
      {errors.length > 0 && (
        <ul className={styles.error}>
          {errors.map(([name, message]) => (
            <li key={name}>
              <a href={`#${prefix}-${name}`}>{fieldLabel ? `${fieldLabel(name)}: ${message}` : message}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
