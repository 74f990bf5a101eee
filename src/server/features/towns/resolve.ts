// A place named in a request, resolved in the gazetteer: a listing's town (strict: one town or a
// 400) and a search's centre (the largest town of the name, within the countries searched if
// one is there, else anywhere).
import { validationError } from '#server/lib/http-error.ts';
import { townById, townsNamed, type Town } from './gazetteer.ts';

const isId = (value: string | number) => typeof value === 'number' || /^\d{1,9}$/.test(value);

/**
 * The town a listing names (a gazetteer id, or a name within the listing's country), or a 400
 * naming `town` when it is unknown, in another country, or names several towns.
 */
export function listingTown(value: string | number, country: string | undefined): Town {
  if (isId(value)) {
    const town = townById(Number(value));
    if (!town) throw validationError({ town: ['No town with this id.'] });
    if (country && town.country !== country)
      throw validationError({ town: ['This town is not in the listing’s country.'] });
    return town;
  }
  const towns = townsNamed(String(value), country ? [country] : undefined);
  if (towns.length === 0)
    throw validationError({ town: ['No town of this name: choose one of the suggestions.'] });
  if (towns.length > 1)
    throw validationError({
      town: ['Several towns have this name: choose one of the suggestions.'],
    });
  return towns[0]!;
}

/** The centre of a radius search, or a 400 naming `near` when the gazetteer has no such town. */
export function searchCentre(value: string, countries: string[] | undefined): Town {
  const town = isId(value)
    ? townById(Number(value))
    : (townsNamed(value, countries)[0] ?? townsNamed(value)[0] ?? null);
  if (!town)
    throw validationError({ near: ['No town of this name: choose one of the suggestions.'] });
  return town;
}
