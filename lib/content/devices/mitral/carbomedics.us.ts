import type { Device } from '../types';
import { CORCYM_CANADA, usEdition, usImportantSafetyInformation } from '../us-edition';
import base from './carbomedics-m';

const device: Device = usEdition(base, {
  slug: 'carbomedics',
  documentCode: 'CC-MK-02214 A',
  tags: `${base.tags}, US, USA, United States, Rx only, important safety information, US labeling`,
  sections: {
    brochures: [
      {
        id: 'carbomedics-us',
        title: 'Carbomedics mitral mechanical heart valve (US)',
        description: 'US product information for the Carbomedics bileaflet mechanical valve for mitral replacement.',
        file: 'carbomedics-us.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'The Carbomedics mitral valve is intended for the replacement of a diseased, damaged or malfunctioning native or prosthetic mitral valve. The information on this page is a summary and is not a substitute for the Instructions for Use, which contain the complete indications, contraindications, warnings, precautions and potential adverse events.',
        },
        {
          type: 'p',
          text: 'The device must be implanted only by surgeons trained in heart valve replacement. Availability and approved indications vary by country; in the United States, refer to the US labeling of the device.',
        },
      ],
      documents: [
        {
          region: 'USA',
          title: 'Carbomedics mitral Instructions for Use summary (USA)',
          code: 'CC-MK-02264 A',
          file: 'carbomedics-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_CANADA],
      importantSafetyInformation: usImportantSafetyInformation([
        {
          type: 'p',
          text: '**Indications.** The Carbomedics mitral valve is intended for the replacement of a diseased, damaged or malfunctioning native or prosthetic mitral valve.',
        },
        {
          type: 'p',
          text: '**Contraindications.** The valve is contraindicated in patients who cannot tolerate anticoagulation therapy.',
        },
        {
          type: 'p',
          text: '**Warnings and precautions.** These include, among others:',
        },
        {
          type: 'list',
          items: [
            'Patients with a mechanical heart valve require lifelong anticoagulation therapy and appropriate monitoring.',
            'The device is for single use only; do not resterilize or reuse it.',
            'Do not use the valve if it has been dropped or damaged, or if its sterile packaging is open or damaged.',
            'Handle the valve only with the dedicated instruments; contact with other instruments may damage the pyrolytic carbon surfaces.',
            'Do not pass catheters or other instruments through the valve, as this may damage it.',
          ],
        },
        {
          type: 'p',
          text: '**Potential adverse events.** Adverse events that may be associated with mechanical heart valve replacement include, among others:',
        },
        {
          type: 'list',
          items: [
            'thromboembolism, including stroke, and valve thrombosis',
            'bleeding related to anticoagulation therapy',
            'endocarditis or other infection',
            'hemolysis',
            'paravalvular leak',
            'valve dysfunction, including obstruction of leaflet motion',
            'arrhythmia or heart failure',
            'reoperation or death',
          ],
        },
      ]),
    },
  },
});

export default device;
