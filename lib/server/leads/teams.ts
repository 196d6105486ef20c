import 'server-only';

/**
 * The team that receives each kind of lead. Addresses come from the environment (see README, Configuration);
 * the defaults are the addresses published on the contact page.
 */
const teamAddresses = {
  general: ['LEADS_TO_GENERAL', 'info@corcym.com'],
  'customer-service': ['LEADS_TO_CUSTOMER_SERVICE', 'customerservice@corcym.com'],
  'product-safety': ['LEADS_TO_PRODUCT_SAFETY', 'productsafety@corcym.com'],
  privacy: ['LEADS_TO_PRIVACY', 'privacy@corcym.com'],
  partnering: ['LEADS_TO_PARTNERING', 'partnering@corcym.com'],
  research: ['LEADS_TO_RESEARCH', 'research@corcym.com'],
  'donations-and-grants': ['LEADS_TO_GRANTS', 'grants@corcym.com'],
} as const;

export type Team = keyof typeof teamAddresses;

export function teamAddress(team: Team): string {
  const [variable, fallback] = teamAddresses[team];
  return process.env[variable]?.trim() || fallback;
}
