// "Save this search" on a results page (/search, a category, /gears): for a logged-in user, a
// folded form with a name and how often to be told of new matches; a visitor is led to the
// login, which brings them back here to save it. The query is the page's
// filters (without page and sort); the server validates them like GET gears/.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '#shared/constants.ts';
import { Button, buttonClass } from '#web/components/ui/form/button.tsx';
import { inputClass, TextField } from '#web/components/ui/form/field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useFailureText } from '#web/components/ui/failure-text.ts';
import { loginPath } from '#web/lib/safe-path.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { useCreateSavedSearch } from './api/saved-searches.ts';
import { FeedLink } from './feed-link.tsx';

/** In the address of a results page the login returns to: save its search now. */
const SAVE_PARAM = 'save_search';

/** With the results' Atom feed link for everyone. `query`: the GET gears/ filters of the results shown; `suggestedName`: what they are about. */
export function SaveSearchForm({ query, suggestedName }: { query: string; suggestedName: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const toast = useToast();
  const create = useCreateSavedSearch();
  const createError = useFailureText(create.error);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(suggestedName);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const formId = useId();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const back = new URLSearchParams(params);
  back.set(SAVE_PARAM, '1');
  const from = `${location.pathname}?${back.toString()}`;
  // Back from the login a visitor went to from "Save this search": save it, once.
  const pending = user !== null && params.has(SAVE_PARAM);
  const { mutate } = create;
  useEffect(() => {
    if (!pending) return;
    setParams(
      (current) => {
        current.delete(SAVE_PARAM);
        return current;
      },
      { replace: true },
    );
    mutate(
      { name: suggestedName, query, frequency: 'instant' },
      { onSuccess: () => toast.success(t('savedSearches.saved')) },
    );
  }, [pending, setParams, mutate, suggestedName, query, toast, t]);

  if (!user)
    return (
      <div className="mb-4">
        <Link
          to={loginPath(from)}
          state={{ from, notice: t('savedSearches.loginToSave') }}
          className={buttonClass({ variant: 'outline' })}
        >
          {t('savedSearches.save')}
        </Link>{' '}
        <FeedLink query={query} />
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, query, frequency },
      {
        onSuccess: () => {
          toast.success(t('savedSearches.saved'));
          setOpen(false);
        },
      },
    );
  };

  return (
    <div className="mb-4">
      <Button
        variant="outline"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('savedSearches.save')}
      </Button>{' '}
      <FeedLink query={query} />
      {open && (
        <form
          id={formId}
          onSubmit={submit}
          className="mt-3 flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-end"
        >
          <TextField
            label={t('savedSearches.name')}
            value={name}
            maxLength={100}
            required
            onChange={(event) => setName(event.target.value)}
            error={create.error ? createError : undefined}
            className="flex-1"
          />
          <FrequencySelect value={frequency} onChange={setFrequency} />
          <Button type="submit" disabled={create.isPending}>
            {t('savedSearches.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}

export function FrequencySelect({
  value,
  onChange,
  label,
}: {
  value: SavedSearchFrequency;
  onChange: (value: SavedSearchFrequency) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label ?? t('savedSearches.frequency')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SavedSearchFrequency)}
        className={inputClass}
      >
        {SAVED_SEARCH_FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {t(`savedSearches.frequencies.${f}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
