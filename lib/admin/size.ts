import { plural } from './plural';

/** A file size as people read it: "45 bytes", "1 byte", "12 KB", "1.5 MB" (1 KB = 1,024 bytes). */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return plural(bytes, 'byte');
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
