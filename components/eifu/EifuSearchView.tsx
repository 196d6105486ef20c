import Link from 'next/link';
import { PageHero } from '@/components/ui/PageHero';
import {
  DOCUMENT_KINDS,
  DOCUMENT_LANGUAGES,
  documentKindLabels,
  documentPath,
  EIFU_PATH,
  revisionFilePath,
} from '@/lib/eifu/catalogue';
import { marketLabel } from '@/lib/eifu/device-names';
import type { PublicDocument, SearchOutcome } from '@/lib/server/documents/public';
import type { EifuQuery } from '@/lib/validations/documents';
import { formatIssueDate, formatSize } from './format';
import { LanguageName } from './LanguageName';
import { SampleMark } from './SampleMark';
import styles from './Eifu.module.scss';

interface Props {
  query: EifuQuery;
  /** undefined: the database could not be reached. */
  outcome?: SearchOutcome;
  /** No document is published at all (a new installation): say so and point at the external portal. */
  empty: boolean;
  portalUrl: string;
  /** The languages published documents exist in: the only ones the language filter offers. */
  languages?: readonly string[];
}

export function DocumentCard({ doc }: { doc: PublicDocument }) {
  const current = doc.revisions[0];
  return (
    <li className={styles.card}>
      <h3>
        <Link href={documentPath(doc.code)} lang={doc.language}>
          {doc.title}
        </Link>
        <SampleMark sample={doc.sample} />
      </h3>
      {current?.sha256 && (
        <p className={styles.cardDownload}>
          <a href={revisionFilePath(doc.code, current.revision)}>
            Download PDF
            <span className="visually-hidden">
              : <span lang={doc.language}>{doc.title}</span>, revision {current.revision}
            </span>
          </a>
          {current.fileSize !== null && <span className={styles.meta}> ({formatSize(current.fileSize)})</span>}
        </p>
      )}
      <p className={styles.meta}>
        {documentKindLabels[doc.kind]} · <LanguageName code={doc.language} /> · code{' '}
        <span className={styles.hash}>{doc.code}</span>
      </p>
      <p className={styles.meta}>
        For: {doc.devices.map((device) => `${device.name} (${marketLabel(device.market)})`).join(', ')}
      </p>
      {current && (
        <p className={styles.meta}>
          Current revision {current.revision}, issued{' '}
          <time dateTime={current.issueDate}>{formatIssueDate(current.issueDate)}</time>
        </p>
      )}
    </li>
  );
}

const languageName = (language: string) => DOCUMENT_LANGUAGES[language as keyof typeof DOCUMENT_LANGUAGES] ?? language;

/**
 * The title of a search's results, with what was asked and how many were found: the results' heading, announced
 * as it changes, and the page's title, which a screen reader reads when the answer page loads. Undefined when the
 * search could not run, or nothing is published and nothing was asked.
 */
export function resultsTitle(query: EifuQuery, outcome: SearchOutcome | undefined): string | undefined {
  if (!outcome || outcome.problem) return undefined;
  const count = outcome.documents.length;
  if (!(query.q || query.lang || query.kind))
    return count === 0 ? undefined : count === 1 ? '1 document published here' : `${count} documents published here`;
  const filters = [query.lang && languageName(query.lang), query.kind && documentKindLabels[query.kind]].filter(
    Boolean,
  );
  return `${count === 0 ? 'No documents' : count === 1 ? '1 document' : `${count} documents`}${
    query.q ? ` for “${query.q}”` : ''
  }${filters.length ? ` (${filters.join(', ')})` : ''}`;
}

/**
 * The document centre's search: a GET form (shareable address, works without JavaScript) and the results the
 * server found. Search by device name, REF or model number, UDI-DI (typed or a scanned GS1 code) or document code.
 * A device of the catalogue with no document here is named, with the external portal; a near name is offered as
 * "Did you mean", never as the answer.
 */
