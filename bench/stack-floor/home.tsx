// The home page's hero, as text only: the largest paint of the product's home page.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export function Home() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['now'], queryFn: async () => Date.now() });
  return (
    <main>
      <h1>{t('home.heading')}</h1>
      <p>{t('home.intro')}</p>
      <p hidden>{data}</p>
    </main>
  );
}
