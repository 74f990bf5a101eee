import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function SearchPage() {
  return <PlaceholderPage />;
}
