import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function AddCertifierPage() {
  return <PlaceholderPage />;
}
