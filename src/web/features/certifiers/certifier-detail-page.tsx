import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function CertifierDetailPage() {
  return <PlaceholderPage />;
}
