import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { FISCHLEIN_2021, LABORDE_2016, OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'perceval-plus-lancelot',
  market: 'ww',
  category: 'aortic',
  name: 'Perceval Plus with Lancelot',
  subtitle: 'Sutureless aortic bioprosthesis with the Lancelot system',
  summary:
    'Perceval Plus with Lancelot supplies the sutureless Perceval Plus valve with a system designed to support implantation through minimally invasive access.',
  banner: { color: '#6d1424', illustration: 'sutureless-valve' },
  claims: [
    'The Perceval Plus sutureless valve, supplied with the Lancelot system',
    'Designed to support implantation through minimally invasive approaches',
  ],
  documentCode: 'CC-MK-01103 A',
  sections: {
    features: [
      { type: 'h3', text: 'The valve' },
      {
        type: 'p',
        text: 'The valve is Perceval Plus, the next generation of the Perceval sutureless aortic bioprosthesis: bovine pericardial leaflets on a self-expanding nitinol frame that holds the valve in the aortic root without anchoring sutures. Three guiding sutures help the surgeon position it. The sutureless principle rests on over 30 years of research, and Perceval has been used since 2007 in more than 75,000 patients.',
      },
      { type: 'h3', text: 'The Lancelot system' },
      {
        type: 'p',
        text: 'Perceval Plus with Lancelot supplies the valve together with the Lancelot system, which is designed to support the positioning and release of the valve when access to the aortic root is limited, as it is in minimally invasive surgery. It aims to let the surgeon work through a smaller incision while keeping the familiar steps of sutureless implantation.',
      },
      { type: 'h3', text: 'Why access matters' },
      {
        type: 'p',
        text: 'Minimally invasive aortic valve replacement, through a partial upper sternotomy or a right anterior thoracotomy, avoids a full sternotomy but offers a narrower and deeper working field. Placing and tying the 20 to 30 annular sutures of a conventional valve is more demanding in such a field. Combining a sutureless valve with a system designed for limited access is intended to make these approaches more practical for the surgical team.',
      },
      {
        type: 'list',
        items: [
          '**No annular suture ring** – the valve anchors on its self-expanding frame.',
          '**Guided positioning** – three guiding sutures help set the height of the valve.',
          '**Designed for limited access** – the Lancelot system supports implantation through minimally invasive approaches.',
          '**Training first** – teams are trained in the technique and the system before their first implants.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Design-related performance' },
      {
        type: 'p',
        text: 'The valve’s performance is that of Perceval Plus, whose design and tissue processing are aimed at long-term durability. The Lancelot system concerns the implantation itself: it is designed to support consistent positioning and release of the valve through minimally invasive access, where the space for instruments and for the surgeon’s hands is restricted.',
      },
      {
        type: 'p',
        text: 'Published clinical evidence on sutureless aortic valve replacement comes mainly from studies of Perceval, such as the Cavalier trial, which included patients operated on through minimally invasive approaches, and the randomised PERSIST-AVR trial. These studies describe the earlier generation of the valve and are listed in the references.',
      },
    ],
    references: [LABORDE_2016, FISCHLEIN_2021, VAHANIAN_2022_ESC_EACTS, OTTO_2021_ACC_AHA],
    brochures: [
      {
        id: 'perceval-plus-lancelot',
        title: 'Perceval Plus with Lancelot',
        description:
          'How the Perceval Plus sutureless valve and the Lancelot system are used together in minimally invasive aortic valve replacement.',
        file: 'perceval-plus-lancelot.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'Perceval Plus with Lancelot is intended for the surgical replacement of a diseased native aortic valve or a malfunctioning prosthetic aortic valve. The approved indications are those stated in the Instructions for Use for each country.',
        },
        {
          type: 'p',
          text: 'This summary is not a substitute for the Instructions for Use supplied with the valve and the Lancelot system, which give the complete indications, contraindications, warnings, precautions and potential adverse events. The device must only be used by surgeons who have been trained in its use. Availability and indications vary by country.',
        },
      ],
      documents: [
        {
          region: 'EU',
          title: 'Perceval Plus with Lancelot – summary of safety information (EU)',
          code: 'CC-MK-01123 A',
          file: 'perceval-plus-lancelot-eu.pdf',
        },
        {
          region: 'USA and Canada',
          title: 'Perceval Plus with Lancelot – summary of safety information (USA and Canada)',
          code: 'CC-MK-01133 A',
          file: 'perceval-plus-lancelot-us-ca.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      ceMark: '0123',
    },
  },
  tags: 'Perceval Plus with Lancelot, Lancelot, Lancelot system, Perceval Plus, Perceval, sutureless valve, sutureless aortic bioprosthesis, minimally invasive aortic valve replacement, MIAVR, ministernotomy, right anterior thoracotomy, limited access, self-expanding nitinol frame, bovine pericardium, aortic stenosis, AVR, Cavalier trial, PERSIST-AVR, Laborde, Fischlein, Vahanian, Otto, valvola aortica, chirurgia mininvasiva, valve aortique, chirurgie mini-invasive, Aortenklappe, minimalinvasive Chirurgie, válvula aórtica, cirugía mínimamente invasiva',
};

export default device;
