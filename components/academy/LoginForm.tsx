'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/forms/Field';
import { loginCopy } from '@/lib/academy/copy';
import { endpoints } from '@/lib/api/endpoints';
import { ApiError } from '@/lib/api/errors';
import { setBoarded, setLearner } from '@/lib/client/learner-store';
import { loginSchema, type LoginRequest } from '@/lib/validations/login';
import styles from './Academy.module.scss';

/** What to tell a learner whose sign-in failed: the server's own words (wrong credentials, wait time) when there are some. */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || !error.hasResponse) return 'The academy could not be reached. Please check your connection and try again.';
  if (error.status === 401 || error.status === 429 || error.status === 422) return error.envelope?.description || error.message;
  return 'Sign-in failed. Please try again in a moment.';
}

/** Email and password sign-in; on success a full navigation to `next`, so the server renders with the new session. */
export function LoginForm({ next }: { next: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ resolver: zodResolver(loginSchema), mode: 'onTouched', defaultValues: { email: '', password: '' } });

  const onSubmit = async (values: LoginRequest) => {
    setFailure(null);
    try {
      const { payload } = await endpoints.login(values);
      if (!payload) throw new ApiError(500, 'No learner in the answer.');
      setLearner({ id: payload.id });
      setBoarded(payload.onboarded);
      window.location.assign(next);
    } catch (error) {
      setFailure(loginFailureMessage(error));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className={styles.loginForm} aria-describedby={failure ? 'login-failure' : undefined}>
      {failure && (
        <p id="login-failure" className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      <Field label={loginCopy.email} type="email" autoComplete="username" error={errors.email?.message} {...register('email')} />
      <Field label={loginCopy.password} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <button type="submit" className={styles.primaryButton} disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? loginCopy.sending : loginCopy.submit}
      </button>
    </form>
  );
}
