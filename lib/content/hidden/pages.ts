import type { Block } from '../pages/types';

/**
 * Hidden pages: reached only from printed QR codes or direct links, never from the navigation, and served
 * with noindex. Document pages introduce a printed or downloadable document; info pages explain a process.
 */

interface HiddenDocumentPage {
  slug: string;
  kind: 'document';
  title: string;
  code: string;
  description: string;
  lead: string;
  blocks: Block[];
  pdf: string;
}

interface HiddenInfoPage {
  slug: string;
  kind: 'info';
  title: string;
  description: string;
  lead: string;
  staging: boolean;
  blocks: Block[];
}

export const hiddenDocumentPages: HiddenDocumentPage[] = [
  {
    slug: 'file-hvv-ls-730-0002',
    kind: 'document',
    title: 'Your heart valve implant card',
    code: 'HVV-LS-730-0002',
    description:
      'What your Corcym heart valve implant card is, why to carry it, when to show it and how to ask for a replacement card.',
    lead: 'You have received this card because a Corcym heart valve or repair device was implanted during your operation. The card identifies your device, so keep it with you and show it whenever you receive medical care.',
    pdf: '/documents/hidden/hvv-ls-730-0002.pdf',
    blocks: [
      { type: 'h2', text: 'What the implant card is' },
      {
        type: 'p',
        text: 'The implant card is a small personal document given to you by the hospital that performed your operation. It records which device you have, such as its name, model and serial or lot number, together with the date of the implant and the hospital where it took place. This lets any healthcare professional identify your device quickly and look up the information that applies to it.',
      },
      { type: 'h2', text: 'Why carry it' },
      {
        type: 'list',
        items: [
          'Show it to any doctor, cardiologist or nurse who treats you, including in an emergency.',
          'Show it to your dentist before dental treatment, as your doctor may give specific advice for people with a heart valve.',
          '**Before any scan or imaging test, especially MRI, tell the staff that you have an implant** and show them your card, so they can check the safety information for your specific device.',
          'Keep it with you when you travel.',
        ],
      },
      { type: 'h2', text: 'If you lose your card' },
      {
        type: 'p',
        text: 'If your card is lost or damaged, first ask the hospital that performed your operation, as it holds the details of your implant. You can also write to our customer service at [customerservice@corcym.com](mailto:customerservice@corcym.com); we will explain how a replacement card can be issued. Do not send medical records by e-mail unless you are asked to.',
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Important',
        text: 'This page is for information only and does not replace medical advice. For any question about your health, your valve or your treatment, consult your doctor.',
      },
      {
        type: 'p',
        text: 'For more about how we handle product questions, see [customer service](/customer-service) and [product safety](/product-safety).',
      },
    ],
  },
  {
    slug: 'file-cc-mk-00263-c',
    kind: 'document',
    title: 'Perceval sutureless aortic valve: product overview',
    code: 'CC-MK-00263 C',
    description:
      'A summary document for healthcare professionals on the Perceval sutureless, self-anchoring aortic valve, with links to the device page and IFU.',
    lead: 'This document gives healthcare professionals a concise overview of Perceval, the sutureless aortic valve from Corcym. Use it as an introduction and refer to the instructions for use for all clinical and technical details.',
    pdf: '/documents/hidden/cc-mk-00263-c.pdf',
    blocks: [
      {
        type: 'callout',
        tone: 'info',
        text: 'This document is intended for healthcare professionals.',
      },
      { type: 'h2', text: 'What the document covers' },
      {
        type: 'p',
        text: 'Perceval is a sutureless, self-anchoring biological aortic valve for surgical aortic valve replacement. Rather than being secured with the rows of sutures used for a conventional valve, it is designed to anchor itself in the aortic annulus. The overview summarises the design concept of the valve, how it is positioned and deployed, and the range of sizes and accessories available.',
      },
      {
        type: 'p',
        text: 'Perceval builds on over 30 years of research behind the sutureless technology and has been used since 2007 in more than 75,000 patients.',
      },
      { type: 'h2', text: 'How to use it' },
      {
        type: 'list',
        items: [
          'Read it as an introduction to the valve, for example when preparing a team discussion or training session.',
          'Always follow the instructions for use supplied with the device for indications, contraindications, warnings, sizing and the implant procedure. The current versions are available on the [IFU site](/ifu).',
          'Check with your local Corcym contact which models and sizes are available in your country.',
        ],
      },
      { type: 'h2', text: 'More information' },
      {
        type: 'p',
        text: 'The [Perceval device page](/devices/aortic/perceval) describes the valve in more detail. For questions about ordering or availability, contact [customer service](/customer-service) at [customerservice@corcym.com](mailto:customerservice@corcym.com). To report a complaint or an adverse event, write to [productsafety@corcym.com](mailto:productsafety@corcym.com).',
      },
    ],
  },
  {
    slug: 'file-e-0191-2022-05-a',
    kind: 'document',
    title: 'Corcym product catalogue',
    code: 'E-0191-2022-05 A',
    description:
      'The Corcym product catalogue for hospitals and distributors: aortic and mitral devices and minimally invasive surgical instruments.',
    lead: 'The Corcym product catalogue lists our structural heart devices and instruments in one document. It is intended for hospital purchasing teams, operating room staff and distributors.',
    pdf: '/documents/hidden/e-0191-2022-05-a.pdf',
    blocks: [
      { type: 'h2', text: 'What the catalogue contains' },
      {
        type: 'p',
        text: 'The catalogue is organised by product family. For each product it gives the models, sizes and product codes needed to identify and order it, together with the related accessories.',
      },
      {
        type: 'list',
        items: [
          '**Aortic:** the Perceval sutureless valve, the Solo Smart stentless valve, Crown PRT, the Bicarbon and Carbomedics mechanical valves, and HAART aortic repair rings.',
          '**Mitral:** the Memo 4D and Memo 3D ReChord annuloplasty rings and the mitral range of mechanical valves.',
          '**Minimally invasive instruments:** surgical instruments designed to support valve surgery through smaller incisions.',
        ],
      },
      { type: 'h2', text: 'How to use it' },
      {
        type: 'p',
        text: '**Availability varies by country.** Not every product, model or size listed is registered or sold in every market, so confirm availability with your Corcym contact before ordering. The catalogue is a reference for identification and ordering only; it does not replace the instructions for use, which are available on the [IFU site](/ifu).',
      },
      { type: 'h2', text: 'Ordering and support' },
      {
        type: 'p',
        text: 'Orders, quotations and delivery questions are handled by customer service at [customerservice@corcym.com](mailto:customerservice@corcym.com). Product details are also available in the [devices section](/devices). For anything else, see [contact us](/contact-us).',
      },
    ],
  },
];

