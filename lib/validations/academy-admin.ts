import { z } from 'zod';
import { text } from './text';
import {
  CONTROL_CHARACTERS,
  CONTROL_CHARACTERS_BUT_LINES,
  CONTROL_CHARACTERS_MESSAGE,
  emailField,
  requiredText,
} from './fields';

/** Rules of the academy forms of the back office and of the learner's set-password page. */

/** The course pictures the site ships (public/images/academy); the card and the course page show one. */
export const COURSE_IMAGES = [
  '/images/academy/transaxillary-course.svg',
  '/images/academy/lecture-welcome.svg',
  '/images/academy/lecture-ct-scan.svg',
  '/images/academy/lecture-instruments.svg',
  '/images/academy/lecture-positioning.svg',
  '/images/academy/lecture-surgery.svg',
] as const;

/** The picture select's value for "the picture uploaded for this course". */
export const UPLOADED_PICTURE = 'uploaded';

export const courseSchema = z.object({
  title: requiredText('Enter the course title.', 160),
  description: text({ error: 'Enter a description.' })
    .refine((value) => !CONTROL_CHARACTERS_BUT_LINES.test(value), CONTROL_CHARACTERS_MESSAGE)
    .trim()
    .min(1, 'Enter a description.')
    .max(2000, 'Please use at most 2000 characters.')
    .refine((value) => !/[<>]/.test(value), 'Please remove the characters < and >.'),
  category: requiredText('Enter a category, for example the device the course is about.', 80),
  version: z.coerce
    .number({ error: 'Enter the version as a whole number.' })
    .int('Enter the version as a whole number.')
    .min(1, 'The version starts at 1.')
    .max(999, 'Enter a version up to 999.'),
  // A shipped picture, or the course's own uploaded one (kept, or replaced by a new file in the same form).
  imageUrl: z.enum([...COURSE_IMAGES, UPLOADED_PICTURE], { error: 'Choose one of the pictures.' }),
  imageAlt: text()
    .refine((value) => !CONTROL_CHARACTERS.test(value), CONTROL_CHARACTERS_MESSAGE)
    .trim()
    .max(200, 'Please use at most 200 characters for the picture description.')
    .optional()
    .transform((value) => value ?? ''),
});

/** Said when an uploaded picture has no alternative text (the server action checks, the form shows it). */
export const PICTURE_ALT_REQUIRED = 'Describe the picture for people who cannot see it (alternative text).';

/** A hosted lecture video: a YouTube or Vimeo address the lecture player can embed (lib/academy/video.ts). */
export const HOSTED_VIDEO =
  /^https:\/\/(?:(?:www\.)?youtube\.com\/watch\?v=[\w-]{6,20}|youtu\.be\/[\w-]{6,20}|(?:www\.)?youtube\.com\/embed\/[\w-]{6,20}|(?:www\.|player\.)?vimeo\.com\/(?:video\/)?\d{4,12})(?:[?&#][\w=&.-]*)?$/;

export const hostedVideoField = text()
  .trim()
  .max(300, 'Use a shorter address.')
  .refine(
    (value) => value === '' || HOSTED_VIDEO.test(value),
    'Enter a YouTube or Vimeo address, such as https://www.youtube.com/watch?v=… or https://vimeo.com/123456.',
  );

export const lectureSchema = z.object({
  title: requiredText('Enter the lecture title.', 160),
  videoUrl: hostedVideoField.optional().transform((value) => value || undefined),
});

export const attachmentNameField = requiredText('Enter the name learners will see for the attachment.', 160);

export const inviteSchema = z.object({
  email: emailField,
  firstName: requiredText('Enter the first name.', 80),
  lastName: requiredText('Enter the last name.', 80),
});

/** The learner's password rule, as for accounts created with `npm run user:add`. */
export const learnerPasswordField = text({ error: 'Choose a password.' })
  .min(10, 'Use at least 10 characters for the password.')
  .max(128, 'Use at most 128 characters for the password.');

export const setPasswordSchema = z
  .object({
    token: text().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.'),
    password: learnerPasswordField,
    confirm: text({ error: 'Type the password again.' }),
  })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: 'The two passwords are not the same.',
  });

export const idField = z.coerce.number().int().positive().max(9_999_999_999);
export const learnerIdField = z.uuid('Unknown learner.');
