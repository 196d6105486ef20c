import Link from 'next/link';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/ui/PageHero';
import {
  documentKindLabels,
  documentPath,
  EIFU_PATH,
  eudamedLink,
  paperCopyPath,
  revisionFilePath,
  revisionPath,
} from '@/lib/eifu/catalogue';
import { marketLabel } from '@/lib/eifu/device-names';
import type { PublicDocument, PublicRevision } from '@/lib/server/documents/public';
import { formatIssueDate, formatSize } from './format';
import { LanguageName } from './LanguageName';
import { SampleMark } from './SampleMark';
import styles from './Eifu.module.scss';

const identifierLabels = { ref: 'REF / model', udi_di: 'UDI-DI', basic_udi_di: 'Basic UDI-DI' } as const;

function RevisionFacts({ code, revision }: { code: string; revision: PublicRevision }) {
  return (
    <>
      {revision.sha256 && (
        <a className={styles.download} href={revisionFilePath(code, revision.revision)}>
          Download revision {revision.revision} (PDF)
        </a>
      )}
      {revision.externalUrl && <a href={revision.externalUrl}>Open the document (external)</a>}
      <dl className={styles.facts}>
        <dt>Revision</dt>
        <dd>
          {revision.revision}
          <SampleMark sample={revision.sample} />
        </dd>
        <dt>Date of issue</dt>
        <dd>
          <time dateTime={revision.issueDate}>{formatIssueDate(revision.issueDate)}</time>
        </dd>
        {revision.fileSize !== null && (
          <>
            <dt>Size</dt>
            <dd>PDF, {formatSize(revision.fileSize)}</dd>
          </>
        )}
        {revision.changeNote && (
          <>
            <dt>What changed</dt>
            <dd>{revision.changeNote}</dd>
          </>
        )}
      </dl>
      {revision.sha256 && (
        // For whoever checks the file they downloaded; folded away so that it does not push the page down.
        <details className={styles.checksum}>
          <summary>Checksum (SHA-256)</summary>
          <p className={styles.hash}>{revision.sha256}</p>
        </details>
      )}
    </>
  );
}

/**
 * A document of the document centre: the current revision, or (with `revision`) the permanent page of one
 * revision, which answers whether it is still the latest. Both list the devices and earlier revisions.
 */
export function DocumentView({
  doc,
  revision,
  paperCopy,
}: {
  doc: PublicDocument;
  revision?: PublicRevision;
  /** The paper-copy form of an IFU's own page (the revision pages link to that page instead). */
  paperCopy?: ReactNode;
}) {
  const current = doc.revisions[0]!;
  const shown = revision ?? current;
  const isLatest = shown.id === current.id;
  const basicUdiDis = doc.identifiers.filter((identifier) => identifier.kind === 'basic_udi_di');
  return (
    <>
      <PageHero
        eyebrow={documentKindLabels[doc.kind]}
        title={revision ? `${doc.title}, revision ${revision.revision}` : doc.title}
        titleLang={doc.language}
        breadcrumb={{
          label: 'Breadcrumb',
          items: [
            { label: 'Home', href: '/' },
            { label: 'Device documents', href: EIFU_PATH },
            { label: doc.title, href: documentPath(doc.code) },
            ...(revision
              ? [{ label: `Revision ${revision.revision}`, href: revisionPath(doc.code, revision.revision) }]
              : []),
          ],
        }}
      />
      <div className={styles.page}>
        {doc.sample && (
          <p className={styles.notice}>
            Sample, fictitious: this document and its identifiers were made up to show how the document centre works. It
            is not for clinical use.
          </p>
        )}
        <dl className={styles.facts}>
          <dt>Document code</dt>
          <dd className={styles.hash}>{doc.code}</dd>
          <dt>Language</dt>
          <dd>
            <LanguageName code={doc.language} />
          </dd>
        </dl>
        {revision && (
          <p className={`${styles.latest} ${isLatest ? styles.yes : styles.no}`} role="status">
            {isLatest ? (
              <>Is this the latest revision? Yes: revision {shown.revision} is the current revision.</>
            ) : (
              <>
                Is this the latest revision? No: revision {shown.revision} is superseded. The current revision is{' '}
                <Link href={revisionPath(doc.code, current.revision)}>
                  revision {current.revision} of {formatIssueDate(current.issueDate)}
                </Link>
                .
              </>
            )}
          </p>
        )}
        <section className={styles.section} aria-labelledby="revision-heading">
          <h2 id="revision-heading">{revision ? `Revision ${shown.revision}` : 'Current revision'}</h2>
          <RevisionFacts code={doc.code} revision={shown} />
        </section>
        {doc.kind === 'sscp' && (
          <section className={styles.section} aria-labelledby="eudamed-heading">
            <h2 id="eudamed-heading">In EUDAMED</h2>
            <p>
              The summary of safety and clinical performance is public in EUDAMED, the European database on medical
              devices, under the device&rsquo;s Basic UDI-DI.
            </p>
            {basicUdiDis.length > 0 ? (
              <ul>
                {basicUdiDis.map((identifier) => (
                  <li key={identifier.value}>
                    <a href={eudamedLink(identifier.value)}>Search EUDAMED for Basic UDI-DI {identifier.value}</a>
                    <SampleMark sample={identifier.sample} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>The Basic UDI-DI of this device is being added.</p>
            )}
          </section>
        )}
        <section className={styles.section} aria-labelledby="devices-heading">
          <h2 id="devices-heading">Devices</h2>
          <ul>
            {doc.devices.map((device) => (
              <li key={device.key}>
                <Link href={device.path}>
                  {device.name} ({marketLabel(device.market)})
                </Link>
                {doc.identifiers.filter((identifier) => identifier.deviceKey === device.key).length > 0 && (
                  <ul>
                    {doc.identifiers
                      .filter((identifier) => identifier.deviceKey === device.key)
                      .map((identifier) => (
                        <li key={`${identifier.kind}-${identifier.value}`}>
                          {identifierLabels[identifier.kind]} <span className={styles.hash}>{identifier.value}</span>
                          {identifier.label && ` (${identifier.label})`}
                          <SampleMark sample={identifier.sample} />
                        </li>
                      ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="history-heading">
          <h2 id="history-heading">All revisions</h2>
          <p>Each revision keeps its own address, so the one printed with your device can always be checked.</p>
          <ul>
            {doc.revisions.map((rev) => (
              <li key={rev.id}>
                <Link
                  href={revisionPath(doc.code, rev.revision)}
                  aria-current={rev.id === shown.id ? 'page' : undefined}
                >
                  Revision {rev.revision}, issued {formatIssueDate(rev.issueDate)}
                </Link>
                {' · '}
                <span className={rev.id === current.id ? styles.current : styles.superseded}>
                  {rev.id === current.id ? 'Current' : 'Superseded'}
                </span>
                <SampleMark sample={rev.sample} />
              </li>
            ))}
          </ul>
        </section>
        {doc.kind === 'ifu' && paperCopy}
        {doc.kind === 'ifu' && !paperCopy && (
          <section className={styles.section} aria-labelledby="paper-heading">
            <h2 id="paper-heading">Paper copy</h2>
            <p>
              You can ask for these instructions for use on paper, free of charge. They are sent within seven calendar
              days.
            </p>
            <p>
              <Link href={paperCopyPath(doc.code)}>Request a paper copy</Link>
            </p>
          </section>
        )}
      </div>
    </>
  );
}