const deviceTrackingBlocks: Block[] = [
  { type: 'h2', text: 'What device tracking is' },
  {
    type: 'p',
    text: 'Device tracking, also called implant registration, is the record that links each implanted Corcym device to the hospital where it was implanted and to the date of the operation. Hospitals provide this information to Corcym after each implant of a heart valve or repair device.',
  },
  { type: 'h2', text: 'Which details are recorded' },
  {
    type: 'list',
    items: [
      'The device model and its serial number or lot number, as printed on the product labels.',
      'The implant date.',
      'The implanting hospital and the department responsible for the patient.',
      'Where the applicable regulations require it, the information needed to identify and contact the patient, handled as described below.',
    ],
  },
  { type: 'h2', text: 'Why it matters' },
  {
    type: 'list',
    items: [
      '**Traceability:** every device can be followed from manufacture to the patient who received it.',
      '**Field safety notices reach the right people:** if a safety action ever concerns a specific model or lot, Corcym and the hospital can identify the patients involved quickly and accurately.',
      '**Regulatory duties:** manufacturers and hospitals have legal obligations for certain implants, such as the US FDA device tracking requirements and, in the European Union, the implant card and traceability rules of the Medical Device Regulation (MDR).',
    ],
  },
  { type: 'h2', text: 'The patient implant card' },
  {
    type: 'p',
    text: 'Each patient should leave hospital with an implant card that identifies the device. Complete the card with the same details recorded for tracking, give it to the patient and explain that they should show it to their doctors and dentists and tell staff about their implant before any scan, especially MRI. For a replacement card, patients or hospitals can contact [customerservice@corcym.com](mailto:customerservice@corcym.com).',
  },
  { type: 'h2', text: 'How to register an implant' },
  {
    type: 'list',
    ordered: true,
    items: [
      "Before the operation, keep the device labels supplied in the package together with the patient's surgical record.",
      'After the implant, check that the model and serial or lot number on the labels match the device that was implanted.',
      'Record the implant date, the implanting hospital and any other details requested by the registration form.',
      'Send the registration to Corcym using the method agreed with your hospital, as soon as possible after the operation.',
      'Complete the patient implant card and hand it to the patient before discharge.',
      "If a device is explanted, or if the patient's details change, inform Corcym so that the record stays accurate.",
    ],
  },
  {
    type: 'p',
    text: 'If you are unsure how registrations are submitted at your hospital, ask your Corcym contact or write to customer service.',
  },
  { type: 'h2', text: 'How patient data is protected' },
  {
    type: 'p',
    text: 'Personal data received for device tracking is used only for traceability, safety and regulatory purposes. It is processed in line with applicable data-protection law, access is limited to the people who need it, and it is kept only as long as the law requires. Share only the data the registration asks for. Details are in our [privacy information](/privacy); requests about personal data can be sent to [privacy@corcym.com](mailto:privacy@corcym.com).',
  },
  { type: 'h2', text: 'Who to contact' },
  {
    type: 'contact',
    title: 'Device tracking and safety',
    lines: [
      'Registrations, implant cards and general questions: [customerservice@corcym.com](mailto:customerservice@corcym.com)',
      'Complaints, adverse events and field safety questions: [productsafety@corcym.com](mailto:productsafety@corcym.com)',
    ],
  },
  {
    type: 'p',
    text: 'See also [customer service](/customer-service) and [product safety](/product-safety).',
  },
];

