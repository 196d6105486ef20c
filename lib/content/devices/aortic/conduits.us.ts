import base from './conduits';
import { CORCYM_CANADA, usEdition } from '../us-edition';

export default usEdition(base, {
  documentCode: 'CC-MK-01116 A',
  tags: base.tags + ', USA, United States, US edition, Rx only, Important Safety Information',
  sections: {
    brochures: [
      {
        id: 'conduits-us',
        title: 'Carboseal and Carboseal Valsalva valved conduits (USA)',
        description: 'The Carbomedics valved conduits for aortic root replacement, with the US Important Safety Information.',
        file: 'conduits-us.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text:
            'This page is the US edition for healthcare professionals. The indications and the Important Safety Information below are those that apply in the USA.',
        },
        {
          type: 'p',
          text:
            'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. The valved conduits must only be implanted by surgeons who have been trained in their use. Availability and indications vary by country.',
        },
      ],
      importantSafetyInformation: [
        { type: 'p', text: '**Rx only.** Caution: Federal (USA) law restricts this device to sale by or on the order of a physician.' },
        { type: 'p', text: '**Indications.** Carboseal and Carboseal Valsalva are intended for the replacement of a diseased, damaged or malfunctioning aortic valve together with the ascending aorta or aortic root.' },
        { type: 'p', text: '**Contraindications.** The valved conduits are contraindicated in patients who are unable to tolerate anticoagulation therapy.' },
        { type: 'p', text: '**Warnings and precautions.**' },
        {
          type: 'list',
          items: [
            'The valved conduits should only be implanted by surgeons who have been trained in their use.',
            'Patients with a mechanical heart valve require lifelong anticoagulation therapy, with regular monitoring.',
            'Follow the Instructions for Use for the handling of the graft and for the instruments to be used with the valve.',
          ],
        },
        { type: 'p', text: '**Potential adverse events** include, among others:' },
        {
          type: 'list',
          items: [
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
        },
        { type: 'p', text: 'See the Instructions for Use for a complete list of indications, contraindications, warnings, precautions and potential adverse events.' },
      ],
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
