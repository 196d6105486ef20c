import 'server-only';
import type { OutgoingMail } from '../mail';
import { teamAddress, type Team } from './teams';

/**
 * Mails about leads. The acknowledgement goes to whatever address a visitor typed, so it carries nothing the
 * visitor wrote (not even a name): only our own words, the topic label and the reference. Otherwise the form
 * would let anyone send a message of their choice from our address. The team notification goes to staff and
 * carries the whole submission.
 */
export function acknowledgementMail(to: string, what: string, reference: string): OutgoingMail {
  return {
    to,
    kind: 'lead-acknowledgement',
    subject: `We have received your request (${reference})`,
    text: [
      'Hello,',
      '',
      `Thank you for contacting Corcym. We have received your submission about: ${what}.`,
      `Your reference is ${reference}. Please quote it if you write to us about this request.`,
      '',
      'The team concerned will reply as soon as they can. If you did not send this request, you can ignore this e-mail.',
      '',
      'We cannot give medical advice. If you have a question about your health, please contact your doctor; in an emergency, call your local emergency services.',
      '',
      'Kind regards,',
      'Corcym',
    ].join('\n'),
  };
}

/** The submission for the team that handles it; `fields` are label/value pairs in the order staff read them. */
export function teamNotificationMail(
  team: Team,
  formName: string,
  reference: string,
  fields: [string, string | undefined | null][],
): OutgoingMail {
  const lines = fields
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => `${label}: ${value}`);
  return {
    to: teamAddress(team),
    kind: 'lead-notification',
    subject: `New ${formName} ${reference}`,
    text: [
      `A new ${formName} has arrived through the website.`,
      `Reference: ${reference}`,
      '',
      ...lines,
      '',
      'Handle it in the back office under Leads.',
    ].join('\n'),
  };
}
