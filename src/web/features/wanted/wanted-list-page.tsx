import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function WantedListPage() {
  return <PlaceholderPage />;
}
