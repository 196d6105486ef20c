'use client';

import Link from 'next/link';
import { useActionState, useEffect, useRef } from 'react';
import { CHECK_ANSWER_ID, idleCheckState, NOT_LISTED, type NoticeCheckState } from '@/lib/safety-notices/check-state';
import { ErrorSummary, LeadField, SubmitButton } from '@/components/forms/LeadFormParts';
import styles from './SafetyNotices.module.scss';

type CheckAction = (previous: NoticeCheckState, data: FormData) => Promise<NoticeCheckState>;

/**
 * "Is my device listed?": a device (from the list, or its UDI-DI) and a lot or serial number, posted to the server
 * action with or without JavaScript and answered on the same page. The answer is announced (role=status) and takes
 * the focus, so a screen-reader user hears it at once. Without JavaScript the post comes back to the answer's
 * fragment (`permalink`, as the lead forms do), so the page lands on the answer, not at its top; the answer comes
 * first there, then the form with its error summary. A reading in doubt (`unsure`) shows what was read and offers
 * each reading as a one-click check.
 */
export function NoticeCheckForm({
  action,
  devices,
  permalink,
}: {
  action: CheckAction;
  devices: readonly string[];
  /** The page's address with the answer's fragment: `/safety-notices#notice-check-answer`. */
  permalink: string;
}) {
  const [state, formAction, pending] = useActionState(action, idleCheckState, permalink);
  const answerRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === 'listed' || state.status === 'not-listed' || state.status === 'unsure')
      answerRef.current?.focus();
    else if (state.status === 'invalid' || state.status === 'refused') summaryRef.current?.focus();
  }, [state]);
  const errors = state.errors ?? {};
  const values = state.values ?? {};
  const summary = [
    errors.device && { fieldId: 'notice-check-device', label: 'Device', error: errors.device },
    errors.number && { fieldId: 'notice-check-number', label: 'Lot or serial number', error: errors.number },
  ].filter((entry): entry is { fieldId: string; label: string; error: string } => Boolean(entry));

  return (
    <>
      <div id={CHECK_ANSWER_ID} ref={answerRef} role="status" tabIndex={-1} className={styles.answer}>
        {state.status === 'listed' && state.notices && (
          <ul>
            {state.notices.map((notice) => (
              <li key={notice.reference}>
                <strong>
                  Listed in notice <a href={`#notice-${notice.reference}`}>{notice.reference}</a>
                </strong>
                : {notice.title}
                {notice.status === 'closed' ? ' (Closed)' : ''}
                {notice.sample ? ' (Sample, fictitious)' : ''}
              </li>
            ))}
          </ul>
        )}
        {state.status === 'not-listed' && (
          <p>
            <strong>{NOT_LISTED.split('.')[0]}.</strong> If in doubt,{' '}
            <Link href="/customer-service">contact customer service</Link>.
          </p>
        )}
        {state.status === 'unsure' && (
          <>
            <p>
              <strong>Please check what you typed.</strong> {state.question}
            </p>
            {state.read && state.read.length > 0 && <p>We read: {state.read.join('; ')}.</p>}
            {state.options && state.options.length > 0 && (
              <ul className={styles.options}>
                {state.options.map((option) => (
                  <li key={option.number}>
                    <form action={formAction}>
                      <input type="hidden" name="device" value={option.device} />
                      <input type="hidden" name="number" value={option.number} />
                      <input type="hidden" name="exact" value="1" />
                      <button type="submit">Check {option.number}</button>
                    </form>
                  </li>
                ))}
              </ul>
            )}
            <p>Or correct the fields below and check again.</p>
          </>
        )}
      </div>
      <form action={formAction} className={styles.check} aria-label="Check a lot or serial number" noValidate>
        <ErrorSummary
          id="notice-check"
          entries={summary}
          message={state.status === 'refused' ? state.message : undefined}
          summaryRef={summaryRef}
        />
        <div className={styles.checkRow}>
          <LeadField
            id="notice-check-device"
            name="device"
            label="Device"
            hint="Its name as listed, its UDI-DI (14 digits), or its barcode scanned into this box (which also gives the lot or serial)."
            list="notice-check-devices"
            autoComplete="off"
            defaultValue={values.device}
            error={errors.device}
          />
          <LeadField
            id="notice-check-number"
            name="number"
            label="Lot or serial number"
            hint="As printed on the label, for example after LOT or SN."
            autoComplete="off"
            spellCheck={false}
            defaultValue={values.number}
            error={errors.number}
          />
        </div>
        <datalist id="notice-check-devices">
          {devices.map((label) => (
            <option key={label} value={label} />
          ))}
        </datalist>
        <SubmitButton label="Check" busy={pending} />
      </form>
    </>
  );
}
