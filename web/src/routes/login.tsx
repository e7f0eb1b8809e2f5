import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/staff-auth/components/login-screen.tsx';

// NOTE: a plain function, not a schema: this file stays in the main bundle, the screen (and its form code) is split out.
export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { returnTo?: string | undefined } => ({
    returnTo: typeof search.returnTo === 'string' ? search.returnTo : undefined,
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const { returnTo } = Route.useSearch();
  return <LoginScreen returnTo={returnTo} />;
}
