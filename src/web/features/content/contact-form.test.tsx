import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { AboutPage } from './about-page.tsx';

const renderAbout = () => renderPage(<AboutPage />, { path: '/about-us', route: '/about-us' });
const fields = () => ({
  fullName: screen.getByRole('textbox', { name: 'Full name' }),
  email: screen.getByRole('textbox', { name: 'E-mail' }),
  message: screen.getByRole('textbox', { name: 'Message' }),
  send: screen.getByRole('button', { name: 'Send message' }),
});
const posts = (calls: { url: string; init?: RequestInit }[]) =>
  calls.filter((call) => call.init?.method === 'POST');

describe('the contact form of the About page', () => {
  it('requires every field and a valid e-mail, with the error under each field', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderAbout();
    expect(screen.getByRole('heading', { level: 1, name: 'About Air Gear' })).toBeInTheDocument();
    const { fullName, email, message, send } = fields();
    await user.click(send);
    // The form's schema loads on its first use (lazy-resolver.ts).
    await waitFor(() =>
      expect(fullName).toHaveAccessibleDescription('Please enter your full name.'),
    );
    expect(email).toHaveAccessibleDescription('Please enter your e-mail address.');
    expect(message).toHaveAccessibleDescription('Please write a message.');
    expect(fullName).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'not-an-email');
    await user.click(send);
    expect(email).toHaveAccessibleDescription(
      'Please enter a valid e-mail address, like name@example.com.',
    );
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the message, says so and clears the form', async () => {
    const calls = mockApi({ 'contact/': Response.json({}, { status: 201 }) });
    const user = userEvent.setup();
    renderAbout();
    const { fullName, email, message, send } = fields();
    await user.type(fullName, 'Ana Silva');
    await user.type(email, ' ana@example.com ');
    await user.type(message, 'Is the Rush 6 still for sale?');
    await user.click(send);
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.url).toBe('/api/contact/');
    expect(JSON.parse(String(posts(calls)[0]!.init!.body))).toEqual({
      fullName: 'Ana Silva',
      email: 'ana@example.com',
      message: 'Is the Rush 6 still for sale?',
      website: '',
    });
    await waitFor(() => expect(fullName).toHaveValue(''));
    expect(message).toHaveValue('');
  });

  it('refuses a pasted control character with a message that says so, sending nothing', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderAbout();
    const { fullName, email, message, send } = fields();
    await user.click(fullName);
    await user.paste('Ana\u0000Silva');
    await user.type(email, 'ana@example.com');
    await user.type(message, 'Hello');
    await user.click(send);
    expect(fullName).toHaveAccessibleDescription(
      'Remove the control characters (for example a pasted invisible character).',
    );
    expect(posts(calls)).toHaveLength(0);
  });

  it('keeps what was typed when sending fails', async () => {
    mockApi({
      'contact/': Response.json(
        { detail: 'Too many requests.', code: 'rate_limited' },
        { status: 429 },
      ),
    });
    const user = userEvent.setup();
    renderAbout();
    const { fullName, email, message, send } = fields();
    await user.type(fullName, 'Ana Silva');
    await user.type(email, 'ana@example.com');
    await user.type(message, 'Hello');
    await user.click(send);
    expect(
      await screen.findByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
    expect(fullName).toHaveValue('Ana Silva');
    expect(message).toHaveValue('Hello');
  });

  it('has a honeypot that people never see or reach with the keyboard', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderAbout();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Website/ })).not.toBeInTheDocument();
    const { fullName, email, message, send } = fields();
    fullName.focus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab();
    expect(message).toHaveFocus();
    await user.tab();
    expect(send).toHaveFocus();
  });
});
