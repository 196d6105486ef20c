/**
 * What a person typed or scanned from a device label, read once for the document centre's search (`/eifu`) and the
 * safety-notice check (`/safety-notices`). A label prints `REF SAMPLE-REF-0001`, `LOT SAMPLE105` or `SN 1234`,
 * its barcode carries `(01)…(17)…(10)…`, and people copy either into any box: the printed words and the GS1
 * application identifiers are prefixes to strip, not part of the number. When the text can be read more than one
 * way, the reading says so (alternatives, or a question), so that no answer is given on a guess. Pure functions.
 */
import { looksLikeGs1, normaliseGtin, parseGs1 } from './gs1';

/** What the device (or search) field was read as. */
export interface DeviceFieldReading {
  /** empty; a GS1 element string; a UDI-DI typed alone; a REF printed with its prefix; words (a name, a code). */
  kind: 'empty' | 'gs1' | 'udi_di' | 'ref' | 'text';
  /** The text to look up as words: the typed text, without a printed `REF` prefix. */
  text: string;
  /** The UDI-DI as a GTIN-14, from a scan or typed alone. */
  gtin?: string;
  /** Production identifiers a scanned code carried beside the GTIN. */
  lot?: string;
  serial?: string;
  expiry?: string;
  /** A code was recognised but cannot be read (a wrong check digit, a broken scan): the reason, for the visitor. */
  problem?: string;
}

const clean = (typed: string) => typed.normalize('NFKC').replace(/\s+/g, ' ').trim();

