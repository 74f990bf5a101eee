import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function EditGearPage() {
  return <PlaceholderPage />;
}
