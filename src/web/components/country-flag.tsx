// The country select's flags: the lazy module of SVG flags is loaded once the select is mounted,
// and each flag is drawn beside its country's name; until they arrive, or if they fail, a grey box.
import { useEffect, useState } from 'react';
import { loadFlags, type FlagSet } from '#web/lib/countries.ts';

export function useFlags(): FlagSet {
  const [flags, setFlags] = useState<FlagSet>({});
  useEffect(() => {
    let live = true;
    loadFlags().then(
      (set) => live && setFlags(set),
      () => undefined,
    ); // no flags is still a usable select
    return () => {
      live = false;
    };
  }, []);
  return flags;
}

export const countryFlag = (flags: FlagSet, country: string) =>
  flags[country] ? (
    <img
      src={flags[country]}
      alt=""
      width="24"
      height="16"
      className="h-4 w-6 shrink-0 rounded-sm object-cover ring-1 ring-stone-300"
    />
  ) : (
    <span aria-hidden className="h-4 w-6 shrink-0 rounded-sm bg-stone-200" />
  );
