import 'server-only';
import type { Db } from '../db';
import { recipientOf } from '../mailbox';
import { consume, personKey, refund } from '../rate-limit';

export { recipientOf };

/**
 * Paper copies cost postage and someone's time, and each request sends a mail to the address typed: beside the
 * per-address limit every public form has, a recipient gets a few requests a day, and the whole site a ceiling
 * (a script spread over many addresses and made-up recipients stops there). Numbers to be tuned by the company.
 */
export const PAPER_COPY_LIMITS = {
  perRecipient: { limit: 3, windowMs: 86_400_000 },
  siteWide: { limit: 200, windowMs: 86_400_000 },
} satisfies Record<string, { limit: number; windowMs: number }>;

export type PaperCopyAllowance = { allowed: true; giveBack: () => Promise<void> } | { allowed: false; message: string };

/** Takes one request from the recipient's and the site's allowance; `giveBack` returns both if nothing was stored. */
export async function takePaperCopyAllowance(db: Db, email: string): Promise<PaperCopyAllowance> {
  const recipientKey = `paper-copy-recipient:${await personKey(db, recipientOf(email))}`;
  const recipient = await consume(db, recipientKey, PAPER_COPY_LIMITS.perRecipient);
  if (!recipient.allowed)
    return {
      allowed: false,
      message:
        'We already have several paper-copy requests for this e-mail address today. Please contact customer service if you need more.',
    };
  const site = await consume(db, 'paper-copy-site', PAPER_COPY_LIMITS.siteWide);
  if (!site.allowed) {
    await refund(db, recipientKey);
    return {
      allowed: false,
      message:
        'We cannot take more paper-copy requests online today. Please try again tomorrow, or contact customer service.',
    };
  }
  return {
    allowed: true,
    giveBack: async () => {
      await refund(db, recipientKey);
      await refund(db, 'paper-copy-site');
    },
  };
}
