import type { Metadata } from 'next';
import Link from 'next/link';
import { setRequestLocale } from 'next-intl/server';
import { NoticeCard } from '@/components/safety-notices/NoticeCard';
import { NoticeCheckForm } from '@/components/safety-notices/NoticeCheckForm';
import { ScanLink } from '@/components/label-scan/ScanLink';
import styles from '@/components/safety-notices/SafetyNotices.module.scss';
import { PageHero } from '@/components/ui/PageHero';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { CHECK_ANSWER_ID } from '@/lib/safety-notices/check-state';
import { deviceChoices } from '@/lib/safety-notices/device-input';
import { getDb } from '@/lib/server/db';
import { listPublicNotices } from '@/lib/server/safety-notices/register';
import { checkNoticeAction } from './actions';

// Regenerated in the background at most every 5 minutes (ISR), and at once when a notice is approved or closed
// (lib/server/safety-notices/revalidate.ts). The cached page is the GET render, which holds no typed number: the
// answer to a check is in the answer to its POST only, which is never cached.
export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  path: '/safety-notices',
  title: 'Field safety notices',
  description:
    'The field safety notices Corcym has issued: devices, UDI-DI, affected lots and serial numbers, and a check for yours.',
});

/**
 * /safety-notices: the public register of field safety notices (MDR 2017/745 Art. 89(8)) and the check of a lot or
 * serial number. docs/requirements.md "Paper copies and safety notices".
 */
export default async function SafetyNoticesPage() {
  setRequestLocale(defaultLocale);
  const notices = await listPublicNotices(await getDb());
  const open = notices.filter((notice) => notice.status === 'open');
  const closed = notices.filter((notice) => notice.status === 'closed');
  return (
    <>
      <PageHero
        eyebrow="Product safety"
        title="Field safety notices"
        lead="When a device may need action in the field, we issue a field safety notice. Each one names the devices by their UDI-DI and the lots or serial numbers concerned."
      />
      <div className={styles.page}>
        <section aria-labelledby="check-title">
          <h2 id="check-title">Is my device listed?</h2>
          <p>
            Enter the device and the lot or serial number from its label. What you type is only used to answer you: it
            is not stored.
          </p>
          <NoticeCheckForm
            action={checkNoticeAction}
            devices={deviceChoices.map((choice) => choice.label)}
            permalink={`/safety-notices#${CHECK_ANSWER_ID}`}
          />
          <ScanLink />
        </section>
        <section aria-labelledby="open-title">
          <h2 id="open-title">Open notices</h2>
          {open.length === 0 ? (
            <p>
              There are no open field safety notices. For a question about a device, please{' '}
              <Link href="/customer-service">contact customer service</Link>; to report a problem with a device, use the{' '}
              <Link href="/product-safety">product safety</Link> page.
            </p>
          ) : (
            <ul className={styles.list}>
              {open.map((notice) => (
                <NoticeCard key={notice.id} notice={notice} />
              ))}
            </ul>
          )}
        </section>
        {closed.length > 0 && (
          <section aria-labelledby="closed-title">
            <h2 id="closed-title">Closed notices</h2>
            <p>The actions these notices asked for are complete. They stay listed for reference.</p>
            <ul className={styles.list}>
              {closed.map((notice) => (
                <NoticeCard key={notice.id} notice={notice} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
