'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { withQueryClient } from '@/components/ui/QueryProvider';
import { useGrantApplication } from '@/lib/api/lead-mutations';
import {
  grantFormSchema,
  grantRequestTypes,
  type GrantFormOutput,
  type GrantFormValues,
} from '@/lib/validations/grant';
import {
  CountrySelect,
  EmailField,
  LeadField,
  NameRow,
  PrivacyConsentCheck,
  SubmitRow,
  formStyles as styles,
} from './LeadFormParts';
import { useLeadSubmit } from './useLeadSubmit';
import { PostForm } from '@/components/forms/PostForm';

const labels = {
  organisation: 'Organisation',
  firstName: 'Contact first name',
  lastName: 'Contact last name',
  email: 'Email',
  country: 'Country',
  requestType: 'Type of request',
  purpose: 'Purpose of the request',
  amount: 'Amount requested',
  attachment: 'Application (PDF)',
  privacyConsent: 'Privacy policy',
} as const;

/** The multipart body of POST /api/forms/grant: the text fields, the consent as 'true', the PDF as `attachment`. */
function toFormData(values: GrantFormOutput): FormData {
  const body = new FormData();
  for (const name of [
    'organisation',
    'firstName',
    'lastName',
    'email',
    'country',
    'requestType',
    'purpose',
    'amount',
  ] as const) {
    const value = values[name];
    if (value) body.append(name, value);
  }
  body.append('privacyConsent', 'true');
  body.append('attachment', values.attachment[0]!);
  return body;
}

/** The donations and grants application of /donations-and-grants, with the application itself as a PDF. */
function GrantFormFields() {
  const form = useForm<GrantFormValues, unknown, GrantFormOutput>({
    resolver: zodResolver(grantFormSchema),
    mode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: {
      organisation: '',
      firstName: '',
      lastName: '',
      email: '',
      country: '',
      requestType: '' as GrantFormValues['requestType'],
      purpose: '',
      amount: '',
    },
  });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const { missing, send } = useLeadSubmit(form, labels);
  const application = useGrantApplication();
  const onSubmit = (values: GrantFormOutput) =>
    send(
      () => application.mutateAsync(toFormData(values)),
      (reference) => `Thank you. Your application has been received (reference ${reference}).`,
    );

  return (
    <PostForm onSubmit={handleSubmit(onSubmit)} className={styles.form} aria-label="Donation or grant application">
      <LeadField
        label={labels.organisation}
        error={errors.organisation?.message}
        {...register('organisation')}
        autoComplete="organization"
      />
      <NameRow form={form} labels={labels} />
      <div className={styles.row}>
        <EmailField form={form} labels={labels} />
        <CountrySelect form={form} labels={labels} />
      </div>
      <div className={styles.row}>
        <LeadField
          label={labels.requestType}
          as="select"
          error={errors.requestType?.message}
          {...register('requestType')}
        >
          <option value="">Choose grant or donation</option>
          {grantRequestTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </LeadField>
        <LeadField
          label={`${labels.amount} (optional)`}
          error={errors.amount?.message}
          {...register('amount')}
          hint="In figures, with the currency."
        />
      </div>
      <LeadField
        label={labels.purpose}
        as="textarea"
        error={errors.purpose?.message}
        {...register('purpose')}
        hint="The activity, its objectives and audience, in up to 4,000 characters."
      />
      <LeadField
        label={labels.attachment}
        type="file"
        accept="application/pdf,.pdf"
        error={errors.attachment?.message}
        {...register('attachment')}
        hint="Your application with the budget, as one PDF file of up to 5 MB."
      />
      <PrivacyConsentCheck
        use="these details to review this request"
        error={errors.privacyConsent?.message}
        {...register('privacyConsent')}
      />
      <SubmitRow label="Send application" busy={isSubmitting} missing={missing} />
    </PostForm>
  );
}

export const GrantForm = withQueryClient(GrantFormFields);
