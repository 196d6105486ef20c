'use client';

import { useMutation } from '@tanstack/react-query';
import { leadForms } from './lead-forms';

/** The public lead forms' submissions as react-query mutations; useLeadSubmit turns their answers into what the visitor sees. */
export const useContactRequest = () =>
  useMutation({ mutationFn: (body: Record<string, unknown>) => leadForms.contact(body) });
export const useCustomerServiceRequest = () =>
  useMutation({ mutationFn: (body: Record<string, unknown>) => leadForms.customerService(body) });
export const useGrantApplication = () => useMutation({ mutationFn: (body: FormData) => leadForms.grant(body) });
