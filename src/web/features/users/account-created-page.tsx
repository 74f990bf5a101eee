import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function AccountCreatedPage() {
  return <PlaceholderPage />;
}
