'use client';
import { createContext, useContext, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminFormState } from '@/lib/forms/action-state';
import styles from '../admin.module.scss';
import { FormSummary } from './FormSummary';
import { useAdminForm } from './useAdminForm';

interface AdminFormContext {
  state: AdminFormState;
  /** Each field's id is `{prefix}-{name}`: the summary links to it, in the server's HTML too. */
  prefix: string;
}

const Context = createContext<AdminFormContext>({ state: {}, prefix: 'field' });
/** The answer and the id prefix of the form a field is in (components/admin/form/AdminField.tsx). */
export const useAdminFormContext = () => useContext(Context);

/** The answer the fields of a form read. */
function AdminFormAnswer({ state, prefix, children }: AdminFormContext & { children: ReactNode }) {
  return <Context.Provider value={{ state, prefix }}>{children}</Context.Provider>;
}

export interface AdminFormProps<S extends AdminFormState> {
  action: (state: S, form: FormData) => Promise<S>;
  /** The answer to start from (a correction starts from its rejected draft). */
  initial?: S;
  prefix: string;
  /** The form's accessible name. */
  label?: string;
  /**
   * A summary by the button names each refused field, linked to it, and takes focus: for forms whose fields are far
   * above the button or signed steps. Without, focus goes to the first field in error.
   */
  summary?: boolean;
  /** What the summary calls a field (else only its message). */
  fieldLabel?: (name: string) => string;
  submitLabel: string;
  pendingLabel?: string;
  danger?: boolean;
  /** Buttons in place of the one submit button (a decision between approving and rejecting). */
  buttons?: (pending: boolean) => ReactNode;
  /**
   * Checks the form in the browser before it is sent: a message refuses it there (a file over a post's limit, which
   * the server would refuse before the action runs, and what was typed would be lost).
   */
  check?: (form: HTMLFormElement) => string | undefined;
  /** The id of what to focus after an answer instead of the field in error or the message (useAdminForm). */
  focusTarget?: (state: S) => string | undefined;
  /** Shown under the summary before the buttons (a note that something was added). */
  footer?: (state: S) => ReactNode;
  /**
   * What takes the form's place once an answer gives it (an authenticator's secret, after the password), else
   * nothing: read from the same answer, so it shows without JavaScript too.
   */
  then?: (state: S) => ReactNode;
  children: ReactNode | ((state: S) => ReactNode);
}

/**
 * The back office's one form: it posts to a server action and works without JavaScript (useAdminForm), keeps every
 * value when refused, shows each field's message under it and the form's message by the button, in space that is
 * always kept so nothing moves under the pointer, and moves focus to where the member acts next. After a save it
 * starts empty again.
 */
export function AdminForm<S extends AdminFormState>({
  action,
  initial = {} as S,
  summary = false,
  focusTarget,
  ...view
}: AdminFormProps<S>) {
  const held = useAdminForm<S>(action, initial, { focusSummary: summary, focusTarget });
  return <AdminFormView held={held} summary={summary} {...view} />;
}

export type AdminFormViewProps<S extends AdminFormState> = Omit<
  AdminFormProps<S>,
  'action' | 'initial' | 'focusTarget'
> & {
  /** The answer and its handlers, from a useAdminForm the caller holds. */
  held: ReturnType<typeof useAdminForm<S>>;
  /** Classes beside the form's own (a card, a danger zone). */
  className?: string;
  /** The id of a heading inside that names the form, in place of `label`. */
  labelledBy?: string;
};

/**
 * AdminForm drawn from a useAdminForm held by the caller, whose answer is drawn outside the form too (the privacy
 * search: its results, with forms of their own, replace the earlier ones).
 */
export function AdminFormView<S extends AdminFormState>({
  held: { state, formAction, pending, onSubmit, formRef, messageRef },
  className,
  labelledBy,
  prefix,
  label,
  summary = false,
  fieldLabel,
  submitLabel,
  pendingLabel = 'Saving…',
  danger,
  buttons,
  check,
  footer,
  then,
  children,
}: AdminFormViewProps<S>) {
  const [refusedHere, setRefusedHere] = useState<string>();
  // A save starts the form empty again; a refusal after it keeps what was typed, so the key moves only with a new
  // save (React's "information from previous renders" pattern: set during render, no effect).
  const [formKey, setFormKey] = useState('form');
  const savedKey = state.saved ? (state.key ?? state.message ?? 'saved') : undefined;
  if (savedKey !== undefined && savedKey !== formKey) setFormKey(savedKey);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const refusal = check?.(event.currentTarget);
    setRefusedHere(refusal);
    if (!refusal) return onSubmit(event);
    event.preventDefault();
    messageRef.current?.focus();
  };
  const instead = then?.(state);
  if (instead) return instead;
  return (
    <form
      ref={formRef}
      className={className ? `${styles.form} ${className}` : styles.form}
      action={formAction}
      onSubmit={submit}
      noValidate
      aria-label={label}
      aria-labelledby={labelledBy}
      key={formKey}
    >
      <AdminFormAnswer state={state} prefix={prefix}>
        {typeof children === 'function' ? children(state) : children}
      </AdminFormAnswer>
      <FormSummary
        state={refusedHere ? { message: refusedHere } : state}
        prefix={prefix}
        linked={summary}
        fieldLabel={fieldLabel}
        messageRef={messageRef}
      />
      {footer?.(state)}
      <div className={buttons ? styles.actions : undefined}>
        {buttons ? (
          buttons(pending)
        ) : (
          <button
            className={`${styles.button} ${danger ? styles.danger : ''}`}
            type="submit"
            disabled={pending}
            aria-busy={pending}
          >
            {pending ? pendingLabel : submitLabel}
          </button>
        )}
      </div>
    </form>
  );
}
