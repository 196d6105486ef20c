/**
 * Site-wide notifications. Callers fire an event; the Notifications leaf in the shell loads sonner only when the
 * first one arrives, so pages that never notify ship none of its code.
 */
export type NotificationTone = 'success' | 'error';
export const NOTIFY_EVENT = 'site:notify';
export const NOTIFICATION_DURATION_MS = 7000;

export interface NotificationDetail {
  tone: NotificationTone;
  message: string;
}

export interface NotifyOptions {
  /**
   * The page shows the same answer where the user is (a form's receipt or error summary, which takes the focus).
   * On a narrow screen the toast is then left out: it would repeat that answer and lie over the fields below.
   */
  shownOnPage?: boolean;
}

/** Below this width sonner's toast spans the screen's foot, over whatever the user reads next. */
const NARROW_SCREEN = '(max-width: 40em)';

function send(tone: NotificationTone, message: string, { shownOnPage = false }: NotifyOptions = {}) {
  if (shownOnPage && window.matchMedia?.(NARROW_SCREEN).matches) return;
  window.dispatchEvent(new CustomEvent<NotificationDetail>(NOTIFY_EVENT, { detail: { tone, message } }));
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => send('success', message, options),
  error: (message: string, options?: NotifyOptions) => send('error', message, options),
};
