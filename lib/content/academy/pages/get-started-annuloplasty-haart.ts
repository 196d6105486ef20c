import type { ContentPage } from '@/lib/content/pages/types';
import { professionalsNotice } from './shared';

const page: ContentPage = {
  path: '/academy/get-started/annuloplasty-haart',
  title: 'Getting started with aortic valve repair with HAART',
  description:
    'The Corcym Academy entry programme for aortic valve repair with the HAART 300 and HAART 200 internal geometric annuloplasty rings.',
  eyebrow: 'Corcym Academy',
  lead: 'This entry programme prepares a surgical team for aortic valve repair with the HAART internal geometric annuloplasty rings: HAART 300 for the trileaflet valve and HAART 200 for the bicuspid valve. It covers the assessment of the valve and the aortic root, the role of the ring in the repair, sizing and implantation, and the evaluation of the result.',
  tags: 'HAART, HAART 300, HAART 200, aortic annuloplasty, aortic valve repair, internal geometric ring, aortic regurgitation, trileaflet aortic valve, tricuspid aortic valve, bicuspid aortic valve, annular dilatation, aortic root, valve-sparing, leaflet repair, ring sizing, Corcym Academy, training, proctoring, riparazione valvola aortica, réparation valvulaire aortique',
  blocks: [
    { type: 'h2', text: 'About aortic valve repair with HAART' },
    {
      type: 'p',
      text: 'In many patients with aortic regurgitation the leaflets can be preserved, but the annulus is dilated and the leaflets no longer meet. Repairing the valve keeps the patient’s own leaflets, and a stable annulus of the right size and shape is one of the conditions for a durable repair. HAART rings are placed inside the aortic root, below the leaflets, and secured with sutures passed through the annulus. Their geometric shape, with posts that sit below the commissures, is designed to reduce and stabilise the annulus while giving the leaflets a shape in which they can meet.',
    },
    {
      type: 'list',
      items: [
        '**HAART 300** – a three-dimensional ring with three posts, for repair of the trileaflet (tricuspid) aortic valve.',
        '**HAART 200** – a ring with two opposing posts, for repair of the bicuspid aortic valve towards a symmetric two-leaflet geometry.',
      ],
    },
    {
      type: 'p',
      text: 'Aortic valve repair is a technique of its own. The programme therefore spends time on the assessment of the valve and the root and on the decision between repair and replacement, which rests with the surgical team.',
    },
    { type: 'h2', text: 'Who the programme is for' },
    {
      type: 'p',
      text: 'The programme is intended for cardiac surgeons with experience of aortic valve and aortic root surgery who want to develop aortic valve repair with HAART rings, and for their teams:',
    },
    {
      type: 'list',
      items: [
        '**Surgeon and assistant** – assessment of the leaflets and the root, sizing, placement of the ring sutures, seating of the ring and any leaflet repair.',
        '**Scrub nurse** – preparation of the ring, sizers and sutures, and the sequence of the procedure.',
        '**Anaesthetist and echocardiographer** – the echocardiographic assessment of the valve before repair and of the result before the end of the operation.',
        '**Perfusionist** – the flow of the procedure, including combined procedures on the ascending aorta or the root.',
      ],
    },
    { type: 'h2', text: 'Programme modules' },
    {
      type: 'list',
      ordered: true,
      items: [
        '**Online theory** – functional anatomy of the aortic root, mechanisms of aortic regurgitation, the principles of annuloplasty and the design of HAART 300 and HAART 200.',
        '**Imaging and planning** – how echocardiography and computed tomography describe the valve, the annulus and the root before the operation. See [CT scan planning](/ct-scan).',
        '**Hands-on practice** – sizing, suture placement and ring seating on models, and the assessment of leaflet height and coaptation after annuloplasty.',
        '**Case observation** – a visit to a centre with experience of aortic valve repair to follow the procedure and the team workflow.',
        '**Proctored first cases** – an experienced surgeon supports the team during its first repairs with HAART at its own hospital.',
      ],
    },
    {
      type: 'p',
      text: 'Product information is available for [HAART 300](/devices/aortic/haart-300) and [HAART 200](/devices/aortic/haart-200).',
    },
    { type: 'h2', text: 'How to join' },
    {
      type: 'p',
      text: 'To enrol your team, contact your Corcym representative or write to [academy@corcym.com](mailto:academy@corcym.com). If you already have an account, [Sign in to the academy](/login) and open [the course catalogue](/academy/courses) to see the online modules available to you. New to the academy? See [how the academy works](/academy/get-started).',
    },
    professionalsNotice(),
  ],
};

export default page;
