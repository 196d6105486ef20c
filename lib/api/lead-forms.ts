import { call } from './client';

export interface LeadReceipt {
  id: string;
  reference: string;
}

// These forms have no session: a refusal is about the form, never a reason to sign anyone out.
const noSession = { authFailures: 'ignore' as const };

/** The public lead forms' endpoints (contact, customer service, donations and grants). */
export const leadForms = {
  contact: (body: Record<string, unknown>) =>
    call<LeadReceipt>((api) => api.post('forms/contact', { json: body }).json(), noSession),
  customerService: (body: Record<string, unknown>) =>
    call<LeadReceipt>((api) => api.post('forms/customer-service', { json: body }).json(), noSession),
  // An upload of a few megabytes on a phone connection can take longer than the usual 15 s.
  grant: (body: FormData) =>
    call<LeadReceipt>((api) => api.post('forms/grant', { body, timeout: 120_000 }).json(), noSession),
};
