'use server';
import { headers } from 'next/headers';
import { preferredLanguages } from '@/lib/eifu/catalogue';
import { actionRequest } from '@/lib/forms/action-request';
import type { LabelScanState } from '@/lib/label-scan/scan-state';
import { actionForm } from '@/lib/server/action-form';
import { isCrossSite, rateLimitClient } from '@/lib/server/api/origin';
import { getDb } from '@/lib/server/db';
import { unlessDatabaseDown } from '@/lib/server/db/unavailable';
import { answerLabelScan } from '@/lib/server/label-scan/answer';
import { consume } from '@/lib/server/rate-limit';

/** Scans per address and minute, as the notice check: plenty for a person with a box of devices. */
const SCANS_PER_MINUTE = { limit: 30, windowMs: 60_000 };

/**
 * "Check a device label" (/eifu/scan): one barcode text answered with the device's IFU and the notice check of its
 * lot or serial. Posted (never a GET, so the lot or serial is in no URL, access log or analytics page view),
 * answered on the same page, and never logged or stored: no console output here or below names what was typed.
 */
export async function scanLabelAction(previous: LabelScanState, posted: FormData): Promise<LabelScanState> {
  const form = actionForm(previous, posted);
  const raw = form.get('code');
  // Kept whole up to a little over the longest text read, so a too-long input is answered as such, not cut.
  const value = (typeof raw === 'string' ? raw : '').slice(0, 1000);
  return unlessDatabaseDown(
    async (): Promise<LabelScanState> => {
      const request = await actionRequest();
      if (isCrossSite(request)) return { status: 'refused', message: 'Cross-site request refused.', value };
      const db = await getDb();
      const limited = await consume(db, `label-scan:${rateLimitClient(request)}`, SCANS_PER_MINUTE);
      if (!limited.allowed)
        return { status: 'refused', message: 'Too many checks. Please wait a minute and try again.', value };
      const prefer = preferredLanguages((await headers()).get('accept-language'));
      return { ...(await answerLabelScan(db, value, prefer)), value };
    },
    (message: string): LabelScanState => ({ status: 'refused', message, value }),
  );
}
