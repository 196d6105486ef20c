import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The device document centre: the catalogue of documents that go with a device (instructions for use, SSCP
 * references, safety documents, brochures, patient booklets), their revisions, the identifiers that find them
 * (REF, UDI-DI, Basic UDI-DI), paper-copy requests, and the safety-notice register.
 *
 * A published revision or notice is never edited or deleted; it is superseded (revisions) or closed (notices).
 * Drafts carry their author; publishing records a different approver (lib/server/staff/second-approval.ts).
 * `sample` marks rows created by SEED_SAMPLE_DOCUMENTS=1 for development, so they can be shown as samples and
 * removed. Dates of issue are calendar dates (`YYYY-MM-DD`); instants are ISO-8601 UTC text.
 *
 * Frozen with the migration: nothing here imports code that may change later.
 */
export const documentCentreMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('device_identifiers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // `{market}/{slug}` of a catalogue device (lib/content/devices).
      .addColumn('device_key', 'text', (c) => c.notNull())
      // 'ref' (model/REF number), 'udi_di' (GTIN-14, check digit validated), 'basic_udi_di'.
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      // What this identifier stands for, e.g. a size: shown next to it.
      .addColumn('label', 'text')
      .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('device_identifiers_kind_value', ['kind', 'value'])
      .execute();
    await db.schema
      .createIndex('device_identifiers_device_idx')
      .on('device_identifiers')
      .column('device_key')
      .execute();

    await db.schema
      .createTable('documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // The stable public code: /eifu/{code}, printed on labels, never changed once published.
      .addColumn('code', 'text', (c) => c.notNull().unique())
      // 'ifu' | 'sscp' | 'safety' | 'brochure' | 'patient_booklet'
      .addColumn('kind', 'text', (c) => c.notNull())
      // BCP 47 language of this document's text, e.g. 'en', 'it', 'de'.
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('documents_kind_language_idx').on('documents').columns(['kind', 'language']).execute();

    // A document may go with several devices (one IFU for a family, worldwide and US editions).
    await db.schema
      .createTable('document_devices')
      .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
      .addColumn('device_key', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('document_devices_pk', ['document_id', 'device_key'])
      .execute();
    await db.schema.createIndex('document_devices_device_idx').on('document_devices').column('device_key').execute();

    await db.schema
      .createTable('document_revisions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id'))
      // The revision identifier as printed on the document, e.g. 'C' or '03': /eifu/{code}/{revision}.
      .addColumn('revision', 'text', (c) => c.notNull())
      .addColumn('issue_date', 'text', (c) => c.notNull())
      // Storage key of the PDF (lib/server/storage); null only for an SSCP reference that links EUDAMED.
      .addColumn('file_key', 'text')
      .addColumn('file_name', 'text')
      .addColumn('file_size', 'integer')
      // Hex SHA-256 of the stored file, taken at upload and checked before every download.
      .addColumn('sha256', 'text')
      .addColumn('external_url', 'text')
      .addColumn('change_note', 'text')
      // 'draft' | 'published' | 'rejected'
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('approver_id', 'text')
      .addColumn('published_at', 'text')
      .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('document_revisions_document_revision', ['document_id', 'revision'])
      .execute();
    await db.schema
      .createIndex('document_revisions_public_idx')
      .on('document_revisions')
      .columns(['document_id', 'status', 'published_at'])
      .execute();

    // The personal data of a paper-copy request is a lead (form 'paper_copy'): inbox, retention and erasure apply.
    await db.schema
      .createTable('paper_copy_requests')
      .addColumn('lead_id', 'text', (c) => c.primaryKey().references('leads.id').onDelete('cascade'))
      .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id'))
      // The revision that was current when the request was made.
      .addColumn('revision_id', 'text')
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('requested_at', 'text', (c) => c.notNull())
      // Calendar date in the company's time zone by which the copy must be sent (request date + 7 days).
      .addColumn('due_on', 'text', (c) => c.notNull())
      .addColumn('sent_on', 'text')
      .addColumn('sent_by', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('paper_copy_requests_queue_idx')
      .on('paper_copy_requests')
      .columns(['sent_on', 'due_on'])
      .execute();

    await db.schema
      .createTable('safety_notices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('issued_on', 'text', (c) => c.notNull())
      // JSON array of ISO 3166-1 alpha-2 codes.
      .addColumn('countries', 'text', (c) => c.notNull())
      // 'draft' | 'open' | 'closed' | 'rejected'
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('approver_id', 'text')
      .addColumn('published_at', 'text')
      .addColumn('closed_at', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('safety_notice_devices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('notice_id', 'text', (c) => c.notNull().references('safety_notices.id').onDelete('cascade'))
      .addColumn('device_key', 'text', (c) => c.notNull())
      .addColumn('udi_di', 'text')
      .execute();
    await db.schema
      .createIndex('safety_notice_devices_device_idx')
      .on('safety_notice_devices')
      .column('device_key')
      .execute();

    // Affected lots or serial numbers of one device of a notice: a single number has first = last.
    await db.schema
      .createTable('safety_notice_ranges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('notice_device_id', 'text', (c) =>
        c.notNull().references('safety_notice_devices.id').onDelete('cascade'),
      )
      // 'lot' | 'serial'
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('first', 'text', (c) => c.notNull())
      .addColumn('last', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('safety_notice_files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('notice_id', 'text', (c) => c.notNull().references('safety_notices.id').onDelete('cascade'))
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('file_key', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('file_size', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .execute();
  },
};
