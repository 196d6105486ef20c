import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/terms-academy',
  title: 'Corcym Academy terms of use',
  description:
    'The rules for using the Corcym Academy: who may register, keeping your account secure, how course content may be used, and termination.',
  eyebrow: 'Legal',
  lead: 'These terms govern your use of the Corcym Academy, the online education platform operated by Corcym S.r.l. for healthcare professionals. By completing the onboarding and using the academy, you agree to them. Please read them together with the [academy privacy notice](/privacyacademy) and the [academy legal notice](/legal-academy).',
  updated: '2026-11-01',
  tags: 'academy terms, Corcym Academy terms of use, e-learning terms, healthcare professional training, account security, content licence, no recording, proctoring, certification, termination, condizioni d’uso academy, conditions d’utilisation',
  blocks: [
    { type: 'h2', text: '1. The service' },
    {
      type: 'p',
      text: 'The Corcym Academy provides online courses, recorded lectures and downloadable attachments about Corcym devices, surgical techniques and related topics in structural heart surgery. Corcym S.r.l., Via Crescentino s.n., 13040 Saluggia (VC), Italy (“Corcym”) operates the academy and may add, change or withdraw courses and features at any time.',
    },
    { type: 'h2', text: '2. Who may use the academy' },
    {
      type: 'p',
      text: 'The academy is intended for **healthcare professionals**, such as cardiac surgeons, cardiologists, anaesthetists, perfusionists, nurses and other members of the heart team, and for people in training for these professions. By registering, you confirm that you belong to one of these groups and that the information you provide during onboarding, including your name, country and e-mail address, is accurate and kept up to date. Corcym may ask for confirmation of your professional status and may refuse or restrict access where eligibility is not confirmed.',
    },
    {
      type: 'p',
      text: 'Some content may relate to devices or indications that are not approved or available in every country. Access to content does not mean that a device is available where you practise. Always check local regulatory status and the instructions for use.',
    },
    { type: 'h2', text: '3. Your account' },
    {
      type: 'list',
      items: [
        'Your account is personal. Do not share your credentials or let anyone else use your account, and register only one account for yourself.',
        'Choose a strong password that you do not use elsewhere, and keep it confidential. Corcym stores passwords only as salted hashes and will never ask you to send your password by e-mail.',
        'Sessions end automatically after 30 minutes of inactivity and no later than 12 hours after sign-in. Log out when you finish, especially on shared devices.',
        'If you suspect that your account has been used without authorisation, tell us immediately at [academy@corcym.com](mailto:academy@corcym.com).',
        'You are responsible for activity under your account that results from failing to keep your credentials secure.',
      ],
    },
    { type: 'h2', text: '4. Licence to use the content' },
    {
      type: 'p',
      text: 'All lectures, videos, slides, texts, images, animations and attachments in the academy are owned by Corcym or by contributors who have authorised their use. Corcym grants you a **personal, non-exclusive, non-transferable and revocable licence** to view the content online and to use attachments you download **for your own professional education only**. No other rights are granted.',
    },
    { type: 'p', text: 'In particular, you must not:' },
    {
      type: 'list',
      items: [
        'record, capture, film or screenshot lectures or videos, or download them by any means other than the download functions the academy provides;',
        'copy, redistribute, publish, upload, sell, lend or otherwise make content or attachments available to third parties, including colleagues, on social media or on other platforms;',
        'use the content in your own courses, presentations or publications, or for commercial purposes, without Corcym’s prior written permission;',
        'remove copyright, trademark or other notices from the content;',
        'attempt to bypass access controls, access other users’ accounts, or interfere with the operation or security of the academy;',
        'upload or share patient data or any content that is unlawful or infringes the rights of others.',
      ],
    },
    {
      type: 'p',
      text: 'If you would like to use academy material for another purpose, such as teaching, please ask first at [academy@corcym.com](mailto:academy@corcym.com).',
    },
    { type: 'h2', text: '5. Training is not a substitute for qualification' },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Important',
      text: 'Academy courses are educational support only. They **do not replace** hands-on training, proctoring, certification, credentialing or any other requirement set by Corcym for a specific device, by your institution, or by applicable law before a device is used. Completing a course or viewing a lecture does not certify that you are qualified to implant or use any device.',
    },
    {
      type: 'p',
      text: 'Content reflects the information available when it was produced and the experience of the presenters. It is not a substitute for your own clinical judgement or for the instructions for use, which are the reference document for every device and are available through the [instructions-for-use site](/ifu). Further information is given in the [academy legal notice](/legal-academy).',
    },
    { type: 'h2', text: '6. Availability' },
    {
      type: 'p',
      text: 'We aim to keep the academy available and working correctly, but we do not guarantee uninterrupted access. The academy may be temporarily unavailable for maintenance, updates or reasons beyond our control, and courses may be modified or withdrawn, for example when product information or instructions for use change.',
    },
    { type: 'h2', text: '7. Suspension and termination' },
    {
      type: 'p',
      text: 'You may stop using the academy and ask us to close your account at any time by writing to [academy@corcym.com](mailto:academy@corcym.com). Corcym may suspend or close an account, with or without notice, if these terms are breached, if eligibility cannot be confirmed, if the account appears to be compromised or misused, or if the academy or a programme is discontinued. On termination your licence to use the content ends, and you must delete any attachments you downloaded unless Corcym agrees otherwise. Your data is then handled as described in the [academy privacy notice](/privacyacademy).',
    },
    { type: 'h2', text: '8. Liability' },
    {
      type: 'p',
      text: 'The academy and its content are provided for educational purposes “as is”. To the extent permitted by law, Corcym is not liable for any damage resulting from the use of, or inability to use, the academy or from decisions taken on the basis of its content. Nothing in these terms excludes or limits liability that cannot be excluded or limited under applicable law, such as liability for wilful misconduct or gross negligence.',
    },
    { type: 'h2', text: '9. Changes, applicable law and contact' },
    {
      type: 'p',
      text: 'Corcym may update these terms; the date at the top shows the current version, and continued use after an update means that you accept the new terms. Where a change is significant, we will inform registered users. These terms are governed by Italian law. Disputes are subject to the courts competent for the registered office of Corcym S.r.l., without prejudice to any mandatory rights you may have under the law of your country of residence. The general website [terms of use](/terms) apply to matters not covered here.',
    },
    {
      type: 'contact',
      title: 'Corcym Academy',
      lines: [
        'Corcym S.r.l., Via Crescentino s.n., 13040 Saluggia (VC), Italy',
        '[academy@corcym.com](mailto:academy@corcym.com)',
      ],
    },
  ],
};

export default page;
