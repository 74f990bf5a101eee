// Static material for the demo listings: real brands and models with plausible used prices,
// and sentence pools for descriptions. Real names make the demo read like the actual market;
// the sellers are invented (e-mails on the reserved .example domain).

export type GearSlug = 'wing' | 'harness' | 'instrument' | 'reserve' | 'paramotor' | 'accessories';
type Props = Record<string, string | number>;
/** One model on the used market: price range in EUR, and the properties fixed by the model
 * (for wings, `year` is the model's release year; a listing's own year is drawn from it). */
const m = ([brand, model]: [string, string], price: [number, number], props: Props = {}) => ({
  brand,
  model,
  price,
  props,
});
export type CatalogueModel = ReturnType<typeof m>;

// One seller per market we start in; two are certified so the seller badge shows.
export const DEMO_USERS = [
  {
    username: 'lena',
    first_name: 'Lena',
    last_name: 'Schneider',
    country: 'DE',
    phone_number: '+49 151 2345 6789',
    language: 'en',
    is_certified_seller: true,
  },
  {
    username: 'joao',
    first_name: 'João',
    last_name: 'Carvalho',
    country: 'PT',
    phone_number: '+351 912 345 678',
    language: 'pt',
    is_certified_seller: false,
  },
  {
    username: 'carmen',
    first_name: 'Carmen',
    last_name: 'Ortega',
    country: 'ES',
    phone_number: '+34 612 345 678',
    language: 'es',
    is_certified_seller: false,
  },
  {
    username: 'pierre',
    first_name: 'Pierre',
    last_name: 'Lefèvre',
    country: 'FR',
    phone_number: '+33 6 12 34 56 78',
    language: 'fr',
    is_certified_seller: true,
  },
  {
    username: 'tom',
    first_name: 'Tom',
    last_name: 'Whitfield',
    country: 'GB',
    phone_number: '+44 7700 900123',
    language: 'en',
    is_certified_seller: false,
  },
];

/** How many listings of each type: wings dominate the used market, paramotors are rare. */
export const TYPE_COUNTS: Record<GearSlug, number> = {
  wing: 24,
  harness: 12,
  instrument: 10,
  reserve: 7,
  paramotor: 3,
  accessories: 4,
};

/** Typical take-off weight range per wing size (kg). */
export const WING_WEIGHTS: Record<string, [number, number]> = {
  XS: [55, 72],
  S: [65, 85],
  SM: [72, 92],
  M: [80, 100],
  ML: [88, 108],
  L: [95, 118],
  XL: [110, 130],
};

