import type { ContentPage } from '@/lib/content/pages/types';
import { professionalsNotice } from './shared';

const page: ContentPage = {
  path: '/academy/get-started/annuloplasty-memo-4d',
  title: 'Getting started with mitral annuloplasty with Memo 4D',
  description:
    'The Corcym Academy entry programme for mitral valve repair with the Memo 4D semi-rigid annuloplasty ring: audience, modules and how to join.',
  eyebrow: 'Corcym Academy',
  lead: 'This entry programme prepares a surgical team to use Memo 4D, the current generation of the Memo family of semi-rigid mitral annuloplasty rings. It places the ring in the context of a complete mitral repair: analysis of the valve, choice of repair technique, sizing, ring implantation and assessment of the result.',
  tags: 'Memo 4D, Memo 3D, Memo 3D ReChord, ReChord, chordal guiding system, neochordae, artificial chordae, mitral annuloplasty, annuloplasty ring, semi-rigid ring, mitral valve repair, mitral regurgitation, saddle-shaped annulus, ring sizing, Sovering, Corcym Academy, training, proctoring, right mini-thoracotomy, endoscopic mitral repair, robotic mitral repair, anello mitralico, anneau mitral',
  blocks: [
    { type: 'h2', text: 'About Memo 4D' },
    {
      type: 'p',
      text: 'In mitral valve repair an annuloplasty ring stabilises and remodels the annulus, and it is combined with the leaflet and chordal techniques that the valve requires. The native mitral annulus is not flat: it has a saddle shape that changes through the cardiac cycle. Memo 4D is a complete, semi-rigid ring with a three-dimensional profile, designed to support the annulus while following its motion. It includes the ReChord chordal guiding system, a temporary and fully removable reference that helps the surgeon measure and set the length of artificial chordae.',
    },
    {
      type: 'p',
      text: 'The programme teaches how the ring fits into the repair as a whole, so that the choice of size and the leaflet techniques are planned together rather than separately.',
    },
    { type: 'h2', text: 'Who the programme is for' },
    {
      type: 'p',
      text: 'The programme is intended for cardiac surgeons who perform mitral valve surgery and want to start using Memo 4D, whether they are new to the Memo family or already use Memo 3D or Memo 3D ReChord. It is open to the surgical team:',
    },
    {
      type: 'list',
      items: [
        '**Surgeon and assistant** – valve analysis, sizing, placement of the annular sutures, seating of the ring and use of the chordal guiding system.',
        '**Scrub nurse** – preparation of the ring and holder, sizers, suture management and the sequence of the procedure.',
        '**Anaesthetist and echocardiographer** – pre-operative and intra-operative transoesophageal echocardiography, including the assessment of the repair before the patient leaves the operating room.',
        '**Perfusionist** – the flow of the procedure and the timing of the tests of the repair.',
      ],
    },
    { type: 'h2', text: 'Programme modules' },
    {
      type: 'cards',
      items: [
        {
          title: 'Online theory',
          text: 'Functional anatomy of the mitral valve, mechanisms of regurgitation, the principles of remodelling annuloplasty and the design of Memo 4D.',
        },
        {
          title: 'Valve analysis and sizing',
          text: 'How echocardiographic findings and the inspection of the valve guide the repair plan, and how to size the ring with the dedicated sizers according to the IFU.',
        },
        {
          title: 'Hands-on practice',
          text: 'Placement of annular sutures, ring seating and knot tying on models, and the measurement of neochordae with the ReChord chordal guiding system.',
        },
        {
          title: 'Case observation',
          text: 'A visit to an experienced centre to follow a mitral repair with the surgical team, from valve analysis to the final echocardiographic check.',
        },
        {
          title: 'Proctored first cases',
          text: 'An experienced surgeon supports the team during its first repairs with Memo 4D at its own hospital.',
        },
      ],
    },
    { type: 'h2', text: 'Approaches' },
    {
      type: 'p',
      text: 'Memo 4D can be implanted through a full sternotomy or through a less invasive access. Teams who operate, or plan to operate, through a right mini-thoracotomy can combine this programme with [mastering endoscopy](/academy/mastering-endoscopy) or [mastering robotics](/academy/mastering-robotics), which cover the access, the exposure of the valve and the coordination of the team.',
    },
    {
      type: 'p',
      text: 'Product information is available for [Memo 4D](/devices/mitral/memo4d), [Memo 3D ReChord](/devices/mitral/memo3d-rechord), [Memo 3D](/devices/mitral/memo3d) and the [Sovering](/devices/mitral/sovering) family of rings and bands.',
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
