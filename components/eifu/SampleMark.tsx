import styles from './Eifu.module.scss';

/** Next to every row created by SEED_SAMPLE_DOCUMENTS=1: the document, revision or identifier is made up. */
export function SampleMark({ sample }: { sample: boolean }) {
  return sample ? <span className={styles.sample}>Sample, fictitious</span> : null;
}
