import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function SignupPage() {
  return <PlaceholderPage />;
}
