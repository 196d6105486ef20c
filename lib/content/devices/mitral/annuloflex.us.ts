import type { Device } from '../types';
import { CORCYM_ITALY, usEdition } from '../us-edition';
import { usRingImportantSafetyInformation, usRingSafetyIntro, type UsRingSafetyOptions } from './us-ring-safety';
import base from './annuloflex';

const usSafety: UsRingSafetyOptions = { name: 'AnnuloFlex' };

const device: Device = usEdition(base, {
  documentCode: 'CC-MK-02213 A',
  tags: `${base.tags}, US, USA, United States, Rx only, important safety information, US labeling`,
  sections: {
    brochures: [
      {
        id: 'annuloflex-us',
        title: 'AnnuloFlex mitral annuloplasty ring (US)',
        description: 'US product information for the AnnuloFlex flexible mitral annuloplasty ring.',
        file: 'annuloflex-us.pdf',
      },
    ],
    safety: {
      intro: usRingSafetyIntro(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'AnnuloFlex Instructions for Use summary (USA)',
          code: 'CC-MK-02263 A',
          file: 'annuloflex-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      importantSafetyInformation: usRingImportantSafetyInformation(usSafety),
    },
  },
});

export default device;
