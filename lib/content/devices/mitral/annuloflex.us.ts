import type { Device } from '../types';
import { CORCYM_ITALY, usEdition } from '../us-edition';
import base from './annuloflex';

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
      intro: [
        {
          type: 'p',
          text:
            'AnnuloFlex is intended for use in the surgical repair of the mitral valve. The information on this page is a summary and is not a substitute for the Instructions for Use, which contain the complete indications, contraindications, warnings, precautions and potential adverse events.',
        },
        {
          type: 'p',
          text:
            'The device must be implanted only by surgeons trained in mitral valve repair and annuloplasty. Availability and approved indications vary by country; in the United States, refer to the US labeling of the device.',
        },
      ],
      documents: [
        {
          region: 'USA',
          title: 'AnnuloFlex Instructions for Use summary (USA)',
          code: 'CC-MK-02263 A',
          file: 'annuloflex-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      importantSafetyInformation: [
        {
          type: 'p',
          text: '**Rx only.** Caution: Federal (USA) law restricts this device to sale by or on the order of a physician.',
        },
        {
          type: 'p',
          text:
            '**Indications.** The AnnuloFlex annuloplasty ring is indicated as a reinforcement for the repair of a mitral valve damaged by acquired or congenital disease, or as a replacement for a previously implanted annuloplasty ring.',
        },
        {
          type: 'p',
          text:
            '**Contraindications.** The ring should be used only when inspection of the valve during surgery confirms that it can be repaired and does not require replacement. Other contraindications are listed in the Instructions for Use.',
        },
        {
          type: 'p',
          text: '**Warnings and precautions.** These include, among others:',
        },
        {
          type: 'list',
          items: [
            'The device is for single use only; do not resterilize or reuse it.',
            'Do not use the ring if it has been dropped or damaged, or if its sterile packaging is open or damaged.',
            'Size and implant the ring only with the dedicated sizers and holder, following the technique described in the Instructions for Use.',
            'Only surgeons trained in mitral valve repair should implant the device, and patients should receive regular follow-up to assess the repair.',
          ],
        },
        {
          type: 'p',
          text:
            '**Potential adverse events.** Adverse events that may be associated with annuloplasty ring implantation and mitral valve surgery include, among others:',
        },
        {
          type: 'list',
          items: [
            'residual or recurrent mitral regurgitation, or mitral stenosis',
            'systolic anterior motion of the anterior leaflet with left ventricular outflow tract obstruction',
            'thromboembolism, including stroke',
            'endocarditis or other infection',
            'hemolysis',
            'ring dehiscence',
            'arrhythmia or heart block',
            'bleeding',
            'reoperation or death',
          ],
        },
        {
          type: 'p',
          text:
            'See the Instructions for Use for a complete list of indications, contraindications, warnings, precautions and potential adverse events.',
        },
      ],
    },
  },
});

export default device;
