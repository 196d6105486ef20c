import type { PostedFieldKind } from './action-state';
import type { LeadFieldDefinition } from './definition';

/**
 * One control of a site form that is not a lead form (the brochure request, the academy onboarding), as data. A
 * checkbox whose label links a policy names the link's place in its label with `{link}`.
 */
export interface SiteFormField extends Pick<LeadFieldDefinition, 'name' | 'label' | 'autoComplete'> {
  kind: 'text' | 'email' | 'country' | 'checkbox';
  link?: { href: string; text: string };
}

/**
 * A form shown both as a page (posted to a server action, with or without JavaScript) and as a modal (checked in
 * the browser, sent to the API): its fields, layout, labels and schema, defined once (docs/forms.md).
 * components/forms/SiteFormFields.tsx renders it in both.
 */
export interface SiteFormDefinition<S = unknown> {
  name: string;
  /** The heading of the modal and of the page. */
  title: string;
  /** What the form is for, said under the heading (when the page and the modal say the same). */
  intro?: string;
  submitLabel: string;
  /** Rows of the form, top to bottom; a pair of names shares a row on wider screens. */
  layout: readonly (string | readonly [string, string])[];
  fields: readonly SiteFormField[];
  /** The zod schema of the form's values; the server action and the modal parse with it. */
  schema: S;
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

/** The fields a FormData of the form carries, and how each is read (lib/forms/action-state.ts). */
export const siteFormPostedFields = (definition: Pick<SiteFormDefinition, 'fields'>) =>
  Object.fromEntries(
    definition.fields.map((field) => [field.name, field.kind === 'checkbox' ? 'checkbox' : 'text']),
  ) as Record<string, PostedFieldKind>;

/** The one message above a refused form: how many fields to correct (each message stays under its field). */
export const correctFieldsMessage = (count: number) =>
  count === 1 ? 'Please correct the highlighted field.' : `Please correct the ${count} highlighted fields.`;
