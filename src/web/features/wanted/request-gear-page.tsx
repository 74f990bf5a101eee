import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function RequestGearPage() {
  return <PlaceholderPage />;
}
