import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/privacy-cspro',
  title: 'Privacy notice for customer service and product complaints',
  description:
    'How Corcym processes personal data when handling customer service requests, product complaints and vigilance reports to the competent authorities.',
  eyebrow: 'Legal',
  lead: 'Corcym has a legal duty to monitor the safety and performance of its medical devices. This notice, provided under Articles 13 and 14 of the General Data Protection Regulation (Regulation (EU) 2016/679), explains how we process personal data when we handle customer service requests and product complaints (the Customer Service and Product complaints process), including reports of adverse events and the related reporting to the authorities.',
  updated: '2026-11-01',
  tags: 'complaint privacy notice, product complaint, customer service, vigilance, adverse event, incident reporting, medical device regulation, MDR, post-market surveillance, pseudonymisation, health data, CSPro, informativa reclami, vigilanza, réclamation, matériovigilance',
  blocks: [
    { type: 'h2', text: 'Data controller' },
    {
      type: 'p',
      text: 'The controller is **Corcym S.r.l.**, Via Crescentino s.n., 13040 Saluggia (VC), Italy. Complaints and adverse events should be reported to [productsafety@corcym.com](mailto:productsafety@corcym.com), as described on the [product safety](/product-safety) page; customer service requests can be sent to [customerservice@corcym.com](mailto:customerservice@corcym.com) (see [customer service](/customer-service)). Questions about the processing of personal data can be sent to [privacy@corcym.com](mailto:privacy@corcym.com).',
    },
    { type: 'h2', text: 'Whose data we process' },
    {
      type: 'list',
      items: [
        '**Reporters and customer contacts:** healthcare professionals, hospital staff, distributors and other people who place orders, make enquiries or report a complaint or event.',
        '**Patients:** people in whom a Corcym device was implanted or used, or who were involved in a reported event. Patient information normally reaches us from the hospital, the healthcare professional, a distributor or a competent authority, rather than from the patient directly, although patients can also contact us.',
      ],
    },
    { type: 'h2', text: 'Personal data we process' },
    {
      type: 'list',
      items: [
        'for reporters and contacts: name, role, institution, country, contact details and the content of the communication;',
        'for patients: information needed to assess the event, such as age or year of birth, sex, relevant medical history, the procedure, the device and its identification (model, size, lot or serial number), the description of the event, its clinical consequences and the outcome.',
      ],
    },
    {
      type: 'p',
      text: 'Patient data is **pseudonymised wherever possible**: we ask reporters not to send patient names or other direct identifiers, and we use a code or the hospital reference instead. Health data is a special category of personal data and is handled with additional care and restricted access.',
    },
    { type: 'h2', text: 'Purposes and legal bases' },
    {
      type: 'list',
      items: [
        '**Handling complaints and investigating devices:** recording the complaint, analysing returned devices and information, identifying causes and deciding on corrective or preventive actions. This is required by medical device legislation, including Regulation (EU) 2017/745 on medical devices, and is based on a legal obligation (Article 6(1)(c) GDPR) and, for health data, on reasons of public interest in the area of public health, such as ensuring high standards of quality and safety of medical devices (Article 9(2)(i) GDPR).',
        '**Vigilance reporting:** reporting serious incidents and field safety corrective actions to the competent authorities and, where applicable, the notified body, as legally required, on the same legal bases.',
        '**Post-market surveillance and trend analysis:** monitoring device performance over time, mainly using pseudonymised or aggregated data, on the same legal bases.',
        '**Customer service:** answering enquiries, handling orders and returns and keeping customers informed, based on the performance of a contract (Article 6(1)(b) GDPR) or our legitimate interest in responding to customers (Article 6(1)(f) GDPR).',
        '**Legal claims and compliance:** establishing, exercising or defending legal claims and responding to audits and inspections (Article 6(1)(c) and (f) GDPR and, where health data is involved, Article 9(2)(f) GDPR).',
      ],
    },
    {
      type: 'p',
      text: 'Providing information is not mandatory for patients, but without sufficient information we may be unable to investigate an event fully. Once we have received a report, we are generally required by law to process and keep it.',
    },
    { type: 'h2', text: 'Who receives the data' },
    {
      type: 'list',
      items: [
        'Corcym staff in quality, product safety, regulatory affairs, medical affairs and customer service who need the information for the purposes above;',
        'Corcym group companies, including Corcym Canada Corp. where the device concerned is manufactured at the Burnaby site, to investigate the device;',
        'competent authorities for medical devices and, where applicable, the notified body, as required by law;',
        'distributors and healthcare institutions involved in the complaint, to the extent needed to investigate it or to implement safety actions;',
        'service providers supporting our IT systems, acting as processors under a written contract.',
      ],
    },
    {
      type: 'p',
      text: 'We share only the minimum data needed, in pseudonymised form wherever possible. We do not sell this data or use it for marketing.',
    },
    { type: 'h2', text: 'International transfers' },
    {
      type: 'p',
      text: 'Because Corcym devices are used in many countries and are manufactured in Italy and Canada, complaint data may be transferred outside the European Economic Area, for example to a group company or to an authority that requires a report. Transfers take place to countries recognised by the European Commission as offering adequate protection, under the standard contractual clauses adopted by the European Commission, or, for reports required by a foreign authority, on another basis permitted by the GDPR.',
    },
    { type: 'h2', text: 'Retention' },
    {
      type: 'p',
      text: 'Complaint and vigilance records form part of the technical and quality documentation of the device. They are kept for the periods required by medical device legislation, which for implantable devices can extend many years after the last device of that type was placed on the market, and for longer only where needed for legal claims. Customer service data not linked to a complaint is kept for as long as needed to handle the request and meet accounting and contractual obligations.',
    },
    { type: 'h2', text: 'Your rights' },
    {
      type: 'p',
      text: 'You have the right to access your data, to have inaccurate data corrected, and, where the conditions are met, to have data erased or its processing restricted, to object, and to data portability. Because much of this processing is required by law, some rights are limited: for example, we cannot delete vigilance records that we are legally required to keep. Where we hold only pseudonymised patient data, we may not be able to identify you without additional information from you or your hospital.',
    },
    {
      type: 'p',
      text: 'To exercise your rights, write to [privacy@corcym.com](mailto:privacy@corcym.com). You may also lodge a complaint with a supervisory authority, such as the Italian Garante per la protezione dei dati personali or the authority in the country where you live or work. People outside the European Union, for example in California, may also have rights under their local law, which we respect where they apply. Our general [privacy policy](/privacy) provides further information.',
    },
    {
      type: 'contact',
      title: 'Contacts',
      lines: [
        'Corcym S.r.l., Via Crescentino s.n., 13040 Saluggia (VC), Italy',
        'Complaints and adverse events: [productsafety@corcym.com](mailto:productsafety@corcym.com)',
        'Customer service: [customerservice@corcym.com](mailto:customerservice@corcym.com)',
        'Privacy requests: [privacy@corcym.com](mailto:privacy@corcym.com)',
      ],
    },
  ],
};

export default page;
