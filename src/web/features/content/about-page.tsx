import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function AboutPage() {
  return <PlaceholderPage />;
}
