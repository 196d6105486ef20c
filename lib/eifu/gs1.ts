/**
 * GS1 identifiers as printed on device labels and read by barcode scanners: the GTIN check digit (the UDI-DI of a
 * device is a GTIN-14) and the element string of a GS1-128 or GS1 DataMatrix symbol, which carries the GTIN with
 * the production identifiers (expiry, lot, serial, production date). Pure functions: the public search, the back
 * office's identifier form and the tests share them.
 */

/** The GS1 check digit of the digits before it: weights 3 and 1 alternating from the right, modulo 10. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export type GtinResult = { ok: true; gtin14: string } | { ok: false; message: string };

/**
 * Checks a GTIN-8, -12, -13 or -14 (spaces and hyphens as printed are ignored) and returns it as a GTIN-14
 * (left-padded with zeros), the form a UDI-DI is stored and compared in.
 */
export function normaliseGtin(input: string): GtinResult {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return { ok: false, message: 'A GTIN (UDI-DI) has digits only.' };
  if (![8, 12, 13, 14].includes(digits.length))
    return { ok: false, message: `A GTIN (UDI-DI) has 8, 12, 13 or 14 digits; this one has ${digits.length}.` };
  const body = digits.slice(0, -1);
  const expected = gs1CheckDigit(body);
  if (Number(digits.at(-1)) !== expected)
    return {
      ok: false,
      message: `The check digit of ${digits} is wrong: the last digit should be ${expected}. Check for a typing error.`,
    };
  return { ok: true, gtin14: digits.padStart(14, '0') };
}

export interface Gs1Element {
  /** AI 01: the GTIN (for a device, its UDI-DI) as a GTIN-14. */
  gtin?: string;
  /** AI 17: expiry date, `YYMMDD` as encoded (DD may be 00). */
  expiry?: string;
  /** AI 11: production date, `YYMMDD`. */
  productionDate?: string;
  /** AI 10: batch or lot number. */
  lot?: string;
  /** AI 21: serial number. */
  serial?: string;
}

export type Gs1ParseResult = { ok: true; element: Gs1Element } | { ok: false; message: string };

const GS = '\x1d';
/** Application identifiers read here: fixed length (digits after the AI) or variable length up to a maximum. */
const FIXED: Record<string, number> = { '01': 14, '11': 6, '17': 6 };
const VARIABLE: Record<string, number> = { '10': 20, '21': 20 };
const KEYS: Record<string, keyof Gs1Element> = {
  '01': 'gtin',
  '11': 'productionDate',
  '17': 'expiry',
  '10': 'lot',
  '21': 'serial',
};
// Fixed-length AIs GS1 defines that a symbol may carry beside ours: skipped by their length (GS1 General
// Specifications, figure 5.10.1-2, the predefined lengths by the first two digits).
const PREDEFINED: Record<string, number> = {
  '00': 18,
  '01': 14,
  '02': 14,
  '03': 14,
  '04': 16,
  '11': 6,
  '12': 6,
  '13': 6,
  '14': 6,
  '15': 6,
  '16': 6,
  '17': 6,
  '18': 6,
  '19': 6,
  '20': 2,
  '31': 6,
  '32': 6,
  '33': 6,
  '34': 6,
  '35': 6,
  '36': 6,
  '41': 13,
};

function checkDate(value: string, ai: string): string | undefined {
  if (!/^\d{6}$/.test(value)) return `The date after (${ai}) must be six digits, YYMMDD.`;
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  if (month < 1 || month > 12 || day > 31) return `The date after (${ai}) is not a real date: ${value}.`;
  return undefined;
}

/** Whether a text looks like a GS1 element string rather than a name or a bare number (the search uses this). */
export function looksLikeGs1(input: string): boolean {
  const text = input.trim();
  return (
    /^\(\d{2,4}\)/.test(text) ||
    text.startsWith(']d2') ||
    text.startsWith(']C1') ||
    text.startsWith(']Q3') ||
    (text.includes(GS) && /^\d{2}/.test(text)) ||
    /^01\d{14}(?:1[017]|21)/.test(text) ||
    // The GTIN alone as a scanner sends it from a DI-only barcode: (01) and 14 digits, no brackets. Sixteen digits
    // are never a GTIN of their own (at most 14), so this cannot be a UDI-DI typed by hand.
    /^01\d{14}$/.test(text)
  );
}

