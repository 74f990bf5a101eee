// Towns of the demo listings, a few per country the demo sellers list in, near the flying
// sites: a radius search around Annecy or Innsbruck finds something on a fresh install. Copied
// from the gazetteer (features/towns; GeoNames ids) because the seed sits below the features.
type DemoTown = { id: number; name: string; latitude: number; longitude: number };

export const DEMO_TOWNS: Record<string, DemoTown[]> = {
  PT: [
    { id: 2267057, name: 'Lisbon', latitude: 38.71667, longitude: -9.13333 },
    { id: 2735943, name: 'Porto', latitude: 41.14961, longitude: -8.61099 },
    { id: 2740637, name: 'Coimbra', latitude: 40.20564, longitude: -8.41955 },
    { id: 2740313, name: 'Covilhã', latitude: 40.28106, longitude: -7.50504 },
  ],
  ES: [
    { id: 2517117, name: 'Granada', latitude: 37.18817, longitude: -3.60667 },
    { id: 3117735, name: 'Madrid', latitude: 40.4165, longitude: -3.70256 },
    { id: 3128760, name: 'Barcelona', latitude: 41.38879, longitude: 2.15899 },
    { id: 3125939, name: 'Castejón de Sos', latitude: 42.51235, longitude: 0.49241 },
  ],
  FR: [
    { id: 3037543, name: 'Annecy', latitude: 45.90878, longitude: 6.12565 },
    { id: 3027301, name: 'Chamonix-Mont-Blanc', latitude: 45.92375, longitude: 6.86933 },
    { id: 2996944, name: 'Lyon', latitude: 45.74846, longitude: 4.84671 },
    { id: 3014728, name: 'Grenoble', latitude: 45.17869, longitude: 5.71479 },
  ],
  DE: [
    { id: 2867714, name: 'Munich', latitude: 48.13743, longitude: 11.57549 },
    { id: 2922530, name: 'Garmisch-Partenkirchen', latitude: 47.49209, longitude: 11.09576 },
    { id: 2858964, name: 'Oberstdorf', latitude: 47.40724, longitude: 10.27939 },
  ],
  GB: [
    { id: 2643743, name: 'London', latitude: 51.50853, longitude: -0.12574 },
    { id: 2643123, name: 'Manchester', latitude: 53.48095, longitude: -2.23743 },
    { id: 2638077, name: 'Sheffield', latitude: 53.38297, longitude: -1.4659 },
    { id: 2654817, name: 'Brecon', latitude: 51.94612, longitude: -3.38887 },
  ],
  CH: [
    { id: 2660253, name: 'Interlaken', latitude: 46.68387, longitude: 7.86638 },
    { id: 2657896, name: 'Zürich', latitude: 47.36667, longitude: 8.55 },
    { id: 2658168, name: 'Verbier', latitude: 46.1002, longitude: 7.22651 },
  ],
  IT: [
    { id: 3182297, name: 'Bassano del Grappa', latitude: 45.76656, longitude: 11.72739 },
    { id: 3177120, name: 'Feltre', latitude: 46.02085, longitude: 11.90031 },
    { id: 3173435, name: 'Milan', latitude: 45.46427, longitude: 9.18951 },
  ],
  AT: [
    { id: 2775220, name: 'Innsbruck', latitude: 47.26266, longitude: 11.39454 },
    { id: 2773691, name: 'Kössen', latitude: 47.6699, longitude: 12.40545 },
    { id: 2778048, name: 'Greifenburg', latitude: 46.75027, longitude: 13.17982 },
  ],
};

/** The i-th listing's town columns in its country (by index: the seed's draws stay the same). */
export function demoTownColumns(country: string, i: number) {
  const towns = DEMO_TOWNS[country];
  const town = towns?.[i % towns.length];
  if (!town || i % 7 === 3) return {}; // a few name no town, as some sellers will not
  return {
    town_id: town.id,
    town_name: town.name,
    latitude: town.latitude,
    longitude: town.longitude,
  };
}
