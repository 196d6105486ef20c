import { LeadFormLoader, type LeadFormName } from './LeadFormLoader';
import styles from './LeadForm.module.scss';

interface LeadFormPage {
  form: LeadFormName;
  id: string;
  title: string;
  intro: string;
}

/** The content pages that end with a form, and how each introduces it. */
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

/** The form section at the end of a content page: a static heading and introduction, the form itself on demand. */
export function LeadFormSection({ page }: { page: LeadFormPage }) {
  return (
    <section className={styles.section} aria-labelledby={page.id}>
      <h2 id={page.id}>{page.title}</h2>
      <p>{page.intro}</p>
      <LeadFormLoader form={page.form} />
    </section>
  );
}
