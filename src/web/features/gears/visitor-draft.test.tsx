// A visitor's listing is never thrown away: it is kept in the browser while they log in, and the
// login notice appears next to the button they pressed.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { gearTypes, sampleGear } from '#web/test/fixtures.ts';
import { lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { AddGearPage } from './add-gear-page.tsx';

afterEach(() => {
  loggedOut();
  localStorage.clear();
});

const render = () => renderPage(<AddGearPage />, { path: '/addgear', route: '/addgear' });
const save = () => screen.getByRole('button', { name: 'Save and add photos' });

describe('A visitor’s listing', () => {
  it('shows the login notice next to the button that was pressed', async () => {
    const user = userEvent.setup();
    mockApi({ 'gear-types/': gearTypes });
    render();
    await user.type(await screen.findByLabelText('Title'), 'My wing');
    await user.click(save());
    // Right above the button, in view where the visitor looks (not at the top of the form).
    await screen.findAllByRole('alert');
    const notice = save().previousElementSibling as HTMLElement;
    expect(notice).toHaveRole('alert');
    expect(notice).toHaveTextContent('In order to place an add please login');
    expect(within(notice).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth?next=%2Faddgear',
    );
  });

  it('is restored after the login, and forgotten once saved', async () => {
    const user = userEvent.setup();
    mockApi({ 'gear-types/': gearTypes });
    const visit = render();
    await user.selectOptions(await screen.findByLabelText('Category'), 'Paraglider Wing');
    await user.type(screen.getByLabelText('Title'), 'My first wing');
    await user.type(screen.getByLabelText('Price'), '1850');
    await user.selectOptions(screen.getByLabelText('Size'), 'M');
    visit.unmount();

    loggedInWith();
    mockApi({ 'users/me/': lena, 'gear-types/': gearTypes, 'gears/': sampleGear() });
    const back = render();
    expect(await screen.findByLabelText('Title')).toHaveValue('My first wing');
    expect(screen.getByLabelText('Price')).toHaveValue('1850');
    expect(screen.getByLabelText('Size')).toHaveValue('M');
    await user.type(screen.getByLabelText('Brand'), 'Ozone');
    await user.type(screen.getByLabelText('Model'), 'Rush 6');
    await user.type(screen.getByLabelText('Minimum weight'), '75');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(save());
    await screen.findByRole('dialog', { name: 'Add photos' });
    back.unmount();

    render();
    expect(await screen.findByLabelText('Title')).toHaveValue('');
  });
});
