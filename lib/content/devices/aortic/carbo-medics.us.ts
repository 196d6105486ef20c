import base from './carbo-medics';
import { CORCYM_CANADA, usEdition } from '../us-edition';

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
      intro: [
        {
          type: 'p',
          text:
            'This page is the US edition for healthcare professionals. The indications and the Important Safety Information below are those that apply in the USA.',
        },
        {
          type: 'p',
          text:
            'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. Carbomedics valves must only be implanted by surgeons who have been trained in their use. Availability and indications vary by country.',
        },
      ],
      importantSafetyInformation: [
        { type: 'p', text: '**Rx only.** Caution: Federal (USA) law restricts this device to sale by or on the order of a physician.' },
        { type: 'p', text: '**Indications.** Carbomedics valves are intended for the replacement of a diseased, damaged or malfunctioning native or prosthetic heart valve; the aortic models are intended for the aortic position.' },
        { type: 'p', text: '**Contraindications.** Carbomedics valves are contraindicated in patients who are unable to tolerate anticoagulation therapy.' },
        { type: 'p', text: '**Warnings and precautions.**' },
        {
          type: 'list',
          items: [
            'Carbomedics valves should only be implanted by surgeons who have been trained in their use.',
            'Patients with a mechanical heart valve require lifelong anticoagulation therapy, with regular monitoring.',
            'Use only the instruments specified in the Instructions for Use to size, handle and rotate the valve.',
          ],
        },
        { type: 'p', text: '**Potential adverse events** include, among others:' },
        {
          type: 'list',
          items: [
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
        },
        { type: 'p', text: 'See the Instructions for Use for a complete list of indications, contraindications, warnings, precautions and potential adverse events.' },
      ],
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
