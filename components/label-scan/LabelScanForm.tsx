'use client';

import Link from 'next/link';
import { lazy, Suspense, useActionState, useEffect, useRef, useState } from 'react';
import { ErrorSummary, LeadField, SubmitButton } from '@/components/forms/LeadFormParts';
import { formatIssueDate, formatSize } from '@/components/eifu/format';
import { DOCUMENT_LANGUAGES } from '@/lib/eifu/catalogue';
import {
  idleScanState,
  SCAN_ANSWER_ID,
  type LabelScanState,
  type NoticeAnswer,
  type ScanRead,
} from '@/lib/label-scan/scan-state';
import { cameraFormats } from './camera-support';
import styles from './LabelScan.module.scss';

type ScanAction = (previous: LabelScanState, data: FormData) => Promise<LabelScanState>;

// The camera's code is fetched only where the browser can read barcodes (cameraFormats), never on other pages.
const CameraScan = lazy(() => import('./CameraScan'));

const languageName = (language: string) => DOCUMENT_LANGUAGES[language as keyof typeof DOCUMENT_LANGUAGES] ?? language;
const marketName = (market: 'ww' | 'us') => (market === 'us' ? 'US' : 'worldwide');

function readText(read: ScanRead): string {
  return [
    `UDI-DI ${read.gtin}`,
    read.lot && `lot ${read.lot}`,
    read.serial && `serial ${read.serial}`,
    read.expiry && `expiry date ${read.expiry.text} (${read.expiry.raw} in the code)`,
  ]
    .filter(Boolean)
    .join(', ');
}

const numberText = (read: ScanRead) =>
  [read.lot && `Lot ${read.lot}`, read.serial && `serial ${read.serial}`].filter(Boolean).join(' and ');

function NoticePart({ notice, read }: { notice: NoticeAnswer; read: ScanRead }) {
  return (
    <>
      <h3>Safety notices</h3>
      {notice.status === 'listed' && (
        <ul className={styles.list}>
          {notice.notices.map((listed) => (
            <li key={listed.reference}>
              <strong>
                {numberText(read)} is listed in {listed.status === 'open' ? 'the open' : 'the closed'} notice{' '}
                <Link href={listed.href}>{listed.reference}</Link>
              </strong>
              : {listed.title}
              {listed.sample && <span className={styles.sample}>Sample, fictitious</span>}
              {listed.status === 'closed' && <p>The actions this notice asked for are complete.</p>}
            </li>
          ))}
        </ul>
      )}
      {notice.status === 'not-listed' && (
        <p>
          <strong>{numberText(read)} is not listed in any published safety notice.</strong> If in doubt,{' '}
          <Link href="/customer-service">contact customer service</Link>.
        </p>
      )}
      {notice.status === 'no-number' && (
        <p>
          This code carries no lot or serial number. To check the safety notices, scan the label&rsquo;s barcode that
          carries it (after (10) or (21)), or type the lot or serial number in the{' '}
          <Link href="/safety-notices#check-title">safety-notice check</Link>.
        </p>
      )}
      {notice.status === 'unsure' && (
        <p>
          <strong>Please check the lot or serial number.</strong> {notice.question}
        </p>
      )}
    </>
  );
}

