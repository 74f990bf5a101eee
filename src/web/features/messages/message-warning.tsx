// The warning a message carries (docs/api.md "Deal safely"): shown to the recipient only, in
// their language, saying what was found and linking the safety page's part on it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageWarning as Warning } from '#shared/contracts/deal-safety.ts';

export function MessageWarning({ warning }: { warning: Warning }) {
  const { t } = useTranslation();
  return (
    <div role="note" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm">
      <p className="font-semibold text-amber-900">{t('dealSafety.warning.title')}</p>
      <ul className="list-disc pl-5 text-stone-800">
        {warning.kinds.map((kind) => (
          <li key={kind}>{t(`dealSafety.warning.kinds.${kind}`)}</li>
        ))}
      </ul>
      <p className="text-stone-800">
        {t('dealSafety.warning.advice')}{' '}
        <Link to="/security-and-safety#off-site" className="font-medium underline">
          {t('dealSafety.warning.link')}
        </Link>
      </p>
    </div>
  );
}
