'use client';
import { createContext, useContext, type ReactNode } from 'react';
import styles from '../admin.module.scss';
import { FormMessage } from '../FormMessage';
import { useAdminForm, type AdminFormState } from '../useAdminForm';

export interface ActionFormState extends AdminFormState {
  /** Changes on every success, so the form remounts empty after e.g. an invitation. */
  key?: string;
}
export type FormStateAction = (state: ActionFormState, form: FormData) => Promise<ActionFormState>;

const FieldErrors = createContext<Record<string, string> | undefined>(undefined);
const SentValues = createContext<Record<string, string> | undefined>(undefined);
export const useFieldError = (name: string) => useContext(FieldErrors)?.[name];
/** The value a refused form was sent for this field, shown again instead of the stored one. */
export const useSentValue = (name: string) => useContext(SentValues)?.[name];

/**
 * A back-office form posting to a server action that answers with field messages. The messages sit in space
 * that is always kept (Field, FormMessage), so nothing moves under the pointer; the button stays enabled. What was
 * typed survives a refusal, with and without JavaScript (useAdminForm), and focus goes to the first field in
 * error or to the message.
 */
export function ActionForm({
  action,
  submitLabel,
  pendingLabel,
  label,
  children,
}: {
  action: FormStateAction;
  submitLabel: string;
  pendingLabel: string;
  label?: string;
  children: ReactNode;
}) {
  const { state, formAction, pending, onSubmit, formRef, messageRef } = useAdminForm<ActionFormState>(action, {});
  return (
    <form
      ref={formRef}
      className={styles.form}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      key={state.key}
    >
      <FieldErrors.Provider value={state.fields}>
        <SentValues.Provider value={state.values}>{children}</SentValues.Provider>
      </FieldErrors.Provider>
      <FormMessage ref={messageRef} error={state.error} success={state.success} />
      <div>
        <button className={styles.button} type="submit">
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
