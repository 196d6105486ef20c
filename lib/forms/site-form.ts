import type { FieldDefinition, FormDefinition } from './definition';

/** A control of a form shown as a page and as a modal: the kinds SiteFormFields draws. */
export interface SiteFormField extends Pick<FieldDefinition, 'name' | 'label' | 'autoComplete' | 'link'> {
  kind: 'text' | 'email' | 'country' | 'checkbox';
}

/**
 * A form shown both as a page (posted to a server action, with or without JavaScript) and as a modal (checked in
 * the browser, sent to the API): a FormDefinition (docs/forms.md) whose fields are the kinds
 * components/forms/SiteFormFields.tsx renders in both.
 */
export interface SiteFormDefinition<S = unknown> extends FormDefinition<S> {
  /** What the form is for, said under the heading (when the page and the modal say the same). */
  intro?: string;
  fields: readonly SiteFormField[];
}

/** A required tick whose label links a policy (`{link}` in the label marks where). */
export const policyCheckField = (name: string, label: string, href: string, text: string): SiteFormField => ({
  name,
  label,
  kind: 'checkbox',
  link: { href, text },
});

/** An optional tick (the marketing consent). */
export const optionalCheckField = (name: string, label: string): SiteFormField => ({ name, label, kind: 'checkbox' });

/** What the renderer needs: plain data, so a server page can hand it to a client form without the schema (zod). */
export type SiteFormView = Pick<SiteFormDefinition, 'name' | 'submitLabel' | 'layout' | 'fields'>;

export const defineSiteForm = <S>(definition: SiteFormDefinition<S>) => definition;

export const siteFormView = ({ name, submitLabel, layout, fields }: SiteFormDefinition): SiteFormView => ({
  name,
  submitLabel,
  layout,
  fields,
});

/** The one message above a refused form: how many fields to correct (each message stays under its field). */
export const correctFieldsMessage = (count: number) =>
  count === 1 ? 'Please correct the highlighted field.' : `Please correct the ${count} highlighted fields.`;
