/** @jest-environment node */
import { mentions } from './records';

// A privacy request for one address must never reach another person's mail that merely contains it.
it.each([
  ['Message from john@example.com: call me', false],
  ['Message from n@example.com: call me', true],
  ['Write to <n@example.com>.', true],
  ['Sent to n@example.com.', true],
  ['Sent to n@example.com.au', false],
  ['Sent to an@example.com', false],
])('%p names n@example.com: %p', (text, expected) => {
  expect(mentions(text, 'n@example.com')).toBe(expected);
});
