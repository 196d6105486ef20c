import Link from 'next/link';
import { formatCalendarDay } from '@/lib/time';
import type { Notice } from '@/lib/server/safety-notices/register';
import { formatRange } from '@/lib/safety-notices/ranges';
import styles from './SafetyNotices.module.scss';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const name = (names: Intl.DisplayNames, code: string) => {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One published field safety notice of the register: what, when, which devices and lots, where, the PDFs. */
export function NoticeCard({ notice }: { notice: Notice }) {
  const headingId = `notice-${notice.reference}-title`;
  return (
    <li>
      <article
        id={`notice-${notice.reference}`}
        aria-labelledby={headingId}
        className={`${styles.notice} ${notice.status === 'closed' ? styles.closed : ''}`}
      >
        {notice.sample && <p className={styles.sample}>Sample, fictitious</p>}
        <h3 id={headingId}>
          {notice.reference}: {notice.title}
        </h3>
        <p>{notice.summary}</p>
        <dl className={styles.meta}>
          <dt>Status</dt>
          <dd>
            {notice.status === 'open'
              ? 'Open'
              : `Closed${notice.closedAt ? ` on ${formatCalendarDay(notice.closedAt.slice(0, 10))}` : ''}`}
          </dd>
          <dt>Date of issue</dt>
          <dd>
            <time dateTime={notice.issuedOn}>{formatCalendarDay(notice.issuedOn)}</time>
          </dd>
          <dt>Countries</dt>
          <dd>{notice.countries.map((code) => name(regionNames, code)).join(', ') || 'Not stated'}</dd>
          <dt>Devices</dt>
          <dd>
            <ul className={styles.devices}>
              {notice.devices.map((device) => (
                <li key={device.id}>
                  {device.path ? <Link href={device.path}>{device.name}</Link> : device.name}
                  {device.udiDi && <>, UDI-DI {device.udiDi}</>}
                  {device.ranges.length > 0 && (
                    <>
                      <br />
                      Affected:{' '}
                      {device.ranges
                        .map((range) => `${range.kind === 'lot' ? 'lots' : 'serial numbers'} ${formatRange(range)}`)
                        .join('; ')}
                    </>
                  )}
                </li>
              ))}
            </ul>
          </dd>
          <dt>Notice (PDF)</dt>
          <dd>
            {notice.files.length === 0 ? (
              'No document yet.'
            ) : (
              <ul className={styles.devices}>
                {notice.files.map((file) => (
                  <li key={file.id}>
                    <a href={`/safety-notices/files/${file.id}`} download={file.fileName}>
                      {name(languageNames, file.language)} ({file.fileName}, PDF, {kb(file.fileSize)})
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </article>
    </li>
  );
}
