'use server';
import { actionRequest } from '@/lib/forms/action-request';
import { firstErrors, formDataToObject, keptValues, type FormActionState } from '@/lib/forms/action-state';
import { FOLLOW_SENT, followPostedFields, followSchema, UNKNOWN_DEVICE } from '@/lib/forms/follow';
import { LEAD_FAILURE } from '@/lib/forms/messages';
import { actionForm } from '@/lib/server/action-form';
import { getDb } from '@/lib/server/db';
import { unlessDatabaseDown } from '@/lib/server/db/unavailable';
import { followableDevice } from '@/lib/server/follow/devices';
import { confirmFollow, requestFollow, unsubscribe } from '@/lib/server/follow/subscriptions';
import { formRefusal } from '@/lib/server/leads/submit';

/**
 * Server actions of device follows: here, not beside a page, because the device pages' follow box
 * (components/follow/FollowDevice.tsx, rendered by components/devices/DeviceView.tsx) posts to it as well as /follow.
 *
 * A request to follow a device, from its page's follow box or /follow, with or without JavaScript. The refusals of
 * every public form (cross-site, the per-client limit), then the schema and the device, then the mailbox's and the
 * site's allowance (lib/server/follow/subscriptions.ts). The answer is the same whether or not the address
 * already followed the device.
 */
export async function followDeviceAction(previous: FormActionState, posted: FormData): Promise<FormActionState> {
  const raw = formDataToObject(actionForm(previous, posted), followPostedFields);
  const values = keptValues(raw);
  const refusedAs = (message: string): FormActionState => ({ status: 'refused', message, values });
  const parsed = followSchema.safeParse(raw);
  return unlessDatabaseDown(async () => {
    const db = await getDb();
    const refused = await formRefusal(await actionRequest(), db);
    if (refused) return refusedAs(refused.message);
    const errors: Record<string, string> = parsed.success ? {} : firstErrors(parsed.error);
    const device = typeof raw.device === 'string' ? followableDevice(raw.device.trim()) : undefined;
    if (!device) errors.device = UNKNOWN_DEVICE;
    if (!parsed.success || !device || Object.keys(errors).length > 0) return { status: 'invalid', errors, values };
    try {
      const taken = await requestFollow(db, device, parsed.data.email);
      if (!taken.ok) return refusedAs(taken.message);
      return { status: 'sent', note: FOLLOW_SENT, values: { device: device.key } };
    } catch (error) {
      console.error('follow request failed', error);
      return refusedAs(LEAD_FAILURE);
    }
  }, refusedAs);
}

/** The confirm page's button (a POST: a mail scanner opening the link confirms nothing). */
export async function confirmFollowAction(previous: FormActionState, posted: FormData): Promise<FormActionState> {
  const token = actionForm(previous, posted).get('token');
  const refusedAs = (message: string): FormActionState => ({ status: 'refused', message });
  return unlessDatabaseDown(async () => {
    const follow = await confirmFollow(await getDb(), token);
    if (!follow)
      return refusedAs(
        'This confirmation link is unknown, already used or expired (links work for 48 hours). Please ask again from the device page.',
      );
    const device = followableDevice(follow.deviceKey);
    return { status: 'sent', note: `Confirmed: you now follow ${device?.name ?? 'the device'}.` };
  }, refusedAs);
}

/** The unsubscribe page's button; the mails' one-click address is app/api/follow/unsubscribe/route.ts. */
export async function unsubscribeAction(previous: FormActionState, posted: FormData): Promise<FormActionState> {
  const token = actionForm(previous, posted).get('token');
  const refusedAs = (message: string): FormActionState => ({ status: 'refused', message });
  return unlessDatabaseDown(async () => {
    const key = await unsubscribe(await getDb(), token);
    if (!key)
      return refusedAs('This unsubscribe link is unknown or already used: the address no longer follows the device.');
    const device = followableDevice(key);
    return {
      status: 'sent',
      note: `Done: you no longer follow ${device?.name ?? 'the device'}. Nothing more will be sent.`,
    };
  }, refusedAs);
}
