import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { inLanguage, LOCALES } from '#web/test/language.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { ErrorMessage } from './error-message.tsx';

describe('ErrorMessage', () => {
  it('shows a server detail in the page’s language once the tables have loaded', async () => {
    const { errors, serverErrors } = LOCALES.pt;
    const error = new ApiError(404, { detail: 'No gear with this id.', code: 'not_found' });
    await inLanguage('pt', async () => {
      mockApi({});
      renderPage(<ErrorMessage error={error} />);
      const shown = errors.loadFailed.replace('{{message}}', serverErrors.noGear);
      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(screen.queryByText(/No gear with this id/)).not.toBeInTheDocument();
    });
  });

  it('shows a message no table knows as it came', async () => {
    mockApi({});
    renderPage(<ErrorMessage error={new Error('Something new happened.')} />);
    expect(await screen.findByText('Error: Something new happened.')).toBeInTheDocument();
  });
});
