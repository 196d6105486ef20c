/**
 * Calls the lead form handlers in-process (see client.ts): JSON for contact and customer service, multipart for
 * the grant application.
 */
import { POST as contact } from '@/app/api/forms/contact/route';
import { POST as customerService } from '@/app/api/forms/customer-service/route';
import { POST as grant } from '@/app/api/forms/grant/route';
import { makeRequest, type Answer, type CallOptions } from './client';

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, json: await response.json(), headers: response.headers };
}

export const leadApi = {
  contact: async (options: CallOptions) =>
    answer(await contact(makeRequest('POST', '/api/forms/contact', options), undefined)),
  customerService: async (options: CallOptions) =>
    answer(await customerService(makeRequest('POST', '/api/forms/customer-service', options), undefined)),
  /** Multipart by default; `raw` sends any body and content type instead (e.g. JSON to the upload endpoint). */
  grant: async (options: {
    form?: FormData;
    raw?: { body: string; type: string };
    ip?: string;
    headers?: Record<string, string>;
  }) => {
    const headers = new Headers({
      host: 'localhost:3000',
      'x-forwarded-for': options.ip ?? '203.0.113.10',
      ...options.headers,
    });
    if (options.raw) headers.set('content-type', options.raw.type);
    const body = options.raw?.body ?? options.form;
    return answer(
      await grant(new Request('http://localhost:3000/api/forms/grant', { method: 'POST', headers, body }), undefined),
    );
  },
};

export const validContact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.contact@example.com',
  country: 'Italy',
  organisation: 'Ospedale San Giovanni',
  topic: 'product-safety',
  message: 'SECRET-VISITOR-TEXT: a question about a device.\nSecond line.',
  privacyConsent: true,
  marketingConsent: false,
};

export const validCustomerService = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace.cs@example.com',
  country: 'Canada',
  organisation: 'General Hospital',
  requestType: 'returns',
  orderReference: 'PO-1234',
  message: 'SECRET-VISITOR-TEXT: please authorise a return.',
  privacyConsent: true,
};

export const validGrantFields: Record<string, string> = {
  organisation: 'Heart Foundation',
  firstName: 'Karen',
  lastName: 'Jones',
  email: 'karen.grants@example.com',
  country: 'Germany',
  requestType: 'grant',
  purpose: 'SECRET-VISITOR-TEXT: a regional course for cardiac surgeons.',
  amount: '5000 EUR',
  privacyConsent: 'true',
};

export const pdfBytes = (size = 2048) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};

export function grantForm(
  fields: Record<string, string | undefined> = validGrantFields,
  file: { bytes: Uint8Array; name: string; type: string } | null = {
    bytes: pdfBytes(),
    name: 'application.pdf',
    type: 'application/pdf',
  },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (file) form.append('attachment', new File([file.bytes as BlobPart], file.name, { type: file.type }));
  return form;
}
