// Providers where dots in the local part are ignored: "p.a.o.l.a@gmail.com" reaches "paola@gmail.com".
const DOTLESS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for counting: lower case, without a "+tag" (most providers deliver
 * "name+anything" to "name"), and for Gmail without dots and with one domain. Used by the paper-copy allowance
 * (lib/server/paper-copies/limits.ts) and by device follows (lib/server/follow), one row per device and mailbox.
 */
export function recipientOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email.trim().toLowerCase();
  let local = email.slice(0, at).trim().toLowerCase();
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  local = local.split('+')[0] || local;
  if (DOTLESS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
