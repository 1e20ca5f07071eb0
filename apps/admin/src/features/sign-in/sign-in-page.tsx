import { useState } from 'react';
import { useConsole } from '../../core/console-context.tsx';
import { SignInForm, type SignInValues } from './sign-in-form.tsx';

export function SignInPage() {
  const { api, session } = useConsole();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (values: SignInValues) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const answer = await api.staffSignIn(values, { hideError: true });
      session.set({ token: answer.token, staff: answer.staff, expiresAt: answer.expiresAt });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <main>
      <SignInForm onSubmit={(v) => void submit(v)} submitting={submitting} error={error} />
    </main>
  );
}
