import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Device } from '@/lib/content/devices';
import { categoryInfo, categoryPath, devicePath } from '@/lib/content/devices';
import { documentUrl, safetyDocumentPath } from '@/lib/content/brochures';
import { Blocks } from '@/components/content/Blocks';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { DeviceIllustration } from './DeviceIllustration';
import { Photo } from '@/components/ui/Photo';
import { DeviceSections } from './DeviceSections';
import { BrochureButton } from './BrochureButton';
import { DeviceSafetyNotices } from '@/components/safety-notices/DeviceSafetyNotices';
import { DeviceDocuments } from '@/components/eifu/DeviceDocuments';
import { DeviceIfuLink } from '@/components/eifu/DeviceIfuLink';
import { FollowDevice } from '@/components/follow/FollowDevice';
import { JsonLd } from '@/components/seo/JsonLd';
import { medicalDeviceJsonLd } from '@/lib/seo/structured-data';
import styles from './DeviceView.module.scss';

/** A device page (requirements §2.4): breadcrumb, coloured banner, claims strip, the five sections, page footer. */
export async function DeviceView({ device }: { device: Device }) {
  const t = await getTranslations('device');
  const tb = await getTranslations('breadcrumb');
  const category = categoryInfo(device.category);
  const { sections } = device;
  const newTab = t('newTab');

  const content = [
    { id: 'features', label: t('features'), content: <Blocks blocks={sections.features} /> },
    { id: 'performance', label: t('performance'), content: <Blocks blocks={sections.performance} /> },
    {
      id: 'references',
      label: t('references'),
      content: (
        <ol className={styles.references}>
          {sections.references.map((reference, index) => (
            <li key={reference.title} id={`ref-${index + 1}`}>
              {reference.authors}. {reference.title}. <em>{reference.source}</em>. {reference.year}.
            </li>
          ))}
        </ol>
      ),
    },
    {
      id: 'brochures',
      label: t('brochures'),
      content: (
        <ul className={styles.cards}>
          {sections.brochures.map((brochure) => (
            <li key={brochure.id} className={styles.card}>
              <h3>{brochure.title}</h3>
              <p>{brochure.description}</p>
              <p className={styles.small}>{t('brochureNote')}</p>
              <BrochureButton id={brochure.id} title={brochure.title} label={t('download')} />
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'safety',
      label: t('safety'),
      content: (
        <div>
          <Blocks blocks={sections.safety.intro} />
          <DeviceDocuments device={device} />
          {sections.safety.importantSafetyInformation && (
            <section aria-labelledby="isi-title" className={styles.isi}>
              <h3 id="isi-title">{t('isi')}</h3>
              <Blocks blocks={sections.safety.importantSafetyInformation} />
            </section>
          )}
          <h3>{t('documents')}</h3>
          <ul className={styles.documents}>
            {sections.safety.documents.map((document) => (
              <li key={document.file}>
                <a href={documentUrl(safetyDocumentPath(document.file))} target="_blank" rel="noopener">
                  {document.title} ({document.region}, {document.code}, PDF)
                  <span className="visually-hidden"> {newTab}</span>
                </a>
              </li>
            ))}
          </ul>
          <h3>{t('manufacturer')}</h3>
          <div className={styles.manufacturers}>
            {sections.safety.manufacturers.map((maker) => (
              <address key={maker.name}>
                <strong>{maker.name}</strong>
                {maker.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            ))}
          </div>
          {sections.safety.ceMark && (
            <p className={styles.ce}>
              <span className={styles.ceMark} aria-hidden="true">
                CE {sections.safety.ceMark}
              </span>
              {t('ceMark', { number: sections.safety.ceMark })}
            </p>
          )}
        </div>
      ),
    },
  ];

  return (
    <article>
      <JsonLd data={medicalDeviceJsonLd(device, devicePath(device))} />
      <header className={styles.banner} style={{ backgroundColor: device.banner.color }}>
        <div className={styles.bannerInner}>
          <div>
            <Breadcrumb
              label={tb('label')}
              items={[
                { label: tb('home'), href: '/' },
                { label: t('devices'), href: '/devices' },
                { label: category.name, href: categoryPath(device.category) },
                { label: device.market === 'us' ? `${device.name} (US)` : device.name, href: devicePath(device) },
              ]}
            />
            {device.market === 'us' && <p className={styles.edition}>{t('usEdition')}</p>}
            <h1 className={styles.name}>{device.name}</h1>
            <p className={styles.subtitle}>{device.subtitle}</p>
          </div>
          {device.banner.photo ? (
            <Photo
              photo={device.banner.photo}
              sizes="(min-width: 768px) 240px, 160px"
              priority
              className={styles.illustration}
            />
          ) : (
            <DeviceIllustration kind={device.banner.illustration} className={styles.illustration} />
          )}
        </div>
      </header>
      <div className={styles.strip}>
        <div className={styles.stripInner}>
          <ul className={styles.claims}>
            {device.claims.map((claim) => (
              <li key={claim}>{claim}</li>
            ))}
          </ul>
          <p className={styles.code}>{device.documentCode}</p>
        </div>
      </div>
      <DeviceSafetyNotices deviceKey={`${device.market}/${device.slug}`} />
      <FollowDevice deviceKey={`${device.market}/${device.slug}`} path={devicePath(device)} />
      <DeviceSections
        sections={content}
        menuLabel={t('sectionsLabel', { name: device.name })}
        closeLabel={t('close')}
        links={
          <>
            <DeviceIfuLink device={device} label={t('ifu')} newTab={newTab} />
            <Link href="/contact-us">{t('contact')}</Link>
          </>
        }
      />
      <footer className={styles.pageFooter}>
        <p>{t('footer')}</p>
      </footer>
    </article>
  );
}
