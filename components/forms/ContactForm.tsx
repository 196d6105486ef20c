'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { withQueryClient } from '@/components/ui/QueryProvider';
import { useContactRequest } from '@/lib/api/lead-mutations';
import { contactSchema, contactTopics, type ContactFormValues, type ContactRequest } from '@/lib/validations/contact';
import {
  CountrySelect,
  EmailField,
  LeadCheck,
  LeadField,
  NameRow,
  PrivacyConsentCheck,
  SubmitRow,
  formStyles as styles,
} from './LeadFormParts';
import { useLeadSubmit } from './useLeadSubmit';
import { PostForm } from '@/components/forms/PostForm';

const labels = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  country: 'Country',
  organisation: 'Organisation',
  topic: 'Topic',
  message: 'Message',
  privacyConsent: 'Privacy policy',
} as const;

/** The contact form of /contact-us; the topic decides which team receives the message. */
function ContactFormFields() {
  const form = useForm<ContactFormValues, unknown, ContactRequest>({
    resolver: zodResolver(contactSchema),
    // Messages appear on submit, then follow each change (a message shown on blur could move Send under a tap).
    mode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      country: '',
      organisation: '',
      topic: '' as ContactFormValues['topic'],
      message: '',
      marketingConsent: false,
    },
  });
  const { register, handleSubmit, control, formState } = form;
  const topic = useWatch({ control, name: 'topic' });
  const { errors, isSubmitting } = formState;
  const { missing, send } = useLeadSubmit(form, labels);
  const contact = useContactRequest();
  const onSubmit = (values: ContactRequest) =>
    send(
      () => contact.mutateAsync(values),
      (reference) => `Thank you. Your message has been sent (reference ${reference}).`,
    );

  return (
    <PostForm onSubmit={handleSubmit(onSubmit)} className={styles.form} aria-label="Contact form">
      <NameRow form={form} labels={labels} />
      <EmailField form={form} labels={labels} />
      <div className={styles.row}>
        <CountrySelect form={form} labels={labels} />
        <LeadField
          label="Organisation (optional)"
          error={errors.organisation?.message}
          {...register('organisation')}
          autoComplete="organization"
        />
      </div>
      <LeadField label={labels.topic} as="select" error={errors.topic?.message} {...register('topic')}>
        <option value="">Choose a topic</option>
        {contactTopics.map((topic) => (
          <option key={topic.value} value={topic.value}>
            {topic.label}
          </option>
        ))}
      </LeadField>
      {topic === 'product-safety' && (
        <p className={styles.notice} role="note">
          <strong>If a patient needs medical help now, contact a doctor or your local emergency services.</strong> This
          form is not monitored around the clock. Our product safety team may need to contact you to follow up on your
          report, so please check that your e-mail address is correct.
        </p>
      )}
      <LeadField
        label={labels.message}
        as="textarea"
        error={errors.message?.message}
        {...register('message')}
        hint="Up to 3,000 characters. Please share no more personal or health information than your question needs."
      />
      <PrivacyConsentCheck
        use="my details to answer this message"
        error={errors.privacyConsent?.message}
        {...register('privacyConsent')}
      />
      <LeadCheck
        label="I would like to receive news and information from Corcym (optional)."
        {...register('marketingConsent')}
      />
      <SubmitRow label="Send message" busy={isSubmitting} missing={missing} />
    </PostForm>
  );
}

export const ContactForm = withQueryClient(ContactFormFields);
