import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '#web/components/ui/form/field.tsx';

type Props = {
  legend: string;
  options: { value: string; label: string }[];
  error?: string;
  field: UseFormRegisterReturn;
};

/** A radio group in a fieldset: the legend names it, the error is linked to every radio. */
export function ChoiceGroup({ legend, options, error, field }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 has-checked:border-accent-700 has-checked:bg-accent-50"
          >
            <input
              type="radio"
              value={option.value}
              {...field}
              aria-describedby={error ? errorId : undefined}
              className="size-4 accent-accent-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
