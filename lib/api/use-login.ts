'use client';

import { useMutation } from '@tanstack/react-query';

/**
 * The learner's sign-in. The API client is imported when the mutation runs, not with the login page: that page
 * keeps the first-load budget of a static page (tests/e2e/academy-budget.spec.ts).
 */
export const useLogin = () =>
  useMutation({
    mutationFn: async (body: { email: string; password: string }) =>
      (await import('./endpoints')).endpoints.login(body),
  });
