import { jsonLeadRoute } from '@/lib/server/leads/submit';
import { contactSchema, contactTopicLabel } from '@/lib/validations/contact';
import { otherMethods } from '@/lib/server/api/methods';

/** The contact form: stored as a lead and routed by its topic to the team that handles it. */
export const POST = jsonLeadRoute(
  contactSchema,
  (form) => {
    const topic = contactTopicLabel(form.topic);
    return {
      lead: {
        form: 'contact',
        topic: form.topic,
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        country: form.country,
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
  'Thank you. Your message has been sent.',
);

// Any other method: 405 with Allow, in the envelope.
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
