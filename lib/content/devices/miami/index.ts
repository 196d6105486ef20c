import type { Device } from '../types';
import atrialLiftSystem from './atrial-life-system.us';
import detach from './detach.us';
import intercostalRetractorSystem from './intercostal-retractor-system.us';
import knotPusher from './knot-pusher.us';
import tie from './tie.us';
import sutureBelt from './suture-belt.us';
import cuff from './cuff.us';
import collar from './collar.us';

/** The miami (MInimally invAsive Instruments) catalogue: US pages only, in route order. */
export const miamiDevices: Device[] = [
  atrialLiftSystem,
  detach,
  intercostalRetractorSystem,
  knotPusher,
  tie,
  sutureBelt,
  cuff,
  collar,
];
