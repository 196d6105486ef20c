'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { withQueryClient } from '@/components/ui/QueryProvider';
import { useCustomerServiceRequest } from '@/lib/api/lead-mutations';
import {
  customerServiceRequestTypes,
  customerServiceSchema,
  type CustomerServiceFormValues,
  type CustomerServiceRequest,
} from '@/lib/validations/customer-service';
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
  organisation: 'Hospital or organisation',
  country: 'Country',
  requestType: 'Type of request',
  orderReference: 'Order number or product code',
  message: 'Your request',
  privacyConsent: 'Privacy policy',
} as const;

/** The request form of /customer-service: orders, returns, product information and documentation. */
function CustomerServiceFormFields() {
  const form = useForm<CustomerServiceFormValues, unknown, CustomerServiceRequest>({
    resolver: zodResolver(customerServiceSchema),
    mode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      organisation: '',
      country: '',
      requestType: '' as CustomerServiceFormValues['requestType'],
      orderReference: '',
      message: '',
      marketingConsent: false,
    },
  });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const { missing, send } = useLeadSubmit(form, labels);
  const request = useCustomerServiceRequest();
  const onSubmit = (values: CustomerServiceRequest) =>
    send(
      () => request.mutateAsync(values),
      (reference) => `Thank you. Your request has been sent to customer service (reference ${reference}).`,
    );

  return (
    <PostForm onSubmit={handleSubmit(onSubmit)} className={styles.form} aria-label="Customer service request">
      <NameRow form={form} labels={labels} />
      <EmailField form={form} labels={labels} />
      <div className={styles.row}>
        <LeadField
          label={labels.organisation}
          error={errors.organisation?.message}
          {...register('organisation')}
          autoComplete="organization"
        />
        <CountrySelect form={form} labels={labels} />
      </div>
      <div className={styles.row}>
        <LeadField
          label={labels.requestType}
          as="select"
          error={errors.requestType?.message}
          {...register('requestType')}
        >
          <option value="">Choose a type</option>
          {customerServiceRequestTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </LeadField>
        <LeadField
          label={`${labels.orderReference} (optional)`}
          error={errors.orderReference?.message}
          {...register('orderReference')}
        />
      </div>
      <LeadField
        label={labels.message}
        as="textarea"
        error={errors.message?.message}
        {...register('message')}
        hint="Up to 3,000 characters. For a complaint or a possible adverse event, please use the product safety topic of our contact form instead."
      />
      <PrivacyConsentCheck
        use="my details to handle this request"
        error={errors.privacyConsent?.message}
        {...register('privacyConsent')}
      />
      <LeadCheck
        label="I would like to receive news and information from Corcym (optional)."
        {...register('marketingConsent')}
      />
      <SubmitRow label="Send request" busy={isSubmitting} missing={missing} />
    </PostForm>
  );
}

export const CustomerServiceForm = withQueryClient(CustomerServiceFormFields);
