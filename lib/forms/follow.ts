import { z } from 'zod';
import { privacyConsent } from '@/lib/leads/fields';
import { emailField } from '@/lib/validations/fields';
import { text } from '@/lib/validations/text';

/**
 * Following a device (issue 38 item 19): the address, the device and the privacy consent. Posted to
 * app/(site)/follow/actions.ts from the device page's follow box and from /follow, with or without JavaScript.
 * The device is checked against the catalogue by the action (lib/server/follow/devices.ts).
 */
export const UNKNOWN_DEVICE = 'Please choose a device from the list.';

export const followSchema = z
  .object({
    email: emailField,
    device: text({ error: UNKNOWN_DEVICE })
      .trim()
      .min(1, UNKNOWN_DEVICE)
      .max(120, UNKNOWN_DEVICE)
      .regex(/^[a-z]{2}\/[a-z0-9-]+$/, UNKNOWN_DEVICE),
    privacyConsent,
  })
  .strict();

export type FollowValues = z.output<typeof followSchema>;
export const followPostedFields = { email: 'text', device: 'text', privacyConsent: 'checkbox' } as const;

export { FOLLOW_PRIVACY_USE, FOLLOW_SENT } from '@/lib/follow-copy';
