import { randomUUID } from 'node:crypto';
import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { fieldErrors } from '@/lib/server/api/request';
import { getDb, type Db } from '@/lib/server/db';
import { formBoolean, isPdf, readMultipart, type ReceivedFile } from '@/lib/server/leads/multipart';
import { refuseForm, storeLead } from '@/lib/server/leads/submit';
import { grantUploadMaxBytes } from '@/lib/server/leads/uploads';
import { getLead } from '@/lib/server/repositories/leads';
import { getStorage } from '@/lib/server/storage';
import {
  ATTACHMENT_NOT_PDF,
  ATTACHMENT_REQUIRED,
  attachmentTooLarge,
  grantFieldsSchema,
  grantTypeLabel,
} from '@/lib/validations/grant';
import { otherMethods } from '@/lib/server/api/methods';

/**
 * The donations and grants application: text fields plus one PDF, as multipart/form-data. The PDF is checked by
 * its content and kept in private storage; staff read it through the back office only.
 */
export const POST = apiRoute(async (request: Request) => {
  const db = await getDb();
  const refused = await refuseForm(request, db);
  if (refused) return refused;
  const maxFileBytes = grantUploadMaxBytes();
  const body = await readMultipart(request, { maxFileBytes, fileFields: ['attachment'] });
  if (!body.ok) return body.response;
  try {
    return await storeApplication(db, body.fields, body.files.get('attachment'), maxFileBytes);
  } finally {
    await body.discard();
  }
});

async function storeApplication(
  db: Db,
  fields: Map<string, string>,
  file: ReceivedFile | undefined,
  maxFileBytes: number,
): Promise<Response> {
  const values: Record<string, unknown> = Object.fromEntries(fields);
  if (fields.has('privacyConsent')) values.privacyConsent = formBoolean(fields.get('privacyConsent'));
  const parsed = grantFieldsSchema.safeParse(values);
  const errors: Record<string, string[]> = parsed.success ? {} : fieldErrors(parsed.error);

  const upload = file && file.size > 0 ? file : undefined;
  let status = 422;
  if (!upload) errors.attachment = [ATTACHMENT_REQUIRED];
  else if (upload.size > maxFileBytes) [status, errors.attachment] = [413, [attachmentTooLarge(maxFileBytes)]];
  else if (!isPdf(upload.head)) [status, errors.attachment] = [415, [ATTACHMENT_NOT_PDF]];
  if (!parsed.success || errors.attachment || !upload)
    return fail(status, 'Please correct the highlighted fields.', { errors });

  const form = parsed.data;
  const id = randomUUID();
  const attachmentKey = `grants/${id}.pdf`;
  const storage = getStorage();
  await storage.putFile(attachmentKey, upload.path, 'application/pdf');
  const requestType = grantTypeLabel(form.requestType);
  try {
    const { reference } = await storeLead(db, {
      lead: {
        id,
        form: 'grant',
        topic: form.requestType,
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        country: form.country,
        organisation: form.organisation,
        message: form.purpose,
        details: { amount: form.amount ?? null, attachment_bytes: upload.size, privacy_consent: true },
        attachmentKey,
      },
      team: 'donations-and-grants',
      formName: `${requestType.toLowerCase()} application`,
      fields: [
        ['Request', requestType],
        ['Organisation', form.organisation],
        ['Contact person', `${form.firstName} ${form.lastName}`],
        ['E-mail', form.email],
        ['Country', form.country],
        ['Amount requested', form.amount],
        ['Attachment', `PDF, ${Math.ceil(upload.size / 1024)} KB, in the back office`],
        ['Purpose', `\n${form.purpose}`],
      ],
      acknowledgeAs: `donations and grants, ${requestType.toLowerCase()}`,
    });
    return ok({ id, reference }, { code: 201, description: 'Thank you. Your application has been received.' });
  } catch (error) {
    // When the lead was not stored, its file must not stay behind either.
    if (!(await getLead(db, id).catch(() => undefined))) await storage.delete(attachmentKey).catch(() => undefined);
    throw error;
  }
}

// Any other method: 405 with Allow, in the envelope.
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
