'use server';
import { actionRequest } from '@/lib/forms/action-request';
import { actionForm } from '@/lib/server/action-form';
import { isCrossSite, rateLimitClient } from '@/lib/server/api/origin';
import { getDb } from '@/lib/server/db';
import { unlessDatabaseDown } from '@/lib/server/db/unavailable';
import { consume } from '@/lib/server/rate-limit';
import { checkNumber } from '@/lib/server/safety-notices/register';
import type { NoticeCheckState } from '@/lib/safety-notices/check-state';

/** Checks per address and minute: plenty for a person with a box of devices, a ceiling for a script. */
const CHECKS_PER_MINUTE = { limit: 30, windowMs: 60_000 };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The check of /safety-notices: is this lot or serial number of this device listed in a published notice?
 * Posted (never a GET, so the number is in no URL, access log or analytics page view), answered on the same page,
 * and never logged: no console output here or below names the device or the number, and nothing is audited.
 */
export async function checkNoticeAction(previous: NoticeCheckState, posted: FormData): Promise<NoticeCheckState> {
  const form = actionForm(previous, posted);
  const device = field(form, 'device').trim().slice(0, 200);
  const number = field(form, 'number').trim().slice(0, 100);
  const exact = field(form, 'exact') === '1';
  const values = { device, number };
  return unlessDatabaseDown(
    async (): Promise<NoticeCheckState> => {
      const request = await actionRequest();
      if (isCrossSite(request)) return { status: 'refused', message: 'Cross-site request refused.', values };
      const db = await getDb();
      const limited = await consume(db, `notice-check:${rateLimitClient(request)}`, CHECKS_PER_MINUTE);
      if (!limited.allowed)
        return { status: 'refused', message: 'Too many checks. Please wait a minute and try again.', values };
      const result = await checkNumber(db, device, number, { exact });
      if (result.status === 'invalid') return { status: 'invalid', errors: result.errors, values };
      if (result.status === 'unknown-device')
        return {
          status: 'invalid',
          errors: { device: 'We do not recognise that device. Choose it from the list, or type its 14-digit UDI-DI.' },
          values,
        };
      if (result.status === 'unsure')
        return { status: 'unsure', read: result.read, question: result.question, options: result.options, values };
      if (result.status === 'listed') return { status: 'listed', notices: result.notices, values };
      return { status: 'not-listed', values };
    },
    (message: string): NoticeCheckState => ({ status: 'refused', message, values }),
  );
}
