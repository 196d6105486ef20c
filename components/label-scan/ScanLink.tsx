import Link from 'next/link';
import { LABEL_SCAN_PATH } from '@/lib/label-scan/scan-state';
import styles from './LabelScan.module.scss';

/** The one plain link to "Check a device label" from the document centre and the safety-notice register. */
export function ScanLink({ boxed = false }: { boxed?: boolean }) {
  return (
    <p className={boxed ? styles.scanLinkBoxed : styles.scanLink}>
      The device in your hand? <Link href={LABEL_SCAN_PATH}>Check a device label</Link>: one scan of its barcode gives
      its instructions for use and whether its lot or serial number is in a safety notice.
    </p>
  );
}
