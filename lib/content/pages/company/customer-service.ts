import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/customer-service',
  title: 'Customer service',
  description:
    'Help from Corcym customer service with orders, returns, product availability, patient implant cards and product documentation.',
  eyebrow: 'Support',
  lead: 'Our customer service team supports hospitals, purchasing departments and distributors with orders, deliveries and returns, and helps patients and clinicians obtain implant cards and product documentation.',
  tags: 'customer service, orders, ordering, returns, product availability, delivery, implant card, patient card, IFU, instructions for use, documentation, servizio clienti, service client, Kundenservice',
  blocks: [
    { type: 'h2', text: 'How to reach us' },
    {
      type: 'p',
      text: 'Write to [customerservice@corcym.com](mailto:customerservice@corcym.com). Please include your name, your hospital or organisation, your country and, where relevant, your customer account number, order number and the product codes concerned. This helps us route your request to the team that serves your country.',
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Complaints and adverse events',
      text: 'If a device has malfunctioned, may have harmed a patient, or you have any other concern about its safety or performance, do not use the customer service address. Report it to [productsafety@corcym.com](mailto:productsafety@corcym.com). See [Product safety](/product-safety) for details.',
    },
    { type: 'h2', text: 'Ordering' },
    {
      type: 'p',
      text: 'Depending on the country, Corcym products are supplied either directly by Corcym or through an authorised distributor. Customer service can tell you which route applies to your hospital, help set up a new account and answer questions about order status, delivery and invoicing. For implantable devices, please allow for the range of sizes a surgical team may need; our team can advise on stock arrangements for your hospital.',
    },
    { type: 'h2', text: 'Product availability' },
    {
      type: 'p',
      text: 'Which products and sizes can be supplied depends on the regulatory approvals in each country, and some products or models are not available everywhere. If you cannot find a product or size, or you need to know whether a device can be supplied in your country, contact customer service before planning a procedure.',
    },
    { type: 'h2', text: 'Returns' },
    {
      type: 'list',
      items: [
        'Contact customer service before sending anything back; returns must be authorised in advance.',
        'Unused products should be returned in their original, unopened packaging, with the reference and lot information clearly visible.',
        'Sterile products whose packaging has been opened or damaged cannot be returned to stock.',
        'Explanted devices, or devices involved in a complaint, are not handled as returns. Contact [productsafety@corcym.com](mailto:productsafety@corcym.com), who will explain how to decontaminate and ship them.',
      ],
    },
    { type: 'h2', text: 'Implant and patient card requests' },
    {
      type: 'p',
      text: 'Each Corcym implantable device is supplied with a patient implant card that identifies the device. Hospitals can request additional or replacement cards from customer service. Patients who have lost their card can also contact us; we will need enough information to identify the device, and we may ask for the request to come through or be confirmed by the implanting hospital. More about the card is on our [Product safety and patient card](/product-safety) page.',
    },
    { type: 'h2', text: 'Product documentation' },
    {
      type: 'p',
      text: 'The current instructions for use (IFU) for Corcym devices are published on our [instructions for use site](/ifu), where you can search by product and, where available, select your language. Step-by-step guides for certain products are available on the [operative instructions](/operative-instruction) page. If you need a printed IFU, a specific language version or other product documents, ask customer service.',
    },
    { type: 'h2', text: 'Service hours' },
    {
      type: 'p',
      text: 'Customer service operates on working days during normal business hours in the region that serves your country. Messages received outside those hours, or on public holidays, are answered on the next working day. Urgent product matters concerning a scheduled procedure should be marked as urgent in the subject line.',
    },
    {
      type: 'callout',
      tone: 'info',
      text: 'Customer service cannot give medical advice. Patients with questions about their valve, their treatment or their symptoms should consult their doctor.',
    },
  ],
};

export default page;
