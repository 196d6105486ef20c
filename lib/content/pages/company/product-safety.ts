import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/product-safety',
  title: 'Product Safety and Patient Card',
  description:
    'How to report a complaint or adverse event involving a Corcym device, how field safety notices work, and what the patient implant card is for.',
  eyebrow: 'Patients and professionals',
  lead: 'Patient safety comes first in everything we do. This page explains how healthcare professionals and patients can report a problem with a Corcym device, how we communicate safety information, and why the patient implant card matters.',
  tags: 'product safety, vigilance, complaint, adverse event, incident report, malfunction, field safety notice, FSN, recall, MedWatch, FDA, competent authority, patient card, implant card, MRI safety, heart valve card, sicurezza prodotto, tessera portatore, carte d’implant, matériovigilance',
  blocks: [
    {
      type: 'callout',
      tone: 'warning',
      title: 'In an emergency',
      text: 'This page is for information only and does not replace medical advice. If you have symptoms or are worried about your health, contact your doctor; in an emergency, call your local emergency services.',
    },
    { type: 'h2', text: 'Reporting a complaint or adverse event' },
    {
      type: 'p',
      text: 'If you believe a Corcym device has not performed as intended, or may have been involved in harm to a patient, please tell us as soon as possible at [productsafety@corcym.com](mailto:productsafety@corcym.com). Healthcare professionals, hospitals, distributors and patients can all report. Every report is recorded and investigated by our quality and vigilance team, who may contact you for more information.',
    },
    {
      type: 'p',
      text: 'To help the investigation, please include as much of the following as you have:',
    },
    {
      type: 'list',
      items: [
        'your name, role, organisation and contact details;',
        'the product name, model, size, and lot or serial number;',
        'the date of the event and a description of what happened, including the procedure and any effect on the patient;',
        'whether the device, or the explanted device, is available for return and analysis. Please do not send devices until we have given you instructions for safe decontamination and shipping.',
      ],
    },
    {
      type: 'p',
      text: 'Please share only the patient information that is needed. Do not include the patient’s name; our team will explain what else is required. Personal data in reports is handled in line with our [privacy policy](/privacy).',
    },
    { type: 'h3', text: 'Reporting to the authorities' },
    {
      type: 'p',
      text: 'In addition to informing Corcym, incidents can be reported to the national competent authority for medical devices in your country, as national rules require or allow. In the United States, reports can be made to the FDA through its **MedWatch** safety information and adverse event reporting program. In Canada, reports can be made to Health Canada. Healthcare professionals should also follow the reporting procedures of their own institution.',
    },
    { type: 'h2', text: 'Field safety notices' },
    {
      type: 'p',
      text: 'If we identify a risk that requires action, such as a change to how a device is used, additional checks or the return of certain lots, we issue a field safety notice. Notices are sent directly to the affected customers and shared with the relevant regulatory authorities, which may also publish them. If you receive a notice, please read it carefully, follow the actions it describes, share it with everyone in your organisation who needs to know, and return any acknowledgement form requested.',
    },
    { type: 'h2', text: 'The patient implant card' },
    {
      type: 'p',
      text: 'Patients who receive a Corcym heart valve or annuloplasty ring are given a patient implant card. The card identifies the device you have, so that any doctor, nurse or technician treating you in the future can find out quickly what was implanted. The hospital usually completes the card and gives it to you before you go home.',
    },
    { type: 'h3', text: 'What the card contains' },
    {
      type: 'list',
      items: [
        'the name and model of the device, and its size;',
        'the lot or serial number and, where applicable, the unique device identifier (UDI);',
        'the name and address of the manufacturer;',
        'details completed by the hospital, such as your name, the date of implantation and the implanting hospital.',
      ],
    },
    { type: 'h3', text: 'Why you should carry it' },
    {
      type: 'p',
      text: 'Keep the card with you, for example in your wallet, and show it whenever you see a new doctor or dentist, are admitted to hospital, or are about to have a medical test or procedure. It is particularly important before any MRI scan.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'MRI scans',
      text: 'Before an MRI scan, tell the MRI staff that you have a heart valve implant and show them your patient card. They can use the information on the card to check the conditions under which the scan can be performed safely.',
    },
    { type: 'h3', text: 'Replacing a lost card' },
    {
      type: 'p',
      text: 'If you have lost your card or it has become unreadable, ask the hospital where your operation took place, or write to [customerservice@corcym.com](mailto:customerservice@corcym.com). To help us identify your device, include the name of the hospital and the approximate date of your operation, and any device details you have. We may need to confirm the information with your hospital before issuing a replacement.',
    },
    { type: 'h2', text: 'More information' },
    {
      type: 'p',
      text: 'Instructions for use for all current Corcym devices, including safety information, are available on our [instructions for use site](/ifu). The information on this page is general and informational. For questions about your own valve, your follow-up or any symptoms, always consult your doctor.',
    },
  ],
};

export default page;
