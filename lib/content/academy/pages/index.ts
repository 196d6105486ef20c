import type { ContentPage } from '@/lib/content/pages/types';
import getStarted from './get-started';
import avrPerceval from './get-started-avr-perceval';
import annuloplastyMemo4d from './get-started-annuloplasty-memo-4d';
import annuloplastyHaart from './get-started-annuloplasty-haart';
import masteringMiniSternotomy from './mastering-mini-sternotomy';
import masteringRat from './mastering-rat';
import masteringTransAxillary from './mastering-trans-axillary';
import masteringEndoscopy from './mastering-endoscopy';
import masteringRobotics from './mastering-robotics';

/** The three entry programmes under /academy/get-started. */
export const academyProgrammes: readonly ContentPage[] = [avrPerceval, annuloplastyMemo4d, annuloplastyHaart];

/** The five programmes for a minimally invasive approach. */
export const masteringPages: readonly ContentPage[] = [
  masteringMiniSternotomy,
  masteringRat,
  masteringTransAxillary,
  masteringEndoscopy,
  masteringRobotics,
];

/** Every public academy page, in menu order. */
export const academyPages: readonly ContentPage[] = [getStarted, ...academyProgrammes, ...masteringPages];
