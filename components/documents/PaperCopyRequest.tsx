import type { FormActionState } from '@/lib/forms/action-state';
import { paperCopyForm } from '@/lib/forms/paper-copy';
import { leadFormView } from '@/lib/forms/definition';
import { LeadForm } from '@/components/forms/LeadForm';
import styles from './PaperCopyRequest.module.scss';

/** A language code as people read it, in English: "it" → "Italian" (the code itself when unknown). */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The paper-copy request of one IFU (Implementing Regulation (EU) 2021/2226, Art. 5(3)): what we promise, then the
 * form. A server component: the /eifu/{code}/paper-copy page renders it, and the IFU page embeds it as it is.
 * `languages` are the languages a copy can be asked in (the server checks the posted one against the same list);
 * `path` is the page's, so a post made before or without scripts comes back to this section.
 */
export function PaperCopyRequest({
  code,
  title,
  language,
  languages,
  path,
  action,
  preselected = language,
}: {
  path: string;
  /** The request's server action (app/(site)/eifu/[code]/paper-copy/actions.ts), passed by the page. */
  action: (previous: FormActionState, posted: FormData) => Promise<FormActionState>;
  code: string;
  title: string;
  language: string;
  languages: readonly string[];
  /** The language the select starts at (the page passes the visitor's, when the IFU exists in it). */
  preselected?: string;
}) {
  const options = [...new Set([language, ...languages])].map((value) => ({ value, label: languageName(value) }));
  const view = leadFormView(paperCopyForm);
  const withLanguages = {
    ...view,
    fields: view.fields.map((field) => (field.name === 'language' ? { ...field, options } : field)),
  };
  return (
    <section aria-labelledby="paper-copy-heading" className={styles.section}>
      <h2 id="paper-copy-heading">Request a paper copy</h2>
      <p>
        You can ask for a printed copy of <cite lang={language}>{title}</cite> ({code}). We send it free of charge, at
        the latest within seven calendar days of your request, to the postal address you give.
      </p>
      <LeadForm
        view={withLanguages}
        action={action}
        permalink={`${path}#paper-copy-heading`}
        given={{ document: code }}
        initialValues={{ language: preselected, quantity: '1' }}
      />
    </section>
  );
}
