import type ui from '@/messages/en.json';
// Brings 'next-intl' into the program: TypeScript augments only a module it has resolved, and no other file imports
// the package's root entry.
import type {} from 'next-intl';
import type { Locale } from './locales';

/**
 * English is the source of every message, so its dictionary is the type of all of them: a key that en.json does
 * not have fails type-checking, and so does
 * a locale outside lib/i18n/locales.ts. tests/unit/i18n.test.ts holds the other languages to exactly these keys.
 */
export type Messages = typeof ui;

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
