/** @jest-environment node */
import { ApiError, SESSION_EXPIRED_MESSAGE } from './errors';

import { learnerUpdates, notifications } from '@/tests/client-mocks';

jest.mock('@/lib/notify', () => jest.requireActual('@/tests/client-mocks').notifyModule);
jest.mock('@/lib/client/learner-store', () => jest.requireActual('@/tests/client-mocks').learnerStoreModule);

// Imported after the mocks above.
import { endpoints } from './endpoints';
import { setBearerToken } from './client';

const envelope = (code: number, extra: Record<string, unknown> = {}) =>
  new Response(
    JSON.stringify({ success: code < 400, code, payload: null, description: `answer ${code}`, count: 0, ...extra }),
    {
      status: code,
      headers: { 'content-type': 'application/json' },
    },
  );

let fetchMock: jest.Mock;
beforeEach(() => {
  notifications.length = 0;
  learnerUpdates.length = 0;
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  setBearerToken(undefined);
});

const sentRequest = (index = 0) => fetchMock.mock.calls[index]![0] as Request;

describe('the API client', () => {
  it('asks for JSON under the configured base and sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(envelope(200, { payload: [] }));
    await endpoints.news();
    expect(sentRequest().url).toBe('http://localhost/api/news/news');
    expect(sentRequest().headers.get('accept')).toBe('application/json');
    expect(sentRequest().headers.get('authorization')).toBeNull();
  });

  it('sends a bearer header when a token is held', async () => {
    setBearerToken('token-abc');
    fetchMock.mockResolvedValue(envelope(200));
    await endpoints.me();
    expect(sentRequest().headers.get('authorization')).toBe('Bearer token-abc');
  });

  it('on 401 clears the learner, shows the server detail and rejects with a typed error', async () => {
    fetchMock.mockResolvedValue(envelope(401, { detail: 'Authentication credentials were not provided.' }));
    const error = await endpoints.courses().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(learnerUpdates).toEqual([null]);
    expect(notifications).toEqual([{ tone: 'error', message: 'Authentication credentials were not provided.' }]);
  });

  it('on 403 clears the learner and shows the session-expired message', async () => {
    fetchMock.mockResolvedValue(envelope(403));
    await expect(endpoints.course(1)).rejects.toMatchObject({ status: 403 });
    expect(learnerUpdates).toEqual([null]);
    expect(notifications).toEqual([{ tone: 'error', message: SESSION_EXPIRED_MESSAGE }]);
  });

  it('passes other HTTP errors to the caller untouched, with their field errors', async () => {
    fetchMock.mockResolvedValue(envelope(422, { errors: { email: ['Invalid email format!'] } }));
    const error = (await endpoints.brochureRequest({}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ email: ['Invalid email format!'] });
    expect(notifications).toEqual([]);
    expect(learnerUpdates).toEqual([]);
  });

  it('does not treat a failed login (401) as a lost session', async () => {
    fetchMock.mockResolvedValue(envelope(401, { detail: 'Wrong email or password.' }));
    await expect(endpoints.login({ email: 'a@example.com', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(notifications).toEqual([]);
  });

  it('retries a GET twice on a 5xx, then reports the failure', async () => {
    fetchMock.mockImplementation(async () => envelope(503));
    await expect(endpoints.news()).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  }, 15_000);

  it('retries a GET after a network error and succeeds', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(envelope(200, { payload: [] }));
    await expect(endpoints.news()).resolves.toMatchObject({ success: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  }, 15_000);

  it('never retries a POST', async () => {
    fetchMock.mockImplementation(async () => envelope(503));
    await expect(endpoints.brochureRequest({})).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects with status 0 when no response arrives', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(endpoints.onBoard({})).rejects.toMatchObject({ status: 0, message: 'Network Error' });
  });
});
