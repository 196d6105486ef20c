import { z } from 'zod';

export const NOT_WELL_FORMED_MESSAGE = 'Please remove characters that are not valid text (an unpaired surrogate).';

// A surrogate that a `u` regular expression still sees on its own is one without its pair. Used rather than
// `String.prototype.isWellFormed` because the forms run these schemas in browsers too, and Firefox before 119
// (inside Next's supported browsers) has no such method.
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Whether a string is well-formed UTF-16: no lone surrogate such as `\ud800`. */
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

/**
 * The string every schema of the site starts from: a `z.string` that refuses text that is not well-formed UTF-16
 * (a lone surrogate, which JSON can carry but no keyboard types). Stored, it becomes bytes no UTF-8 reader
 * accepts (SQLite kept `ED A0 80`), and breaks every export, mail and page that shows it.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isWellFormedText, NOT_WELL_FORMED_MESSAGE);
