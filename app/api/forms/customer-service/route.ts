import { customerServiceForm } from '@/lib/forms/customer-service';
import { otherMethods } from '@/lib/server/api/methods';
import { jsonLeadRoute } from '@/lib/server/leads/submit';

/** The customer-service request as JSON (requirements §7 clients); the page posts it through its action. */
export const POST = jsonLeadRoute(customerServiceForm);

// Any other method: 405 with Allow, in the envelope.
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
