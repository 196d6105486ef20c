import type { Envelope } from './types';

/** Every failed API call rejects with this, so callers (and their spinners) always get an answer. */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when no response arrived (network failure). */
    readonly status: number,
    message: string,
    readonly envelope?: Envelope<unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get fieldErrors(): Record<string, string[]> {
    return this.envelope?.errors ?? {};
  }

  get hasResponse(): boolean {
    return this.status > 0;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session expired! Please log in again to continue.';
export const NETWORK_ERROR_MESSAGE = 'Network Error';

/** What to tell the learner when the API refuses their session (requirements §8). */
export function authFailureMessage(status: number, envelope?: Envelope<unknown>): string | undefined {
  if (status === 401) return envelope?.detail || envelope?.description || 'Please log in again.';
  if (status === 403) return SESSION_EXPIRED_MESSAGE;
  return undefined;
}
