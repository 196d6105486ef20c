import styles from './admin.module.scss';

/**
 * The privacy page's two forms, the search (PrivacyLookup) and the erasure (PrivacyErase), as AdminFormView
 * draws them. Both answers are held by PrivacyLookup: the erasure's replaces the search's results.
 */
export const privacyForms = {
  search: {
    prefix: 'privacy',
    className: styles.card,
    label: "Find a person's data",
    submitLabel: 'Find records',
    pendingLabel: 'Searching…',
  },
  erase: {
    prefix: 'erase',
    className: styles.dangerZone,
    labelledBy: 'erase-heading',
    submitLabel: 'Erase permanently',
    pendingLabel: 'Erasing…',
    danger: true,
  },
};
