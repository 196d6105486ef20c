'use client';

import { useMutation } from '@tanstack/react-query';
import { endpoints } from './endpoints';

/**
 * The brochure and onboarding forms' submissions as react-query mutations over the one API client (the lead
 * forms post through a server action, the login's are in use-login.ts). Each form keeps its own reaction to the answer
 * (toasts, field errors, download, closing), so these carry no callbacks. Each passes on the body alone: react-query
 * hands a mutation function a second argument that the endpoints must not mistake for their own options.
 */
export const useBrochureRequest = () =>
  useMutation({ mutationFn: (body: Record<string, unknown>) => endpoints.brochureRequest(body) });
export const useOnboarding = () =>
  useMutation({ mutationFn: (body: Record<string, unknown>) => endpoints.onBoard(body) });
