import 'server-only';
import { siteConfig } from '@/lib/site-config';
import type { OutgoingMail } from '../mail';
import type { FollowedDevice } from './devices';

/** Where the links of the follow mails point: pages a person opens, and the one-click address of RFC 8058. */
export const CONFIRM_PATH = '/follow/confirm';
export const UNSUBSCRIBE_PATH = '/follow/unsubscribe';
export const ONE_CLICK_PATH = '/api/follow/unsubscribe';

const absolute = (path: string) => `${siteConfig.url}${path}`;
const withToken = (path: string, token: string) => absolute(`${path}?token=${encodeURIComponent(token)}`);

/** How long a confirmation link works; an unconfirmed follow is deleted after that (lib/server/housekeeping.ts). */
export const CONFIRM_TTL_MS = 48 * 3_600_000;

/**
 * The mails carry nothing the visitor typed but the address they go to: the device's name from the catalogue, and
 * for updates the document's or notice's reference and title as staff published them, with links to the pages.
 * No content of an IFU or a notice is written here.
 */
export function confirmMail(to: string, device: FollowedDevice, token: string): OutgoingMail {
  return {
    to,
    kind: 'follow-confirm',
    subject: `Confirm: follow ${device.name} on ${siteConfig.name}`,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, asked to follow ${device.name} on the ${siteConfig.name} website: an e-mail when a new revision of one of its documents is published or a field safety notice about it opens.`,
      '',
      'To confirm, open this link and press the button on the page:',
      withToken(CONFIRM_PATH, token),
      '',
      'The link works for 48 hours. If you did not ask for this, ignore this e-mail: nothing more will be sent to you.',
      '',
      siteConfig.name,
    ].join('\n'),
  };
}

function unsubscribeFooter(device: FollowedDevice, unsubscribe: string): string[] {
  return [
    '',
    '--',
    `You receive this because you follow ${device.name} (${absolute(device.path)}).`,
    `Stop following it with one click: ${withToken(UNSUBSCRIBE_PATH, unsubscribe)}`,
  ];
}

/** RFC 2369 and RFC 8058 headers: mail programs show an unsubscribe button that posts to the one-click address. */
const listHeaders = (unsubscribe: string) => ({
  'List-Unsubscribe': `<${withToken(ONE_CLICK_PATH, unsubscribe)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The answer to a second request for an address that already follows the device (the page said the same). */
export function alreadyFollowingMail(to: string, device: FollowedDevice, unsubscribe: string): OutgoingMail {
  return {
    to,
    kind: 'follow-already',
    subject: `You already follow ${device.name}`,
    text: [
      'Hello,',
      '',
      `Someone asked again to follow ${device.name} with this address. It already follows it: nothing has changed.`,
      ...unsubscribeFooter(device, unsubscribe),
    ].join('\n'),
    headers: listHeaders(unsubscribe),
  };
}

export interface RevisionNews {
  code: string;
  title: string;
  kindLabel: string;
  revision: string;
  publishedOn: string;
}

export function revisionMail(
  to: string,
  device: FollowedDevice,
  news: RevisionNews,
  unsubscribe: string,
): OutgoingMail {
  const link = absolute(`/eifu/${encodeURIComponent(news.code)}/${encodeURIComponent(news.revision)}`);
  return {
    to,
    kind: 'follow-revision',
    subject: `${device.name}: revision ${news.revision} of ${news.code} published`,
    text: [
      'Hello,',
      '',
      `A new revision of a document about ${device.name} was published on ${news.publishedOn}:`,
      '',
      `${news.kindLabel} ${news.code}, "${news.title}", revision ${news.revision}`,
      link,
      ...unsubscribeFooter(device, unsubscribe),
    ].join('\n'),
    headers: listHeaders(unsubscribe),
  };
}

export interface NoticeNews {
  reference: string;
  title: string;
  publishedOn: string;
}

export function noticeMail(to: string, device: FollowedDevice, news: NoticeNews, unsubscribe: string): OutgoingMail {
  return {
    to,
    kind: 'follow-notice',
    subject: `${device.name}: field safety notice ${news.reference}`,
    text: [
      'Hello,',
      '',
      `A field safety notice about ${device.name} was opened on ${news.publishedOn}:`,
      '',
      `${news.reference}, "${news.title}"`,
      absolute(`/safety-notices#notice-${encodeURIComponent(news.reference)}`),
      ...unsubscribeFooter(device, unsubscribe),
    ].join('\n'),
    headers: listHeaders(unsubscribe),
  };
}
