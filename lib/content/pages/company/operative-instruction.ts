import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/operative-instruction',
  title: 'Operative Instructions',
  description:
    'Where surgeons find Corcym operative techniques and instructions for use, how the documents are organised and how training works.',
  eyebrow: 'Healthcare professionals',
  lead: 'Corcym devices are implanted by cardiac surgeons who have been trained in the technique for each product. This page explains where the operative instructions and the instructions for use (IFU) are found, how an operative technique document is usually organised, and how surgeons and their teams can access training.',
  tags: 'operative instructions, operative technique, surgical technique, implantation guide, instructions for use, IFU, eIFU, Perceval, Solo Smart, Crown PRT, Memo 4D, Memo 3D ReChord, HAART, Carbomedics, Bicarbon, sizing, proctoring, Corcym Academy, surgeon training, technique opératoire, notice d’utilisation',
  blocks: [
    { type: 'h2', text: 'Where to find the documents' },
    {
      type: 'p',
      text: 'The current instructions for use for Corcym products are published on our [instructions-for-use site](/ifu), where they can be searched by product and downloaded in the languages available for your country. Operative technique documents, which describe the surgical steps in more detail and with illustrations, are made available to trained surgeons and their teams through the local Corcym representative and the training programmes.',
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'The IFU in the box governs',
      text: 'The paper instructions for use supplied in the product packaging are the reference document for that device. Operative technique documents and training materials complement the IFU and never replace it. If any information appears to differ, follow the IFU supplied with the device and contact [customerservice@corcym.com](mailto:customerservice@corcym.com) for clarification.',
    },
    {
      type: 'p',
      text: 'Product availability, approved indications and labelling vary by country. Always check that the document you are using matches the product, model and market in question.',
    },
    { type: 'h2', text: 'How an operative technique document is organised' },
    {
      type: 'p',
      text: 'Each device has its own technique, but the documents follow a similar structure so that the surgical team can prepare consistently:',
    },
    {
      type: 'list',
      ordered: true,
      items: [
        '**Patient selection** – the indications, contraindications, warnings and precautions stated in the IFU, together with the anatomical and clinical factors the team should assess before choosing the device.',
        '**Pre-operative planning** – review of imaging, such as echocardiography and, where appropriate, computed tomography, to understand the anatomy and the planned access. See [CT scan planning](/ct-scan).',
        '**Preparation and sizing** – handling and rinsing of the device, use of the dedicated sizers, and how to select the size that matches the patient’s anatomy according to the IFU.',
        '**Implantation steps** – the surgical approach, exposure, preparation of the annulus or valve, positioning and deployment or fixation of the device, and the checks to perform before closure.',
        '**Post-operative care** – recommendations on assessment of the result, antithrombotic therapy as set out in the IFU and by the treating team, and follow-up.',
      ],
    },
    {
      type: 'p',
      text: 'The documents use the device’s own instruments and accessories. Use only the accessories specified in the IFU for each product.',
    },
    { type: 'h2', text: 'Training, proctoring and the Corcym Academy' },
    {
      type: 'p',
      text: 'Training is an integral part of how Corcym devices are introduced in a hospital. Depending on the product and the team’s experience, a programme may include:',
    },
    {
      type: 'list',
      items: [
        'Online courses through the Corcym Academy covering device design, patient selection, sizing and the implantation steps.',
        'Hands-on sessions with models and instruments, so that surgeons and scrub nurses can practise preparation and deployment.',
        'Case observation at experienced centres.',
        'Proctoring, in which an experienced surgeon supports the team during its first procedures.',
      ],
    },
    {
      type: 'p',
      text: 'To ask about training for your team, contact your local Corcym representative or write to [academy@corcym.com](mailto:academy@corcym.com). An overview of our programmes for healthcare professionals is available on the [education](/education) page.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Only trained surgeons implant',
      text: 'Corcym devices must be implanted only by surgeons who have completed the training for the device concerned. Reading the operative technique is not a substitute for that training.',
    },
    { type: 'h2', text: 'Reporting and questions' },
    {
      type: 'p',
      text: 'Questions on product use can be sent to [customerservice@corcym.com](mailto:customerservice@corcym.com). Complaints, suspected adverse events and other vigilance matters should be reported to [productsafety@corcym.com](mailto:productsafety@corcym.com); see [product safety](/product-safety) for details.',
    },
    { type: 'h2', text: 'Version française' },
    {
      type: 'p',
      text: 'This page is also available in French: [instructions opératoires](/operative-instruction-french).',
    },
  ],
};

export default page;
