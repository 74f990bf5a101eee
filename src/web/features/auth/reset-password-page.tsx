import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function ResetPasswordPage() {
  return <PlaceholderPage />;
}
