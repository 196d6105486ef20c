import type { ContentPage } from '@/lib/content/pages/types';
import { professionalsNotice } from './shared';

const page: ContentPage = {
  path: '/academy/get-started/avr-perceval',
  title: 'Getting started with sutureless AVR with Perceval',
  description:
    'The Corcym Academy entry programme for sutureless aortic valve replacement with Perceval: who it is for, what it covers and how to join.',
  eyebrow: 'Corcym Academy',
  lead: 'This entry programme prepares a cardiac surgical team for its first aortic valve replacements with Perceval, the Corcym sutureless aortic bioprosthesis. It covers the design of the valve, patient selection, planning, sizing and each step of the implantation, and it continues in the operating room with case observation and proctoring.',
  tags: 'Perceval, Perceval Plus, Lancelot, sutureless valve, sutureless AVR, aortic valve replacement, AVR, MIAVR, minimally invasive aortic valve replacement, bioprosthesis, nitinol frame, sizing, Perceval sizers, guiding sutures, full sternotomy, mini-sternotomy, right anterior thoracotomy, RAT, Corcym Academy, training, proctoring, valvola sutureless, valve sans suture',
  blocks: [
    { type: 'h2', text: 'About sutureless aortic valve replacement' },
    {
      type: 'p',
      text: 'A conventional stented aortic valve is secured with 20 to 30 sutures passed through the annulus and the sewing ring and tied one by one. Perceval is held in the aortic root by its self-expanding nitinol frame instead, so no anchoring sutures are needed; three guiding sutures help the surgeon lower the valve to the correct height. The sutureless technology behind Perceval is the result of over 30 years of research, and the valve has been used since 2007 in more than 75,000 patients.',
    },
    {
      type: 'p',
      text: 'Because the valve is collapsed for delivery and has no annular sutures to tie, it can be used through a full sternotomy and through minimally invasive approaches. The technique is nevertheless specific: the steps of sizing, positioning and release differ from those of a sutured valve, and the team needs to learn them together before the first implant.',
    },
    { type: 'h2', text: 'Who the programme is for' },
    {
      type: 'p',
      text: 'The programme is intended for cardiac surgeons who perform conventional aortic valve replacement and plan to start using Perceval, together with the members of their team:',
    },
    {
      type: 'list',
      items: [
        '**Surgeon and assistant** – patient selection, annulus preparation and decalcification, sizing, placement of the guiding sutures, positioning and release of the valve, and the checks made afterwards.',
        '**Scrub nurse** – handling and rinsing of the valve, collapsing it onto its holder, and the order in which sizers and instruments are needed.',
        '**Perfusionist and anaesthetist** – the flow of the procedure, and the intra-operative echocardiographic assessment of the valve after release.',
      ],
    },
    { type: 'h2', text: 'Programme modules' },
    {
      type: 'list',
      ordered: true,
      items: [
        '**Online theory** – the design of the valve (bovine pericardial leaflets on a self-expanding nitinol frame, sizes S, M, L and XL), its indications, contraindications, warnings and precautions as stated in the instructions for use, and an overview of the implantation steps.',
        '**Planning** – how echocardiography and, where appropriate, computed tomography help the team understand the aortic root and the access route before the operation. See [CT scan planning](/ct-scan).',
        '**Hands-on practice** – preparation and collapsing of the valve, sizing with the dedicated Perceval sizers, placement of the guiding sutures and release of the valve on models.',
        '**Case observation** – a visit to an experienced centre to follow the procedure and the team workflow in the operating room.',
        '**Proctored first cases** – an experienced surgeon supports the team during its first implants at its own hospital.',
      ],
    },
    { type: 'h2', text: 'The implantation steps covered' },
    {
      type: 'p',
      text: 'After the diseased valve has been excised and the annulus decalcified, the surgeon sizes the annulus, places the three guiding sutures at the nadir of each sinus, lowers the collapsed valve into position and releases it. The programme goes through each of these steps, the checks that follow release, and the points where the instructions for use require particular care. Final sizing is always confirmed during the operation with the dedicated sizers.',
    },
    { type: 'h2', text: 'Related devices and programmes' },
    {
      type: 'p',
      text: 'Product information is available for [Perceval](/devices/aortic/perceval), [Perceval Plus](/devices/aortic/perceval-plus) and [Perceval Plus with Lancelot](/devices/aortic/perceval-plus-lancelot). Teams planning a less invasive access route can continue with one of the mastering programmes, such as [mini-sternotomy](/academy/mastering-mini-sternotomy), [right anterior thoracotomy](/academy/mastering-rat) or the [trans-axillary approach](/academy/mastering-trans-axillary).',
    },
    { type: 'h2', text: 'How to join' },
    {
      type: 'p',
      text: 'To enrol your team, contact your Corcym representative or write to [academy@corcym.com](mailto:academy@corcym.com). If you already have an account, [Sign in to the academy](/login) and open [the course catalogue](/academy/courses) to start the online modules. New to the academy? See [how the academy works](/academy/get-started).',
    },
    professionalsNotice('Perceval must be implanted only by surgeons who have completed the training for the device.'),
  ],
};

export default page;
