// A message in the page's language once the tables are here (as it came until then): for parts
// of a light page (a listing's passport and offers) that must not bring the tables with them.
// Apart from failure-text.ts, which the app's shell loads, so that only those parts carry it.
import { useTranslation } from 'react-i18next';
import { useLoaded } from './failure-text.ts';

export function useTranslateMessage(): (message: string) => string {
  const { t } = useTranslation();
  const module = useLoaded();
  return (message) => (module ? module.translateMessage(message, t) : message);
}
