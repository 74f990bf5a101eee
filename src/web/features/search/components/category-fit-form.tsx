// The fit search of a category page (wings, reserves): "my take-off weight" and the EN class.
// A GET form to the page itself, so without JavaScript it filters the same way.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { FitFilters } from './fit-filters.tsx';
import { parseWeight } from '#web/lib/takeoff-weight.ts';
import { useRememberWeight, useTakeoffWeight } from '#web/lib/use-takeoff-weight.ts';

export type FitSearch = { takeoff_weight: string; en_class: string };
type Props = FitSearch & { onSearch: (search: FitSearch) => void };

export function CategoryFitForm({ takeoff_weight, en_class, onSearch }: Props) {
  const { t } = useTranslation();
  const offered = useTakeoffWeight();
  const remember = useRememberWeight();
  const [typed, setTyped] = useState<string | null>(takeoff_weight || null);
  const [enClass, setEnClass] = useState(en_class);
  const [invalid, setInvalid] = useState(false);
  const weightRef = useRef<HTMLInputElement>(null);
  const weight = typed ?? offered;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = weight.trim() ? parseWeight(weight) : null;
    if (weight.trim() && parsed === null) {
      setInvalid(true);
      weightRef.current?.focus();
      return;
    }
    setInvalid(false);
    if (parsed !== null) remember(parsed);
    onSearch({ takeoff_weight: parsed === null ? '' : String(parsed), en_class: enClass });
  };

  return (
    <form
      method="get"
      onSubmit={submit}
      noValidate
      aria-label={t('fit.searchTitle')}
      className="mb-6 grid items-start gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto]"
    >
      <FitFilters
        weight={weight}
        enClass={enClass}
        weightInvalid={invalid}
        weightRef={weightRef}
        onWeight={setTyped}
        onClass={setEnClass}
      />
      <button type="submit" className={buttonClass({ className: 'sm:mt-6' })}>
        {t('fit.showFitting')}
      </button>
    </form>
  );
}
