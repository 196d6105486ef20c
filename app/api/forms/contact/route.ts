import { contactForm } from '@/lib/forms/contact';
import { otherMethods } from '@/lib/server/api/methods';
import { jsonLeadRoute } from '@/lib/server/leads/submit';

/** The contact form as JSON (requirements §7 clients); the page posts the same definition through its action. */
export const POST = jsonLeadRoute(contactForm);

// Any other method: 405 with Allow, in the envelope.
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
