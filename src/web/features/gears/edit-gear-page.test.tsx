import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrivateUser } from '#shared/contracts/users.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { EditGearPage } from './edit-gear-page.tsx';
import { GEAR_ID, gearTypes, sampleGear, samplePicture } from '#web/test/fixtures.ts';
import { joao, lena, loggedInWith, loggedOut } from '#web/test/users.ts';

afterEach(loggedOut);

const pic = samplePicture;
const gear = sampleGear({
  properties: { size: 'M', weight_min: 80 },
  pictures: [pic(1), pic(2), pic(3)],
  description: 'Well kept.',
});

function renderEdit(viewer: PrivateUser, extra: Record<string, unknown> = {}) {
  loggedInWith();
  const calls = mockApi({
    [`gears/${GEAR_ID}/pictures/`]: {},
    [`gears/${GEAR_ID}/`]: gear,
    'users/me/': viewer,
    'gear-types/': gearTypes,
    ...extra,
  });
  const view = renderPage(<EditGearPage />, {
    path: `/editgear/${GEAR_ID}`,
    route: '/editgear/:id',
  });
  return { calls, ...view };
}

describe('EditGearPage', () => {
  it('prefills the owner’s form, saves with PUT, status included, and confirms it', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderEdit(lena, {
      [`gears/${GEAR_ID}/`]: (_u: string, init?: RequestInit) =>
        init?.method === 'PUT' ? { ...gear, status: 'sold' } : gear,
    });
    expect(await screen.findByLabelText('Title')).toHaveValue('Lovely Rush');
    expect(screen.getByLabelText('Category')).toHaveValue(gear.gear_type);
    expect(screen.getByLabelText('Size')).toHaveValue('M');
    expect(screen.getByLabelText('Minimum weight')).toHaveValue(80);
    expect(screen.getByLabelText(/Description/)).toHaveValue('Well kept.');
    await user.selectOptions(screen.getByLabelText('Status'), 'Sold');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // Confirmed, and no "Add photos" again: the listing has its photos.
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/itemdetails/${GEAR_ID}`));
    expect(screen.queryByRole('dialog', { name: 'Add photos' })).not.toBeInTheDocument();
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.url).toBe(`/api/gears/${GEAR_ID}/`);
    expect(JSON.parse(String(put.init?.body))).toMatchObject({
      name: 'Lovely Rush',
      status: 'sold',
      properties: { size: 'M', weight_min: 80 },
    });
  });

  it('asks for photos after saving a listing that has none', async () => {
    const user = userEvent.setup();
    const bare = { ...gear, pictures: [] };
    renderEdit(lena, { [`gears/${GEAR_ID}/`]: bare });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('dialog', { name: 'Add photos' })).toBeInTheDocument();
  });

  it('tells someone else that only the seller may edit', async () => {
    renderEdit(joao);
    expect(
      await screen.findByText('Only the seller of this listing can edit it.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('reorders photos with the move buttons and by drag and drop, saving the order', async () => {
    const user = userEvent.setup();
    // The server keeps the saved order: the gear reloads after each save and must show it.
    let pictures = [pic(1), pic(2), pic(3)];
    const { calls } = renderEdit(lena, {
      [`gears/${GEAR_ID}/pictures/`]: (url: string, init?: RequestInit) => {
        if (!url.endsWith('/order/')) return {};
        const ids: string[] = JSON.parse(String(init?.body)).picture_ids;
        pictures = ids.map((id) => pictures.find((p) => p.picture_id === id)!);
        return pictures;
      },
      [`gears/${GEAR_ID}/`]: () => ({ ...gear, pictures }),
    });
    const list = (await screen.findAllByRole('list')).find((l) => l.tagName === 'OL')!;
    expect(
      within(list)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    const orders = () =>
      calls
        .filter((c) => c.url.endsWith('/pictures/order/'))
        .map((c) => JSON.parse(String(c.init?.body)).picture_ids);
    await waitFor(() =>
      expect(orders()).toEqual([[pic(1), pic(3), pic(2)].map((p) => p.picture_id)]),
    );
    expect(screen.getByText('Photo moved to position 2 of 3.')).toBeInTheDocument();
    // Focus follows the moved photo, so the keyboard user can keep moving it.
    expect(screen.getByRole('button', { name: 'Move photo 2 earlier' })).toHaveFocus();
    expect(within(list).getAllByRole('img')[1]).toHaveAttribute('src', pic(3).thumbnail);

    const items = within(list).getAllByRole('listitem');
    fireEvent.dragStart(items[2]!);
    fireEvent.dragOver(items[0]!);
    fireEvent.drop(items[0]!);
    await waitFor(() =>
      expect(orders()[1]).toEqual([pic(2), pic(1), pic(3)].map((p) => p.picture_id)),
    );
    expect(within(list).getAllByRole('img')[0]).toHaveAttribute('src', pic(2).thumbnail);

    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    await waitFor(() =>
      expect(orders()[2]).toEqual([pic(1), pic(2), pic(3)].map((p) => p.picture_id)),
    );
    expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toHaveFocus();
  });

  it('deletes a photo only after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = renderEdit(lena);
    await user.click(await screen.findByRole('button', { name: 'Delete photo 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    expect(calls.some((c) => c.init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() =>
      expect(calls.find((c) => c.init?.method === 'DELETE')?.url).toBe(
        `/api/gears/${GEAR_ID}/pictures/${pic(2).picture_id}/`,
      ),
    );
  });
});
