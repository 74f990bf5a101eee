// The filter form's draft: the values being edited, the remembered take-off weight offered
// until the pilot types one, and the check on submit that stops at the first price or weight
// it cannot read (focused) before the search runs with the values as the URL writes them.
import { useRef, useState, type FormEvent } from 'react';
import { parseMoney, type MoneyParse } from '#shared/money.ts';
import { EMPTY_FILTERS, type FilterKey, type Filters } from '../search-query.ts';
import { parseWeight } from '#web/lib/takeoff-weight.ts';
import { useRememberWeight, useTakeoffWeight } from '#web/lib/use-takeoff-weight.ts';

export function useFilterDraft(initial: Filters, onSearch: (filters: Filters) => void) {
  const [values, setValues] = useState(initial);
  // The remembered weight is offered (filled in) until the pilot types one; it applies only
  // when they search.
  const offered = useTakeoffWeight();
  const remember = useRememberWeight();
  const [weightEdited, setWeightEdited] = useState(initial.takeoff_weight !== '');
  const weightText = weightEdited ? values.takeoff_weight : offered;
  const [weightInvalid, setWeightInvalid] = useState(false);
  const weightRef = useRef<HTMLInputElement>(null);
  const problemOf = (text: string) => {
    const parsed: MoneyParse | null = text ? parseMoney(text) : null;
    return parsed && !parsed.ok ? parsed.reason : null;
  };
  const [priceProblem, setPriceProblem] = useState(problemOf(initial.max_price.trim()));
  const priceRef = useRef<HTMLInputElement>(null);
  const [minProblem, setMinProblem] = useState(problemOf(initial.min_price.trim()));
  const minRef = useRef<HTMLInputElement>(null);
  const set = (key: FilterKey) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = values.max_price.trim();
    const parsed = price ? parseMoney(price) : null;
    if (parsed && !parsed.ok) {
      setPriceProblem(parsed.reason);
      priceRef.current?.focus();
      return;
    }
    setPriceProblem(null);
    const min = values.min_price.trim();
    const parsedMin = min ? parseMoney(min) : null;
    if (parsedMin && !parsedMin.ok) {
      setMinProblem(parsedMin.reason);
      minRef.current?.focus();
      return;
    }
    setMinProblem(null);
    const weight = weightText.trim();
    const parsedWeight = weight ? parseWeight(weight) : null;
    if (weight && parsedWeight === null) {
      setWeightInvalid(true);
      weightRef.current?.focus();
      return;
    }
    setWeightInvalid(false);
    if (parsedWeight !== null) remember(parsedWeight);
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim()]),
    ) as Filters;
    onSearch({
      ...trimmed,
      max_price: parsed?.ok ? String(parsed.value) : '',
      min_price: parsedMin?.ok ? String(parsedMin.value) : '',
      takeoff_weight: parsedWeight === null ? '' : String(parsedWeight),
    });
  };

  const onWeight = (value: string) => {
    setWeightEdited(true);
    set('takeoff_weight')(value);
  };

  const clear = () => {
    setValues(EMPTY_FILTERS);
    setWeightEdited(true);
    setPriceProblem(null);
    setMinProblem(null);
    setWeightInvalid(false);
    onSearch(EMPTY_FILTERS);
  };

  return {
    values,
    set,
    submit,
    clear,
    weight: { text: weightText, invalid: weightInvalid, ref: weightRef, onWeight },
    price: {
      maxRef: priceRef,
      minRef,
      problems: { max_price: priceProblem, min_price: minProblem },
    },
  };
}
