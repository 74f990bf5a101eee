import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { loggedOut } from '#web/test/users.ts';
import { SafetyPage } from './safety-page.tsx';
import { TermsPage } from './terms-page.tsx';

beforeEach(() => {
  loggedOut();
  mockApi({});
});

describe('content pages', () => {
  it('terms: a classifieds site that handles no payments and gives no protection', () => {
    renderPage(<TermsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText(/handles no payments and gives no buyer or seller protection/).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(document.title).toBe('Terms and conditions · Air Gear');
  });

  it('safety: buying and selling tips, and only registered users see seller contact details', () => {
    renderPage(<SafetyPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Security and safety' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Only registered users can view seller contact details\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText(/porosity check certificate/)).toBeInTheDocument();
    expect(screen.getByText(/last repack/)).toBeInTheDocument();
    expect(screen.getByText(/Never pay by an untraceable transfer/)).toBeInTheDocument();
    expect(screen.getByText(/Meet in a safe, public place/)).toBeInTheDocument();
    expect(document.title).toBe('Security and safety · Air Gear');
  });
});
