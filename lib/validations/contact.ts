import { z } from 'zod';
import { optionalConsent } from './fields';
import { choiceField, messageField, optionalText, personFields, privacyConsent } from './lead-fields';

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

type ContactTopic = (typeof contactTopics)[number]['value'];
const topicValues = contactTopics.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]];

export const contactTopicLabel = (topic: ContactTopic) =>
  contactTopics.find((entry) => entry.value === topic)?.label ?? topic;

/** POST /api/forms/contact, and the form on /contact-us: one schema for both. */
export const contactSchema = z
  .object({
    ...personFields,
    organisation: optionalText(200),
    topic: choiceField(topicValues, 'Please choose a topic.'),
    message: messageField('Please write your message.'),
    privacyConsent,
    marketingConsent: optionalConsent,
  })
  .strict();

export type ContactFormValues = z.input<typeof contactSchema>;
export type ContactRequest = z.output<typeof contactSchema>;
