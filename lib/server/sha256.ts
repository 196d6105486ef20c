import { createHash } from 'node:crypto';

/** The SHA-256 of bytes or of a text (UTF-8), in hex: what files, notices and controlled versions record. */
export const sha256Hex = (input: Uint8Array | string): string => createHash('sha256').update(input).digest('hex');
