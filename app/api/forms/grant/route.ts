import { fail } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { fieldErrors } from '@/lib/server/api/request';
import { otherMethods } from '@/lib/server/api/methods';
import { getDb } from '@/lib/server/db';
import { formBoolean, readMultipart } from '@/lib/server/leads/multipart';
import { leadFormAnswer, refuseForm, submitLeadForm } from '@/lib/server/leads/submit';
import { grantUploadMaxBytes } from '@/lib/server/leads/uploads';
import { ATTACHMENT_REQUIRED } from '@/lib/forms/attachment';
import { grantForm } from '@/lib/forms/grant';

/**
 * The donations and grants application as multipart/form-data (requirements §7 clients): text fields plus one PDF,
 * read within the upload limit before anything is parsed. The PDF is checked by its content and kept in private
 * storage (lib/server/leads/submit.ts); staff read it through the back office only.
 */
export const POST = apiRoute(async (request: Request) => {
  const db = await getDb();
  const refused = await refuseForm(request, db);
  if (refused) return refused;
  const body = await readMultipart(request, { maxFileBytes: grantUploadMaxBytes(), fileFields: ['attachment'] });
  if (!body.ok) return body.response;
  try {
    const values: Record<string, unknown> = Object.fromEntries(body.fields);
    if (body.fields.has('privacyConsent')) values.privacyConsent = formBoolean(body.fields.get('privacyConsent'));
    const parsed = grantForm.schema.safeParse(values);
    const file = body.files.get('attachment');
    if (!parsed.success || !file || file.size === 0) {
      const errors = parsed.success ? {} : fieldErrors(parsed.error);
      if (!file || file.size === 0) errors.attachment = [ATTACHMENT_REQUIRED];
      return fail(422, 'Please correct the highlighted fields.', { errors });
    }
    return leadFormAnswer(grantForm, await submitLeadForm(db, grantForm, parsed.data, file));
  } finally {
    // The streamed temporary file: moved into storage when the lead was stored, removed in every case.
    await body.discard();
  }
});

// Any other method: 405 with Allow, in the envelope.
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
