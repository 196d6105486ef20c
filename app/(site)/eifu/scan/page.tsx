import type { Metadata } from 'next';
import Link from 'next/link';
import { setRequestLocale } from 'next-intl/server';
import { LabelScanForm } from '@/components/label-scan/LabelScanForm';
import styles from '@/components/label-scan/LabelScan.module.scss';
import { PageHero } from '@/components/ui/PageHero';
import { defaultLocale } from '@/lib/i18n/locales';
import { LABEL_SCAN_PATH, SCAN_ANSWER_ID } from '@/lib/label-scan/scan-state';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site-config';
import { scanLabelAction } from './actions';

export const metadata: Metadata = pageMetadata({
  path: LABEL_SCAN_PATH,
  title: 'Check a device label',
  description:
    'Scan or type the barcode of a device label: its current instructions for use, and whether its lot or serial number is in a safety notice.',
});

/**
 * /eifu/scan, "one scan, one answer": the barcode text of a device label answered on one screen with the device's
 * current instructions for use and the safety-notice check of its lot or serial (lib/server/label-scan/answer.ts).
 * Built ahead (the page holds no data); the answer to a check is in the answer to its POST only, never cached.
 */
export default function LabelScanPage() {
  setRequestLocale(defaultLocale);
  return (
    <>
      <PageHero
        eyebrow="Device documents"
        title="Check a device label"
        lead="Scan or type the barcode of the label on the box: you get the device's current instructions for use and whether its lot or serial number is in a field safety notice."
      />
      <div className={styles.page}>
        <section aria-labelledby="label-scan-title">
          <h2 id="label-scan-title">The label&rsquo;s barcode</h2>
          <p>
            What you scan or type is only used to answer you: it is not stored. To find documents by device name or REF,
            use the <Link href="/eifu">document search</Link>.
          </p>
          <LabelScanForm
            action={scanLabelAction}
            permalink={`${LABEL_SCAN_PATH}#${SCAN_ANSWER_ID}`}
            portalUrl={siteConfig.ifuUrl}
          />
        </section>
      </div>
    </>
  );
}
