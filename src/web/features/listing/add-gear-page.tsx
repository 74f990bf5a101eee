import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function AddGearPage() {
  return <PlaceholderPage />;
}