/** `REF`, `REF:`, `REF.`, `Ref #` before the reference number, as labels and catalogues print it. */
const REF_PREFIX = /^REF(?![A-Z0-9])\s*[:.#]?\s*(?=\S)/i;
/** `UDI-DI`, `UDI`, `DI`, `GTIN` before a UDI-DI typed from a label. */
const DI_PREFIX = /^(?:UDI[\s-]?DI|UDI|DI|GTIN)(?![A-Z0-9])\s*[:.#]?\s*(?=\S)/i;

/**
 * Reads the device field of the notice check or the search box of the document centre: a scanned or typed GS1
 * code (bracketed, raw, or a DI-only barcode `01` + 14 digits), a UDI-DI (GTIN-8/12/13/14, check digit verified),
 * a REF with its printed prefix, or words.
 */
export function readDeviceField(typed: string): DeviceFieldReading {
  const text = clean(typed);
  if (!text) return { kind: 'empty', text: '' };
  const withoutDi = text.replace(DI_PREFIX, '');
  const code = withoutDi !== text && /^[\d\s(]/.test(withoutDi) ? withoutDi : text;
  if (looksLikeGs1(code) || code.includes('\x1d')) {
    const parsed = parseGs1(code);
    if (!parsed.ok) return { kind: 'gs1', text, problem: parsed.message };
    const { gtin, lot, serial, expiry } = parsed.element;
    return { kind: 'gs1', text, gtin, lot, serial, expiry };
  }
  const digits = code.replace(/[\s-]/g, '');
  if (/^[\d\s-]+$/.test(code) && [8, 12, 13, 14].includes(digits.length)) {
    const gtin = normaliseGtin(code);
    return gtin.ok ? { kind: 'udi_di', text, gtin: gtin.gtin14 } : { kind: 'udi_di', text, problem: gtin.message };
  }
  if (REF_PREFIX.test(text)) return { kind: 'ref', text: text.replace(REF_PREFIX, '') };
  return { kind: 'text', text };
}

/** Upper case, without spaces and dashes: how a lot or serial number is compared (as lib/safety-notices/ranges). */
const normalise = (value: string) =>
  value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-‐‑‒–—]/gu, '');

/** The printed words before a lot or serial number: `LOT`, `Lot:`, `LOT NO.`, `Batch`, `SN`, `S/N`, `Serial no.` */
const NUMBER_PREFIX =
  /^(?:(?:LOT|BATCH)(?:\s*(?:NO\.?|NUMBER|#))?|SN|S\/N|SERIAL(?:\s*(?:NO\.?|NUMBER|#))?)(?![A-Z0-9])\s*[:.#]?\s*/i;
/** Words printed on a label beside the number: when one follows the number, more than the number was typed. */
const LABEL_WORD = /^(?:LOT|SN|S\/N|REF|EXP|UDI|DI|GTIN|QTY|MFG|MFD|USE|BY)[:.]?$/i;
/** Characters a lot or serial number can carry on a label, once spaces and dashes are removed. */
const NUMBER_CHARACTERS = /^[A-Z0-9./_+]+$/;

export interface NumberFieldReading {
  /** The lot and serial numbers read for certain (upper case, no spaces or dashes). */
  numbers: string[];
  /**
   * Other ways the same text can be read, when the label's words were typed run together (`LOTSAMPLE105`,
   * `10SAMPLE105` as a scanner sends AI 10): an answer that differs between the readings must be asked about.
   */
  alternatives: string[];
  /** A GTIN from a full scan typed into the number field. */
  gtin?: string;
  /** The text cannot be read with certainty: what to ask. */
  unsure?: string;
  /** Nothing usable was typed (only the word LOT, too long): the message under the field. */
  problem?: string;
  /** How it was read, for the visitor: `lot SAMPLE105`. */
  read: string[];
}

const MAX_LENGTH = 40;

/**
 * Reads the number field of the notice check: a lot or serial number as printed (`LOT SAMPLE105`,
 * `SN: 12345`), as the barcode's element string (`(10)SAMPLE105`, a raw scan), or bare. `exact` takes the text as
 * the number itself, prefixes and all: the visitor confirmed that reading.
 */
export function readNumberField(typed: string, exact = false): NumberFieldReading {
  const text = clean(typed);
  const none: NumberFieldReading = { numbers: [], alternatives: [], read: [] };
  if (!text) return none;
  if (exact) {
    const number = normalise(text);
    if (number.length > MAX_LENGTH) return { ...none, problem: 'That number is too long for a lot or serial number.' };
    return { ...none, numbers: [number], read: [`number ${number}`] };
  }
  if (looksLikeGs1(text) || text.includes('\x1d') || /^\](?:d2|C1|Q3|e0)/.test(text)) {
    const parsed = parseGs1(text);
    if (!parsed.ok)
      return {
        ...none,
        unsure: `We could not read “${text}” as a barcode: ${parsed.message} Type the number printed after LOT or SN on the label.`,
        read: [`“${text}”`],
      };
    const { gtin, lot, serial } = parsed.element;
    if (!lot && !serial)
      return {
        ...none,
        gtin,
        problem: 'This code carries no lot (10) or serial number (21). Type the number printed after LOT or SN.',
      };
    return {
      numbers: [lot, serial].filter((value): value is string => Boolean(value)).map(normalise),
      alternatives: [],
      gtin,
      read: [lot && `lot ${normalise(lot)}`, serial && `serial ${normalise(serial)}`].filter((value): value is string =>
        Boolean(value),
      ),
    };
  }
  const prefixed = NUMBER_PREFIX.exec(text);
  const rest = prefixed ? text.slice(prefixed[0].length) : text;
  const word = prefixed && /^S/i.test(prefixed[0]) ? 'serial' : prefixed ? 'lot' : 'number';
  if (!rest)
    return {
      ...none,
      problem: `We read only the word “${prefixed![0].trim()}”. Type the number printed after it on the label.`,
    };
  const tokens = rest.split(/\s*[,;|]\s*|\s+/).filter(Boolean);
  const whole = tokens.filter((token) => /[A-Z]/i.test(token) && /\d/.test(token));
  if (/[,;|]/.test(rest) || whole.length > 1)
    return {
      ...none,
      unsure: `We read more than one number: ${tokens.map(normalise).join(', ')}. Check them one at a time.`,
      read: tokens.map((token) => `number ${normalise(token)}`),
    };
  // More of the label than the number (`SAMPLE105 EXP 2028-12`, `SAMPLE105 REF …`): which part is the number?
  if (tokens.length > 2 || tokens.slice(1).some((token) => LABEL_WORD.test(token)))
    return {
      ...none,
      unsure: `We read “${rest}”, which looks like more of the label than the number. Type only the number printed after LOT or SN.`,
      read: [`“${rest}”`],
    };
  const number = normalise(rest);
  if (number.length > MAX_LENGTH) return { ...none, problem: 'That number is too long for a lot or serial number.' };
  if (!NUMBER_CHARACTERS.test(number))
    return {
      ...none,
      unsure: `We read “${rest}”, which has characters a lot or serial number does not carry. Type it as printed on the label.`,
      read: [`“${rest}”`],
    };
  const alternatives: string[] = [];
  if (!prefixed) {
    // Label words or application identifiers typed run together: `LOTSAMPLE105`, `SN12345`, `10SAMPLE105`.
    const runTogether = /^(?:LOT|SN|10|21)(.{3,})$/.exec(number);
    if (runTogether?.[1]) alternatives.push(runTogether[1]);
  }
  return { numbers: [number], alternatives, read: [`${word} ${number}`] };
}

export interface LabelReading {
  device: DeviceFieldReading;
  /** The UDI-DI from either field. */
  gtin?: string;
  /** The lot and serial numbers to check: listed when any of them is. */
  numbers: string[];
  /** Other readings of a typed number (see NumberFieldReading). */
  alternatives: string[];
  /** What was read, for the visitor: `UDI-DI 09520000000011`, `lot SAMPLE105 (from the barcode)`. */
  read: string[];
  /** The two fields cannot be read as one label: the question to ask. */
  unsure?: string;
  /** The readings a visitor can confirm with one click: the device and number to check exactly. */
  options: { device: string; number: string }[];
  /** Messages under the fields: nothing usable was typed. */
  errors: { device?: string; number?: string };
  /** True when the reading is certain: no question and no other reading of the number. */
  certain: boolean;
}

/**
 * The notice check's two fields read together. A full scan in the device field gives the number when the number
 * field is empty; when both carry a number and they differ, the reading is unsure and asks which one is on the
 * label. A scan in the number field gives the device when the device field is empty.
 */
export function readLabel(deviceTyped: string, numberTyped: string, exact = false): LabelReading {
  const device = readDeviceField(deviceTyped);
  const number = readNumberField(numberTyped, exact);
  const errors: LabelReading['errors'] = {};
  const read: string[] = [];
  const gtin = device.gtin ?? (device.kind === 'empty' ? number.gtin : undefined);
  if (device.problem) errors.device = device.problem;
  else if (device.kind === 'empty' && !gtin)
    errors.device = 'Choose the device from the list, or type its name or UDI-DI.';
  if (gtin) read.push(`UDI-DI ${gtin}${device.gtin ? '' : ' (from the barcode in the number field)'}`);
  else if (device.kind === 'text' || device.kind === 'ref') read.push(`device “${device.text}”`);

  const scanned = [device.lot, device.serial].filter((value): value is string => Boolean(value)).map(normalise);
  const scannedRead = [
    device.lot && `lot ${normalise(device.lot)} (from the barcode)`,
    device.serial && `serial ${normalise(device.serial)} (from the barcode)`,
  ].filter((value): value is string => Boolean(value));
  let numbers = number.numbers;
  let alternatives = number.alternatives;
  let unsure = number.unsure;
  const options: LabelReading['options'] = [];
  const deviceToCheck = gtin ?? device.text;

  if (number.problem) errors.number = number.problem;
  else if (!numberTyped.trim()) {
    if (scanned.length) {
      numbers = scanned;
      read.push(...scannedRead);
    } else errors.number = 'Enter the lot or serial number printed on the label.';
  } else {
    read.push(...number.read);
    if (scanned.length && !unsure) {
      const typed = [...number.numbers, ...number.alternatives];
      const agrees = scanned.some((value) => typed.includes(value));
      if (agrees) {
        numbers = scanned;
        alternatives = [];
        read.splice(read.length - number.read.length, number.read.length, ...scannedRead);
      } else {
        read.splice(read.length - number.read.length, 0, ...scannedRead);
        unsure = `The barcode in the device field carries ${scannedRead
          .map((entry) => entry.replace(' (from the barcode)', ''))
          .join(' and ')}, but the number typed is ${number.numbers.join(', ')}. Which one is printed on the label?`;
        for (const value of [...scanned, ...number.numbers]) options.push({ device: deviceToCheck, number: value });
      }
    }
  }
  if (number.gtin && device.gtin && number.gtin !== device.gtin)
    unsure = `The device field reads UDI-DI ${device.gtin} and the number field's barcode UDI-DI ${number.gtin}. Are they from the same label?`;
  if (!unsure && alternatives.length && !errors.device && !errors.number)
    for (const value of [...numbers, ...alternatives]) options.push({ device: deviceToCheck, number: value });
  return {
    device,
    gtin,
    numbers,
    alternatives,
    read,
    unsure,
    options: unsure || alternatives.length ? options : [],
    errors,
    certain: !unsure && alternatives.length === 0,
  };
}
