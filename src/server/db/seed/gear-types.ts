import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { ExtraProperty } from '#shared/contracts/gear-types.ts';

type SeedGearType = {
  id: string;
  name: string;
  slug: string;
  description: string;
  position: number;
  extra_properties: ExtraProperty[];
};

// Sizes are free text (makers write 22, 24, 26 or XS–XXL): these are suggestions, beside the
// catalogue's sizes of the chosen model.
const SIZES = [
  'XXS',
  'XS',
  'S',
  'SM',
  'M',
  'ML',
  'L',
  'XL',
  'XXL',
  '18',
  '20',
  '22',
  '24',
  '26',
  '28',
];

/** The three original categories with their fixed ids (old clients name them by id), plus Reserve, Paramotor and Accessories. */
export const GEAR_TYPES: SeedGearType[] = [
  {
    id: GEAR_TYPE_IDS.wing,
    name: 'Paraglider Wing',
    slug: 'wing',
    position: 1,
    description: 'Paraglider and paramotor wings.',
    extra_properties: [
      { name: 'size', type: 'text', required: true, options: SIZES },
      {
        name: 'certification',
        type: 'select',
        required: true,
        options: ['EN-A', 'EN-B', 'EN-C', 'EN-D', 'CCC'],
      },
      { name: 'weight_min', type: 'number', required: true, unit: 'kg' },
      { name: 'weight_max', type: 'number', required: true, unit: 'kg' },
      { name: 'year', type: 'number', required: true },
      { name: 'flight_hours', type: 'number', required: false, unit: 'h' },
    ],
  },
  {
    id: GEAR_TYPE_IDS.harness,
    name: 'Harness',
    slug: 'harness',
    position: 2,
    description: 'Seat, pod, reversible and tandem harnesses.',
    extra_properties: [
      { name: 'size', type: 'text', required: true, options: ['XS', 'S', 'M', 'L', 'XL'] },
      {
        name: 'harness_type',
        type: 'select',
        required: true,
        options: ['open', 'pod', 'reversible', 'lightweight', 'tandem'],
      },
      {
        name: 'protector',
        type: 'select',
        required: true,
        options: ['airbag', 'foam', 'airbag_foam', 'none'],
      },
      {
        name: 'certification',
        type: 'select',
        required: false,
        options: ['EN 1651', 'LTF 91/09', 'none'],
      },
    ],
  },
  {
    id: GEAR_TYPE_IDS.instrument,
    name: 'Instrument',
    slug: 'instrument',
    position: 3,
    description: 'Varios, GPS, flight computers, radios and trackers.',
    extra_properties: [
      {
        name: 'instrument_type',
        type: 'select',
        required: true,
        options: ['vario', 'gps_vario', 'flight_computer', 'radio', 'tracker'],
      },
      { name: 'year', type: 'number', required: false },
    ],
  },
  {
    id: GEAR_TYPE_IDS.reserve,
    name: 'Reserve',
    slug: 'reserve',
    position: 4,
    description: 'Rescue parachutes.',
    extra_properties: [
      {
        name: 'reserve_type',
        type: 'select',
        required: true,
        options: ['round', 'square', 'rogallo'],
      },
      { name: 'max_load', type: 'number', required: true, unit: 'kg' },
      { name: 'last_repack', type: 'date', required: false },
    ],
  },
  {
    id: GEAR_TYPE_IDS.paramotor,
    name: 'Paramotor',
    slug: 'paramotor',
    position: 5,
    description: 'Motors, frames and complete paramotor units.',
    extra_properties: [
      { name: 'engine', type: 'text', required: true },
      { name: 'engine_hours', type: 'number', required: false, unit: 'h' },
      { name: 'year', type: 'number', required: false },
    ],
  },
  {
    id: GEAR_TYPE_IDS.accessories,
    name: 'Accessories',
    slug: 'accessories',
    position: 6,
    description: 'Helmets, flight suits, rucksacks and everything else.',
    extra_properties: [
      { name: 'condition', type: 'select', required: false, options: ['new', 'like_new', 'used'] },
    ],
  },
];
