import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function SafetyPage() {
  return <PlaceholderPage />;
}
