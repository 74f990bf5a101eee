import { useTranslation } from 'react-i18next';
import { buttonClass } from '#web/components/ui/form/button.tsx';

/**
 * On a phone the seller's box is far below the photos and facts: a bar kept at the bottom of the
 * screen shows the price and leads to it (a link to #seller, so it works without JavaScript).
 */
export function MessageSellerBar({ price }: { price: string }) {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-stone-200 bg-white/95 px-4 py-2 shadow-[0_-2px_8px_rgb(0_0_0/0.06)] sm:hidden">
      <span className="text-lg font-bold text-accent-800">{price}</span>
      <a
        href="#seller"
        onClick={() => {
          // After the jump, the message box takes the typing (a logged-out visitor has a link).
          requestAnimationFrame(() => document.getElementById('message-seller-text')?.focus());
        }}
        className={buttonClass()}
      >
        {t('gears.messageSellerBar')}
      </a>
    </div>
  );
}
