import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function VerifyEmailPage() {
  return <PlaceholderPage />;
}
