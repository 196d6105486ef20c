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

function send(tone: NotificationTone, message: string) {
  window.dispatchEvent(new CustomEvent<NotificationDetail>(NOTIFY_EVENT, { detail: { tone, message } }));
}

export const notify = {
  success: (message: string) => send('success', message),
  error: (message: string) => send('error', message),
};
