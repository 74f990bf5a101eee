import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function UserDetailsPage() {
  return <PlaceholderPage />;
}
