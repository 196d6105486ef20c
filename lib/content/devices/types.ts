import type { Photo } from '../photos/types';
import type { Block } from '../pages/types';

/**
 * The device catalogue's types. One entry per device route, read from content/devices/; a US edition is an overlay
 * on its worldwide file (lib/content/source/load.ts) that replaces only what differs in the US: indications,
 * availability and regulatory text.
 */
export type DeviceCategory = 'aortic' | 'mitral' | 'miami';
export type Market = 'ww' | 'us';

/** Drawings in components/devices/DeviceIllustration.tsx. */
export type Illustration =
  | 'sutureless-valve'
  | 'stentless-valve'
  | 'stented-valve'
  | 'mechanical-valve'
  | 'valved-conduit'
  | 'aortic-ring'
  | 'mitral-ring'
  | 'flexible-band'
  | 'retractor'
  | 'knot-pusher'
  | 'suture-device'
  | 'atrial-retractor';

/** A numbered literature reference; numbering follows the array order, from 1. */
export interface Reference {
  authors: string;
  title: string;
  /** Journal (or publisher) with volume, issue and pages, as printed in the publication. */
  source: string;
  year: number;
}

interface BrochureCard {
  /** The id sent as `broucher` (requirements §3), unique across the catalogue. */
  id: string;
  title: string;
  description: string;
  /** File name under public/documents/brochures/, e.g. 'solo-smart.pdf'. */
  file: string;
}

export interface SafetyDocument {
  region: string;
  title: string;
  /** The document code printed on it. */
  code: string;
  /** File name under public/documents/safety/. */
  file: string;
}

export interface Manufacturer {
  name: string;
  address: string[];
}

export interface SafetyInformation {
  /** Short text above the documents: intended use summary, where the full IFU is, who may implant. */
  intro: Block[];
  documents: SafetyDocument[];
  manufacturers: Manufacturer[];
  /** Notified-body number of the CE mark, where the device carries one. */
  ceMark?: '0123';
  /** US pages: the Important Safety Information paragraphs (indications, contraindications, warnings, ...). */
  importantSafetyInformation?: Block[];
}

export interface DeviceSections {
  features: Block[];
  performance: Block[];
  references: Reference[];
  brochures: BrochureCard[];
  safety: SafetyInformation;
}

export interface Device {
  slug: string;
  market: Market;
  category: DeviceCategory;
  name: string;
  subtitle: string;
  /** Meta description and card text: one sentence, 70-160 characters. */
  summary: string;
  /** The coloured banner: its drawing, or the device's photograph once the company supplies one (shown instead). */
  banner: { color: string; illustration: Illustration; photo?: Photo };
  /** Two or three short claims for the description strip. */
  claims: string[];
  documentCode: string;
  sections: DeviceSections;
  /** Comma-separated search keywords (requirements §3): names, codes, study names, authors, sizes, other languages. */
  tags: string;
}

/** A device category: its overview page (/devices/{pageSlug}) and its card. */
export interface CategoryInfo {
  category: DeviceCategory;
  /** Path segment of the overview page; device pages live under /devices/{category}. */
  pageSlug: string;
  name: string;
  title: string;
  description: string;
  lead: string;
  color: string;
  tags: string;
}
