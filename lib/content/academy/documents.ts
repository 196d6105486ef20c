import type { Block } from '@/lib/content/pages/types';

/**
 * The academy's downloadable leaflets, attached to the lectures of the seed course. Each is rendered to a PDF
 * by `npm run documents` (see lib/documents/academy.ts).
 */
interface AcademyDocument {
  /** Path under public/, e.g. '/documents/academy/ct-scan-reading-service.pdf'. */
  path: string;
  title: string;
  lead: string;
  code: string;
  blocks: Block[];
}

interface TrainingSite {
  /** Place name as printed, e.g. 'Saluggia'. */
  name: string;
  /** Where the site is, completing 'The {name} site, in …', e.g. 'British Columbia, Canada'. */
  location: string;
}

const closingCallout: Block = {
  type: 'callout',
  title: 'Important',
  text: 'This document is intended for healthcare professionals and is provided for information only. It does not replace the instructions for use (IFU) supplied with each device, which remain the reference for its safe use. The availability of products and training programmes varies by country.',
};

function trainingCentreBlocks(site: TrainingSite): Block[] {
  return [
    { type: 'h2', text: 'About the training centre' },
    {
      type: 'p',
      text: `Corcym designs and manufactures its devices at two sites: Saluggia, in Italy, and Burnaby, British Columbia, in Canada. The ${site.name} site, in ${site.location}, hosts training visits for surgical teams. A visit lets a team see where and how the devices are made, practise with the dedicated sizers and instruments, and discuss the planning of its own cases with Corcym specialists.`,
    },
    {
      type: 'p',
      text: 'A visit complements the online modules of the Corcym Academy and the training a team receives at its own hospital. It does not replace the case observation and proctoring that are part of the introduction of a device.',
    },
    { type: 'h2', text: 'What the visit programme covers' },
    {
      type: 'p',
      text: 'The content of each visit is agreed in advance with the team, according to the devices and the surgical approach it is interested in. A typical programme includes:',
    },
    {
      type: 'list',
      items: [
        '**Welcome and introduction** – a presentation of Corcym and of the site, the aims of the visit and the safety rules that apply to visitors.',
        '**Device design and manufacturing tour** – how a device goes from design to release, including materials, assembly, inspection and quality controls. Some areas, such as clean rooms, are shown from viewing points or described, within the limits set by the site’s quality and safety rules.',
        '**Hands-on sizing and implantation practice on models** – preparation of the devices, use of the dedicated sizers and implantation steps on anatomical models, with the instruments used in the operating room.',
        '**Review of case planning** – the principles of pre-operative planning, including the reading of CT scans for access and sizing. Teams may bring anonymised cases for discussion, prepared in line with their local data-protection rules.',
        '**Questions and discussion** – an open session with Corcym specialists on technique, instruments, logistics and the next steps of the team’s training.',
      ],
    },
    { type: 'h2', text: 'Who attends' },
    {
      type: 'p',
      text: 'Visits are intended for cardiac surgical teams who are preparing to use a Corcym device or a new surgical approach, and for teams who already use them and wish to extend their experience. Surgeons are encouraged to attend with the members of their team – assistants, scrub nurses, perfusionists and anaesthetists – so that everyone who takes part in the operation shares the same preparation. The size of the group is agreed in advance so that each participant can practise on the models.',
    },
    { type: 'h2', text: 'How to request a visit' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Contact your Corcym representative, or write to [academy@corcym.com](mailto:academy@corcym.com), stating the devices or approach you are interested in, the members of the team who would attend and your preferred period.',
        'Corcym checks the availability of the training centre and agrees the content of the programme with you.',
        'You receive a confirmation with the programme and the practical information for the visit.',
      ],
    },
    {
      type: 'p',
      text: 'Visits are organised in accordance with applicable law and the industry codes of conduct that govern interactions between medical device companies and healthcare professionals.',
    },
    closingCallout,
  ];
}

