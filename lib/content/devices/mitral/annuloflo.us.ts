import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { usRingImportantSafetyInformation, usRingSafetyIntro, type UsRingSafetyOptions } from './us-ring-safety';
import { CARPENTIER_1983, CARPENTIER_2010, DAVID_2013, OTTO_2021_ACC_AHA } from '../references';

const usSafety: UsRingSafetyOptions = { name: 'AnnuloFlo' };

const device: Device = {
  slug: 'annuloflo',
  market: 'us',
  category: 'mitral',
  name: 'AnnuloFlo',
  subtitle: 'Annuloplasty ring system for mitral valve repair',
  summary:
    'AnnuloFlo is an annuloplasty ring for mitral valve repair, used with dedicated instruments to size the annulus and implant the ring.',
  banner: { color: '#136b7f', illustration: 'mitral-ring' },
  claims: [
    'Annuloplasty ring to reinforce the repaired mitral valve',
    'Dedicated instruments for sizing the annulus and implanting the ring',
  ],
  documentCode: 'CC-MK-02215 A',
  sections: {
    features: [
      { type: 'h3', text: 'Reinforcing the mitral repair' },
      {
        type: 'p',
        text: 'AnnuloFlo is an annuloplasty ring designed to reinforce the native mitral annulus as part of a valve repair. It can also be used to replace a previously implanted annuloplasty ring, where the Instructions for Use allow.',
      },
      {
        type: 'list',
        items: [
          '**Annular reinforcement** – intended to support the annulus after repair of the leaflets or chordae and to limit further dilatation.',
          '**Repair, not replacement** – used when inspection of the valve during surgery confirms that it can be repaired.',
          '**Compatible with repair techniques** – can be combined with the leaflet and chordal techniques chosen by the surgeon.',
        ],
      },
      { type: 'h3', text: 'A complete system' },
      {
        type: 'p',
        text: 'The AnnuloFlo system comprises the annuloplasty ring and a set of instruments to size the annulus and implant the ring. Using the dedicated instruments helps the surgical team follow the technique described in the Instructions for Use.',
      },
      {
        type: 'list',
        items: [
          'Sizers to measure the annulus and select the ring size during surgery.',
          'Instruments to hold and position the ring during implantation.',
          'The choice of ring size and surgical technique remains the decision of the operating surgeon.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'The role of annuloplasty' },
      {
        type: 'p',
        text: 'Annuloplasty is one of the core techniques of mitral valve repair described by Carpentier. It restores the size and shape of the annulus, supports leaflet coaptation and helps stabilise the repair over time.',
      },
      { type: 'h3', text: 'Repair in current guidelines' },
      {
        type: 'p',
        text: 'Guidelines recommend repair rather than replacement for primary mitral regurgitation when a durable result can be expected (Otto et al., 2021). AnnuloFlo is intended to provide the annular support that such a repair needs.',
      },
    ],
    references: [CARPENTIER_1983, CARPENTIER_2010, DAVID_2013, OTTO_2021_ACC_AHA],
    brochures: [
      {
        id: 'annuloflo-us',
        title: 'AnnuloFlo mitral annuloplasty ring (US)',
        description: 'US product information for the AnnuloFlo annuloplasty ring system for mitral valve repair.',
        file: 'annuloflo-us.pdf',
      },
    ],
    safety: {
      intro: usRingSafetyIntro(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'AnnuloFlo Instructions for Use summary (USA)',
          code: 'CC-MK-02265 A',
          file: 'annuloflo-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      importantSafetyInformation: usRingImportantSafetyInformation(usSafety),
    },
  },
  tags: 'AnnuloFlo, Annulo Flo, AnnuloFlo ring, AnnuloFlo system, Corcym, mitral annuloplasty ring, annuloplasty ring system, annuloplasty, ring annuloplasty, sizers, mitral valve repair, mitral regurgitation, mitral insufficiency, annular dilatation, Carpentier, David, Otto, ACC/AHA guideline, US, USA, United States, Rx only, important safety information, US labeling, anello per anuloplastica mitralica, riparazione della valvola mitrale, valvola mitrale, anneau d’annuloplastie mitrale, réparation valvulaire mitrale, valve mitrale, Mitralring, Annuloplastiering, Mitralklappenrekonstruktion, Mitralklappe, anillo de anuloplastia mitral, reparación de la válvula mitral, válvula mitral',
};

export default device;
