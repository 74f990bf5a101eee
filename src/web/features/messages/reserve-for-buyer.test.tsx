// The seller reserves their listing from its page, choosing the buyer among the pilots who wrote
// about it; the write is the chosen conversation's reserve route.
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { ReserveForBuyer } from './reserve-for-buyer.tsx';
import { conversation } from './test-conversations.ts';

const GEAR = '66666666-6666-4666-8666-666666666666';
const ana = conversation({
  id: '11111111-1111-4111-8111-111111111111',
  role: 'seller',
  other_user: { id: 'a', first_name: 'Ana', last_name: 'Pereira' },
});
const tom = conversation({
  id: '22222222-2222-4222-8222-222222222222',
  role: 'seller',
  other_user: { id: 't', first_name: 'Tom', last_name: 'Baker' },
});

describe('ReserveForBuyer', () => {
  it("offers the listing's buyers and reserves for the one chosen", async () => {
    let reserved: string | null = null;
    const calls = mockApi({
      [`conversations/?gear=${GEAR}`]: () => [
        { ...ana, reserved_for_buyer: reserved === ana.id },
        { ...tom, reserved_for_buyer: reserved === tom.id },
      ],
      'conversations/': (url: string) => {
        reserved = /conversations\/([\w-]+)\/reserve\//.exec(url)?.[1] ?? null;
        return { ...tom, reserved_for_buyer: true };
      },
    });
    renderPage(<ReserveForBuyer gearId={GEAR} />);
    const select = await screen.findByLabelText('Reserve for');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Ana Pereira',
      'Tom Baker',
    ]);
    await userEvent.selectOptions(select, 'Tom Baker');
    await userEvent.click(screen.getByRole('button', { name: 'Mark reserved' }));
    expect(await screen.findByText('Reserved for Tom Baker')).toBeInTheDocument();
    const write = calls.find((c) => c.init?.method === 'POST');
    expect(write?.url).toContain(`conversations/${tom.id}/reserve/`);
    expect(screen.getByRole('button', { name: 'Lift the reservation' })).toBeInTheDocument();
  });

  it('says that a buyer must write first when nobody has', async () => {
    mockApi({ [`conversations/?gear=${GEAR}`]: [] });
    renderPage(<ReserveForBuyer gearId={GEAR} />);
    await waitFor(() =>
      expect(screen.getByText(/Nobody has written about this listing yet/)).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Mark reserved' })).not.toBeInTheDocument();
  });
});
