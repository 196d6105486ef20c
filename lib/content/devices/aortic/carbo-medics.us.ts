import base from './carbo-medics';
import { CORCYM_CANADA, usEdition } from '../us-edition';
import {
  carbomedicsUsImportantSafetyInformation,
  carbomedicsUsSafetyIntro,
  type CarbomedicsUsSafetyOptions,
} from './carbomedics-us-safety';

const usSafety: CarbomedicsUsSafetyOptions = {
  subject: 'Carbomedics valves',
  indications:
    'Carbomedics valves are intended for the replacement of a diseased, damaged or malfunctioning native or prosthetic heart valve; the aortic models are intended for the aortic position.',
  handling: 'Use only the instruments specified in the Instructions for Use to size, handle and rotate the valve.',
  adverseEvents: [
    'Death.',
    'Valve thrombosis.',
    'Stroke and other thromboembolic events.',
    'Bleeding related to anticoagulation.',
    'Endocarditis.',
    'Haemolysis.',
    'Paravalvular leak.',
    'Valve dysfunction, including leaflet impingement.',
    'Reoperation or reintervention.',
  ],
};

export default usEdition(base, {
  documentCode: 'CC-MK-01115 A',
  tags: base.tags + ', USA, United States, US edition, Rx only, Important Safety Information',
  sections: {
    brochures: [
      {
        id: 'carbo-medics-us',
        title: 'Carbomedics mechanical heart valves (USA)',
        description: 'The Carbomedics bileaflet valve family and its models, with the US Important Safety Information.',
        file: 'carbo-medics-us.pdf',
      },
    ],
    safety: {
      intro: carbomedicsUsSafetyIntro(usSafety),
      importantSafetyInformation: carbomedicsUsImportantSafetyInformation(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Carbomedics – Instructions for Use summary (USA)',
          code: 'CC-MK-01145 A',
          file: 'carbo-medics-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_CANADA],
    },
  },
});