export const CATALOGUE: Record<GearSlug, CatalogueModel[]> = {
  wing: [
    m(['Ozone', 'Rush 6'], [1900, 2700], { certification: 'EN-B', year: 2020 }),
    m(['Ozone', 'Buzz Z7'], [2200, 3100], { certification: 'EN-B', year: 2022 }),
    m(['Ozone', 'Alpina 4'], [2500, 3400], { certification: 'EN-C', year: 2021 }),
    m(['Advance', 'Alpha 7'], [1500, 2300], { certification: 'EN-A', year: 2019 }),
    m(['Advance', 'Iota DLS'], [2400, 3300], { certification: 'EN-B', year: 2021 }),
    m(['Advance', 'Sigma 11'], [2700, 3700], { certification: 'EN-C', year: 2020 }),
    m(['Gin', 'Bolero 7'], [1700, 2500], { certification: 'EN-A', year: 2021 }),
    m(['Gin', 'Explorer 2'], [2300, 3200], { certification: 'EN-B', year: 2020 }),
    m(['Gin', 'Boomerang 12'], [3500, 4800], { certification: 'CCC', year: 2021 }),
    m(['Nova', 'Mentor 7'], [2300, 3200], { certification: 'EN-B', year: 2020 }),
    m(['Nova', 'Ion 6'], [1800, 2600], { certification: 'EN-B', year: 2020 }),
    m(['Niviuk', 'Hook 6'], [2100, 2900], { certification: 'EN-B', year: 2020 }),
    m(['Niviuk', 'Artik 6'], [2600, 3500], { certification: 'EN-C', year: 2020 }),
    m(['Skywalk', 'Chili 5'], [2000, 2800], { certification: 'EN-B', year: 2020 }),
    m(['Mac Para', 'Eden 7'], [1700, 2400], { certification: 'EN-B', year: 2019 }),
    m(['Phi', 'Maestro 2'], [2200, 3000], { certification: 'EN-B', year: 2021 }),
    m(['UP', 'Kibo 2'], [1500, 2200], { certification: 'EN-A', year: 2019 }),
    m(['BGD', 'Cure 2'], [3100, 4200], { certification: 'EN-D', year: 2020 }),
  ],
  harness: [
    m(['Supair', 'Delight 4'], [1100, 1600], { harness_type: 'pod', protector: 'airbag_foam' }),
    m(['Supair', 'Access 2'], [350, 550], { harness_type: 'open', protector: 'airbag' }),
    m(['Woody Valley', 'Wani Light 2'], [450, 700], {
      harness_type: 'lightweight',
      protector: 'airbag',
    }),
    m(['Advance', 'Success 5'], [500, 800], { harness_type: 'open', protector: 'airbag' }),
    m(['Advance', 'Lightness 3'], [1000, 1500], { harness_type: 'pod', protector: 'foam' }),
    m(['Ozone', 'Ozium 2'], [800, 1200], { harness_type: 'pod', protector: 'foam' }),
    m(['Gin', 'Genie Lite 3'], [900, 1300], { harness_type: 'pod', protector: 'foam' }),
    m(['Skywalk', 'Range X-Alps 2'], [700, 1000], {
      harness_type: 'lightweight',
      protector: 'none',
    }),
    m(['Advance', 'Easiness 3'], [650, 950], { harness_type: 'reversible', protector: 'airbag' }),
    m(['Supair', 'Bi Pro 3'], [450, 700], { harness_type: 'tandem', protector: 'foam' }),
  ],
  instrument: [
    m(['Flytec', '6030'], [250, 450], { instrument_type: 'flight_computer' }),
    m(['XCTracer', 'Maxx II'], [350, 480], { instrument_type: 'gps_vario' }),
    m(['Syride', "SYS'Nav XL"], [330, 450], { instrument_type: 'gps_vario' }),
    m(['Naviter', 'Oudie N'], [550, 750], { instrument_type: 'flight_computer' }),
    m(['Skytraxx', '5 Mini'], [400, 550], { instrument_type: 'flight_computer' }),
    m(['Flymaster', 'Vario LS'], [150, 230], { instrument_type: 'vario' }),
    m(['XCTracer', 'Mini V'], [200, 280], { instrument_type: 'gps_vario' }),
    m(['Garmin', 'inReach Mini 2'], [250, 330], { instrument_type: 'tracker' }),
    m(['Yaesu', 'FT-65E'], [60, 100], { instrument_type: 'radio' }),
  ],
  reserve: [
    m(['Gin', 'Yeti Cross 100'], [450, 650], { reserve_type: 'square', max_load: 100 }),
    m(['Companion', 'SQR 120'], [500, 750], { reserve_type: 'square', max_load: 120 }),
    m(['Ozone', 'Angel SQ 120'], [450, 700], { reserve_type: 'square', max_load: 120 }),
    m(['High Adventure', 'Beamer 3 Light'], [900, 1300], {
      reserve_type: 'rogallo',
      max_load: 130,
    }),
    m(['Independence', 'Annular Evo 110'], [250, 400], { reserve_type: 'round', max_load: 110 }),
    m(['Gin', 'Yeti 100'], [200, 350], { reserve_type: 'round', max_load: 100 }),
  ],
  paramotor: [
    m(['Parajet', 'Maverick'], [5500, 7500], { engine: 'Vittorazi Moster 185 Plus' }),
    m(['Miniplane', 'Top 80 Classic'], [3500, 4800], { engine: 'Top 80' }),
    m(['Scout', 'Carbon XL'], [6000, 8000], { engine: 'Polini Thor 130' }),
  ],
  accessories: [
    m(['Icaro', 'Solar X helmet'], [90, 150]),
    m(['Charly', 'Insider helmet'], [140, 220]),
    m(['Advance', 'Fastpack 110 L'], [120, 200]),
    m(['Gin', 'Concertina bag'], [40, 80]),
  ],
};

/** Description sentences; `{model}` and `{hours}` are filled in per listing. */
export const OPENERS: Record<GearSlug, string[]> = {
  wing: [
    'Selling my {model} after switching to a lighter wing for hike-and-fly.',
    'Well looked-after {model}, always packed dry in a concertina bag.',
    'One owner from new, flown in the Alps and on two trips to Spain.',
    'Lovely climbing wing, mostly flown on coastal soaring sites.',
  ],
  harness: [
    'Comfortable {model}, selling because I switched to a lighter setup.',
    'Very good condition, no abrasion on the seat plate.',
    'Great harness for long cross-country days, easy to get into the seat.',
  ],
  instrument: [
    'Reliable {model} with the latest firmware installed.',
    'Screen without scratches, the battery still lasts a full day.',
    'Used for two seasons of cross-country, now replaced by a phone app.',
  ],
  reserve: [
    'Never thrown {model}, repacked every year by a workshop.',
    'Light and compact reserve, fits most front containers.',
    'Selling because my new harness came with an integrated reserve.',
  ],
  paramotor: [
    'Complete {model} unit, starts first pull and runs smooth.',
    'Serviced every 25 hours, logbook available.',
    'Comes with a spare propeller and the original cage bag.',
  ],
  accessories: [
    'Selling my {model} because it no longer fits my setup.',
    'Spare {model}, only needed it for one season.',
  ],
};

export const DETAILS: Partial<Record<GearSlug, string[]>> = {
  wing: [
    'About {hours} hours of airtime, no tree or water landings.',
    'Last check showed porosity well within limits and the lines in trim.',
    'A couple of small sticker repairs on the top surface, nothing structural.',
    'Test flight possible on a good day.',
  ],
  harness: [
    'The protector has never taken a hard landing.',
    'Speed bar and rescue handle included.',
  ],
  reserve: ['Stored away from sun and heat, packed with a fresh pin and loops.'],
  paramotor: ['About {hours} engine hours since the last overhaul.'],
};

export const CLOSERS = [
  'Receipt and manual included.',
  'Happy to meet at the take-off, or ship within Europe.',
  'Price slightly negotiable for a quick sale.',
];

// Canopy colours: saturated, as real wings are, so they stand out against the sky.
export const COLOURS =
  '#e63946 #f4a261 #2a9d8f #457b9d #8e44ad #f1c40f #e67e22 #16a085 #d35400 #27ae60 #2980b9 #c0392b'.split(
    ' ',
  );
