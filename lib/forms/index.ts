import { z } from 'zod';
import { firstErrors, formDataToObject } from './action-state';
import { attachmentError } from './attachment';
import { contactForm } from './contact';
import { customerServiceForm } from './customer-service';
import { postedFields, type LeadFormDefinition } from './definition';
import { grantForm } from './grant';
import { paperCopyForm } from './paper-copy';

/**
 * Every lead form of the site, by name: the one list the pages, the server action, the JSON routes and the leads
 * inbox read. Adding a form is a module beside these and a line here (docs/forms.md).
 */
export const leadForms = {
  contact: contactForm,
  'customer-service': customerServiceForm,
  grant: grantForm,
} satisfies Record<string, LeadFormDefinition>;

export type LeadFormName = keyof typeof leadForms;
export const LEAD_FORM_NAMES = Object.keys(leadForms) as LeadFormName[];

export const isLeadFormName = (name: unknown): name is LeadFormName =>
  typeof name === 'string' && Object.hasOwn(leadForms, name);

/** A form by name; the name comes from our own pages (the action checks it with isLeadFormName first). */
export function leadFormDefinition(name: string): LeadFormDefinition {
  if (!isLeadFormName(name)) throw new Error(`Unknown lead form ${name}`);
  return leadForms[name] as LeadFormDefinition;
}

/**
 * Every form the site's one lead-form renderer (components/forms/LeadForm.tsx) draws, by name, for the check it
 * runs in the browser: the page forms above and the paper-copy request, which has an action of its own.
 */
const renderedForms: Record<string, LeadFormDefinition> = { ...leadForms, [paperCopyForm.name]: paperCopyForm };

export function renderedFormDefinition(name: string): LeadFormDefinition {
  if (!Object.hasOwn(renderedForms, name)) throw new Error(`Unknown form ${name}`);
  return renderedForms[name]!;
}

export type CheckedLeadForm =
  | { ok: true; values: unknown; file?: File; raw: Record<string, unknown> }
  | { ok: false; errors: Record<string, string>; raw: Record<string, unknown> };

/**
 * A posted form checked as the browser can check it: the schema, and the attachment by name and size. The
 * page's script runs it before sending, the server action runs it again (then the server's own file checks).
 */
export function checkLeadForm(
  definition: LeadFormDefinition,
  data: FormData,
  options: { maxFileBytes?: number } = {},
): CheckedLeadForm {
  const raw = formDataToObject(data, postedFields(definition));
  const file = definition.attachment ? raw[definition.attachment.field] : undefined;
  const texts = { ...raw };
  if (definition.attachment) delete texts[definition.attachment.field];
  const parsed = (definition.schema as z.ZodType).safeParse(texts);
  const errors = parsed.success ? {} : firstErrors(parsed.error);
  const fileError = definition.attachment && attachmentError(file, definition.attachment, options.maxFileBytes);
  if (fileError) errors[definition.attachment!.field] = fileError;
  if (!parsed.success || fileError) return { ok: false, errors, raw };
  return { ok: true, values: parsed.data, file: file as File | undefined, raw };
}
