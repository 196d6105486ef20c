import Link from 'next/link';
import type { Device } from '@/lib/content/devices';
import { DOCUMENT_LANGUAGES, documentKindLabels, documentPath, EIFU_PATH } from '@/lib/eifu/catalogue';
import { deviceDocuments } from '@/lib/server/documents/device';
import { formatIssueDate } from './format';
import { SampleMark } from './SampleMark';

/**
 * In a device page's safety section: the current IFU revision (identifier and date of issue) and links to the
 * device's documents in the document centre. Nothing when none is published, or when the database cannot be
 * read while the page is built (the page is regenerated when a revision is published).
 */
export async function DeviceDocuments({ device }: { device: Device }) {
  const docs = await deviceDocuments(device);
  if (docs.length === 0) return null;
  const ifu = docs.find((doc) => doc.kind === 'ifu' && doc.language === 'en') ?? docs.find((doc) => doc.kind === 'ifu');
  const current = ifu?.revisions[0];
  return (
    <section aria-labelledby="device-documents-title">
      <h3 id="device-documents-title">Instructions for use and documents</h3>
      {ifu && current && (
        <p>
          Current instructions for use: revision {current.revision}, issued{' '}
          <time dateTime={current.issueDate}>{formatIssueDate(current.issueDate)}</time>.
          <SampleMark sample={current.sample} />
        </p>
      )}
      <ul>
        {docs.map((doc) => (
          <li key={doc.code}>
            <Link href={documentPath(doc.code)}>{doc.title}</Link> ({documentKindLabels[doc.kind]},{' '}
            {DOCUMENT_LANGUAGES[doc.language as keyof typeof DOCUMENT_LANGUAGES] ?? doc.language})
            <SampleMark sample={doc.sample} />
          </li>
        ))}
      </ul>
      <p>
        <Link href={EIFU_PATH}>All device documents</Link>
      </p>
    </section>
  );
}
