import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { IdentifierForm, NewDocumentForm } from '@/components/admin/documents/DocumentForms';
import { devices } from '@/lib/content/devices';
import { DOCUMENT_KINDS, DOCUMENT_LANGUAGES, documentKindLabels, documentPath } from '@/lib/eifu/catalogue';
import { deviceKeyLabel } from '@/lib/eifu/device-names';
import { getDb } from '@/lib/server/db';
import { listDocumentsForStaff, listIdentifiers } from '@/lib/server/documents/admin';
import { requireStaff } from '@/lib/server/staff/guard';
import { addIdentifierAction, createDocumentAction } from './actions';

export const metadata: Metadata = { title: 'Device documents' };

const identifierKinds = { ref: 'REF / model', udi_di: 'UDI-DI', basic_udi_di: 'Basic UDI-DI' } as const;
const deviceOptions = devices.map((device) => ({
  value: `${device.market}/${device.slug}`,
  label: deviceKeyLabel(`${device.market}/${device.slug}`),
}));

export default async function DocumentsPage() {
  await requireStaff('documents.write', '/admin/documents');
  const db = await getDb();
  const [documents, identifiers] = await Promise.all([listDocumentsForStaff(db), listIdentifiers(db)]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Device documents</h1>
      <p className={styles.lead}>
        Instructions for use, SSCP references and safety documents of each device. Upload a new revision as a draft; a
        different colleague with the approval right publishes it by re-entering their password.
      </p>
      <h2>Documents</h2>
      {documents.length === 0 ? (
        <p>No documents yet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Documents, by code</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Title</th>
                <th scope="col">Kind</th>
                <th scope="col">Language</th>
                <th scope="col">Devices</th>
                <th scope="col">Current revision</th>
                <th scope="col">Drafts</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((doc) => (
                <tr key={doc.id}>
                  <td>
                    <Link href={`/admin/documents/${doc.id}`} prefetch={false}>
                      {doc.code}
                    </Link>
                    {doc.sample === 1 && <span className={styles.badge}>Sample, fictitious</span>}
                  </td>
                  <td>{doc.title}</td>
                  <td>{documentKindLabels[doc.kind]}</td>
                  <td>{doc.language}</td>
                  <td>{doc.devices.map(deviceKeyLabel).join(', ')}</td>
                  <td>{doc.current ? <a href={documentPath(doc.code)}>{doc.current}</a> : 'Not published'}</td>
                  <td>{doc.drafts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section className={styles.card} aria-labelledby="new-document">
        <h2 id="new-document">New document</h2>
        <NewDocumentForm
          action={createDocumentAction}
          kinds={DOCUMENT_KINDS.map((kind) => ({ value: kind, label: documentKindLabels[kind] }))}
          languages={Object.entries(DOCUMENT_LANGUAGES).map(([value, label]) => ({ value, label }))}
          devices={deviceOptions}
        />
      </section>
      <section className={styles.card} aria-labelledby="identifiers">
        <h2 id="identifiers">Device identifiers</h2>
        <p>
          REF and model numbers, UDI-DIs and Basic UDI-DIs: the public search finds a device&rsquo;s documents by them.
        </p>
        <IdentifierForm action={addIdentifierAction} devices={deviceOptions} />
        {identifiers.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>Recorded identifiers</caption>
              <thead>
                <tr>
                  <th scope="col">Device</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Identifier</th>
                  <th scope="col">Stands for</th>
                </tr>
              </thead>
              <tbody>
                {identifiers.map((row) => (
                  <tr key={row.id}>
                    <td>{deviceKeyLabel(row.device_key)}</td>
                    <td>{identifierKinds[row.kind]}</td>
                    <td>
                      <code>{row.value}</code>
                      {row.sample === 1 && <span className={styles.badge}>Sample, fictitious</span>}
                    </td>
                    <td>{row.label}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
