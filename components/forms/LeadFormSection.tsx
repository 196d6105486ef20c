import type { LeadFormName } from '@/lib/forms';
import { leadFormDefinition } from '@/lib/forms';
import { leadFormView } from '@/lib/forms/definition';
import { LeadForm, type LeadFormAction } from './LeadForm';
import styles from './LeadForm.module.scss';

interface LeadFormPage {
  form: LeadFormName;
  id: string;
  title: string;
  intro: string;
}

/** The content pages that end with a form, and how each introduces it (docs/forms.md). */
const leadFormPages: Record<string, LeadFormPage> = {
  '/contact-us': {
    form: 'contact',
    id: 'contact-form',
    title: 'Send us a message',
    intro:
      'Choose the topic that fits your question and we will pass your message to the team concerned. We confirm receipt by e-mail with a reference number.',
  },
  '/customer-service': {
    form: 'customer-service',
    id: 'request-form',
    title: 'Send a request',
    intro: 'Tell us what you need and we will reply by e-mail. We confirm receipt with a reference number.',
  },
  '/donations-and-grants': {
    form: 'grant',
    id: 'application-form',
    title: 'Apply online',
    intro:
      'Organisations can apply here instead of by e-mail. Please attach the application described above as one PDF file; we confirm receipt with a reference number.',
  },
};

export const leadFormFor = (path: string) => leadFormPages[path];

/**
 * The form section at the end of a content page: heading, introduction and the form itself, all in the page's
 * HTML. `action` is the page's server action bound to this form; the permalink brings a post made without
 * JavaScript back to this section.
 */
export function LeadFormSection({ page, path, action }: { page: LeadFormPage; path: string; action: LeadFormAction }) {
  return (
    <section className={styles.section} aria-labelledby={page.id}>
      <h2 id={page.id}>{page.title}</h2>
      <p>{page.intro}</p>
      <LeadForm view={leadFormView(leadFormDefinition(page.form))} action={action} permalink={`${path}#${page.id}`} />
    </section>
  );
}
