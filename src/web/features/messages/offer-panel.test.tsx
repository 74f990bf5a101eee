import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Offer } from '#shared/contracts/offers.ts';
import { inLanguage } from '#web/test/language.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { sampleGear } from '#web/test/fixtures.ts';
import { joao, loggedInWith } from '#web/test/users.ts';
import { OfferPanel } from './offer-panel.tsx';
import { conversation } from './test-conversations.ts';

const c = conversation();
const gear = sampleGear({ id: c.gear.id!, price: 1000, price_type: 'negotiable' });
const offer = (over: Partial<Offer> = {}): Offer => ({
  id: '88888888-8888-4888-8888-888888888888',
  conversation: c.id,
  from: 'buyer',
  amount: 800,
  currency: 'EUR',
  note: '',
  status: 'open',
  expires_at: '2026-11-22T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

function serve(offers: Offer[], answer?: (url: string, init?: RequestInit) => Response) {
  return mockApi({
    'users/me/': joao,
    [`gears/${gear.id}/`]: gear,
    [`conversations/${c.id}/offers/`]: (url: string, init?: RequestInit) =>
      init?.method === 'POST' && answer ? answer(url, init) : offers,
    'offers/': (url: string, init?: RequestInit) => answer?.(url, init) ?? offers[0],
  });
}

beforeEach(() => loggedInWith());

describe('OfferPanel', () => {
  it('lets the buyer make an offer in the listing’s currency', async () => {
    const calls = serve([], () => Response.json(offer(), { status: 201 }));
    renderPage(<OfferPanel conversation={c} />);
    expect(await screen.findByText('Asking price: €1,000 · Negotiable')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount (EUR)'), '800');
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'Cash');
    await userEvent.click(screen.getByRole('button', { name: 'Make an offer' }));
    await waitFor(() =>
      expect(calls.find((x) => x.init?.method === 'POST')?.init?.body).toBe(
        JSON.stringify({ amount: 800, note: 'Cash' }),
      ),
    );
  });

  it('shows a refused offer in words, and waits while the buyer’s own offer is open', async () => {
    serve([], () =>
      Response.json(
        {
          detail: 'Some fields are not valid.',
          code: 'validation_error',
          errors: { amount: ['An offer cannot be above the asking price.'] },
        },
        { status: 400 },
      ),
    );
    renderPage(<OfferPanel conversation={c} />);
    await userEvent.type(await screen.findByLabelText('Amount (EUR)'), '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Make an offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An offer cannot be above the asking price.',
    );
  });

  it('shows a refused offer in the page’s language', async () => {
    serve([], () =>
      Response.json(
        { detail: 'You have made too many offers today. Please wait.', code: 'rate_limited' },
        { status: 429 },
      ),
    );
    await inLanguage('pt', async () => {
      renderPage(<OfferPanel conversation={c} />);
      await userEvent.type(await screen.findByLabelText('Valor (EUR)'), '800');
      await userEvent.click(screen.getByRole('button', { name: 'Fazer uma oferta' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Fez demasiadas ofertas hoje. Aguarde.',
      );
    });
  });

  it('gives the seller accept, decline and counter for the buyer’s open offer', async () => {
    const calls = serve([offer({ note: 'Cash on pick-up' })]);
    renderPage(<OfferPanel conversation={{ ...c, role: 'seller' }} />);
    expect(await screen.findByText("Buyer's offer")).toBeInTheDocument();
    expect(screen.getByText('€800')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('“Cash on pick-up”')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Counter' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the offer of €800?' });
    expect(calls.some((x) => x.url.includes('/accept/'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls.some((x) => x.url.endsWith(`/offers/${offer().id}/accept/`))).toBe(true),
    );
  });

  it('asks before declining, and a cancelled decline sends nothing and keeps the focus', async () => {
    const calls = serve([offer()]);
    renderPage(<OfferPanel conversation={{ ...c, role: 'seller' }} />);
    const decline = await screen.findByRole('button', { name: 'Decline' });
    await userEvent.click(decline);
    const dialog = await screen.findByRole('dialog', { name: 'Decline the offer of €800?' });
    expect(dialog).toHaveTextContent('A declined offer cannot be reopened.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(decline).toHaveFocus());
    expect(calls.some((x) => x.url.includes('/decline/'))).toBe(false);

    await userEvent.click(decline);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }),
    );
    await waitFor(() =>
      expect(calls.some((x) => x.url.endsWith(`/offers/${offer().id}/decline/`))).toBe(true),
    );
  });

  it('shows the buyer that their offer waits, with no form', async () => {
    serve([offer()]);
    renderPage(<OfferPanel conversation={c} />);
    expect(await screen.findByText('Your offer')).toBeInTheDocument();
    expect(screen.getByText('Your offer is open: waiting for the answer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (EUR)')).not.toBeInTheDocument();
  });
});