export function EifuSearchView({ query, outcome, empty, portalUrl, languages = [] }: Props) {
  const found = outcome?.documents ?? [];
  const searched = Boolean(query.q || query.lang || query.kind);
  const title = resultsTitle(query, outcome);
  const status = !outcome
    ? 'The document list cannot be searched right now. Please try again in a minute.'
    : outcome.problem
      ? outcome.problem
      : found.length === 0
        ? searched
          ? 'No document matches. Check the number on the label, or try the device name.'
          : 'No documents are published here yet.'
        : found.length === 1
          ? '1 document found.'
          : `${found.length} documents found.`;
  const missing = outcome?.device && outcome.device.documents === 0 ? outcome.device.name : undefined;
  const suggestions = outcome?.suggestions ?? [];
  const offered = languages.includes(query.lang ?? '') || !query.lang ? languages : [...languages, query.lang];
  const suggestionHref = (name: string) => {
    const params = new URLSearchParams({ q: name });
    if (query.lang) params.set('lang', query.lang);
    if (query.kind) params.set('kind', query.kind);
    return `${EIFU_PATH}?${params}`;
  };
  return (
    <>
      {searched ? (
        // After a search the answer comes first (a phone shows the results without scrolling past an introduction).
        <div className={styles.compactHead}>
          <h1 className={styles.compactTitle}>Instructions for use and device documents</h1>
        </div>
      ) : (
        <PageHero
          eyebrow="Device documents"
          title="Instructions for use and device documents"
          lead="Find the instructions for use (IFU), the summary of safety and clinical performance and the safety documents of a device, in your language and in the revision that matches your box."
        />
      )}
      <div className={styles.page}>
        {empty && (
          <p className={styles.notice}>
            Documents are being added to this site. Until they are all here, the current instructions for use are on the{' '}
            <a href={portalUrl}>electronic IFU portal</a>.
          </p>
        )}
        <form
          role="search"
          action={EIFU_PATH}
          method="get"
          className={searched ? `${styles.form} ${styles.formAfterSearch}` : styles.form}
          aria-label="Search device documents"
        >
          <div className={styles.field}>
            <label htmlFor="eifu-q">Device, REF, UDI-DI or document code</label>
            <input
              id="eifu-q"
              name="q"
              type="search"
              defaultValue={query.q}
              maxLength={200}
              autoComplete="off"
              aria-describedby="eifu-q-hint"
            />
            <p id="eifu-q-hint" className={styles.hint}>
              Type the name, the REF or the UDI-DI (GTIN) printed on the label, or scan its barcode into this box.
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor="eifu-lang">Language</label>
            <select id="eifu-lang" name="lang" defaultValue={query.lang ?? ''}>
              <option value="">All languages</option>
              {offered.map((value) => (
                <option key={value} value={value} lang={value in DOCUMENT_LANGUAGES ? value : undefined}>
                  {languageName(value)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="eifu-kind">Kind</label>
            <select id="eifu-kind" name="kind" defaultValue={query.kind ?? ''}>
              <option value="">All kinds</option>
              {DOCUMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {documentKindLabels[kind]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={styles.submit}>
            Search
          </button>
        </form>
        {outcome?.scanned && (
          <p className={styles.meta}>
            Read from the code:{' '}
            {[
              outcome.scanned.gtin && `UDI-DI ${outcome.scanned.gtin}`,
              outcome.scanned.lot && `lot ${outcome.scanned.lot}`,
              outcome.scanned.serial && `serial ${outcome.scanned.serial}`,
              outcome.scanned.expiry && `expiry ${outcome.scanned.expiry} (YYMMDD)`,
            ]
              .filter(Boolean)
              .join(', ')}
            .
          </p>
        )}
        {title ? (
          // Announced when a search changes it, and still named by its text (a role=status inside took the
          // heading's name away in Chromium).
          <h2 id="eifu-results-title" className={styles.resultsTitle} aria-live="polite" aria-atomic="true">
            {title}
          </h2>
        ) : (
          <p id="eifu-status" className={outcome?.problem || !outcome ? styles.problem : styles.status} role="status">
            {status}
          </p>
        )}
        {missing ? (
          <p className={styles.notice}>
            There is no document for {missing} on this site yet. Its instructions for use are on the{' '}
            <a href={portalUrl}>electronic IFU portal</a>.
          </p>
        ) : (
          title &&
          searched &&
          found.length === 0 && <p className={styles.status}>Check the number on the label, or try the device name.</p>
        )}
        {suggestions.length > 0 && (
          <p className={styles.suggestion}>
            Did you mean{' '}
            {suggestions.map((name, index) => (
              <span key={name}>
                {index > 0 && (index === suggestions.length - 1 ? ' or ' : ', ')}
                <Link href={suggestionHref(name)}>{name}</Link>
              </span>
            ))}
            ? {found.length > 0 ? 'The documents below match what you typed, not these names.' : ''}
          </p>
        )}
        {found.length > 0 && (
          <ul className={styles.list} aria-label="Documents found">
            {found.map((doc) => (
              <DocumentCard key={doc.id} doc={doc} />
            ))}
          </ul>
        )}
        <p className={styles.meta}>
          A paper copy of the instructions for use can be requested free of charge from each document&rsquo;s page.
        </p>
      </div>
    </>
  );
}
