import { z } from 'zod';
import { text } from './text';
import { STAFF_ROLES } from '@/lib/server/staff/permissions';
import { emailField, requiredText } from './fields';

/** Rules of the back-office forms, shared by the forms, the server actions and the staff:add script. */
export const staffPasswordField = text({ error: 'Enter a password.' })
  .min(12, 'Use at least 12 characters for the password.')
  .max(128, 'Use at most 128 characters for the password.');

export const staffRoleField = z.enum(STAFF_ROLES, { error: 'Choose one of the roles.' });

export const staffSignInSchema = z.object({
  email: emailField,
  password: text({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(128, 'Enter your password.'),
});

export const totpCodeSchema = z.object({
  code: text({ error: 'Enter the 6-digit code from your authenticator app.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});

export const staffCreateSchema = z.object({
  email: emailField,
  name: requiredText('Enter the full name.', 120),
  role: staffRoleField,
  password: staffPasswordField,
});

export const staffRoleChangeSchema = z.object({
  id: z.uuid('Unknown staff member.'),
  role: staffRoleField,
});

export const staffIdSchema = z.object({ id: z.uuid('Unknown staff member.') });
