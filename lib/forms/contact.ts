import { z } from 'zod';
import { optionalConsent } from '@/lib/validations/fields';
import { choiceField, messageField, optionalText, personFields, privacyConsent } from '@/lib/leads/fields';
import { defineLeadForm } from './definition';
import {
  marketingConsentField,
  optionLabel,
  optionValues,
  personColumns,
  personFieldDefinitions,
  privacyConsentField,
} from './shared-fields';

/** The contact form's topics, in the order of the contact page; each is routed to its own team. */
export const contactTopics = [
  { value: 'general', label: 'General enquiry' },
  { value: 'customer-service', label: 'Customer service' },
  { value: 'product-safety', label: 'Product safety complaint or adverse event' },
  { value: 'privacy', label: 'Privacy and personal data' },
  { value: 'partnering', label: 'Partnering' },
  { value: 'research', label: 'Investigator initiated research' },
  { value: 'donations-and-grants', label: 'Donations and grants' },
] as const;

/** POST /api/forms/contact, and the form on /contact-us: one schema for both. */
export const contactSchema = z
  .object({
    ...personFields,
    organisation: optionalText(200),
    topic: choiceField(optionValues(contactTopics), 'Please choose a topic.'),
    message: messageField('Please write your message.'),
    privacyConsent,
    marketingConsent: optionalConsent,
  })
  .strict();

export type ContactRequest = z.output<typeof contactSchema>;

/** The contact form of /contact-us; the topic decides which team receives the message. */
export const contactForm = defineLeadForm({
  name: 'contact',
  title: 'Contact form',
  inboxLabel: 'Contact',
  submitLabel: 'Send message',
  layout: [
    ['firstName', 'lastName'],
    'email',
    ['country', 'organisation'],
    'topic',
    'message',
    'privacyConsent',
    'marketingConsent',
  ],
  fields: [
    ...personFieldDefinitions(),
    { name: 'organisation', label: 'Organisation', kind: 'text', optional: true, autoComplete: 'organization' },
    { name: 'topic', label: 'Topic', kind: 'select', placeholder: 'Choose a topic', options: contactTopics },
    {
      name: 'message',
      label: 'Message',
      kind: 'textarea',
      hint: 'Up to 3,000 characters. Please share no more personal or health information than your question needs.',
    },
    privacyConsentField('my details to answer this message'),
    marketingConsentField,
  ],
  notices: [
    {
      field: 'topic',
      value: 'product-safety',
      emphasis: 'If a patient needs medical help now, contact a doctor or your local emergency services.',
      text: 'This form is not monitored around the clock. Our product safety team may need to contact you to follow up on your report, so please check that your e-mail address is correct.',
    },
  ],
  schema: contactSchema,
  sentMessage: 'Thank you. Your message has been sent.',
  toSubmission: (form) => {
    const topic = optionLabel(contactTopics, form.topic);
    return {
      lead: {
        topic: form.topic,
        ...personColumns(form),
        organisation: form.organisation,
        message: form.message,
        details: { marketing_consent: form.marketingConsent, privacy_consent: true },
      },
      team: form.topic,
      formName: `contact message (${topic})`,
      fields: [
        ['Topic', topic],
        ['Name', `${form.firstName} ${form.lastName}`],
        ['E-mail', form.email],
        ['Country', form.country],
        ['Organisation', form.organisation],
        ['Marketing consent', form.marketingConsent ? 'yes' : 'no'],
        ['Message', `\n${form.message}`],
      ],
      acknowledgeAs: topic,
    };
  },
});
