import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { toQueryString } from '#web/lib/api-client.ts';
import { GearTypeOptions } from '#web/components/gear-type-options.tsx';

/**
 * Name + category + Search: submitting sets the query, goes to /search and clears the bar. A GET
 * form with the query's own names, so it works the same without JavaScript.
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
      className="border-b border-stone-200 bg-accent-50"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:flex-row">
        <label className="flex-1">
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
        <label>
          <span className="sr-only">{t('search.category')}</span>
          <select
            name="gear_type"
            value={gearType}
            onChange={(event) => setGearType(event.target.value)}
            className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 sm:w-auto"
          >
            <GearTypeOptions />
          </select>
        </label>
        <button type="submit" className={buttonClass()}>
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