function Answer({ state, portalUrl }: { state: LabelScanState; portalUrl: string }) {
  if (state.status === 'unsure')
    return (
      <>
        <h2 id="label-scan-answer-title">
          <span role="status">Please check what you scanned</span>
        </h2>
        <p>We read: “{state.read}”.</p>
        <p>{state.question}</p>
        <p className={styles.links}>
          <Link href="/eifu">Search the documents by name or REF</Link> ·{' '}
          <Link href="/safety-notices#check-title">Check a lot or serial number by hand</Link>
        </p>
      </>
    );
  if (state.status === 'unknown-device')
    return (
      <>
        <h2 id="label-scan-answer-title">
          <span role="status">This device is not in this site&rsquo;s catalogue</span>
        </h2>
        <p>Read from the label: {readText(state.read)}.</p>
        <p>
          No device on this site has UDI-DI {state.read.gtin}. Its instructions for use may be on the{' '}
          <a href={portalUrl}>electronic IFU portal</a>.
        </p>
        {state.notice.status === 'listed' && <NoticePart notice={state.notice} read={state.read} />}
      </>
    );
  if (state.status !== 'answer') return null;
  const name = state.devices.map((device) => device.name).join(', ');
  return (
    <>
      <h2 id="label-scan-answer-title">
        <span role="status">{name}</span>
      </h2>
      <p>Read from the label: {readText(state.read)}.</p>
      <h3>Device</h3>
      <ul className={styles.list}>
        {state.devices.map((device) => (
          <li key={device.path}>
            <Link href={device.path}>{device.name}</Link> ({marketName(device.market)})
          </li>
        ))}
      </ul>
      <h3>Instructions for use</h3>
      {state.documents.length === 0 ? (
        <p>
          There are no instructions for use for {name} on this site yet. They are on the{' '}
          <a href={portalUrl}>electronic IFU portal</a>.
        </p>
      ) : (
        <ul className={styles.list}>
          {state.documents.map((doc) => (
            <li key={doc.code}>
              <Link href={doc.page}>{doc.title}</Link>
              {doc.sample && <span className={styles.sample}>Sample, fictitious</span>}
              <p>
                {languageName(doc.language)} · current revision {doc.revision}, issued {formatIssueDate(doc.issueDate)}
              </p>
              {doc.file && (
                <p>
                  <a href={doc.file}>
                    Download the PDF, revision {doc.revision}
                    {doc.fileSize !== null ? ` (${formatSize(doc.fileSize)})` : ''}
                  </a>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <NoticePart notice={state.notice} read={state.read} />
    </>
  );
}

/**
 * "Check a device label": one field for the barcode text of a label (typed, or scanned by a scanner that types, or
 * by the camera where the browser reads barcodes), posted to the server action with or without JavaScript and
 * answered on the same page. Without JavaScript the post comes back to the answer's fragment (`permalink`), so the
 * page lands on the answer. The answer takes the focus and its heading is announced.
 */
export function LabelScanForm({
  action,
  permalink,
  portalUrl,
}: {
  action: ScanAction;
  /** The page's address with the answer's fragment: `/eifu/scan#label-scan-answer`. */
  permalink: string;
  portalUrl: string;
}) {
  const [state, formAction, pending] = useActionState(action, idleScanState, permalink);
  const [formats, setFormats] = useState<string[]>([]);
  const answerRef = useRef<HTMLElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let live = true;
    void cameraFormats().then((found) => live && setFormats(found));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (state.status === 'answer' || state.status === 'unknown-device' || state.status === 'unsure')
      answerRef.current?.focus();
    else if (state.status === 'invalid' || state.status === 'refused') summaryRef.current?.focus();
  }, [state]);
  const error = state.status === 'invalid' ? state.error : undefined;
  const answered = state.status === 'answer' || state.status === 'unknown-device' || state.status === 'unsure';
  const detected = (text: string) => {
    if (!fieldRef.current || !formRef.current) return;
    fieldRef.current.value = text;
    formRef.current.requestSubmit();
  };

  return (
    <>
      <form ref={formRef} action={formAction} className={styles.form} aria-label="Check a device label" noValidate>
        <ErrorSummary
          id="label-scan"
          entries={error ? [{ fieldId: 'label-scan-code', label: 'Barcode text', error }] : []}
          message={state.status === 'refused' ? state.message : undefined}
          summaryRef={summaryRef}
        />
        <LeadField
          ref={fieldRef}
          id="label-scan-code"
          name="code"
          label="Scan or type the label's barcode text"
          hint="Scan the barcode into this box, or type the text printed under it in the form (01)…(17)…(10)…: the device identifier (UDI-DI) after (01), the expiry date after (17), the lot after (10) or the serial number after (21)."
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          defaultValue={state.value}
          error={error}
        />
        <SubmitButton label="Check the label" busy={pending} />
      </form>
      {formats.length > 0 && (
        <Suspense fallback={null}>
          <CameraScan formats={formats} onDetected={detected} />
        </Suspense>
      )}
      <section
        id={SCAN_ANSWER_ID}
        ref={answerRef}
        tabIndex={-1}
        aria-labelledby={answered ? 'label-scan-answer-title' : undefined}
        className={answered ? styles.answer : undefined}
      >
        <Answer state={state} portalUrl={portalUrl} />
      </section>
    </>
  );
}
