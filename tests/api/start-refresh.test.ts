/** @jest-environment node */
import { POST } from '@/app/api/internal/start-refresh/route';
import { takeStartRefreshToken } from '@/lib/server/regulatory-pages';
import { makeRequest } from './client';

const holder = globalThis as Record<symbol, string | undefined>;
const TOKEN = Symbol.for('corcym.startRefreshToken');

afterEach(() => delete holder[TOKEN]);

test('anyone but the starting server gets the API 404, with or without a guessed token', async () => {
  holder[TOKEN] = 'a'.repeat(64);
  const attempts: Record<string, string>[] = [{}, { 'x-start-refresh': 'b'.repeat(64) }, { 'x-start-refresh': '' }];
  for (const headers of attempts) {
    const response = await POST(makeRequest('POST', '/api/internal/start-refresh', { headers }), undefined);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: 404 });
  }
});

test('the token works once: a replay of the server’s own request is refused', () => {
  holder[TOKEN] = 'c'.repeat(64);
  expect(takeStartRefreshToken('c'.repeat(64))).toBe(true);
  expect(takeStartRefreshToken('c'.repeat(64))).toBe(false);
  // A wrong guess uses the token up too, so guessing cannot go on.
  holder[TOKEN] = 'd'.repeat(64);
  expect(takeStartRefreshToken('e'.repeat(64))).toBe(false);
  expect(takeStartRefreshToken('d'.repeat(64))).toBe(false);
});
