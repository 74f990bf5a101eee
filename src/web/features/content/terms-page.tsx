import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function TermsPage() {
  return <PlaceholderPage />;
}
