import type { ContentPage } from '@/lib/content/pages/types';
import academy from '@/lib/generated/content/academy';

/** The entry programmes under /academy/get-started (content/academy/, order in menu.yaml). */
export const academyProgrammes: readonly ContentPage[] = academy.programmes;

/** The programmes for a minimally invasive approach. */
export const masteringPages: readonly ContentPage[] = academy.mastering;

/** Every public academy page, in menu order. */
export const academyPages: readonly ContentPage[] = [academy.getStarted, ...academyProgrammes, ...masteringPages];
