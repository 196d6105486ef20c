/** @jest-environment node */
import { checkLeadForm, LEAD_FORM_NAMES, leadForms } from '@/lib/forms';
import { formDataToObject, keptValues } from '@/lib/forms/action-state';
import { ATTACHMENT_NOT_PDF, ATTACHMENT_REQUIRED } from '@/lib/forms/attachment';
import { contactForm } from '@/lib/forms/contact';
import { customerServiceForm } from '@/lib/forms/customer-service';
import { sentToast } from '@/lib/forms/definition';
import { grantForm } from '@/lib/forms/grant';
import { LEAD_FORMS, leadFormLabels } from '@/lib/leads/inbox';

const formData = (entries: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

const contactPost = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  country: 'Italy',
  organisation: '',
  topic: 'product-safety',
  message: 'A question.\nSecond line.',
  privacyConsent: 'on',
};

describe('formDataToObject', () => {
  it('reads a browser post as the schema expects it: ticks as booleans, no framework fields, no empty file', () => {
    const data = formData({
      ...contactPost,
      $ACTION_ID_abc: '',
      $ACTION_REF_1: 'x',
      attachment: new File([], ''),
      role: 'admin',
    });
    const values = formDataToObject(data, {
      firstName: 'text',
      privacyConsent: 'checkbox',
      marketingConsent: 'checkbox',
      attachment: 'file',
    });
    expect(values).toEqual({
      firstName: ' Ada ',
      privacyConsent: true,
      marketingConsent: false,
      attachment: undefined,
    });
  });

  it('keeps the posted text and ticks, never a file', () => {
    const file = new File(['%PDF-'], 'a.pdf');
    expect(keptValues({ a: 'x', b: true, c: file, d: undefined })).toEqual({ a: 'x', b: true });
  });
});

describe('checkLeadForm', () => {
  it('contact: a browser post passes the schema, trimmed and lowercased, the missing tick as false', () => {
    const checked = checkLeadForm(contactForm, formData(contactPost));
    expect(checked.ok).toBe(true);
    expect(checked.ok && checked.values).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      country: 'Italy',
      organisation: undefined,
      topic: 'product-safety',
      message: 'A question.\nSecond line.',
      privacyConsent: true,
      marketingConsent: false,
    });
  });

  it('contact: gives the first message of each field in error', () => {
    const checked = checkLeadForm(contactForm, formData({ ...contactPost, firstName: '', email: 'nope', topic: 'x' }));
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toEqual({
      firstName: 'Please enter your first name.',
      email: 'Invalid email format!',
      topic: 'Please choose a topic.',
    });
    const unticked = { ...contactPost } as Record<string, string>;
    delete unticked.privacyConsent;
    const refused = checkLeadForm(contactForm, formData(unticked));
    expect(!refused.ok && refused.errors).toEqual({ privacyConsent: 'Please tick this box.' });
  });

  it('customer service: the organisation is required there', () => {
    const checked = checkLeadForm(customerServiceForm, formData({ ...contactPost, requestType: 'returns' }));
    expect(!checked.ok && checked.errors).toEqual({ organisation: 'Please enter your hospital or organisation.' });
  });

  const grantPost = {
    organisation: 'Heart Foundation',
    firstName: 'Karen',
    lastName: 'Jones',
    email: 'karen@example.com',
    country: 'Germany',
    requestType: 'grant',
    purpose: 'A course.',
    amount: '',
    privacyConsent: 'on',
  };

  it('grant: wants a PDF by name and size, and passes the file on', () => {
    expect(checkLeadForm(grantForm, formData(grantPost))).toMatchObject({
      ok: false,
      errors: { attachment: ATTACHMENT_REQUIRED },
    });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(checkLeadForm(grantForm, formData({ ...grantPost, attachment: text }))).toMatchObject({
      ok: false,
      errors: { attachment: ATTACHMENT_NOT_PDF },
    });
    const pdf = new File(['%PDF-1.4 0123456789'], 'application.pdf', { type: 'application/pdf' });
    expect(checkLeadForm(grantForm, formData({ ...grantPost, attachment: pdf }), { maxFileBytes: 10 })).toMatchObject({
      ok: false,
      errors: { attachment: 'The attachment must be at most 0 MB.' },
    });
    const checked = checkLeadForm(grantForm, formData({ ...grantPost, attachment: pdf }));
    expect(checked.ok && checked.file?.name).toBe('application.pdf');
    expect(checked.ok && checked.values).toMatchObject({ amount: undefined, privacyConsent: true });
  });
});

describe('handlers', () => {
  it('contact: routed to the topic team; the acknowledgement names our label, never visitor text', () => {
    const checked = checkLeadForm(contactForm, formData(contactPost));
    if (!checked.ok) throw new Error('expected a valid post');
    const submission = contactForm.toSubmission(checked.values as never);
    expect(submission.team).toBe('product-safety');
    expect(submission.acknowledgeAs).toBe('Product safety complaint or adverse event');
    expect(submission.lead).toMatchObject({ topic: 'product-safety', email: 'ada@example.com' });
    expect(submission.fields).toContainEqual(['Message', '\nA question.\nSecond line.']);
  });

  it('grant: names the stored attachment for staff', () => {
    const submission = grantForm.toSubmission(
      {
        organisation: 'Heart Foundation',
        firstName: 'Karen',
        lastName: 'Jones',
        email: 'karen@example.com',
        country: 'Germany',
        requestType: 'donation',
        purpose: 'A course.',
        amount: undefined,
        privacyConsent: true,
      },
      { key: 'grants/x.pdf', bytes: 2048 },
    );
    expect(submission.team).toBe('donations-and-grants');
    expect(submission.lead.details).toEqual({ amount: null, attachment_bytes: 2048, privacy_consent: true });
    expect(submission.fields).toContainEqual(['Attachment', 'PDF, 2 KB, in the back office']);
  });

  it('the toast carries the reference after the sent message', () => {
    expect(sentToast(contactForm.sentMessage, 'CR-0123456789')).toBe(
      'Thank you. Your message has been sent (reference CR-0123456789).',
    );
  });
});

describe('the inbox reads the definitions', () => {
  it('lists every defined form with its label, after the brochure and onboarding leads', () => {
    expect(LEAD_FORMS).toEqual(['brochure', 'onboarding', 'paper_copy', ...LEAD_FORM_NAMES]);
    for (const name of LEAD_FORM_NAMES) expect(leadFormLabels[name]).toBe(leadForms[name].inboxLabel);
    expect(LEAD_FORM_NAMES).toEqual(['contact', 'customer-service', 'grant']);
  });

  it('every layout row names a defined field, and every field is laid out once', () => {
    for (const definition of Object.values(leadForms)) {
      const laidOut = definition.layout.flatMap((row) => (typeof row === 'string' ? [row] : [...row]));
      expect([...laidOut].sort()).toEqual(definition.fields.map((field) => field.name).sort());
    }
  });

  it('a notice belongs to a select of the form, one notice a select (its CSS shows every notice of the row)', () => {
    for (const definition of Object.values(leadForms)) {
      const notices: readonly { field: string; value: string }[] = definition.notices ?? [];
      for (const notice of notices) {
        const field = definition.fields.find((candidate) => candidate.name === notice.field);
        expect(field?.options?.some((option) => option.value === notice.value)).toBe(true);
      }
      expect(new Set(notices.map((notice) => notice.field)).size).toBe(notices.length);
    }
  });
});
