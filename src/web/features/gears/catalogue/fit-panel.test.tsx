import { screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { sampleGear } from '#web/test/fixtures.ts';
import { FitPanel } from './fit-panel.tsx';

const SIZE_ID = '33333333-3333-4333-8333-333333333333';

beforeEach(() => {
  localStorage.setItem('airgear.takeoffWeight', '88');
  mockApi({
    [`catalogue/sizes/${SIZE_ID}/`]: {
      id: SIZE_ID,
      model: SIZE_ID,
      name: 'M',
      en_class: 'B',
      weight_min: 80,
      weight_max: 100,
      flat_area: null,
      glider_weight: null,
      max_load: null,
      pilot_height_min: null,
      pilot_height_max: null,
      source: 'demo',
    },
  });
});

it("marks the pilot's place in the range and warns when the seller's range differs", async () => {
  const gear = sampleGear({
    properties: { weight_min: 75, weight_max: 95 },
    catalogue_size: SIZE_ID,
  });
  renderPage(<FitPanel gear={gear} />);
  expect(screen.getByTestId('fit-position')).toHaveTextContent('At 88 kg: Middle of range.');
  expect(await screen.findByRole('note')).toHaveTextContent("The seller's values differ");
});
