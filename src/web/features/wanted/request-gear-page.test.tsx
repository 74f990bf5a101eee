import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { RequestGearPage } from './request-gear-page.tsx';

const gearTypes = {
  'gear-types/': [
    {
      id: GEAR_TYPE_IDS.wing,
      name: 'Paraglider Wing',
      slug: 'wing',
      description: '',
      extra_properties: [],
    },
  ],
};
const renderRequest = () =>
  renderPage(<RequestGearPage />, { path: '/requestgear', route: '/requestgear' });
const posts = (calls: { url: string; init?: RequestInit }[]) =>
  calls.filter((call) => call.init?.method === 'POST');

async function fillForm() {
  const user = userEvent.setup();
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Category' }),
    await screen.findByRole('option', { name: 'Paraglider Wing' }),
  );
  await user.type(
    screen.getByRole('textbox', { name: 'What are you looking for?' }),
    'An EN-B wing, size M',
  );
  await user.type(screen.getByRole('textbox', { name: 'Brand (optional)' }), 'Ozone');
  await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), '2000');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'GBP');
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  return user;
}

beforeEach(() => loggedOut());

describe('RequestGearPage', () => {
  it('asks a logged-out visitor to log in, coming back here afterwards', () => {
    mockApi(gearTypes);
    renderRequest();
    expect(screen.getByRole('heading', { level: 1, name: 'Request gear' })).toBeInTheDocument();
    expect(screen.getByText('To request gear please log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute(
      'href',
      '/auth?next=%2Frequestgear',
    );
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });

  it('checks the required fields and the price before sending anything', async () => {
    loggedInWith();
    const calls = mockApi({ ...gearTypes, 'users/me/': lena });
    const user = userEvent.setup();
    renderRequest();
    await user.type(await screen.findByRole('textbox', { name: 'Maximum price' }), 'a lot');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Please choose a category.',
    );
    expect(
      screen.getByRole('textbox', { name: 'What are you looking for?' }),
    ).toHaveAccessibleDescription('Please describe what you are looking for.');
    expect(screen.getByRole('textbox', { name: 'Maximum price' })).toHaveAccessibleDescription(
      'Enter the price as a number, for example 1500.',
    );
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the API body and shows what the server refuses next to the field', async () => {
    loggedInWith();
    const calls = mockApi({
      ...gearTypes,
      'users/me/': lena,
      'wanted/': Response.json(
        {
          detail: 'Some fields are not valid.',
          code: 'validation_error',
          errors: { gear_type: ['Unknown gear type.'] },
        },
        { status: 400 },
      ),
    });
    renderRequest();
    // The user's own country is the default.
    expect(await screen.findByRole('combobox', { name: 'Country (optional)' })).toHaveTextContent(
      'Portugal',
    );
    await fillForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Unknown gear type.',
    );
    expect(screen.queryByText(/Your request is saved/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Brand (optional)' })).toHaveValue('Ozone');
    expect(posts(calls)[0]!.url).toBe('/api/wanted/');
    expect(JSON.parse(String(posts(calls)[0]!.init!.body))).toEqual({
      gear_type: GEAR_TYPE_IDS.wing,
      description: 'An EN-B wing, size M',
      brand: 'Ozone',
      max_price: 2000,
      currency: 'GBP',
      country: 'PT',
    });
  });

  it('confirms a saved request and clears the form', async () => {
    loggedInWith();
    mockApi({ ...gearTypes, 'users/me/': lena, 'wanted/': Response.json({}, { status: 201 }) });
    renderRequest();
    await screen.findByRole('combobox', { name: 'Country (optional)' });
    await fillForm();
    expect(await screen.findByText(/Your request is saved/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'See your requests on the dashboard' }),
    ).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('textbox', { name: 'Brand (optional)' })).toHaveValue('');
  });
});
