import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function AddCertificatePage() {
  return <PlaceholderPage />;
}