function store(element: Gs1Element, ai: string, value: string): string | undefined {
  const key = KEYS[ai];
  if (!key) return undefined;
  if (ai === '01') {
    const gtin = normaliseGtin(value);
    if (!gtin.ok) return gtin.message;
    element.gtin = gtin.gtin14;
    return undefined;
  }
  if (ai === '11' || ai === '17') {
    const problem = checkDate(value, ai);
    if (problem) return problem;
  }
  if (VARIABLE[ai] !== undefined && (value.length === 0 || value.length > VARIABLE[ai]!))
    return `The value after (${ai}) must have 1 to ${VARIABLE[ai]} characters.`;
  element[key] = value;
  return undefined;
}

/**
 * Parses a GS1 element string as a person types it from the label, `(01)09520000000011(17)281231(10)AB123`, or
 * as a scanner sends it: `01095200000000111728123110AB123` with a GS character (or FNC1) ending each
 * variable-length field, possibly after a symbology identifier (`]d2` DataMatrix, `]C1` GS1-128, `]Q3` QR).
 */
export function parseGs1(input: string): Gs1ParseResult {
  let text = input.trim();
  if (text.length === 0) return { ok: false, message: 'Nothing was read.' };
  if (text.length > 200) return { ok: false, message: 'That is too long for a GS1 code.' };
  const element: Gs1Element = {};

  if (text.startsWith('(')) {
    const parts = /^(?:\(\d{2,4}\)[^()]*)+$/.test(text) ? [...text.matchAll(/\((\d{2,4})\)([^()]*)/g)] : [];
    if (parts.length === 0) return { ok: false, message: 'Write a GS1 code as (01)GTIN(17)YYMMDD(10)LOT.' };
    for (const [, ai, rawValue] of parts) {
      const value = rawValue!.trim();
      const fixed = FIXED[ai!];
      if (fixed !== undefined && value.length !== fixed)
        return { ok: false, message: `The value after (${ai}) must have ${fixed} digits.` };
      const problem = store(element, ai!, value);
      if (problem) return { ok: false, message: problem };
    }
  } else {
    text = text.replace(/^\](?:d2|C1|Q3|e0)/, '').replace(/^\x1d+/, '');
    // Some scanners send FNC1 as a visible stand-in; accept the common ones.
    text = text.replace(/<GS>|\{GS\}|\\x1d|␝/g, GS);
    let at = 0;
    while (at < text.length) {
      if (text[at] === GS) {
        at++;
        continue;
      }
      const ai = text.slice(at, at + 2);
      if (!/^\d{2}$/.test(ai)) return { ok: false, message: 'This is not a GS1 code the site can read.' };
      at += 2;
      const fixed = PREDEFINED[ai];
      let value: string;
      if (fixed !== undefined) {
        // 31-36 have a four-digit AI: two more digits of AI before the six of data.
        const length = /^3[1-6]$/.test(ai) ? fixed + 2 : fixed;
        value = text.slice(at, at + length);
        if (value.length !== length || !/^\d+$/.test(value))
          return { ok: false, message: `The value after (${ai}) must have ${length} digits.` };
        at += length;
        if (text[at] === GS) at++;
      } else if (VARIABLE[ai] !== undefined) {
        const end = text.indexOf(GS, at);
        value = text.slice(at, end === -1 ? text.length : end);
        at = end === -1 ? text.length : end + 1;
      } else {
        return { ok: false, message: `The code has an element (${ai}) the site does not read.` };
      }
      const problem = store(element, ai, value);
      if (problem) return { ok: false, message: problem };
    }
  }
  if (Object.keys(element).length === 0) return { ok: false, message: 'No GTIN, lot or serial number was found.' };
  return { ok: true, element };
}
