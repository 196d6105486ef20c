import type { Device } from '../types';
import annuloflex from './annuloflex';
import annuloflexUs from './annuloflex.us';
import annulofloUs from './annuloflo.us';
import bicarbonM from './bicarbon-m';
import carbomedicsM from './carbomedics-m';
import carbomedicsUs from './carbomedics.us';
import memo3d from './memo3d';
import memo3dRechord from './memo3d-rechord';
import memo3dUs from './memo3d.us';
import memo4d from './memo4d';
import memo4dUs from './memo4d.us';
import pericarbonM from './pericarbon-m';
import sovering from './sovering';

/** Mitral devices: worldwide routes first, in route order, then the US editions in their route order. */
export const mitralDevices: Device[] = [
  memo4d,
  memo3dRechord,
  memo3d,
  annuloflex,
  carbomedicsM,
  sovering,
  bicarbonM,
  pericarbonM,
  memo3dUs,
  memo4dUs,
  annuloflexUs,
  annulofloUs,
  carbomedicsUs,
];
