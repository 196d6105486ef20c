import { z } from 'zod';
import { text } from './text';
import { emailField } from './fields';

export const loginSchema = z
  .object({
    email: emailField,
    password: text({ error: 'Password is required.' })
      .min(1, 'Password is required.')
      .max(200, 'Password is too long.'),
  })
  .strict();

export type LoginField = 'email' | 'password';
