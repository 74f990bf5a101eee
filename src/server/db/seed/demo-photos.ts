// Demo photos drawn at seed time: an SVG scene (sky, clouds, hills, a simple shape for the gear
// type, brand and model as text) rendered by sharp. Drawing them keeps the repository free of
// binary images and their licences, and they go through the same pipeline as uploads.
import sharp from 'sharp';
import type { GearSlug } from './demo-catalogue.ts';

export type PhotoShape = GearSlug;
/** `seed` differs per listing so no two listings share a photo (keys are content hashes). */
export type PhotoSpec = {
  shape: PhotoShape;
  brand: string;
  model: string;
  colour: string;
  view: number;
  seed: number;
};

// Drawn on a 1200×900 canvas but rendered smaller than a phone photo: encoding time grows with
// pixels and the whole seed has a budget of a few seconds; this still fills a card and a detail page.
const W = 1200;
const H = 900;
const OUT_W = 1000;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** mulberry32: a tiny seeded generator, so every seed draws the same listings and photos. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function clouds(rand: () => number) {
  return Array.from({ length: 3 + Math.floor(rand() * 3) }, () => {
    const x = rand() * W;
    const y = 60 + rand() * 300;
    const r = 40 + rand() * 40;
    const puffs = [0, 1, 2, 3].map(
      (i) =>
        `<ellipse cx="${x + (i - 1.5) * r}" cy="${y + (i % 2) * r * 0.25}" rx="${r}" ry="${r * 0.62}"/>`,
    );
    return `<g fill="#fff" opacity="${(0.55 + rand() * 0.35).toFixed(2)}">${puffs.join('')}</g>`;
  }).join('');
}

/** Points along a quadratic Bézier, for the canopy's cells and the suspension lines. */
const bezier = (t: number, [a, c, b]: [number, number, number]) =>
  (1 - t) ** 2 * a + 2 * (1 - t) * t * c + t ** 2 * b;

function wing(colour: string) {
  const cells = 16;
  // Leading edge on a Bézier arc; the chord thins towards the tips like a real canopy.
  const edge = (t: number, chord: number) => {
    const depth = chord * (0.3 + 0.7 * Math.sin(Math.PI * t));
    return [bezier(t, [200, 600, 1000]), bezier(t, [380, 90, 380]) + depth] as const;
  };
  const parts: string[] = [];
  for (let i = 0; i < cells; i++) {
    const [a, b] = [i / cells, (i + 1) / cells];
    const pts = [edge(a, 0), edge(b, 0), edge(b, 95), edge(a, 95)].map(([x, y]) => `${x},${y}`);
    const shade = i % 4 === 1 || i % 4 === 2 ? 'fill="#fff"' : `fill="${colour}"`;
    parts.push(`<polygon points="${pts.join(' ')}" ${shade} stroke="${colour}" stroke-width="2"/>`);
  }
  const lines = Array.from({ length: 11 }, (_, i) => {
    const [x, y] = edge(i / 10, 95);
    return `<line x1="${x}" y1="${y}" x2="${x < 600 ? 578 : 622}" y2="630"/>`;
  });
  return `${parts.join('')}<g stroke="#333" stroke-width="1.6" opacity="0.75">${lines.join('')}</g>
    <circle cx="600" cy="640" r="20" fill="#222"/><rect x="566" y="660" width="68" height="52" rx="18" fill="#333"/>`;
}

function harness(colour: string) {
  return `<path d="M430 330 Q420 250 520 240 L680 240 Q780 250 770 330 L790 610 Q600 700 410 610 Z" fill="${colour}"/>
    <path d="M430 610 Q600 690 790 610 L800 680 Q600 770 400 680 Z" fill="#2b2b2b"/>
    <g stroke="#1d1d1d" stroke-width="14" fill="none"><path d="M470 250 L500 560"/><path d="M730 250 L700 560"/></g>
    <g fill="none" stroke="#bbb" stroke-width="10"><circle cx="470" cy="300" r="24"/><circle cx="730" cy="300" r="24"/></g>`;
}

