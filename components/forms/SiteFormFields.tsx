import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { SiteFormField, SiteFormView } from '@/lib/forms/site-form';
import { CountryField } from './CountryField';
import { Field } from './Field';
import styles from './Modal.module.scss';

/** The props one control takes from its form: react-hook-form's `register(name)`, or a name and a kept value. */
export type SiteFormControl = (field: SiteFormField) => ComponentPropsWithRef<'input'>;

interface SiteFormFieldsProps {
  view: SiteFormView;
  /** The message under each field, by name. */
  errors: Partial<Record<string, string | undefined>>;
  control: SiteFormControl;
  /** The one message above the fields (how many to correct, or why the form was refused). */
  alert?: string | null;
  busy: boolean;
  /** Announce each field's message as it appears; off when the form says one summary instead. */
  announceErrors?: boolean;
  /** Hidden inputs of the form. */
  children?: ReactNode;
}

/**
 * The inside of a site form defined in lib/forms (site-form.ts): its summary, its fields in their rows and its
 * submit button. The modal (validated in the browser) and the page (posted to a server action, with or without
 * JavaScript) both render it, so the two never differ in a label, a name or an order.
 */
export function SiteFormFields({
  view,
  errors,
  control,
  alert,
  busy,
  announceErrors = false,
  children,
}: SiteFormFieldsProps) {
  const byName = new Map(view.fields.map((field) => [field.name, field]));
  const render = (name: string) => {
    const field = byName.get(name)!;
    const props = { ...control(field), error: errors[name], announceError: announceErrors };
    if (field.kind === 'country')
      return <CountryField key={name} {...(props as ComponentPropsWithRef<'select'> & { error?: string })} />;
    return (
      <Field
        key={name}
        label={<FieldLabel field={field} />}
        type={field.kind === 'text' ? undefined : field.kind}
        autoComplete={field.autoComplete}
        {...props}
      />
    );
  };
  return (
    <>
      {alert && (
        <p className={styles.formAlert} role="alert">
          {alert}
        </p>
      )}
      {children}
      {view.layout.map((row) =>
        typeof row === 'string' ? (
          render(row)
        ) : (
          <div key={row.join()} className={styles.row}>
            {row.map(render)}
          </div>
        ),
      )}
      <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
        {busy ? 'Sending…' : view.submitLabel}
      </button>
    </>
  );
}

/** A label with its policy link in the place `{link}` marks (opened in a new tab, so the form is kept). */
function FieldLabel({ field }: { field: SiteFormField }) {
  if (!field.link) return field.label;
  const [before, after] = field.label.split('{link}');
  return (
    <>
      {before}
      <a href={field.link.href} target="_blank" rel="noopener">
        {field.link.text}
      </a>
      {after}
    </>
  );
}

/**
 * The control props of a form posted to a server action: each input named, holding what was posted (kept when
 * the action refused it) or else its initial value.
 */
export function keptValueControl(
  values: Partial<Record<string, string | boolean>> | undefined,
  initial: Partial<Record<string, string>> = {},
): SiteFormControl {
  return ({ name, kind }) => {
    const value = values?.[name];
    if (kind === 'checkbox') return { name, defaultChecked: value === true };
    return { name, defaultValue: typeof value === 'string' ? value : (initial[name] ?? '') };
  };
}

/** react-hook-form's errors as the messages SiteFormFields shows. */
export const fieldMessages = (errors: Partial<Record<string, { message?: string }>>) =>
  Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
