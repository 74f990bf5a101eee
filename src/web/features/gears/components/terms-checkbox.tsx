import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { FieldError } from '#web/components/ui/form/field.tsx';

/** The required terms checkbox; the terms link opens in a new tab so nothing typed is lost. */
export function TermsCheckbox({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const errorId = 'gear-terms-error';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id="gear-terms"
          type="checkbox"
          {...field}
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-accent-700"
        />
        <label htmlFor="gear-terms" className="text-stone-800">
          <Trans
            i18nKey="listing.terms"
            components={{
              terms: (
                <Link
                  to="/terms-and-conditions"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-accent-800 underline"
                />
              ),
            }}
          />
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