export const academyDocuments: AcademyDocument[] = [
  {
    path: '/documents/academy/training-centre-programme-saluggia.pdf',
    title: 'Training centre programme: Saluggia',
    lead: 'What a training visit to the Corcym site in Saluggia, Italy, covers, who attends and how to request a visit.',
    code: 'ACAD-TC-SAL-01',
    blocks: trainingCentreBlocks({ name: 'Saluggia', location: 'the province of Vercelli, Italy' }),
  },
  {
    path: '/documents/academy/training-centre-programme-burnaby.pdf',
    title: 'Training centre programme: Burnaby',
    lead: 'What a training visit to the Corcym site in Burnaby, Canada, covers, who attends and how to request a visit.',
    code: 'ACAD-TC-BUR-01',
    blocks: trainingCentreBlocks({ name: 'Burnaby', location: 'British Columbia, Canada' }),
  },
  {
    path: '/documents/academy/ct-scan-reading-service.pdf',
    title: 'CT scan reading service',
    lead: 'How the Corcym CT scan reading service supports surgical teams in planning minimally invasive aortic valve replacement, and how to use it.',
    code: 'ACAD-CT-01',
    blocks: [
      { type: 'h2', text: 'What the service does' },
      {
        type: 'p',
        text: 'Computed tomography (CT) gives surgical teams a three-dimensional view of the aortic root, the annulus and the access route before the operation. Corcym offers surgical teams a CT scan reading service that produces a structured analysis of a patient’s pre-operative scan, to support access planning and sizing when minimally invasive aortic valve replacement is being considered. The analysis can include:',
      },
      {
        type: 'list',
        items: [
          '**Aortic root and annulus dimensions** – measurements of the annulus, the sinuses, the sinotubular junction and the ascending aorta, which inform the team’s expectations about sizing before intra-operative confirmation with the dedicated sizers.',
          '**Distance from the skin to the aorta** – the depth of the working field through the planned access.',
          '**Position of the aorta relative to the sternum** – which helps the team judge whether a partial sternotomy, a right anterior thoracotomy or another access is suitable, and which intercostal space to use.',
          '**Calcification** – the location and extent of calcium on the leaflets, the annulus, the left ventricular outflow tract and the aorta, which may influence decalcification, device choice and the surgical strategy.',
        ],
      },
      {
        type: 'p',
        text: 'Final sizing is always performed during the operation according to the instructions for use of the device. CT measurements support the plan but do not replace intra-operative assessment.',
      },
      { type: 'h2', text: 'How to request the service' },
      {
        type: 'list',
        ordered: true,
        items: [
          '**Agreement** – the surgical team agrees with its local Corcym representative how the service will be used, including how images are transferred and the expected turnaround for reports.',
          '**Anonymisation and sharing** – the hospital anonymises the CT images according to its own procedures and shares them through the agreed channel.',
          '**Analysis** – trained specialists review the images and take the measurements relevant to the planned procedure.',
          '**Report** – the team receives an analysis report describing the anatomy, the measurements and relevant observations such as calcification and access considerations.',
          '**Discussion** – the report can be discussed with the Corcym representative or clinical specialist.',
        ],
      },
      {
        type: 'p',
        text: 'To ask about the service in your country, contact your local Corcym representative or write to [customerservice@corcym.com](mailto:customerservice@corcym.com). More information is available at www.corcym.com/ct-scan.',
      },
      { type: 'h2', text: 'What data to send' },
      {
        type: 'list',
        items: [
          'The pre-operative CT images in DICOM format, as agreed with your Corcym representative, covering the anatomy needed for the planned access and procedure.',
          'Images must be anonymised before they are shared, in line with your hospital’s policies and local data-protection rules. No name, date of birth, hospital number or other direct identifier should be included, either in the images or in the file names.',
          'A short description of the question to be answered, such as the planned approach and the device being considered, without any patient identifier.',
        ],
      },
      {
        type: 'p',
        text: 'Corcym uses the images only to prepare the requested analysis and handles them according to its data-protection policies. Data-protection questions can be sent to [privacy@corcym.com](mailto:privacy@corcym.com).',
      },
      { type: 'h2', text: 'Responsibility for clinical decisions' },
      {
        type: 'p',
        text: 'The CT scan reading service is a planning aid for healthcare professionals. It is not a diagnosis, and it does not replace the assessment, clinical judgement or responsibility of the treating team. The surgeon remains responsible for all clinical decisions, including the choice of approach, device selection, sizing and implantation, which must follow the instructions for use.',
      },
      closingCallout,
    ],
  },
];
