/** Base address of the API (requirements §7's {host}); the site's own route handlers unless configured otherwise. */
export const apiBaseUrl = (process.env.NEXT_PUBLIC_API_URL || '/api').replace(/\/$/, '');
