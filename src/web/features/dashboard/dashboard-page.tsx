import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function DashboardPage() {
  return <PlaceholderPage />;
}
