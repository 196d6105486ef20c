import type { Device } from '../types';
import perceval from './perceval';
import percevalPlus from './perceval-plus';
import percevalPlusLancelot from './perceval-plus-lancelot';
import soloSmart from './solo-smart';
import crownPrt from './crown-prt';
import biCarbon from './bi-carbon';
import carboMedics from './carbo-medics';
import conduits from './conduits';
import haart200 from './haart-200';
import haart300 from './haart-300';
import percevalUs from './perceval.us';
import percevalPlusUs from './perceval-plus.us';
import percevalPlusLancelotUs from './perceval-plus-lancelot.us';
import soloSmartUs from './solo-smart.us';
import carboMedicsUs from './carbo-medics.us';
import conduitsUs from './conduits.us';
import haart200Us from './haart-200.us';
import haart300Us from './haart-300.us';

/** The aortic device routes: worldwide entries first, in route order, then the US editions. */
export const aorticDevices: Device[] = [
  perceval,
  percevalPlus,
  percevalPlusLancelot,
  soloSmart,
  crownPrt,
  biCarbon,
  carboMedics,
  conduits,
  haart200,
  haart300,
  percevalUs,
  percevalPlusUs,
  percevalPlusLancelotUs,
  soloSmartUs,
  carboMedicsUs,
  conduitsUs,
  haart200Us,
  haart300Us,
];