function instrument(colour: string) {
  const graph = Array.from(
    { length: 12 },
    (_, i) => `${440 + i * 30},${420 - Math.sin(i * 0.9) * 50 - i * 4}`,
  );
  return `<rect x="380" y="220" width="440" height="520" rx="40" fill="#222"/>
    <rect x="380" y="220" width="440" height="40" rx="20" fill="${colour}"/>
    <rect x="415" y="285" width="370" height="330" rx="10" fill="#dfe9d8"/>
    <polyline points="${graph.join(' ')}" fill="none" stroke="${colour}" stroke-width="8"/>
    <g font-family="DejaVu Sans, sans-serif" font-weight="bold" fill="#222"><text x="430" y="540" font-size="54">+2.4 m/s</text>
    <text x="430" y="595" font-size="36">1 245 m</text></g>
    <g fill="#555"><circle cx="480" cy="680" r="22"/><circle cx="600" cy="680" r="22"/><circle cx="720" cy="680" r="22"/></g>`;
}

function reserve(colour: string) {
  const rim = Array.from({ length: 11 }, (_, i) => 310 + i * 58);
  // Gore seams curve from the apex to the rim, which is what makes a dome read as a reserve.
  const seams = rim
    .slice(1, -1)
    .map((x) => `<path d="M600 212 Q${x + (x - 600) * 0.25} 260 ${x} 400"/>`);
  const lines = rim.map((x) => `<line x1="${x}" y1="400" x2="600" y2="700"/>`);
  return `<path d="M310 400 A290 188 0 0 1 890 400 Z" fill="${colour}"/>
    <g fill="none" stroke="#fff" stroke-width="5" opacity="0.8">${seams.join('')}</g>
    <path d="M310 400 Q600 440 890 400 L890 412 Q600 452 310 412 Z" fill="#222" opacity="0.5"/>
    <g stroke="#444" stroke-width="1.5">${lines.join('')}</g><circle cx="600" cy="712" r="16" fill="#222"/>`;
}

function paramotor(colour: string) {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<line x1="600" y1="460" x2="${600 + Math.cos(a) * 250}" y2="${460 + Math.sin(a) * 250}"/>`;
  });
  return `<circle cx="600" cy="460" r="260" fill="none" stroke="${colour}" stroke-width="22"/>
    <g stroke="#777" stroke-width="4">${spokes.join('')}</g>
    <g fill="#3a2a1a"><ellipse cx="600" cy="330" rx="26" ry="130"/><ellipse cx="600" cy="590" rx="26" ry="130"/></g>
    <rect x="540" y="420" width="120" height="90" rx="14" fill="#333"/><circle cx="600" cy="460" r="24" fill="#999"/>`;
}

function accessories(colour: string) {
  return `<path d="M390 560 Q390 260 600 250 Q810 260 810 560 Z" fill="${colour}"/>
    <path d="M470 470 Q600 410 780 470 L780 540 Q600 500 470 545 Z" fill="#1e2a38" opacity="0.85"/>
    <rect x="380" y="555" width="440" height="28" rx="12" fill="#2b2b2b"/>`;
}

const SHAPES = { wing, harness, instrument, reserve, paramotor, accessories };

/** The SVG of one photo; `view` varies the sky, the clouds and the framing between photos. */
export function photoSvg({ shape, brand, model, colour, view, seed }: PhotoSpec): string {
  const rand = seededRandom(seed * 7 + view);
  const evening = view === 2;
  const sky = evening ? ['#f6a26b', '#fbe3c0'] : ['#2f78c4', '#cfe7f8'];
  const zoom = view === 1 ? 'translate(600 470) scale(1.2) translate(-600 -470)' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OUT_W}" height="${(OUT_W * H) / W}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>${clouds(rand)}
  <path d="M0 760 L180 640 L330 720 L520 600 L720 730 L930 620 L1200 740 L1200 900 L0 900 Z" fill="#6f8f6a" opacity="0.75"/>
  <path d="M0 820 Q300 760 600 810 T1200 800 L1200 900 L0 900 Z" fill="#4e6e48"/>
  <g transform="${zoom}">${SHAPES[shape](colour)}</g>
  <rect y="${H - 120}" width="${W}" height="120" fill="#000" opacity="0.45"/>
  <text x="48" y="${H - 50}" font-family="DejaVu Sans, sans-serif" font-size="56" fill="#fff"><tspan font-weight="bold">${escapeXml(brand)}</tspan> ${escapeXml(model)}</text>
</svg>`;
}

/** A JPEG, like a camera would hand over, so the upload pipeline sees a realistic input. */
export async function renderPhoto(spec: PhotoSpec): Promise<Buffer> {
  return sharp(Buffer.from(photoSvg(spec)))
    .jpeg({ quality: 88 })
    .toBuffer();
}
