/**
 * The words of the follow form that its browser part needs too: kept apart from lib/forms/follow.ts, whose zod
 * schema must stay out of the page's JavaScript (zod probes `new Function`, which the Content-Security-Policy refuses).
 */
export const FOLLOW_SENT =
  'Thank you. Please check your mail: if this address does not follow the device yet, we have sent a link to confirm. Nothing is sent to you before you confirm.';

export const FOLLOW_PRIVACY_USE = 'my e-mail address to send me news of this device until I unsubscribe';
