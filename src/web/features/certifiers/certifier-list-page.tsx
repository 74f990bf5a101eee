import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function CertifierListPage() {
  return <PlaceholderPage />;
}
