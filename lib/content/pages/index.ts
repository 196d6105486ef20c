import type { ContentPage } from './types';
import about from './company/about';
import cdmoPartnership from './company/cdmo-partnership';
import contactUs from './company/contact-us';
import coronavirus from './company/coronavirus';
import ctScan from './company/ct-scan';
import customerService from './company/customer-service';
import disclaimer from './company/disclaimer';
import donationsAndGrants from './company/donations-and-grants';
import education from './company/education';
import eras from './company/eras';
import ethics from './company/ethics';
import meetTheTeam from './company/meet-the-team';
import operativeInstruction from './company/operative-instruction';
import operativeInstructionFrench from './company/operative-instruction-french';
import partnerWithUs from './company/partner-with-us';
import productSafety from './company/product-safety';
import research from './company/research';
import rnbdPartnership from './company/rnbd-partnership';
import cookieAcademy from './legal/cookie-academy';
import cookies from './legal/cookies';
import legal from './legal/legal';
import legalAcademy from './legal/legal-academy';
import privacy from './legal/privacy';
import privacyAcademy from './legal/privacyacademy';
import privacyCspro from './legal/privacy-cspro';
import privacyInformationNoticeForSurvey from './legal/privacy-information-notice-for-survey';
import privacyPolicyDownloadBrochure from './legal/privacy-policy-download-brochure';
import privacyStatement from './legal/privacy-statement';
import terms from './legal/terms';
import termsAcademy from './legal/terms-academy';

export type { Block, ContentPage } from './types';

const companyPages: readonly ContentPage[] = [
  about,
  ethics,
  meetTheTeam,
  contactUs,
  customerService,
  donationsAndGrants,
  research,
  productSafety,
  partnerWithUs,
  rnbdPartnership,
  cdmoPartnership,
  operativeInstruction,
  operativeInstructionFrench,
  education,
  eras,
  ctScan,
  coronavirus,
  disclaimer,
];

const legalPages: readonly ContentPage[] = [
  terms,
  cookies,
  legal,
  privacy,
  privacyStatement,
  privacyInformationNoticeForSurvey,
  privacyCspro,
  privacyPolicyDownloadBrochure,
  privacyAcademy,
  termsAcademy,
  cookieAcademy,
  legalAcademy,
];

/** Single-segment long-form pages served by app/(site)/[page]. */
export const contentPages: readonly ContentPage[] = [...companyPages, ...legalPages];

const byPath = new Map(contentPages.map((page) => [page.path, page]));

export function getContentPage(path: string): ContentPage | undefined {
  return byPath.get(path);
}
