import 'server-only';
import { resolve } from 'node:path';
import { protectedFile, uploadedFileKey } from '@/lib/academy/protected-files';
import { LOGIN_PATH } from '@/lib/academy/next-path';
import { fail } from '../api/envelope';
import { isNavigation } from '../api/origin';
import { checkSession, tokenFrom } from '../auth/sessions';
import { getDb } from '../db';
import { uploadRoot } from '../storage';
import { fileResponse } from './serve-file';

/**
 * Serves a lecture video, its captions or an attachment to a signed-in learner (session checked in the
 * database, like every academy API call). A visitor who opens the address in the browser is sent to the login
 * and back; a player or script without a session gets 401.
 */
export async function academyFile(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const file = protectedFile(pathname);
  if (!file) return fail(404, 'No such file.');
  const session = await checkSession(await getDb(), tokenFrom(request)?.token);
  if (session.status !== 'valid') {
    if (isNavigation(request)) {
      return new Response(null, {
        status: 307,
        headers: { Location: `${LOGIN_PATH}?next=${encodeURIComponent(pathname)}`, 'Cache-Control': 'no-store' },
      });
    }
    return fail(401, 'Please log in.', { detail: 'Academy material is available to signed-in learners.' });
  }
  // Uploaded in the back office: read from the upload folder of the local-disk storage, which keeps byte ranges
  // (a shared store would need a streaming read with ranges here).
  const uploaded = uploadedFileKey(pathname);
  const path = uploaded ? resolve(uploadRoot(), uploaded) : resolve(/* turbopackIgnore: true */ process.cwd(), file);
  return fileResponse(request, path, 'private, no-cache');
}
