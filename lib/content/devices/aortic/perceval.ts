import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { FISCHLEIN_2021, LABORDE_2016, OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'perceval',
  market: 'ww',
  category: 'aortic',
  name: 'Perceval',
  subtitle: 'Sutureless aortic bioprosthesis',
  summary:
    'Perceval is a sutureless aortic bioprosthesis: bovine pericardial leaflets on a self-expanding nitinol frame that anchors without sutures.',
  banner: { color: '#8e1b2f', illustration: 'sutureless-valve' },
  claims: [
    'Anchors in the aortic root without sutures',
    'Used since 2007 in more than 75,000 patients',
    'Suited to full sternotomy and minimally invasive approaches',
  ],
  documentCode: 'CC-MK-01101 C',
  sections: {
    features: [
      { type: 'h3', text: 'A sutureless principle' },
      {
        type: 'p',
        text: 'A conventional stented aortic valve is secured with 20 to 30 sutures passed through the annulus and the sewing ring and then tied one by one. Perceval is held in place by its self-expanding frame instead, so no anchoring sutures are needed. Three guiding sutures, one at the nadir of each sinus, help the surgeon lower the valve to the correct height; they guide positioning and do not anchor the valve. The sutureless technology behind Perceval is the result of over 30 years of research.',
      },
      { type: 'h3', text: 'Design' },
      {
        type: 'list',
        items: [
          '**Leaflets** – bovine pericardium, forming a three-leaflet valve.',
          '**Frame** – self-expanding nitinol, shaped so that its inflow portion sits in the annulus and its outflow portion rests against the aortic wall above the sinuses, holding the valve at two levels.',
          '**Collapsible** – the valve is collapsed onto its holder in the operating room just before implantation and re-expands when it is released in the annulus.',
          '**Sizes** – S, M, L and XL, chosen with dedicated Perceval sizers.',
        ],
      },
      { type: 'h3', text: 'Implantation' },
      {
        type: 'p',
        text: 'After the diseased valve has been excised and the annulus decalcified, the surgeon sizes the annulus, places the three guiding sutures, lowers the collapsed valve into position and releases it. Every step, including the checks made after release, follows the Instructions for Use and the training provided before a team’s first implants.',
      },
      { type: 'h3', text: 'Surgical approaches' },
      {
        type: 'p',
        text: 'Because the valve is collapsed for delivery and has no annular sutures to tie, Perceval suits full sternotomy as well as minimally invasive approaches, such as a partial upper sternotomy or a right anterior thoracotomy, where the working field is narrower and knot tying is more demanding. It is also used when aortic valve replacement is combined with other cardiac procedures.',
      },
    ],
    performance: [
      {
        type: 'p',
        text: 'Removing the need to place and tie a full ring of annular sutures is intended to shorten the implantation step of the operation, which may help reduce aortic cross-clamp and cardiopulmonary bypass times. For this reason sutureless valves are often considered for older patients, for patients who need combined procedures and for minimally invasive surgery. An aortic valve operation still lasts at least two hours, and the overall duration depends on the patient and the procedure.',
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'What the published studies concluded',
        text: 'The prospective European multicentre Cavalier trial (Laborde et al., 2016) reported favourable early clinical and haemodynamic outcomes with Perceval, implanted through full sternotomy and through minimally invasive approaches. In the randomised PERSIST-AVR trial (Fischlein et al., 2021), sutureless replacement with Perceval was non-inferior to conventional stented bioprostheses for major adverse cardiac and cerebrovascular events, while permanent pacemaker implantation was more frequent after sutureless replacement.',
      },
      {
        type: 'table',
        caption: 'Perceval sizes',
        columns: ['Size', 'Designation'],
        rows: [
          ['S', 'Small'],
          ['M', 'Medium'],
          ['L', 'Large'],
          ['XL', 'Extra large'],
        ],
      },
      {
        type: 'p',
        text: 'The size is selected with the dedicated Perceval sizers, following the sizing procedure in the Instructions for Use. Correct sizing and positioning matter for the stability of the valve and for the risks discussed in the literature, such as paravalvular leak and conduction disturbances.',
      },
    ],
    references: [
      LABORDE_2016,
      FISCHLEIN_2021,
      {
        authors: 'Shrestha M, Fischlein T, Meuris B, et al.',
        title:
          'European multicentre experience with the sutureless Perceval valve: clinical and haemodynamic outcomes up to 5 years in over 700 patients',
        source: 'Eur J Cardiothorac Surg. 2016;49(1):234-241',
        year: 2016,
      },
      VAHANIAN_2022_ESC_EACTS,
      OTTO_2021_ACC_AHA,
    ],
    brochures: [
      {
        id: 'perceval',
        title: 'Perceval sutureless aortic valve',
        description:
          'An overview of the Perceval design, the available sizes and the main steps of sutureless implantation.',
        file: 'perceval.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'Perceval is intended for the surgical replacement of a diseased native aortic valve or a malfunctioning prosthetic aortic valve. The approved indications are those stated in the Instructions for Use for each country.',
        },
        {
          type: 'p',
          text: 'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. Perceval must only be implanted by surgeons who have been trained in its use. Availability and indications vary by country.',
        },
      ],
      documents: [
        {
          region: 'EU',
          title: 'Perceval – summary of safety information (EU)',
          code: 'CC-MK-01121 B',
          file: 'perceval-eu.pdf',
        },
        {
          region: 'USA and Canada',
          title: 'Perceval – summary of safety information (USA and Canada)',
          code: 'CC-MK-01131 B',
          file: 'perceval-us-ca.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      ceMark: '0123',
    },
  },
  tags: 'Perceval, Perceval S, sutureless valve, sutureless aortic valve, sutureless aortic bioprosthesis, self-expanding valve, nitinol frame, bovine pericardium, collapsible valve, rapid deployment, SU-AVR, aortic valve replacement, AVR, aortic stenosis, minimally invasive aortic valve replacement, MIAVR, ministernotomy, right anterior thoracotomy, sizes S M L XL, Cavalier trial, PERSIST-AVR, Laborde, Fischlein, Shrestha, Vahanian, Otto, valvola aortica, valvola sutureless, valve aortique, valve sans suture, Aortenklappe, nahtlose Aortenklappe, válvula aórtica, válvula sin sutura',
};

export default device;
