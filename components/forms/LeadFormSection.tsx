import { leadFormDefinition } from '@/lib/forms';
import { leadFormView } from '@/lib/forms/definition';
import type { PageForm } from '@/lib/content/pages/types';
import { LeadForm, type LeadFormAction } from './LeadForm';
import styles from './LeadForm.module.scss';

/**
 * The form section at the end of a content page: heading, introduction and the form itself, all in the page's
 * HTML. Which form, its heading and introduction are the page's own content (`form:` in its front matter,
 * docs/forms.md). `action` is the page's server action bound to this form; the permalink brings a post made
 * without JavaScript back to this section.
 */
export function LeadFormSection({ form, path, action }: { form: PageForm; path: string; action: LeadFormAction }) {
  return (
    <section className={styles.section} aria-labelledby={form.id}>
      <h2 id={form.id}>{form.title}</h2>
      <p>{form.intro}</p>
      <LeadForm view={leadFormView(leadFormDefinition(form.name))} action={action} permalink={`${path}#${form.id}`} />
    </section>
  );
}