export const hiddenInfoPages: HiddenInfoPage[] = [
  {
    slug: 'device-tracking-web-app',
    kind: 'info',
    title: 'Device tracking for hospitals',
    description:
      'How hospitals register implanted Corcym devices for traceability and safety, what is recorded, and how patient data is protected.',
    lead: 'Registering each implanted Corcym device helps keep patients safe. This page explains to hospital staff which details are recorded, why they are needed, and how to complete a registration.',
    staging: false,
    blocks: deviceTrackingBlocks,
  },
  {
    slug: 'device-tracking-web-app-test',
    kind: 'info',
    title: 'Device tracking for hospitals (staging)',
    description:
      'Staging copy of the Corcym device tracking page for hospitals, used to test changes. Not for real implant registrations.',
    lead: 'Registering each implanted Corcym device helps keep patients safe. This page explains to hospital staff which details are recorded, why they are needed, and how to complete a registration.',
    staging: true,
    blocks: [
      {
        type: 'callout',
        tone: 'warning',
        title: 'Staging page',
        text: 'This is the staging twin of the device tracking page, used to test changes before they reach the live page. **Do not use it for real registrations.** Please go to the [live device tracking page](/hidden-pages/device-tracking-web-app).',
      },
      ...deviceTrackingBlocks,
    ],
  },
];

/** A video landing page: the page a printed QR code (on a leaflet or a poster) opens to play one library video. */
interface HiddenVideoPage {
  slug: string;
  kind: 'video';
  title: string;
  code: string;
  description: string;
  lead: string;
  /** Id of the video in content/media/. */
  videoId: string;
}

export const hiddenVideoPages: HiddenVideoPage[] = [
  {
    slug: 'video-cc-mk-001020-a',
    kind: 'video',
    title: 'Perceval: sutureless implantation step by step',
    code: 'CC-MK-001020 A',
    description:
      'The video printed material CC-MK-001020 A points to: an animated outline of Perceval sutureless valve implantation.',
    lead: 'You scanned the code on printed Perceval material. This animated outline summarises the main implantation steps; the instructions for use supplied with the device remain the reference.',
    videoId: 'perceval-sutureless-implantation-steps',
  },
  {
    slug: 'video-cc-mk-00371-a',
    kind: 'video',
    title: 'Mitral valve repair with Memo 4D: step outline',
    code: 'CC-MK-00371 A',
    description:
      'The video printed material CC-MK-00371 A points to: an animated outline of mitral valve repair with the Memo 4D ring.',
    lead: 'You scanned the code on printed Memo 4D material. This animated outline summarises the main steps of a mitral repair with the ring; the instructions for use supplied with the device remain the reference.',
    videoId: 'memo-4d-mitral-valve-repair-steps',
  },
];
