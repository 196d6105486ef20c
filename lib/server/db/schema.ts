import type { LeadFormName } from '@/lib/forms';
import type { ColumnType } from 'kysely';

/**
 * Table types. Booleans are 0/1 integers and timestamps ISO-8601 text, so the same schema and queries run on
 * SQLite and PostgreSQL.
 */
export interface Database {
  brochure_requests: {
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    country: string;
    hospital: string;
    brochure_id: string;
    marketing_consent: number;
    download_token_hash: string;
    download_expires_at: string;
    created_at: string;
  };
  onboarding_submissions: {
    id: string;
    user_id: string | null;
    first_name: string;
    last_name: string;
    country: string;
    email: string;
    privacy_policy: number;
    marketing_consent: number;
    created_at: string;
  };
  users: {
    id: string;
    email: string;
    password_hash: string;
    first_name: string;
    last_name: string;
    country: string | null;
    onboarded: number;
    created_at: string;
    updated_at: string;
    /** 0 once staff deactivated the learner: sign-in refused, sessions ended (migration 0008_academy_admin). */
    active: ColumnType<number, number | undefined, number>;
    deactivated_at: ColumnType<string | null, string | null | undefined, string | null>;
  };
  /** Single-use set-password links for invited or reset learners; only the token's SHA-256 is stored. */
  learner_invites: {
    id: string;
    user_id: string;
    token_hash: string;
    purpose: 'invite' | 'reset';
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  sessions: {
    id: string;
    user_id: string;
    created_at: string;
    last_seen_at: string;
    expires_at: string;
    revoked_at: string | null;
  };
  news: {
    id: number;
    slug: string;
    title: string;
    description: string;
    body: string;
    news_type: string;
    date: string;
    /** 'draft' | 'published'; only published rows without deleted_at are served. */
    status: string;
    /** 'html' (the first seeded items) | 'markdown' (everything written in the back office). */
    body_format: string;
    published_at: string | null;
    created_at: string | null;
    updated_at: string | null;
    deleted_at: string | null;
    image_key: string | null;
    image_alt: string | null;
  };
  courses: {
    id: number;
    title: string;
    description: string;
    image_url: string;
    category: string;
    version: number;
    /** Storage key of an uploaded picture; null when `image_url` is one the site ships (0012). */
    image_key: string | null;
    /** Alternative text of an uploaded picture; null for a shipped (decorative) one. */
    image_alt: string | null;
    /** 1 when learners and visitors see the course, 0 for a draft (0016; existing courses 1, new ones 0). */
    published: ColumnType<number, number | undefined, number>;
  };
  lectures: {
    id: number;
    course_id: number;
    position: number;
    title: string;
    thumbnail: string;
    video_link: string;
    time_stamps: string;
  };
  lecture_attachments: {
    id: number;
    lecture_id: number;
    position: number;
    name: string;
    link: string;
  };
  enrolments: {
    user_id: string;
    course_id: number;
    created_at: string;
  };
  lecture_progress: {
    user_id: string;
    lecture_id: number;
    watched: number;
    position_seconds: number;
    updated_at: string;
  };
  rate_limit_buckets: {
    key: string;
    window_start: number;
    count: number;
  };
  mail_outbox: {
    id: string;
    to_address: string;
    subject: string;
    body_text: string;
    kind: string;
    created_at: string;
    sent_at: string | null;
    error: string | null;
    /** JSON object of extra headers (List-Unsubscribe of the device-follow mails, 0018); null for most mail. */
    headers: ColumnType<string | null, string | null | undefined, string | null>;
  };
  /** Staff accounts (the back office), never mixed with learners. Read and written by better-auth too. */
  staff_users: {
    id: string;
    name: string;
    email: string;
    email_verified: number;
    image: string | null;
    role: string;
    active: number;
    two_factor_enabled: number;
    created_at: string;
    updated_at: string;
  };
  staff_sessions: {
    id: string;
    token: string;
    user_id: string;
    expires_at: string;
    ip_address: string | null;
    user_agent: string | null;
    created_at: string;
    /** Last request of the session (the idle timeout runs from here). */
    updated_at: string;
  };
  staff_accounts: {
    id: string;
    account_id: string;
    provider_id: string;
    user_id: string;
    access_token: string | null;
    refresh_token: string | null;
    id_token: string | null;
    access_token_expires_at: string | null;
    refresh_token_expires_at: string | null;
    scope: string | null;
    /** scrypt hash from lib/server/auth/password.ts, the same policy as learners. */
    password: string | null;
    created_at: string;
    updated_at: string;
  };
  staff_verifications: {
    id: string;
    identifier: string;
    value: string;
    expires_at: string;
    created_at: string;
    updated_at: string;
  };
  staff_two_factors: {
    id: string;
    secret: string;
    backup_codes: string;
    user_id: string;
    verified: number;
    failed_verification_count: number;
    locked_until: string | null;
    last_totp_step: number | null;
  };
  staff_settings: {
    key: string;
    value: string;
  };
  /** One row (id 1), written by each health check (lib/server/health.ts). */
  health_probe: { id: number; checked_at: string };
  /** Append-only: the app inserts rows (lib/server/staff/audit.ts) and never updates or deletes them. */
  audit_log: {
    id: string;
    at: string;
    actor_id: string | null;
    actor_email: string;
    action: string;
    entity_type: string;
    entity_id: string | null;
    before_json: string | null;
    after_json: string | null;
    ip: string | null;
    /** The hash chain (0021): place in the chain, the previous row's hash, this row's hash (lib/server/staff/audit-chain.ts). */
    seq: number | null;
    prev_hash: string | null;
    row_hash: string | null;
  };
  controlled_items: ControlledItemsTable;
  controlled_versions: ControlledVersionsTable;
  controlled_signatures: ControlledSignaturesTable;
  controlled_signature_voids: ControlledSignatureVoidsTable;
  controlled_routing: ControlledRoutingTable;
  controlled_review_policy: ControlledReviewPolicyTable;
  controlled_review_lapses: ControlledReviewLapsesTable;
  leads: LeadsTable;
  lead_notes: LeadNotesTable;
  web_vitals: WebVitalsTable;
  device_identifiers: DeviceIdentifiersTable;
  documents: DocumentsTable;
  document_devices: { document_id: string; device_key: string };
  document_revisions: DocumentRevisionsTable;
  paper_copy_requests: PaperCopyRequestsTable;
  safety_notices: SafetyNoticesTable;
  safety_notice_devices: { id: string; notice_id: string; device_key: string; udi_di: string | null };
  safety_notice_ranges: { id: string; notice_device_id: string; kind: 'lot' | 'serial'; first: string; last: string };
  device_follows: DeviceFollowsTable;
  safety_notice_files: {
    id: string;
    notice_id: string;
    language: string;
    file_key: string;
    file_name: string;
    file_size: number;
    sha256: string;
  };
}

/** The brochure request, the academy onboarding, the paper copy of an IFU, and every lead form of lib/forms. */
export type LeadForm = 'brochure' | 'onboarding' | 'paper_copy' | LeadFormName;
export type LeadStatus = 'new' | 'in_progress' | 'done' | 'spam';

/** One submission of any public form (migration 0005_leads); form-specific fields are JSON text in `details`. */
export interface LeadsTable {
  id: string;
  form: LeadForm;
  /** Contact topic, request type, brochure id...: what the submission is about, in the form's own terms. */
  topic: string | null;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  organisation: string | null;
  message: string | null;
  details: string;
  /** Storage key of an uploaded file (lib/server/storage), never a public path. */
  attachment_key: string | null;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  /** Staff id of the person handling the lead. */
  assigned_to: string | null;
  created_at: string;
  updated_at: string;
  /** Lowercased text of the searchable fields, for staff search with LIKE. */
  search_text: string;
}

export interface LeadNotesTable {
  id: string;
  lead_id: string;
  /** Staff id of the author. */
  author_id: string;
  body: string;
  created_at: string;
}

/** One Web Vitals measurement of a real visit (migration 0011_web_vitals); nothing in it identifies a person. */
export interface WebVitalsTable {
  id: string;
  metric: 'LCP' | 'INP' | 'CLS';
  /** Milliseconds for LCP and INP; unitless for CLS. */
  value: number;
  /** A page template id (lib/page-templates.ts), derived on the server from the path; the path is not kept. */
  template: string;
  /** 'mobile' or 'desktop': the only thing kept about the browser. */
  device: 'mobile' | 'desktop';
  /** ISO week in UTC, `2026-W07`. */
  week: string;
  created_at: string;
}

/** Document centre (migration 0014_document_centre). `device_key` is `{market}/{slug}` of lib/content/devices. */
export type DeviceIdentifierKind = 'ref' | 'udi_di' | 'basic_udi_di';
export interface DeviceIdentifiersTable {
  id: string;
  device_key: string;
  kind: DeviceIdentifierKind;
  value: string;
  label: string | null;
  sample: ColumnType<number, number | undefined, number>;
  created_by: string;
  created_at: string;
}

export type DocumentKind = 'ifu' | 'sscp' | 'safety' | 'brochure' | 'patient_booklet';
export interface DocumentsTable {
  id: string;
  /** Stable public code: /eifu/{code}. */
  code: string;
  kind: DocumentKind;
  language: string;
  title: string;
  sample: ColumnType<number, number | undefined, number>;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export type RevisionStatus = 'draft' | 'published' | 'rejected';
export interface DocumentRevisionsTable {
  id: string;
  document_id: string;
  revision: string;
  /** `YYYY-MM-DD` as printed on the document. */
  issue_date: string;
  file_key: string | null;
  file_name: string | null;
  file_size: number | null;
  /** Hex SHA-256 of the stored file. */
  sha256: string | null;
  external_url: string | null;
  change_note: string | null;
  status: RevisionStatus;
  author_id: string;
  created_at: string;
  approver_id: string | null;
  published_at: string | null;
  sample: ColumnType<number, number | undefined, number>;
}

/** The request's personal data is its lead (form 'paper_copy'); this row is the queue entry. */
export interface PaperCopyRequestsTable {
  lead_id: string;
  document_id: string;
  revision_id: string | null;
  language: string;
  quantity: number;
  requested_at: string;
  /** `YYYY-MM-DD` in the company's time zone. */
  due_on: string;
  sent_on: string | null;
  sent_by: string | null;
  updated_at: string;
}

export type SafetyNoticeStatus = 'draft' | 'open' | 'closed' | 'rejected' | 'withdrawn';
export interface SafetyNoticesTable {
  id: string;
  reference: string;
  title: string;
  summary: string;
  issued_on: string;
  /** JSON array of ISO 3166-1 alpha-2 codes. */
  countries: string;
  status: SafetyNoticeStatus;
  author_id: string;
  created_at: string;
  approver_id: string | null;
  published_at: string | null;
  closed_at: string | null;
  updated_at: string;
  sample: ColumnType<number, number | undefined, number>;
  /** Closing takes two people (0017): the reason and who asked, then the different member who confirmed. */
  close_reason: ColumnType<string | null, string | null | undefined, string | null>;
  close_requested_by: ColumnType<string | null, string | null | undefined, string | null>;
  close_requested_at: ColumnType<string | null, string | null | undefined, string | null>;
  closed_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** A draft rejected by a member other than its author (0020): why, who, when. */
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
  rejected_by: ColumnType<string | null, string | null | undefined, string | null>;
  rejected_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** A draft withdrawn by its author before approval (0020). */
  withdrawn_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The rejected draft this draft corrects (0020); a rejected or withdrawn notice frees its reference. */
  corrects_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A visitor following a device (migration 0018_device_follows, lib/server/follow). Deleted on unsubscribing. */
export interface DeviceFollowsTable {
  id: string;
  /** `{market}/{slug}` of lib/content/devices. */
  device_key: string;
  /** The address as typed (trimmed): where the mail goes. */
  email: string;
  /** The mailbox it reaches (recipientOf, lib/server/mailbox.ts): one row per device and mailbox. */
  mailbox: string;
  status: 'pending' | 'confirmed';
  /** SHA-256 (hex) of the confirmation link's token; null once confirmed. */
  confirm_hash: string | null;
  confirm_expires_at: string | null;
  /** SHA-256 (hex) of the unsubscribe token (an HMAC of the id: lib/server/follow/tokens.ts). */
  unsubscribe_hash: string;
  created_at: string;
  confirmed_at: string | null;
}

/** Controlled content (migration 0021, lib/server/controlled): a device edition or a legal page. */
export interface ControlledItemsTable {
  id: string;
  kind: 'device_edition' | 'legal_page';
  /** Its file in content/ without `.md`, e.g. `devices/aortic/perceval.us` or `pages/legal/terms`. */
  item_key: string;
  /** The routing class (controlled_routing): which signatures its versions need. */
  content_class: string;
  created_at: string;
}

export type ControlledState =
  'draft' | 'in_review' | 'approved' | 'scheduled' | 'effective' | 'superseded' | 'withdrawn' | 'expired';

/** One immutable version: content, hash, author and provenance never change (a trigger refuses it). */
export interface ControlledVersionsTable {
  id: string;
  item_id: string;
  /** 1, 2, 3... per item. */
  number: number;
  /** The structured content in its canonical form (lib/server/controlled/canonical.ts). */
  content_json: string;
  /** Hex SHA-256 of content_json. */
  content_sha256: string;
  /** Staff id; null for a version imported from content/. */
  author_id: string | null;
  author_name: string;
  created_at: string;
  provenance: 'imported-no-approval-record' | 'authored';
  /** The version this one was edited from. */
  based_on_id: string | null;
  state: ControlledState;
  effective_from: string | null;
  review_by: string | null;
}

/** Insert-only (triggers refuse UPDATE and DELETE). */
export interface ControlledSignaturesTable {
  id: string;
  version_id: string;
  signer_id: string;
  /** The signer's printed name at the moment of signing. */
  signer_name: string;
  signer_email: string;
  meaning: string;
  signed_at: string;
  /** The version hash this signature is bound to. */
  content_sha256: string;
  comment: string | null;
}

/** Insert-only: a pending signature voided because its version was edited (the signature row stays as it was). */
export interface ControlledSignatureVoidsTable {
  signature_id: string;
  voided_at: string;
  voided_by_version_id: string;
  reason: string;
}

export interface ControlledRoutingTable {
  content_class: string;
  meaning: string;
  /** The staff role that signs with this meaning. */
  role: string;
  /** Order in which the meanings are listed. */
  position: number;
  /** Whose decision this row is, e.g. the shipped default "to be confirmed by the company's procedure". */
  note: string;
}

export type ReviewLapsePolicy = 'flag' | 'withdraw-claims';

/** Per class (migration 0022): what a passed review date does beyond flagging and telling the owners. */
export interface ControlledReviewPolicyTable {
  content_class: string;
  on_review_lapse: ReviewLapsePolicy;
  /** Whose decision this is, e.g. the shipped default "to be confirmed by the company's procedure". */
  note: string;
}

/** Insert-only (0022): a version whose review date passed while effective, recorded once, its owners told once. */
export interface ControlledReviewLapsesTable {
  version_id: string;
  review_by: string;
  noticed_at: string;
  /** The class's policy when the lapse was noticed. */
  on_review_lapse: ReviewLapsePolicy;
  /** The addresses the lapse mail went to (JSON array). */
  notified_json: string;
}
