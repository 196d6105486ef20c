import type { z } from 'zod';
import type { Team } from '@/lib/server/leads/teams';
import type { PostedFieldKind } from './action-state';

/** How a field is shown. `country` is a select over the site's country list (requirements §3.6). */
export type FieldKind = 'text' | 'email' | 'textarea' | 'select' | 'country' | 'checkbox' | 'file';

export interface FieldOption {
  value: string;
  label: string;
}

/**
 * One control of a site form, as data: the server renders it, the browser enhances it, nobody repeats it. The
 * same shape for every form (lead forms, the brochure request, the academy onboarding, the paper copy).
 */
export interface FieldDefinition {
  name: string;
  label: string;
  kind: FieldKind;
  /** Shown after the label as "(optional)"; the schema is what makes a field optional. */
  optional?: boolean;
  hint?: string;
  autoComplete?: string;
  /** A select's choices; the first, empty option says what to choose. */
  placeholder?: string;
  options?: readonly FieldOption[];
  /** A file input's `accept`. */
  accept?: string;
  /** A checkbox label with a link to the privacy policy: what the details are used for. */
  privacyUse?: string;
  /** A checkbox label that links a policy: `{link}` in the label marks where. */
  link?: { href: string; text: string };
}

/** Rows of a form, top to bottom; a pair of names shares a row on wider screens. */
export type FormLayout = readonly (string | readonly [string, string])[];

/**
 * What every form of the site is, defined once in lib/forms/: its name, heading, submit label, fields in their
 * rows, and the zod schema its server action (and its script, and its JSON route) check. A lead form
 * (LeadFormDefinition) and a form shown as a page and a modal (lib/forms/site-form.ts) are two kinds of it.
 */
export interface FormDefinition<S = unknown> {
  /** The form's id in URLs and, for a lead form, the database (`leads.form`) and the inbox filter. */
  name: string;
  /** The form's accessible name (and the modal's heading). */
  title: string;
  submitLabel: string;
  layout: FormLayout;
  fields: readonly FieldDefinition[];
  schema: S;
}

/**
 * A note shown while a select has one value (the contact form's product safety warning): always in the HTML, shown
 * by CSS while that option is chosen, so it works without JavaScript. One notice a select.
 */
export interface LeadFormNotice {
  field: string;
  value: string;
  emphasis: string;
  text: string;
}

/** A file the form takes (the grant PDF): checked by content and size on the server, by name and size first here. */
export interface LeadFormAttachment {
  field: string;
  /** The size the form itself warns from; the server's limit (GRANT_UPLOAD_MAX_MB) is the one that counts. */
  formMaxBytes: number;
}

/** The lead's columns a form fills; its name, id and file key are added when it is stored. */
export interface LeadColumns {
  topic: string | null;
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  organisation?: string | null;
  message?: string | null;
  details?: Record<string, unknown>;
}

/** How a submission becomes a lead: who handles it and what they read (lib/server/leads/submit.ts stores it). */
export interface LeadSubmission {
  lead: LeadColumns;
  team: Team;
  formName: string;
  fields: [string, string | undefined | null][];
  /** What the acknowledgement says the submission is about: our own label, never visitor text (requirements §10.4). */
  acknowledgeAs: string;
}

/** The stored file of a submission, for the handler's lead and mail. */
export interface StoredAttachment {
  key: string;
  bytes: number;
}

/**
 * A lead form: a form (FormDefinition) whose submission becomes a lead, with its handler and labels. The page
 * renders it (components/forms/LeadForm.tsx), its server action and its JSON route (app/api/forms/{name}) submit
 * it, and the leads inbox lists it. How to add one: docs/forms.md.
 */
export interface LeadFormDefinition<S extends z.ZodType = z.ZodType> extends FormDefinition<S> {
  /** What the leads inbox calls it. */
  inboxLabel: string;
  notices?: readonly LeadFormNotice[];
  attachment?: LeadFormAttachment;
  /** What a stored submission is answered with: the JSON route's description, the toast and the confirmation. */
  sentMessage: string;
  toSubmission: (values: z.output<S>, attachment?: StoredAttachment) => LeadSubmission;
}

/** The fields a FormData carries for this form, and how each is read (lib/forms/action-state.ts). */
export function postedFields(definition: Pick<FormDefinition, 'fields'>): Record<string, PostedFieldKind> {
  return Object.fromEntries(
    definition.fields.map((field) => [
      field.name,
      field.kind === 'checkbox' ? 'checkbox' : field.kind === 'file' ? 'file' : 'text',
    ]),
  );
}

/** The toast after a stored submission: the sent message with its reference (requirements §9.1 toasts). */
export const sentToast = (sentMessage: string, reference: string) =>
  `${sentMessage.replace(/\.$/, '')} (reference ${reference}).`;

/** The typed identity: lets a module's `toSubmission` see its own schema's output. */
export const defineLeadForm = <S extends z.ZodType>(definition: LeadFormDefinition<S>) => definition;

/** What the page's form needs of a definition: plain data, so it travels to the browser as props. */
export type LeadFormView = Pick<
  LeadFormDefinition,
  'name' | 'title' | 'submitLabel' | 'layout' | 'fields' | 'notices' | 'sentMessage'
>;

export const leadFormView = ({ name, title, submitLabel, layout, fields, notices, sentMessage }: LeadFormDefinition) =>
  ({ name, title, submitLabel, layout, fields, notices, sentMessage }) satisfies LeadFormView;
