'use client';

import { useActionState, useState, type FormEvent } from 'react';
import { Field } from '@/components/forms/Field';
import { withQueryClient } from '@/components/ui/QueryProvider';
import { loginCopy } from '@/lib/academy/copy';
import { ApiError } from '@/lib/api/errors';
import { useLogin } from '@/lib/api/use-login';
import { setBoarded, setLearner } from '@/lib/client/learner-store';
import { idleFormState, type FormActionState } from '@/lib/forms/action-state';
import type { LoginField } from '@/lib/validations/login';
import styles from './AccountForm.module.scss';
import buttonStyles from './PrimaryButton.module.scss';

/** What to tell a learner whose sign-in failed: the server's own words (wrong credentials, wait time) when there are some. */
function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || !error.hasResponse)
    return 'The academy could not be reached. Please check your connection and try again.';
  if (error.status === 401 || error.status === 429 || error.status === 422)
    return error.envelope?.description || error.message;
  return 'Sign-in failed. Please try again in a moment.';
}

// The shared schema (zod) and the API client load when the learner starts filling the form, not with the page.
const loadTools = () => Promise.all([import('@/lib/validations/login'), import('@/lib/api/endpoints')]);

type FieldErrors = Partial<Record<LoginField, string>>;
type SignInAction = (state: FormActionState<LoginField>, form: FormData) => Promise<FormActionState<LoginField>>;

/**
 * Email and password sign-in. With JavaScript it posts to users/login and, on success, makes a full navigation to
 * `next`, so the server renders with the new session. Before or without JavaScript the browser posts it to the
 * page's server action (`action`), which signs in the same way and redirects, or answers with the form again.
 */
function LoginFormFields({ next, action }: { next: string; action: SignInAction }) {
  const login = useLogin();
  const [serverState, formAction] = useActionState<FormActionState<LoginField>, FormData>(action, idleFormState);
  const [sentByScript, setSentByScript] = useState(false);
  const [clientErrors, setErrors] = useState<FieldErrors>({});
  const [clientFailure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // What the server answered a form posted without JavaScript, until the learner sends it again with it.
  const errors = sentByScript ? clientErrors : (serverState.errors ?? {});
  const failure = sentByScript ? clientFailure : (serverState.message ?? null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSentByScript(true);
    setFailure(null);
    setSending(true);
    try {
      const [{ loginSchema }] = await loadTools();
      const parsed = loginSchema.safeParse({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      if (!parsed.success) {
        const found: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as keyof FieldErrors;
          found[field] ??= issue.message;
        }
        setErrors(found);
        setSending(false);
        return;
      }
      setErrors({});
      const { payload } = await login.mutateAsync(parsed.data);
      if (!payload) throw new ApiError(500, 'No learner in the answer.');
      setLearner({ id: payload.id });
      setBoarded(payload.onboarded);
      window.location.assign(next);
    } catch (error) {
      setFailure(loginFailureMessage(error));
      setSending(false);
    }
  };

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      onFocus={() => void loadTools()}
      className={styles.loginForm}
      aria-describedby={failure ? 'login-failure' : undefined}
    >
      {failure && (
        <p id="login-failure" className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      <input type="hidden" name="next" value={next} />
      <Field
        label={loginCopy.email}
        name="email"
        type="email"
        autoComplete="username"
        required
        error={errors.email}
        defaultValue={String(serverState.values?.email ?? '')}
      />
      <Field
        label={loginCopy.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <button type="submit" className={buttonStyles.primaryButton} disabled={sending} aria-busy={sending}>
        {sending ? loginCopy.sending : loginCopy.submit}
      </button>
    </form>
  );
}

export const LoginForm = withQueryClient(LoginFormFields);
