import { contactTopics } from './contact';
import { customerServiceRequestTypes } from './customer-service';
import { grantRequestTypes } from './grant';

/**
 * What staff read for a lead's stored topic code: the label the visitor chose from, taken from the form
 * definitions (contact topics, customer-service request types, grant request types). A code no definition names
 * (a brochure's product, an older code) is shown as words: `perceval-plus` becomes "Perceval plus".
 */
const labels = new Map<string, string>(
  [...contactTopics, ...customerServiceRequestTypes, ...grantRequestTypes].map(({ value, label }) => [value, label]),
);

export function topicLabel(code: string | null | undefined): string {
  if (!code) return '';
  const known = labels.get(code);
  if (known) return known;
  const words = code.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
