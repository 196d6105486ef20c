import 'server-only';

/** Largest grant attachment accepted, from GRANT_UPLOAD_MAX_MB (default 5). */
export function grantUploadMaxBytes(): number {
  const megabytes = Number(process.env.GRANT_UPLOAD_MAX_MB);
  return (Number.isFinite(megabytes) && megabytes > 0 ? megabytes : 5) * 1024 * 1024;
}
