/**
 * What the browser-side API client reports, recorded for its jest tests: the toasts it raises and the learner it
 * stores. In a test file:
 *
 *   jest.mock('@/lib/notify', () => jest.requireActual('@/tests/client-mocks').notifyModule);
 *   jest.mock('@/lib/client/learner-store', () => jest.requireActual('@/tests/client-mocks').learnerStoreModule);
 */
export const notifications: { tone: string; message: string }[] = [];
export const learnerUpdates: unknown[] = [];

export const notifyModule = {
  notify: {
    success: (message: string) => notifications.push({ tone: 'success', message }),
    error: (message: string) => notifications.push({ tone: 'error', message }),
  },
};

export const learnerStoreModule = { setLearner: (value: unknown) => learnerUpdates.push(value) };
