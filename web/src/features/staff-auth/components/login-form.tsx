import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { CurrentUser } from '@sdp/shared/wire';
import { staffLoginSchema, type StaffLogin } from '@sdp/shared/schemas/staff-login';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useLogIn } from '../api/log-in.ts';

/** One message for a wrong e-mail and a wrong password alike, so the form never says which accounts exist. */
function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'Invalid email or password';
  if (error instanceof ApiError && error.status === 429) return 'Too many sign-in attempts. Please wait a few minutes and try again.';
  return 'We could not sign you in right now. Please try again.';
}

export function LoginForm({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const form = useForm<StaffLogin>({
    resolver: valibotResolver(staffLoginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const logIn = useLogIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;

  const submit = async (values: StaffLogin) => {
    setFailure(null);
    try {
      onSignedIn(await logIn.mutateAsync(values));
    } catch (error) {
      setFailure(loginFailureMessage(error));
      form.resetField('password');
      form.setFocus('password');
    }
  };

  const busy = logIn.isPending || form.formState.isSubmitting;
  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit(submit)}>
      {failure && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          {failure}
        </p>
      )}
      <InputField label="Email" error={errors.email?.message} type="email" autoComplete="username" autoFocus {...form.register('email')} />
      <InputField label="Password" error={errors.password?.message} type="password" autoComplete="current-password" {...form.register('password')} />
      <Button type="submit" variant="dark" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Logging In...' : 'Log In'}
      </Button>
    </form>
  );
}
