import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { serverConfig } from '../config';
import { writeTransaction, type Db } from '../db';
import { hashToken } from '../auth/sessions';
import { MAIL_PER_ADDRESS, mailRateKey, queueMail, thankYouMail } from '../mail';
import { consume } from '../rate-limit';
import { brochureLead, insertLead, onboardingLead } from './repository';
import type { BrochureRequest } from '@/lib/validations/brochure';
import type { OnboardingRequest } from '@/lib/validations/onboarding';

/** Stores a brochure request and issues the one-time download link token (only its hash is kept). */
export async function createBrochureRequest(db: Db, request: BrochureRequest, now = new Date()) {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + serverConfig.brochureTokenMs).toISOString();
  const id = randomUUID();
  await writeTransaction(db, async (trx) => {
    await trx
      .insertInto('brochure_requests')
      .values({
        id,
        first_name: request.first_name,
        last_name: request.last_name,
        email: request.email,
        country: request.country,
        hospital: request.hospital,
        brochure_id: request.broucher,
        marketing_consent: request.marketing_consent ? 1 : 0,
        download_token_hash: hashToken(token),
        download_expires_at: expiresAt,
        created_at: now.toISOString(),
      })
      .execute();
    await insertLead(trx, brochureLead(id, request), now);
  });
  return { id, token, expiresAt };
}

/** Stores an onboarding submission, marks the signed-in learner onboarded, and queues the thank-you e-mail. */
export async function createOnboarding(db: Db, request: OnboardingRequest, userId: string | null) {
  const now = new Date().toISOString();
  const id = randomUUID();
  await writeTransaction(db, async (trx) => {
    await trx
      .insertInto('onboarding_submissions')
      .values({
        id,
        user_id: userId,
        first_name: request.first_name,
        last_name: request.last_name,
        country: request.country,
        email: request.email,
        privacy_policy: 1,
        marketing_consent: request.marketing_consent ? 1 : 0,
        created_at: now,
      })
      .execute();
    if (userId) {
      await trx
        .updateTable('users')
        .set({ onboarded: 1, country: request.country, updated_at: now })
        .where('id', '=', userId)
        .execute();
    }
    await insertLead(trx, onboardingLead(id, request, userId), new Date(now));
  });
  // The submission is kept either way; the thank-you goes to one address at most once a day, so the open form
  // cannot be used to flood a stranger's inbox with company mail.
  const mail = thankYouMail(request.email);
  if ((await consume(db, mailRateKey(mail.kind, mail.to), MAIL_PER_ADDRESS)).allowed) await queueMail(db, mail);
  return { id };
}

/** The brochure a download token was issued for, while the token is valid; nothing for any other token. */
export async function brochureForToken(db: Db, token: string, now = new Date()): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const row = await db
    .selectFrom('brochure_requests')
    .select(['brochure_id', 'download_expires_at'])
    .where('download_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row && row.download_expires_at > now.toISOString() ? row.brochure_id : undefined;
}
