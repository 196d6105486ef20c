import base from './conduits';
import { CORCYM_CANADA, usEdition } from '../us-edition';
import {
  carbomedicsUsImportantSafetyInformation,
  carbomedicsUsSafetyIntro,
  type CarbomedicsUsSafetyOptions,
} from './carbomedics-us-safety';

const usSafety: CarbomedicsUsSafetyOptions = {
  subject: 'The valved conduits',
  indications:
    'Carboseal and Carboseal Valsalva are intended for the replacement of a diseased, damaged or malfunctioning aortic valve together with the ascending aorta or aortic root.',
  handling:
    'Follow the Instructions for Use for the handling of the graft and for the instruments to be used with the valve.',
  adverseEvents: [
    'Death.',
    'Valve thrombosis.',
    'Stroke and other thromboembolic events.',
    'Bleeding, including bleeding from the anastomoses or the graft.',
    'Bleeding related to anticoagulation.',
    'Endocarditis or graft infection.',
    'Haemolysis.',
    'False aneurysm.',
    'Valve dysfunction.',
    'Reoperation or reintervention.',
  ],
};

export default usEdition(base, {
  documentCode: 'CC-MK-01116 A',
  tags: base.tags + ', USA, United States, US edition, Rx only, Important Safety Information',
  sections: {
    brochures: [
      {
        id: 'conduits-us',
        title: 'Carboseal and Carboseal Valsalva valved conduits (USA)',
        description:
          'The Carbomedics valved conduits for aortic root replacement, with the US Important Safety Information.',
        file: 'conduits-us.pdf',
      },
    ],
    safety: {
      intro: carbomedicsUsSafetyIntro(usSafety),
      importantSafetyInformation: carbomedicsUsImportantSafetyInformation(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Carboseal and Carboseal Valsalva – Instructions for Use summary (USA)',
          code: 'CC-MK-01146 A',
          file: 'conduits-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_CANADA],
    },
  },
});
