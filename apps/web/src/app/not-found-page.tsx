import { Link } from 'react-router';
import { Screen } from '@/components/screen';

export function NotFoundPage() {
  return (
    <Screen className="items-center justify-center gap-4 text-center">
      <p className="text-5xl font-bold text-brand-gradient">404</p>
      <h1 className="text-lg font-semibold">Did you forget to add the page to the router?</h1>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-brand underline-offset-4 hover:underline"
      >
        Go to Home
      </Link>
    </Screen>
  );
}
