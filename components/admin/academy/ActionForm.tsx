'use client';
import { createContext, startTransition, useActionState, useContext, type FormEvent, type ReactNode } from 'react';
import styles from '../admin.module.scss';
import { FormMessage } from '../FormMessage';
import { PostForm } from '@/components/forms/PostForm';

export interface ActionFormState {
  error?: string;
  success?: string;
  fields?: Record<string, string>;
  /** Changes on every success, so the form remounts empty after e.g. an invitation. */
  key?: string;
}
export type FormStateAction = (state: ActionFormState, form: FormData) => Promise<ActionFormState>;

const FieldErrors = createContext<Record<string, string> | undefined>(undefined);
export const useFieldError = (name: string) => useContext(FieldErrors)?.[name];

/**
 * A back-office form posting to a server action that answers with field messages. The messages sit in space
 * that is always kept (Field, FormMessage), so nothing moves under the pointer; the button stays enabled.
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
  const [state, formAction, pending] = useActionState(action, {});
  // Submitted by hand rather than through the form's `action` prop: React resets a form after its action runs,
  // which would wipe what was typed when the answer is a field message. A success remounts it empty (`key`).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };
  return (
    <PostForm className={styles.form} onSubmit={submit} aria-label={label} key={state.key}>
      <FieldErrors.Provider value={state.fields}>{children}</FieldErrors.Provider>
      <FormMessage error={state.error} success={state.success} />
      <div>
        <button className={styles.button} type="submit">
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </PostForm>
  );
}
