/** @jest-environment node */
// The enrolment as a form posted without JavaScript. A hand-made post that names the action alone calls it with
// the form as its only argument: it must be answered (here: sent to sign in), never a 500.
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000', origin: 'http://localhost:3000' }),
  cookies: async () => ({ get: () => undefined }),
}));
jest.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw new Error(`REDIRECT ${location}`);
  },
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { enrolAction } = require('./actions') as typeof import('./actions');

const posted = (courseId: string) => {
  const form = new FormData();
  form.set('courseId', courseId);
  return form;
};

const answer = (call: Promise<unknown>) => call.catch((error: Error) => error.message);

test('without a session, the enrolment sends the visitor to sign in and back to the course', async () => {
  expect(await answer(enrolAction({ status: 'idle' }, posted('7')))).toBe(
    'REDIRECT /login?next=%2Facademy%2Fcourses%2Fcourse%2F7',
  );
});

test('the action named alone (the form as its only argument) is answered the same way, not with a TypeError', async () => {
  const call = (enrolAction as unknown as (form: FormData) => Promise<unknown>)(posted('7'));
  expect(await answer(call)).toBe('REDIRECT /login?next=%2Facademy%2Fcourses%2Fcourse%2F7');
});
