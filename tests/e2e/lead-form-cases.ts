import type { Locator } from '@playwright/test';

/**
 * The three lead forms as a visitor fills them, shared by lead-forms.spec.ts (with scripts) and
 * lead-forms.nojs.spec.ts (without): each spec adds what it expects after sending.
 */
export interface LeadForm {
  path: string;
  /** The form's accessible name, its submit button, its section's id (the permalink) and the heading above it. */
  form: string;
  submit: string;
  section: string;
  heading: string;
  /** Fills the form validly with `text` as its free text (and `topic`, the contact form's topic). */
  fill: (form: Locator, email: string, words: { text: string; topic?: string }) => Promise<void>;
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function person(form: Locator, email: string, first = 'First name', last = 'Last name') {
  await form.getByLabel(first, { exact: true }).fill('Ada');
  await form.getByLabel(last, { exact: true }).fill('Lovelace');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Country', { exact: true }).selectOption('Italy');
}

/** A form's address, accessible name, submit button, section id and heading, in the order of `LeadForm`. */
const named = (path: string, form: string, submit: string, section: string, heading: string) => ({
  path,
  form,
  submit,
  section,
  heading,
});

const agree = (form: Locator) => form.getByRole('checkbox', { name: /privacy policy/ }).check();

export const contactForm: LeadForm = {
  ...named('/contact-us', 'Contact form', 'Send message', 'contact-form', 'Send us a message'),
  fill: async (form, email, { text, topic = 'general' }) => {
    await person(form, email);
    await form.getByLabel('Topic').selectOption(topic);
    await form.getByLabel('Message', { exact: true }).fill(text);
    await agree(form);
  },
};

export const serviceRequestForm: LeadForm = {
  ...named('/customer-service', 'Customer service request', 'Send request', 'request-form', 'Send a request'),
  fill: async (form, email, { text }) => {
    await person(form, email);
    await form.getByLabel('Hospital or organisation').fill('Ospedale San Giovanni');
    await form.getByLabel('Type of request').selectOption('returns');
    await form.getByLabel('Your request').fill(text);
    await agree(form);
  },
};

export const applicationForm: LeadForm = {
  ...named(
    '/donations-and-grants',
    'Donation or grant application',
    'Send application',
    'application-form',
    'Apply online',
  ),
  fill: async (form, email, { text }) => {
    await form.getByLabel('Organisation', { exact: true }).fill('Heart Foundation');
    await person(form, email, 'Contact first name', 'Contact last name');
    await form.getByLabel('Type of request').selectOption('grant');
    await form.getByLabel('Purpose of the request').fill(text);
    await form
      .getByLabel('Application (PDF)')
      .setInputFiles({ name: 'application.pdf', mimeType: 'application/pdf', buffer: pdf });
    await agree(form);
  },
};
