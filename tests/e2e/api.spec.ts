import { demoLearner } from '../../lib/server/seed/courses';
import { expect, test } from './fixtures';

test.describe('the API on the production server', () => {
  test('the demo learner signs in, reads the courses, logs out, and the old cookie then gets 401', async ({
    request,
  }) => {
    const login = await request.post('/api/users/login', {
      data: { email: demoLearner.email, password: demoLearner.password },
    });
    expect(login.status()).toBe(200);
    expect(login.headers()['set-cookie']).toMatch(/HttpOnly/);
    expect((await login.json()).payload.email).toBe(demoLearner.email);

    const courses = await request.get('/api/courses');
    expect(courses.status()).toBe(200);
    expect((await courses.json()).payload[0]).toMatchObject({ category: 'Perceval', version: 2 });

    const cookie = login.headers()['set-cookie']!.split(';')[0]!;
    const logout = await request.get('/api/users/logout', {
      headers: { 'sec-fetch-site': 'same-origin', accept: 'application/json' },
    });
    expect((await logout.json()).description).toBe('Logout successfully!');

    const reused = await request.get('/api/users/me', { headers: { cookie } });
    expect(reused.status()).toBe(401);
    expect((await reused.json()).detail).toBeTruthy();
  });

  test('unknown API paths answer a JSON 404', async ({ request }) => {
    const response = await request.get('/api/no/such/thing');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ success: false, code: 404 });
  });

  test('bad input gets a 4xx envelope, never a 500', async ({ request }) => {
    const malformed = await request.post('/api/users/brochure-request', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('{"first_name":'),
    });
    expect(malformed.status()).toBe(400);
    const invalid = await request.post('/api/users/brochure-request', { data: { first_name: '' } });
    expect(invalid.status()).toBe(422);
    expect((await invalid.json()).errors.first_name).toContain('First name is required!');
  });
});
