import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function AdminPage() {
  return <PlaceholderPage />;
}
