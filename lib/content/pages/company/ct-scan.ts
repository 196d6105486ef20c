import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/ct-scan',
  title: 'CT Scan Planning',
  description:
    'How pre-operative CT scan analysis supports aortic valve surgery planning, and how the Corcym CT scan reading service works for surgical teams.',
  eyebrow: 'Healthcare professionals',
  lead: 'Computed tomography (CT) gives surgical teams a three-dimensional view of the aortic root, the annulus and the access route before the operation. Corcym offers a CT scan reading service to support teams in their planning. The service is informational and does not replace the clinical judgement of the treating team.',
  tags: 'CT scan, computed tomography, cardiac CT, pre-operative planning, surgical planning, aortic root, aortic annulus, sizing, calcification, minimally invasive access, right anterior thoracotomy, sutureless valve, Perceval, CT reading service, scanner, tomodensitométrie, TAC, anonymisation',
  blocks: [
    { type: 'h2', text: 'Why CT helps in planning' },
    {
      type: 'p',
      text: 'Echocardiography remains central to the assessment of valve disease. A contrast-enhanced, ECG-gated CT scan adds anatomical detail that can help the team prepare the operation, particularly when a less invasive approach is being considered. Information that CT can provide includes:',
    },
    {
      type: 'list',
      items: [
        '**Aortic root and annulus dimensions** – measurements of the annulus, the sinuses, the sinotubular junction and the ascending aorta, which inform the team’s expectations about sizing before intra-operative confirmation with the dedicated sizers.',
        '**Calcification** – the location and extent of calcium on the leaflets, the annulus, the left ventricular outflow tract and the aorta, which may influence decalcification, device choice and the surgical strategy.',
        '**Access planning** – the position of the aorta relative to the sternum and the intercostal spaces, which helps the team judge whether a partial sternotomy or a right anterior thoracotomy is suitable for the patient.',
        '**Coronary ostia and surrounding structures** – their position relative to the annulus, which is relevant to device positioning.',
      ],
    },
    {
      type: 'p',
      text: 'Final sizing is always performed during the operation according to the instructions for use of the device. CT measurements support the plan but do not replace intra-operative assessment.',
    },
    { type: 'h2', text: 'The CT scan reading service' },
    {
      type: 'p',
      text: 'Corcym offers surgical teams a CT scan reading service that produces a structured analysis of a patient’s pre-operative scan. The service is available to teams using or evaluating Corcym devices, in countries where it is offered. The process works as follows:',
    },
    {
      type: 'list',
      ordered: true,
      items: [
        '**Agreement** – the surgical team agrees with its local Corcym representative how the service will be used, including how images are transferred and the expected turnaround for reports.',
        '**Anonymisation and sharing** – the hospital anonymises the CT images according to its own procedures and shares them through the agreed channel. No name or other direct identifier should be included.',
        '**Analysis** – trained specialists review the images and take the measurements relevant to the planned procedure.',
        '**Report** – the team receives an analysis report describing the anatomy, the measurements and relevant observations such as calcification and access considerations.',
        '**Discussion** – the report can be discussed with the Corcym representative or clinical specialist. All decisions about the patient remain with the treating team.',
      ],
    },
    {
      type: 'p',
      text: 'To ask about the service in your country, contact your local Corcym representative or write to [customerservice@corcym.com](mailto:customerservice@corcym.com).',
    },
    { type: 'h2', text: 'Data protection' },
    {
      type: 'p',
      text: 'The service is designed to work with anonymised images. Hospitals are responsible for removing patient identifiers before images are shared, in line with their own policies and applicable data-protection law. Corcym uses the images only to prepare the requested analysis and handles them according to its data-protection policies. For more information, see our [privacy statement](/privacy-statement), or contact [privacy@corcym.com](mailto:privacy@corcym.com) with any data-protection question.',
    },
    { type: 'h2', text: 'Not a substitute for clinical judgement' },
    {
      type: 'callout',
      tone: 'warning',
      text: 'The CT scan reading service is a planning aid for healthcare professionals. It is not a diagnosis and it does not replace the assessment, clinical judgement or responsibility of the treating team. Device selection, sizing and implantation must follow the [instructions for use](/ifu). Patients with questions about their tests or treatment should consult their doctor.',
    },
    {
      type: 'p',
      text: 'For training on planning and implantation, see [operative instructions](/operative-instruction) and our programmes for [healthcare professionals](/education).',
    },
  ],
};

export default page;
