import { setLearner } from '@/lib/client/learner-store';
import { notify } from '@/lib/notify';
import { endpoints } from './endpoints';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';
import { getQueryClient } from './query-client';

const LOGOUT_DEFAULT_MESSAGE = 'Logout successfully!';
const AFTER_COURSE_LOGOUT_PATH = '/academy/mastering-trans-axillary';

/**
 * Logout (requirements §4, 8), the one API call made outside a react-query hook: the shell's Logout button is on
 * every academy page and imports this only when pressed, so react-query stays out of the shell's first load.
 * On success the learner state and the query cache are cleared and the server’s description shown; a learner on
 * a course page is sent to the trans-axillary programme page, anyone else stays. Returns where to go, if anywhere.
 */
export async function logout(pathname: string): Promise<string | undefined> {
  try {
    const envelope = await endpoints.logout();
    setLearner(null);
    // The learner's profile and courses must not outlive the session in this tab.
    getQueryClient().clear();
    notify.success(envelope.description || LOGOUT_DEFAULT_MESSAGE);
    return pathname.startsWith('/academy/courses/course/') ? AFTER_COURSE_LOGOUT_PATH : undefined;
  } catch (error) {
    const message =
      error instanceof ApiError && error.hasResponse
        ? error.envelope?.description || error.message
        : NETWORK_ERROR_MESSAGE;
    // A 401/403 has already cleared the learner and said so; other failures leave the session as it was.
    if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) notify.error(message);
    return undefined;
  }
}
