import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/coronavirus',
  title: 'COVID-19 Information',
  description:
    'Information on COVID-19 from Corcym: continuity of supply, guidance for people with heart valve disease and contacts for healthcare professionals.',
  eyebrow: 'Company',
  lead: 'The COVID-19 pandemic affected hospitals, patients and suppliers around the world. This page describes how Corcym approached continuity of supply and sets out general information for patients with heart valve disease and for healthcare professionals. It is informational and does not replace the advice of your doctor or your local public-health authorities.',
  tags: 'COVID-19, coronavirus, SARS-CoV-2, pandemic, business continuity, supply continuity, heart valve disease, patients, vaccination, public health, customer service, Covid, coronavirus information, pandémie',
  blocks: [
    { type: 'h2', text: 'Business continuity and supply' },
    {
      type: 'p',
      text: 'Patients who need heart valve surgery cannot always wait. During the pandemic, our priority was to keep devices available to hospitals while protecting the health of our employees and the people we work with.',
    },
    {
      type: 'list',
      items: [
        '**Manufacturing** – our sites in Saluggia (Italy) and Burnaby (Canada) applied health and safety measures in line with local requirements so that production could continue.',
        '**Supply chain** – we worked with suppliers, distributors and logistics partners to monitor stock and anticipate constraints.',
        '**Field support** – where hospital access was limited, our teams followed hospital rules and used remote support where appropriate.',
        '**Training** – online formats were used alongside, or in place of, in-person sessions when travel and gatherings were restricted.',
      ],
    },
    {
      type: 'p',
      text: 'These measures were reviewed as the situation changed. We continue to apply what we learned to our business continuity planning.',
    },
    { type: 'h2', text: 'Information for patients with heart valve disease' },
    {
      type: 'p',
      text: 'If you have heart valve disease or have had valve surgery, you may have questions about COVID-19 and other respiratory infections. The points below are general; your own situation should be discussed with your doctor.',
    },
    {
      type: 'list',
      items: [
        '**Do not postpone care without talking to your doctor.** Symptoms of valve disease, such as breathlessness, chest pain, dizziness or fainting, should not be ignored. If you have a planned appointment or operation, discuss any concerns with your care team before changing it.',
        '**Keep taking your medicines as prescribed**, including anticoagulants, unless your doctor tells you otherwise.',
        '**Follow local public-health advice** on infection prevention, testing and what to do if you feel unwell.',
        '**Discuss vaccination with your doctor**, who can advise you on the vaccines recommended for you.',
        '**Seek urgent help** in an emergency by contacting your local emergency services.',
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      text: 'Corcym cannot give medical advice on individual cases. For questions about your health, treatment or valve, please consult your doctor.',
    },
    { type: 'h2', text: 'Information for healthcare professionals' },
    {
      type: 'p',
      text: 'For questions about product availability, orders or deliveries, contact [customerservice@corcym.com](mailto:customerservice@corcym.com) or your local Corcym representative; see also [customer service](/customer-service). Complaints and suspected adverse events should be reported to [productsafety@corcym.com](mailto:productsafety@corcym.com).',
    },
    {
      type: 'p',
      text: 'Online courses and resources for surgical teams are described on our [healthcare professionals](/education) page. Questions about training can be sent to [academy@corcym.com](mailto:academy@corcym.com).',
    },
    { type: 'h2', text: 'Disclaimer' },
    {
      type: 'p',
      text: 'This page is provided for general information only and is not medical advice. Public-health guidance on COVID-19 has changed over time and differs between countries; always refer to your national or local health authorities and to your doctor for current recommendations. See also our website [disclaimer](/disclaimer).',
    },
  ],
};

export default page;
