/**
 * The largest server-action body the site accepts: the grant application's PDF of up to 5 MB (GRANT_UPLOAD_MAX_MB)
 * with its fields, posted without JavaScript. Next's `serverActions.bodySizeLimit` (next.config.ts) and the site's
 * server, which refuses a larger body with 413 before Next reads it (server/host/action-requests.mjs), both read it here,
 * so the two cannot disagree. Plain JavaScript: the server runs uncompiled.
 */
export const ACTION_BODY_LIMIT_BYTES = 6 * 1024 * 1024;
