import type { ContentPage } from '@/lib/content/pages/types';
import { howToJoin, professionalsNotice } from './shared';

const page: ContentPage = {
  path: '/academy/mastering-rat',
  title: 'Mastering right anterior thoracotomy (RAT)',
  description:
    'A Corcym Academy programme for aortic valve replacement through a right anterior thoracotomy: the approach, who it is for, its modules and how to join.',
  eyebrow: 'Corcym Academy',
  lead: 'A right anterior thoracotomy (RAT) gives access to the aortic valve through a small incision in the right anterior chest, without dividing the sternum. This programme helps teams that already perform aortic valve replacement to add RAT to their practice, with a strong emphasis on pre-operative planning and on the coordination of the whole team.',
  tags: 'right anterior thoracotomy, RAT, right anterior mini-thoracotomy, RAMT, mini-thoracotomy, minimally invasive aortic valve replacement, MIAVR, AVR, MICS, sternum-sparing, Perceval, Perceval Plus, Lancelot, sutureless valve, peripheral cannulation, femoral cannulation, CT planning, intercostal retractor, miami instruments, Corcym Academy, training, proctoring, toracotomia anteriore destra, thoracotomie antérieure droite',
  blocks: [
    { type: 'h2', text: 'The approach' },
    {
      type: 'p',
      text: 'In a right anterior thoracotomy the chest is entered through the second or third intercostal space, to the right of the sternum. The sternum is not divided. The ascending aorta and the aortic valve are reached through a working field that is narrower and deeper than in a sternotomy, and the position of the aorta relative to the sternum differs from patient to patient, which makes pre-operative imaging an important part of the plan.',
    },
    {
      type: 'p',
      text: 'Cardiopulmonary bypass may be established centrally or through peripheral vessels, depending on the anatomy and the team’s preference. Long-shafted instruments, soft-tissue and rib retractors and a transthoracic aortic clamp are commonly used. Because placing and tying a full ring of annular sutures is more demanding in this field, teams often consider a sutureless valve such as [Perceval](/devices/aortic/perceval) or [Perceval Plus with Lancelot](/devices/aortic/perceval-plus-lancelot). Corcym also offers [minimally invasive instruments](/devices/miami-instruments) in some countries.',
    },
    { type: 'h2', text: 'Who the training is for' },
    {
      type: 'p',
      text: 'The programme is intended for cardiac surgeons who perform aortic valve replacement routinely, preferably with some experience of a partial sternotomy, and who want to adopt RAT. Familiarity with peripheral cannulation is helpful. Teams new to the sutureless valve can follow the [entry programme for sutureless AVR](/academy/get-started/avr-perceval). The training involves:',
    },
    {
      type: 'list',
      items: [
        '**Surgeon** – patient selection, choice of intercostal space, exposure, cannulation and the adaptation of each step of the valve replacement.',
        '**Assistant** – retraction and exposure through the thoracotomy, suction and suture management.',
        '**Scrub nurse** – set-up of retractors and long-shafted instruments, and the sequence of the procedure.',
        '**Perfusionist** – central or peripheral cannulation, assisted venous drainage and de-airing.',
        '**Anaesthetist** – lung isolation when required, transoesophageal echocardiography guidance and external defibrillation pads.',
      ],
    },
    { type: 'h2', text: 'Modules' },
    {
      type: 'cards',
      items: [
        {
          title: 'Online theory',
          text: 'Principles of RAT, patient selection, incision and cannulation options, and the criteria for conversion to a sternotomy.',
        },
        {
          title: 'CT-based planning',
          text: 'Measuring the distance from the skin to the aorta, the position of the aorta relative to the sternum and the extent of calcification. See [CT scan planning](/ct-scan).',
        },
        {
          title: 'Wet lab and simulator',
          text: 'Exposure, aortic cross-clamping, annular preparation and valve implantation through a simulated thoracotomy.',
        },
        {
          title: 'Instruments and set-up',
          text: 'Retractors, long-shafted instruments and the layout of the operating room for a right-sided approach.',
        },
        {
          title: 'Case observation',
          text: 'A visit to a centre that performs RAT routinely, to follow the procedure and the role of each team member.',
        },
        {
          title: 'Proctored first cases',
          text: 'An experienced surgeon supports the team during its first RAT procedures at its own hospital.',
        },
      ],
    },
    ...howToJoin(
      'Teams interested in recovery pathways may also find our overview of [ERAS in cardiac surgery](/eras) useful.',
    ),
    professionalsNotice(),
  ],
};

export default page;
