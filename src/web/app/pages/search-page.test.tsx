import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { SearchPage } from './search-page.tsx';
import { gearTypesRoute, sampleGear } from '#web/test/fixtures.ts';

const gear = sampleGear({
  price: 1850,
  has_certificate: false,
  seller: {
    id: '22222222-2222-4222-8222-222222222222',
    first_name: 'Ana',
    last_name: 'S',
    is_certified_seller: false,
  },
});
const searchCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/gears/')).map((call) => call.url);
const renderSearch = (path = '/search') => renderPage(<SearchPage />, { path, route: '/search' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SearchPage', () => {
  it('takes the query from the URL: fields pre-filled, only those filters requested', async () => {
    const calls = mockApi({ ...gearTypesRoute, 'gears/': [gear] });
    renderSearch(`/search?name=Rush&gear_type=${GEAR_TYPE_IDS.wing}&brand=Ozone&model=`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Results for “Rush”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rush');
    expect(screen.getByRole('textbox', { name: 'Brand' })).toHaveValue('Ozone');
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue(GEAR_TYPE_IDS.wing),
    );
    expect(
      await screen.findByRole('link', { name: 'See details of Ozone Rush 6' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 item found')).toBeInTheDocument();
    expect(searchCalls(calls)).toEqual([
      `/api/gears/?name=Rush&gear_type=${GEAR_TYPE_IDS.wing}&brand=Ozone`,
    ]);
  });

  it('shows a loading indicator while fetching, then the empty message', async () => {
    mockApi(gearTypesRoute);
    const mocked = globalThis.fetch;
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/gears/')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : mocked(input, init)) as typeof fetch;
    renderSearch('/search?name=nothing');
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    answer(Response.json([]));
    expect(await screen.findByText('Sorry! no item was found')).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request gear' })).toHaveAttribute(
      'href',
      '/requestgear',
    );
  });

  it('searches with the filled filters only, country and price included', async () => {
    const calls = mockApi({ ...gearTypesRoute, 'gears/': [] });
    const user = userEvent.setup();
    const { router } = renderSearch();
    await screen.findByText('Sorry! no item was found');
    expect(searchCalls(calls)).toEqual(['/api/gears/']);

    screen.getByRole('combobox', { name: 'Country' }).focus();
    // A frozen Date keeps the country type-ahead's 1 s pause from ending between two letters
    // while a busy machine draws the list.
    vi.useFakeTimers({ toFake: ['Date'] });
    await user.keyboard('portu{Enter}');
    vi.useRealTimers();
    await user.type(screen.getByRole('textbox', { name: 'Model' }), '  Rush 6 ');
    await user.type(screen.getByRole('textbox', { name: 'Maximum price (EUR)' }), '1 500,50');
    await user.click(screen.getByRole('button', { name: 'Search With Filters' }));

    await waitFor(() => expect(searchCalls(calls)).toHaveLength(2));
    expect(searchCalls(calls)[1]).toBe('/api/gears/?country=PT&model=Rush+6&max_price=1500.5');
    expect(router.state.location.search).toBe('?country=PT&model=Rush+6&max_price=1500.5');
  });

  it('searches by the safety filters and keeps them in the URL', async () => {
    const calls = mockApi({ ...gearTypesRoute, 'gears/': [] });
    const user = userEvent.setup();
    const { router } = renderSearch('/search?notice=open');
    await screen.findByText('Sorry! no item was found');
    const notice = screen.getByRole('combobox', { name: 'Safety notices' });
    expect(notice).toHaveValue('open');
    await user.selectOptions(notice, 'none');
    await user.click(screen.getByRole('checkbox', { name: 'Airworthy only' }));
    await user.click(screen.getByRole('button', { name: 'Search With Filters' }));
    await waitFor(() => expect(searchCalls(calls)).toHaveLength(2));
    expect(searchCalls(calls)).toEqual([
      '/api/gears/?notice=open',
      '/api/gears/?notice=none&airworthy=true',
    ]);
    expect(router.state.location.search).toBe('?notice=none&airworthy=true');
  });

  it('refuses a maximum price that is not a number with an inline error, without a request', async () => {
    const calls = mockApi({ ...gearTypesRoute, 'gears/': [] });
    const user = userEvent.setup();
    renderSearch();
    await screen.findByText('Sorry! no item was found');
    const price = screen.getByRole('textbox', { name: 'Maximum price (EUR)' });
    await user.type(price, 'cheap');
    await user.click(screen.getByRole('button', { name: 'Search With Filters' }));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Enter the price as a number, for example 1500.');
    expect(price).toHaveFocus();
    expect(searchCalls(calls)).toHaveLength(1);
  });

  it('sorts and pages through the URL', async () => {
    const calls = mockApi(gearTypesRoute);
    const mocked = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith('/api/gears/')) return mocked(input, init);
      calls.push({ url: String(input) });
      return Promise.resolve(Response.json([gear], { headers: { 'X-Total-Count': '30' } }));
    }) as typeof fetch;
    const user = userEvent.setup();
    renderSearch('/search?brand=Ozone');
    await screen.findByRole('link', { name: 'See details of Ozone Rush 6' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toBe('/api/gears/?brand=Ozone&sort=price_asc'),
    );
    await user.click(await screen.findByRole('link', { name: 'Next' }));
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toBe('/api/gears/?brand=Ozone&sort=price_asc&page=2'),
    );
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('logs a search error and still tells the user', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      ...gearTypesRoute,
      'gears/': Response.json({ detail: 'Boom.', code: 'internal_error' }, { status: 500 }),
    });
    renderSearch('/search?name=x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Boom.');
    expect(logged).toHaveBeenCalledWith('Search failed', expect.anything());
  });
});
