import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function RegisterFailedPage() {
  return <PlaceholderPage />;
}
