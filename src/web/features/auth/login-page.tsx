import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function LoginPage() {
  return <PlaceholderPage />;
}
