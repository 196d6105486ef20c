'use client';
import { useActionState } from 'react';
import { idleFormState, type FormActionState } from '@/lib/forms/action-state';
import { PrivacyConsentLabel } from '@/components/forms/LeadFormParts';
import { FOLLOW_PRIVACY_USE } from '@/lib/follow-copy';
import styles from './FollowDevice.module.scss';

type Action = (previous: FormActionState, posted: FormData) => Promise<FormActionState>;

/**
 * The follow form: an address, the device (given by the device page, or chosen on /follow) and the privacy
 * consent. A server action with `useActionState`, so it works before and without JavaScript: the post comes back
 * as the page, at `permalink`, with the messages or the answer.
 */
export function FollowForm({
  action,
  permalink,
  id,
  device,
  choices,
}: {
  action: Action;
  permalink: string;
  id: string;
  /** The device of the page, sent as a hidden field. */
  device?: string;
  /** Or the devices to choose from (/follow). */
  choices?: readonly { key: string; name: string }[];
}) {
  const [state, formAction, pending] = useActionState(action, idleFormState, permalink);
  if (state.status === 'sent')
    return (
      <p role="status" className={styles.answer}>
        {state.note}
      </p>
    );
  const errors = state.errors ?? {};
  const values = state.values ?? {};
  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      action={formAction}
      className={styles.form}
      noValidate
      aria-describedby={state.message ? field('message') : undefined}
    >
      {state.message && (
        <p id={field('message')} role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
      {device ? (
        <>
          <input type="hidden" name="device" value={device} />
          {errors.device && <p className={styles.error}>{errors.device}</p>}
        </>
      ) : (
        <div className={styles.field}>
          <label htmlFor={field('device')}>Device</label>
          <select
            id={field('device')}
            name="device"
            defaultValue={typeof values.device === 'string' ? values.device : ''}
            aria-invalid={errors.device ? true : undefined}
            aria-describedby={errors.device ? field('device-error') : undefined}
          >
            <option value="">Choose a device</option>
            {choices?.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.name}
              </option>
            ))}
          </select>
          {errors.device && (
            <p id={field('device-error')} className={styles.error}>
              {errors.device}
            </p>
          )}
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={field('email')}>Email</label>
        <input
          id={field('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={typeof values.email === 'string' ? values.email : ''}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? field('email-error') : undefined}
        />
        {errors.email && (
          <p id={field('email-error')} className={styles.error}>
            {errors.email}
          </p>
        )}
      </div>
      <div className={styles.consent}>
        <input
          id={field('privacyConsent')}
          name="privacyConsent"
          type="checkbox"
          defaultChecked={values.privacyConsent === true}
          aria-invalid={errors.privacyConsent ? true : undefined}
          aria-describedby={errors.privacyConsent ? field('privacyConsent-error') : undefined}
        />
        <label htmlFor={field('privacyConsent')}>
          <PrivacyConsentLabel use={FOLLOW_PRIVACY_USE} />
        </label>
        {errors.privacyConsent && (
          <p id={field('privacyConsent-error')} className={styles.error}>
            {errors.privacyConsent}
          </p>
        )}
      </div>
      <button type="submit" disabled={pending}>
        Follow by e-mail
      </button>
    </form>
  );
}

/** The one button of the confirm and unsubscribe pages: a POST carrying the link's token. */
export function TokenButton({
  action,
  permalink,
  token,
  label,
}: {
  action: Action;
  permalink: string;
  token: string;
  label: string;
}) {
  const [state, formAction, pending] = useActionState(action, idleFormState, permalink);
  if (state.status === 'sent')
    return (
      <p role="status" className={styles.answer}>
        {state.note}
      </p>
    );
  return (
    <form action={formAction} className={styles.form}>
      {state.message && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={pending}>
        {label}
      </button>
    </form>
  );
}
