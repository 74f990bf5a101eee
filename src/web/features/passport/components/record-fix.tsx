// The seller's "record the fix" of a safety notice on their listing: the passport's record form,
// opened for that notice (loaded when opened, like the passport's own "Add a record").
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/form/button.tsx';

const RecordForm = lazy(() => import('./record-form.tsx').then((m) => ({ default: m.RecordForm })));

type Props = {
  itemId: string;
  notice: { id: string; title: string };
  /** After the record is saved: what shows the notice reads again. */
  onDone: () => void;
};

export function RecordFix({ itemId, notice, onDone }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button className="self-start" onClick={() => setOpen(true)}>
        {t('notices.fix.record')}
      </Button>
    );
  return (
    <Suspense fallback={null}>
      <RecordForm
        itemId={itemId}
        certifier={null}
        notice={notice}
        onDone={() => {
          setOpen(false);
          onDone();
        }}
      />
    </Suspense>
  );
}
