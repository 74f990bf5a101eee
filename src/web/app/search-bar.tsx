import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toQueryString } from '#web/lib/api-client.ts';
import { GearTypeOptions } from '#web/components/gear-type-options.tsx';

/**
 * Name + category + Search: submitting sets the query, goes to /search and clears the bar. A GET
 * form with the query's own names, so it works the same without JavaScript. On a phone it is one
 * row of the header (the box and a search button; the category is chosen on the results page).
 */
export function SearchBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [gearType, setGearType] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/search${toQueryString({ name: name.trim(), gear_type: gearType })}`);
    setName('');
    setGearType('');
  };

  return (
    <form
      role="search"
      method="get"
      action="/search"
      onSubmit={submit}
      className="flex min-w-0 flex-1 items-center gap-2 lg:order-last lg:basis-full"
    >
      <label className="min-w-0 flex-1">
        <span className="sr-only">{t('search.name')}</span>
        <input
          type="search"
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('search.placeholder')}
          className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
        />
      </label>
      <label className="hidden sm:block">
        <span className="sr-only">{t('search.category')}</span>
        <select
          name="gear_type"
          value={gearType}
          onChange={(event) => setGearType(event.target.value)}
          className="rounded-lg border border-stone-300 bg-white px-3 py-2"
        >
          <GearTypeOptions />
        </select>
      </label>
      <button
        type="submit"
        className="flex items-center gap-2 rounded-lg bg-accent-700 p-2.5 font-semibold text-white hover:bg-accent-800 sm:px-4 sm:py-2"
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="size-5 sm:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
        <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
      </button>
    </form>
  );
}
