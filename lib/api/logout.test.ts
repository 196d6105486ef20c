/** @jest-environment node */
import { learnerUpdates, notifications } from '@/tests/client-mocks';

jest.mock('@/lib/notify', () => jest.requireActual('@/tests/client-mocks').notifyModule);
jest.mock('@/lib/client/learner-store', () => jest.requireActual('@/tests/client-mocks').learnerStoreModule);

import { logout } from './logout';

const respond = (status: number, description?: string) =>
  (global.fetch = jest.fn().mockResolvedValue(
    new Response(JSON.stringify({ success: status < 400, code: status, payload: null, description, count: 0 }), {
      status,
    }),
  ) as unknown as typeof fetch);

beforeEach(() => {
  notifications.length = 0;
  learnerUpdates.length = 0;
});

describe('logout', () => {
  it('clears the learner, shows the server description and sends a course page to the trans-axillary page', async () => {
    respond(200, 'Logout successfully!');
    expect(await logout('/academy/courses/course/1')).toBe('/academy/mastering-trans-axillary');
    expect(learnerUpdates).toEqual([null]);
    expect(notifications).toEqual([{ tone: 'success', message: 'Logout successfully!' }]);
  });

  it('keeps a learner elsewhere where they are, and falls back to the default message', async () => {
    respond(200, '');
    expect(await logout('/academy/courses')).toBeUndefined();
    expect(notifications).toEqual([{ tone: 'success', message: 'Logout successfully!' }]);
  });

  it('shows the response description as an error when logout fails', async () => {
    respond(500, 'Something went wrong on our side. Please try again later.');
    expect(await logout('/academy')).toBeUndefined();
    expect(notifications).toEqual([
      { tone: 'error', message: 'Something went wrong on our side. Please try again later.' },
    ]);
  });

  it('says Network Error when there is no response', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('fetch failed')) as unknown as typeof fetch;
    expect(await logout('/academy')).toBeUndefined();
    expect(notifications).toEqual([{ tone: 'error', message: 'Network Error' }]);
  });
});
