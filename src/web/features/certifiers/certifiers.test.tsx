import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Certifier } from '#shared/contracts/certificates.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { AddCertifierPage } from './add-certifier-page.tsx';
import { CertifierDetailPage } from './certifier-detail-page.tsx';
import { CertifierListPage } from './certifier-list-page.tsx';

const skyline: Certifier = {
  id: '0b5f1c2e-8a4d-4c3b-9e6f-1a2b3c4d5e01',
  name: 'Skyline Check Workshop',
  website: 'https://skyline-check.example',
  phone_number: '+351 210 000 101',
  contact_email: 'check@skyline-check.example',
  address: 'Rua das Asas 12, 4400-001 Porto, Portugal',
};
const shady: Certifier = {
  ...skyline,
  id: '0b5f1c2e-8a4d-4c3b-9e6f-1a2b3c4d5e02',
  name: 'Shady Lab',
  website: 'javascript:alert(1)',
};

describe('CertifierListPage', () => {
  it('shows each certifier with its website and a See Contacts button, plus Add a New Certifier', async () => {
    const calls = mockApi({ 'certifiers/': [skyline, shady] });
    renderPage(<CertifierListPage />, { path: '/certifiers', route: '/certifiers' });
    expect(
      await screen.findByRole('heading', { name: 'Skyline Check Workshop' }),
    ).toBeInTheDocument();
    const website = screen.getByRole('link', { name: /skyline-check\.example/ });
    expect(website).toHaveAttribute('href', 'https://skyline-check.example/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(website).toHaveTextContent('(opens in a new tab)');
    expect(
      screen.getByRole('link', { name: 'See Contacts of Skyline Check Workshop' }),
    ).toHaveAttribute('href', `/certifierdetails/${skyline.id}`);
    expect(screen.getByRole('link', { name: 'Add a New Certifier' })).toHaveAttribute(
      'href',
      '/addcertifier',
    );
    // A stored website that is not http(s) is shown as text, never as a link.
    const shadyCard = screen.getByRole('heading', { name: 'Shady Lab' }).closest('li')!;
    expect(within(shadyCard).getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(calls[0]!.url).toBe('/api/certifiers/?page_size=100');
  });

  it('says so when there are no certifiers, and shows a load error', async () => {
    mockApi({ 'certifiers/': [] });
    const { unmount } = renderPage(<CertifierListPage />);
    expect(await screen.findByText('No certifiers are listed yet.')).toBeInTheDocument();
    unmount();
    mockApi({
      'certifiers/': Response.json({ detail: 'Down.', code: 'internal_error' }, { status: 500 }),
    });
    renderPage(<CertifierListPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Down.');
  });
});

describe('CertifierDetailPage', () => {
  const renderDetail = (id: string) =>
    renderPage(<CertifierDetailPage />, {
      path: `/certifierdetails/${id}`,
      route: '/certifierdetails/:id',
    });

  it('shows name, website, phone, e-mail, address and a back link', async () => {
    mockApi({ [`certifiers/${skyline.id}/`]: skyline });
    renderDetail(skyline.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Skyline Check Workshop' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^skyline-check\.example/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: '+351 210 000 101' })).toHaveAttribute(
      'href',
      'tel:+351210000101',
    );
    expect(screen.getByRole('link', { name: 'check@skyline-check.example' })).toHaveAttribute(
      'href',
      'mailto:check@skyline-check.example',
    );
    expect(screen.getByText('Rua das Asas 12, 4400-001 Porto, Portugal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to certifiers/ })).toHaveAttribute(
      'href',
      '/certifiers',
    );
    expect(document.title).toBe('Skyline Check Workshop · Air Gear');
  });

  it('shows Not Available for missing contact fields', async () => {
    mockApi({ [`certifiers/${skyline.id}/`]: { ...skyline, phone_number: '', contact_email: '' } });
    renderDetail(skyline.id);
    await screen.findByRole('heading', { level: 1, name: 'Skyline Check Workshop' });
    expect(screen.getAllByText('Not Available')).toHaveLength(2);
  });

  it('shows the not-found page for an unknown certifier', async () => {
    mockApi({});
    renderDetail('0b5f1c2e-8a4d-4c3b-9e6f-000000000000');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('AddCertifierPage', () => {
  it('explains that the Air Gear team adds certifiers and links to the contact page', () => {
    renderPage(<AddCertifierPage />);
    expect(screen.getByText(/Certifiers are added by the Air Gear team/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/about-us');
  });
});
