// Generates the demo realm "vilamar" (realms/vilamar/demo/**) and the 23 category icons (public/icons/categories/*.svg).
// Run: node scripts/demo/vilamar.mjs            (writes everything, then validates)
//      node scripts/demo/vilamar.mjs --check    (validates only)
// Everything here is fictional: the town, people, phone numbers and e-mail addresses (.example).
import { mkdirSync, writeFileSync, readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEMO = join(ROOT, 'realms', 'vilamar', 'demo');
const ASSETS = join(DEMO, 'assets');
const ICONS = join(ROOT, 'public', 'icons', 'categories');
const CHECK_ONLY = process.argv.includes('--check');

const T = (es, ca) => ({ es, ca });
const id = (prefix, n) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;
const write = (file, text) => { mkdirSync(dirname(file), { recursive: true }); writeFileSync(file, text); };
const json = (file, data) => write(join(DEMO, file), `${JSON.stringify(data, null, 2)}\n`);

/** Europe/Madrid offset of a wall-clock date in 2026–2027 (summer time 2026-03-29 → 2026-10-25, from 2027-03-28). */
function madrid(date, time = '10:00') {
  const summer = (date >= '2026-03-29' && date < '2026-10-25') || date >= '2027-03-28';
  return `${date}T${time}:00${summer ? '+02:00' : '+01:00'}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Task B: category icons (24x24 line icons, one family)
// ---------------------------------------------------------------------------------------------------------------

/** Five-pointed star points around (cx, cy). */
function star(cx, cy, R, r) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = (-90 + i * 36) * Math.PI / 180;
    const rad = i % 2 ? r : R;
    pts.push(`${+(cx + rad * Math.cos(a)).toFixed(2)} ${+(cy + rad * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join('L')}z`;
}

/** Football: outline, central pentagon, and seams from its corners to the outline. */
function ball() {
  const c = 12, R = 9, r = 3.3;
  const corner = (i, rad) => { const a = (-90 + i * 72) * Math.PI / 180; return [+(c + rad * Math.cos(a)).toFixed(2), +(c + rad * Math.sin(a)).toFixed(2)]; };
  const pent = [0, 1, 2, 3, 4].map((i) => corner(i, r));
  const seams = [0, 1, 2, 3, 4].map((i) => { const [x1, y1] = corner(i, r); const [x2, y2] = corner(i, R); return `M${x1} ${y1}L${x2} ${y2}`; }).join('');
  return `<circle cx="12" cy="12" r="9"/><path d="M${pent.map((p) => p.join(' ')).join('L')}z${seams}"/>`;
}

/** Firework: rays around a centre, a rising trail and two sparks. */
function firework() {
  const cx = 12, cy = 9;
  const rays = [0, 45, 135, 180, 225, 270, 315].map((deg) => {
    const a = deg * Math.PI / 180;
    const p = (rad) => `${+(cx + rad * Math.cos(a)).toFixed(2)} ${+(cy + rad * Math.sin(a)).toFixed(2)}`;
    return `M${p(2.5)}L${p(6.5)}`;
  }).join('');
  return `<path d="${rays}"/><path d="M12 13.5V22"/><path d="M5 17h.01M19 17h.01M12 9h.01"/>`;
}

const ICON_SHAPES = {
  'medio-ambiente': ['Medio Ambiente', '<path d="M5 19C5 10 11 4 20 4c0 9-6 15-15 15z"/><path d="M3 21l2-2M5 19l9-9"/>'],
  comercio: ['Comercio', '<path d="M3.5 9L5 4h14l1.5 5"/><path d="M3.5 9a2.8 2.8 0 0 0 5.7 0 2.8 2.8 0 0 0 5.6 0 2.8 2.8 0 0 0 5.7 0"/><path d="M5 12v8h14v-8"/><path d="M10 20v-5h4v5"/>'],
  sanitarias: ['Sanitarias', '<path d="M9.5 3.5h5v6h6v5h-6v6h-5v-6h-6v-5h6z"/>'],
  musicales: ['Musicales', '<path d="M9 18V5.5l11-2.5v13"/><path d="M9 9.5l11-2.5"/><circle cx="6" cy="18" r="3"/><circle cx="17" cy="16" r="3"/>'],
  sociales: ['Sociales', '<circle cx="12" cy="6.5" r="3"/><path d="M6.5 20v-1a5.5 5.5 0 0 1 11 0v1"/><circle cx="4.8" cy="9.5" r="2"/><path d="M1.8 19a3.5 3.5 0 0 1 4-3.5"/><circle cx="19.2" cy="9.5" r="2"/><path d="M22.2 19a3.5 3.5 0 0 0-4-3.5"/>'],
  recreativas: ['Recreativas', '<rect x="3.5" y="3.5" width="17" height="17" rx="3.5"/><path d="M8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01"/>'],
  gastronomicas: ['Gastronómicas', '<path d="M4.5 10.5v5.5a4 4 0 0 0 4 4h7a4 4 0 0 0 4-4v-5.5z"/><path d="M2.5 12.5h2M19.5 12.5h2M3.5 10.5h17"/><path d="M10 10.5a2 2 0 0 1 4 0"/><path d="M9 3.5c-.8 1 .8 2-.2 3.5M12 3c-.8 1 .8 2-.2 3.5M15 3.5c-.8 1 .8 2-.2 3.5"/>'],
  empresariales: ['Empresariales', '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7"/><path d="M3 12.5h18"/><path d="M12 11.5v2"/>'],
  tauromaquia: ['Tauromaquia', '<path d="M7.5 9h9l-1.4 7.6a2.4 2.4 0 0 1-2.4 2.4h-1.4a2.4 2.4 0 0 1-2.4-2.4z"/><path d="M7.5 9.5C4.5 9.5 2.5 7.5 3 4M16.5 9.5c3 0 5-2 4.5-5.5"/><path d="M7.7 11.5L4.5 12.5M16.3 11.5l3.2 1"/><path d="M10.2 12.7h.01M13.8 12.7h.01M10.8 16.5h.01M13.2 16.5h.01"/>'],
  'jubilados-pensionistas': ['Jubilados-pensionistas', '<circle cx="9.5" cy="4.5" r="2"/><path d="M9.5 7.5c-1 1.6-1.5 3.6-1.5 6"/><path d="M8 13.5l-2.5 7.5M8 13.5l3 2.5.5 5"/><path d="M9.3 9l3 2.5 3.2-.5"/><path d="M15.5 11V21"/><path d="M15.5 11a1.6 1.6 0 0 1 3.2 0"/>'],
  moteros: ['Moteros', '<circle cx="5" cy="17" r="3"/><circle cx="19" cy="17" r="3"/><path d="M19 17l-3.5-10H13"/><path d="M3 11.5h6l2 2.5h5.6"/><path d="M10.5 11.5c1.5-2 4-2.3 5.8-1.3"/><path d="M8 17h6l2.8-3.5"/><path d="M5 17l3-3.5"/>'],
  hombres: ['Hombres', '<circle cx="10" cy="14" r="6"/><path d="M14.3 9.7L20 4M15 4h5v5"/>'],
  mujeres: ['Mujeres', '<circle cx="12" cy="9" r="6"/><path d="M12 15v7M8.5 18.5h7"/>'],
  juvenil: ['Juvenil', `<path d="${star(12, 12.5, 9.5, 4)}"/>`],
  ludico: ['Lúdico', '<path d="M6.5 7h11a4.5 4.5 0 0 1 4.5 4.5v4a2.5 2.5 0 0 1-4.6 1.4L15.8 15H8.2l-1.6 1.9A2.5 2.5 0 0 1 2 15.5v-4A4.5 4.5 0 0 1 6.5 7z"/><path d="M7 9.5v3.5M5.25 11.25h3.5"/><path d="M15.5 10.5h.01M18 12.5h.01"/>'],
  educativa: ['Educativa', '<path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5"/><path d="M22 9v6"/>'],
  ampa: ['AMPA', '<circle cx="8.5" cy="6.5" r="3"/><path d="M2.5 20v-1.5a6 6 0 0 1 12 0V20"/><circle cx="17.5" cy="11" r="2.3"/><path d="M14.2 20v-.7a3.3 3.3 0 0 1 6.6 0v.7"/>'],
  teatro: ['Teatro', '<path d="M2.5 3.5h8.5v5.7a4.25 4.25 0 0 1-8.5 0z"/><path d="M5 6.8h1M8.5 6.8h1M5.2 9.8a1.6 1.6 0 0 0 3.2 0"/><path d="M13 10.5h8.5v5.7a4.25 4.25 0 0 1-8.5 0z"/><path d="M15.5 13.8h1M19 13.8h1M15.7 17.8a1.6 1.6 0 0 1 3.2 0"/>'],
  baile: ['Baile', '<circle cx="13.5" cy="4" r="2"/><path d="M13 7l-1.3 6.5"/><path d="M7 5l6 3.5 4.5-2.5"/><path d="M11.7 13.5L8 17l1.5 4.5M11.7 13.5l6.3 2.5"/>'],
  deportiva: ['Deportiva', ball()],
  cultural: ['Cultural', '<path d="M3 8l9-5 9 5z"/><path d="M5.5 10.5v6.5M10 10.5v6.5M14 10.5v6.5M18.5 10.5v6.5"/><path d="M4 19h16M3 21.5h18"/>'],
  religioso: ['Religioso', '<path d="M12 2.5c1.6 1.7 2.2 3 2.2 4a2.2 2.2 0 0 1-4.4 0c0-1 .6-2.3 2.2-4z"/><path d="M12 8.7V10.5"/><path d="M8.5 10.5h7V20h-7z"/><path d="M6 20h12"/><path d="M4.5 4l1.5 1M19.5 4L18 5"/>'],
  fiestas: ['Fiestas', firework()],
};

function iconSvg(title, shapes) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"><title>${title}</title>${shapes}</svg>\n`;
}

const MARKER_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 43" width="29" height="43"><title>Marcador</title><path d="M14.5 42C12 37.6 1 26.2 1 14.5a13.5 13.5 0 0 1 27 0C28 26.2 17 37.6 14.5 42z" fill="#870C3B" stroke="#5E0829" stroke-width="1"/><circle cx="14.5" cy="14.5" r="9.5" fill="#FFFFFF"/></svg>\n';

function writeIcons() {
  for (const [slug, [title, shapes]] of Object.entries(ICON_SHAPES)) write(join(ICONS, `${slug}.svg`), iconSvg(title, shapes));
  write(join(ICONS, 'marker.svg'), MARKER_SVG);
}

// ---------------------------------------------------------------------------------------------------------------
// Task A assets: logo, favicon, banners and the association images (flat SVG illustrations, 1200x800, < 4 KB)
// ---------------------------------------------------------------------------------------------------------------

const C = {
  navy: '#0A2E45', sea: '#0B5C8A', sea2: '#1C7FB5', light: '#7FC4E0', sky: '#D4ECF7', foam: '#F2F8FB',
  sand: '#EAD9B0', sun: '#F2B84B', coral: '#E0684B', green: '#3E8E5E', leaf: '#6DB36F', skin: '#E2B48C',
  white: '#FFFFFF', red: '#C0343C', purple: '#6B3FA0', wood: '#9C6B3F', stone: '#D9CFC1',
};

const r = (x, y, w, h, fill, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const c = (cx, cy, rad, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${fill}"${extra}/>`;
const p = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const use = (ref, x, y) => `<use href="#${ref}" x="${x}" y="${y}"/>`;
const grad = (gid, top, bottom) => `<linearGradient id="${gid}" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
/** A person standing with the feet at (0,0): head, shirt, trousers. */
const person = (pid, shirt, trousers = C.white, skin = C.skin) =>
  `<g id="${pid}">${c(0, -52, 10, skin)}${r(-13, -42, 26, 25, shirt, ' rx="8"')}${r(-12, -19, 24, 19, trousers, ' rx="4"')}</g>`;
/** A band of sea from y down, with a wavy top edge. */
const sea = (y, fill, amp = 12, w = 1200, h = 800) => p(`M0 ${y}q50 ${-amp} 100 0${'t100 0'.repeat(Math.ceil(w / 100) - 1)}V${h}H0z`, fill);
const sailboat = (x, y, s, sail = C.white, hull = C.navy) =>
  p(`M${x - 60 * s} ${y}h${120 * s}l${-20 * s} ${26 * s}h${-80 * s}z`, hull)
  + p(`M${x} ${y - 6 * s}V${y - 200 * s}L${x + 82 * s} ${y - 6 * s}z`, sail)
  + p(`M${x - 6 * s} ${y - 185 * s}L${x - 70 * s} ${y - 6 * s}H${x - 6 * s}z`, sail, ' opacity=".85"');
const rays = (cx, cy, r1, r2, n, stroke, width = 6) => {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI;
    d += `M${Math.round(cx + r1 * Math.cos(a))} ${Math.round(cy + r1 * Math.sin(a))}L${Math.round(cx + r2 * Math.cos(a))} ${Math.round(cy + r2 * Math.sin(a))}`;
  }
  return `<path d="${d}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
};
/** Human tower: counts of people per level from the base up; the top one is the enxaneta, with an arm up. */
function castell(cx, baseY, levels) {
  let out = '';
  levels.forEach((n, level) => {
    const y = baseY - level * 44;
    for (let i = 0; i < n; i++) out += use('p', Math.round(cx + (i - (n - 1) / 2) * 30), y);
  });
  const top = baseY - (levels.length - 1) * 44;
  return out + `<path d="M${cx + 8} ${top - 40}l18-34" stroke="${C.skin}" stroke-width="7" stroke-linecap="round"/>`;
}
function pinya(cx, rows) {
  let out = '';
  rows.forEach(([y, n], row) => { for (let i = 0; i < n; i++) out += use('q', Math.round(cx + (i - (n - 1) / 2) * 34 + (row % 2) * 8), y); });
  return out;
}
const svgImage = (title, body, defs = '', w = 1200, h = 800) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><title>${title}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
const skyDefs = (top = C.sky, bottom = C.foam) => grad('s', top, bottom);
const skyRect = (w = 1200, h = 800) => r(0, 0, w, h, 'url(#s)');
const facades = (y, fill) => p(`M0 ${y}h140v-60h120v90h110v-130h150v70h120v-40h160v110h130v-80h140v60h130V${y + 300}H0z`, fill);
const castellDefs = () => skyDefs() + person('p', C.sea2) + person('q', C.sea, C.white);

const SCENES = {
  'v001-regata.svg': ['Regata de vela', () => svgImage('Regata de vela',
    skyRect() + c(980, 170, 70, C.sun) + sea(470, C.sea2, 10) + sailboat(300, 520, 1.3) + sailboat(640, 500, 1, C.coral) + sailboat(900, 540, 0.8)
    + c(1080, 560, 14, C.coral) + sea(600, C.sea, 14), skyDefs())],
  'v002-escola-vela.svg': ['Escola de vela', () => svgImage('Escola de vela',
    skyRect() + sea(380, C.sea2, 8) + [[180, 470, C.coral], [380, 430, C.sun], [560, 490, C.white], [760, 440, C.coral], [960, 480, C.sun]].map(([x, y, s]) => sailboat(x, y, 0.55, s, C.white)).join('')
    + sea(560, C.light, 10) + p('M0 640q300-50 600-10t600-20V800H0z', C.sand), skyDefs())],
  'v003-castell-4de8.svg': ['Castell de quatre de vuit', () => svgImage('Castell de quatre de vuit',
    skyRect() + facades(420, C.stone) + pinya(600, [[720, 16], [770, 18], [820, 20]]) + castell(600, 660, [4, 4, 4, 4, 4, 2, 1, 1]), castellDefs())],
  'v004-pinya.svg': ['Pinya d\'un castell', () => svgImage('Pinya d\'un castell',
    r(0, 0, 1200, 800, C.foam) + `<g transform="scale(2)">${pinya(300, [[250, 10], [300, 12], [350, 12], [400, 14]])}${castell(300, 200, [3, 3, 3])}</g>`, castellDefs())],
  'v022-castell-3de7.svg': ['Castell de tres de set', () => svgImage('Castell de tres de set',
    skyRect() + facades(460, C.sand) + pinya(600, [[720, 14], [770, 16], [820, 18]]) + castell(600, 660, [3, 3, 3, 3, 2, 1, 1]), castellDefs())],
  'v023-castell-pilar.svg': ['Pilar de cinc', () => svgImage('Pilar de cinc',
    skyRect() + facades(440, C.stone) + pinya(600, [[720, 10], [770, 12], [820, 14]]) + castell(600, 660, [1, 1, 1, 1, 1]), castellDefs())],
  'v024-assaig.svg': ['Assaig de la colla al local', () => svgImage('Assaig de la colla al local',
    r(0, 0, 1200, 800, C.stone) + r(0, 600, 1200, 200, C.wood) + r(120, 140, 220, 160, C.sky, ' rx="8"') + r(860, 140, 220, 160, C.sky, ' rx="8"')
    + pinya(600, [[700, 12], [760, 14]]) + castell(600, 640, [3, 3, 3, 2, 1]), castellDefs(C.sky, C.sky))],
  'v025-diada.svg': ['Diada castellera a la plaça', () => svgImage('Diada castellera a la plaça',
    skyRect() + facades(360, C.sand) + r(0, 560, 1200, 240, C.stone) + `<path d="M0 120L1200 120" stroke="${C.navy}" stroke-width="2"/>`
    + [100, 260, 420, 580, 740, 900, 1060].map((x, i) => p(`M${x} 120l40 0-20 40z`, i % 2 ? C.sea2 : C.coral)).join('')
    + castell(300, 650, [3, 3, 3, 3, 2, 1, 1]) + castell(880, 650, [4, 4, 4, 4, 2, 1, 1]) + pinya(600, [[740, 30], [800, 32]]), castellDefs())],
  'v005-coral.svg': ['La coral en concert', () => svgImage('La coral en concert',
    r(0, 0, 1200, 800, C.navy) + p('M150 620V260a150 150 0 0 1 300 0v360zM750 620V260a150 150 0 0 1 300 0v360z', C.sea)
    + [[430, 9], [490, 10], [550, 11]].map(([y, n]) => Array.from({ length: n }, (_, i) => use('p', Math.round(600 + (i - (n - 1) / 2) * 70), y)).join('')).join('')
    + r(0, 560, 1200, 240, C.wood) + `<g transform="translate(600 760) scale(1.6)">${use('k', 0, 0)}</g>` + `<path d="M616 660l50-60" stroke="${C.skin}" stroke-width="9" stroke-linecap="round"/>`,
    person('p', C.foam, C.navy) + person('k', C.navy, C.navy))],
  'v006-casal-taller.svg': ['Taller al Casal de la Gent Gran', () => svgImage('Taller al Casal de la Gent Gran',
    r(0, 0, 1200, 800, C.sand) + r(760, 90, 320, 220, C.sky, ' rx="10"') + sea(230, C.sea2, 6, 320, 220).replace('<path', '<path transform="translate(760 90)"')
    + [250, 430, 610, 790, 970].map((x) => use('p', x, 560)).join('') + r(120, 520, 960, 40, C.wood, ' rx="8"') + r(150, 560, 20, 200, C.wood) + r(1030, 560, 20, 200, C.wood)
    + [300, 660].map((x) => r(x, 470, 90, 52, C.navy, ' rx="6"') + r(x + 6, 476, 78, 40, C.light)).join('') + r(480, 500, 70, 20, C.white, ' rx="3"'),
    person('p', C.coral, C.navy))],
  'v007-neteja-platja.svg': ['Jornada de neteja de la platja', () => svgImage('Jornada de neteja de la platja',
    skyRect() + sea(300, C.sea2, 10) + p('M0 470q300-40 600-10t600-10V800H0z', C.sand)
    + [220, 470, 760, 1000].map((x) => use('p', x, 690)).join('') + [250, 500, 790, 1030].map((x) => p(`M${x} 650q30-5 40 30q-10 40-40 40q-30 0-35-40q10-30 35-30z`, C.navy)).join('')
    + p('M560 760l30-60h60l30 60z', C.green), skyDefs() + person('p', C.green, C.navy))],
  'v008-posidonia.svg': ['Prat de posidònia al fons marí', () => {
    let blades = '';
    for (let x = 40; x < 1200; x += 46) blades += `M${x} 800q${(x % 3) * 20 - 20} -${160 + (x % 5) * 40} ${30 - (x % 4) * 15} -${260 + (x % 7) * 30}`;
    const fish = (x, y, s, fill) => p(`M${x} ${y}q${40 * s} ${-30 * s} ${80 * s} 0q${-40 * s} ${30 * s} ${-80 * s} 0zM${x + 78 * s} ${y}l${30 * s} ${-18 * s}v${36 * s}z`, fill);
    return svgImage('Prat de posidònia al fons marí',
      r(0, 0, 1200, 800, 'url(#s)') + p('M300 0l120 0-200 800h-80zM700 0h80l-60 800h-90z', C.white, ' opacity=".12"')
      + `<path d="${blades}" stroke="${C.green}" stroke-width="16" fill="none" stroke-linecap="round"/>` + fish(420, 260, 1.2, C.sun) + fish(760, 180, 0.9, C.coral) + fish(880, 330, 0.7, C.sun)
      + [[300, 200, 10], [330, 150, 7], [315, 110, 5], [1000, 240, 9], [1020, 190, 6]].map(([x, y, s]) => c(x, y, s, 'none', ` stroke="${C.foam}" stroke-width="3"`)).join(''),
      grad('s', C.light, C.sea));
  }],
  'v009-teatre-escenari.svg': ['Escenari del teatre', () => svgImage('Escenari del teatre',
    r(0, 0, 1200, 800, C.navy) + p('M420 0h360l200 800H220z', C.sun, ' opacity=".18"') + r(0, 640, 1200, 160, C.wood)
    + p('M0 0h260q-40 200 0 400t-60 400H0zM1200 0H940q40 200 0 400t60 400h200z', C.red) + p('M0 0h1200v70q-600 40-1200 0z', C.red)
    + `<g transform="translate(520 660) scale(2.2)">${use('p', 0, 0)}</g><g transform="translate(700 660) scale(2.2)">${use('k', 0, 0)}</g>`,
    person('p', C.sun, C.navy) + person('k', C.sea2, C.navy))],
  'v010-pastorets.svg': ['Els Pastorets a l\'escenari', () => svgImage('Els Pastorets a l\'escenari',
    r(0, 0, 1200, 800, C.navy) + p(star(600, 150, 70, 28), C.sun) + rays(600, 150, 90, 130, 12, C.sun, 5) + r(0, 640, 1200, 160, C.wood)
    + p('M0 0h200q-30 200 0 400t-40 400H0zM1200 0h-200q30 200 0 400t40 400h160z', C.red)
    + [380, 600, 820].map((x, i) => `<g transform="translate(${x} 660) scale(${i === 1 ? 2.4 : 2})">${use('p', 0, 0)}</g><path d="M${x + 40} 660V${i === 1 ? 470 : 500}q0-30 25-30" stroke="${C.wood}" stroke-width="8" fill="none"/>`).join(''),
    person('p', C.sand, C.wood))],
  'v011-esbart.svg': ['Ballada de l\'esbart', () => {
    const n = 8; let dancers = ''; let hands = 'M';
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 2 * Math.PI; const x = Math.round(600 + 330 * Math.cos(a)); const y = Math.round(560 + 110 * Math.sin(a));
      dancers += use(i % 2 ? 'p' : 'k', x, y); hands += `${x} ${y - 80}${i < n - 1 ? 'L' : 'z'}`;
    }
    return svgImage('Ballada de l\'esbart', skyRect() + facades(300, C.stone) + r(0, 460, 1200, 340, C.sand)
      + `<path d="${hands}" stroke="${C.skin}" stroke-width="6" fill="none" stroke-linejoin="round"/>` + `<g transform="translate(-600 -560) scale(2)">${dancers}</g>`.replace('translate(-600 -560) scale(2)', 'translate(0 0)'),
      skyDefs() + person('p', C.red, C.white) + person('k', C.white, C.navy));
  }],
  'v012-xato.svg': ['Plat de xató', () => svgImage('Plat de xató',
    r(0, 0, 1200, 800, 'url(#t)') + c(560, 400, 300, C.white) + c(560, 400, 250, C.foam)
    + [[470, 330], [620, 320], [520, 470], [660, 450], [560, 390], [430, 430], [690, 380]].map(([x, y], i) => c(x, y, 70, i % 2 ? C.leaf : '#8CC476')).join('')
    + [[480, 360], [610, 300], [640, 470], [500, 470]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="40" ry="14" fill="${C.coral}" transform="rotate(-25 ${x} ${y})"/>`).join('')
    + [[560, 340], [700, 420], [450, 400], [590, 500]].map(([x, y]) => c(x, y, 14, C.navy)).join('') + c(1000, 200, 90, C.white) + c(1000, 200, 70, '#C8553D'),
    `<pattern id="t" width="100" height="100" patternUnits="userSpaceOnUse">${r(0, 0, 100, 100, C.white)}${r(0, 0, 50, 50, C.light)}${r(50, 50, 50, 50, C.light)}</pattern>`)],
  'v013-futbol.svg': ['Partit al camp municipal', () => svgImage('Partit al camp municipal',
    r(0, 0, 1200, 800, C.green) + [0, 200, 400, 600, 800, 1000].map((x) => r(x, 0, 100, 800, '#4A9A69')).join('')
    + `<g fill="none" stroke="${C.white}" stroke-width="8">${r(60, 60, 1080, 680, 'none')}<path d="M600 60v680"/>${c(600, 400, 110, 'none')}${r(60, 240, 140, 320, 'none')}${r(1000, 240, 140, 320, 'none')}</g>`
    + `<g transform="scale(1.6)">${[[280, 300], [420, 220], [460, 380], [560, 300]].map(([x, y], i) => use(i % 2 ? 'p' : 'k', x, y)).join('')}</g>` + c(760, 470, 18, C.white, ` stroke="${C.navy}" stroke-width="4"`),
    person('p', C.sea2, C.white) + person('k', C.sun, C.navy))],
  'v014-escacs.svg': ['Partida d\'escacs', () => svgImage('Partida d\'escacs',
    r(0, 0, 1200, 800, C.navy) + r(300, 100, 600, 600, 'url(#b)') + r(300, 100, 600, 600, 'none', ` stroke="${C.wood}" stroke-width="16"`)
    + p('M520 520h110l-20-40h-70zM545 480l-10-120h80l-10 120zM540 360q35-60 70 0zM575 300v-50M555 270h40', C.white, ` stroke="${C.navy}" stroke-width="6"`)
    + p('M700 620h90l-15-30h-60zM715 590l10-70h40l10 70zM745 520a28 28 0 1 0 0-.1z', C.navy, ` stroke="${C.white}" stroke-width="6"`),
    `<pattern id="b" width="150" height="150" patternUnits="userSpaceOnUse">${r(0, 0, 150, 150, C.sand)}${r(0, 0, 75, 75, C.wood)}${r(75, 75, 75, 75, C.wood)}</pattern>`)],
  'v015-comerc.svg': ['Comerços del carrer Major', () => svgImage('Comerços del carrer Major',
    skyRect() + r(0, 200, 1200, 600, C.sand) + r(0, 700, 1200, 100, C.stone)
    + [0, 300, 600, 900].map((x, i) => r(x + 30, 380, 240, 320, C.foam) + r(x + 50, 420, 120, 160, C.light) + r(x + 190, 460, 60, 240, C.navy) + r(x + 20, 330, 260, 50, `url(#a${i % 2})`)).join('')
    + `<path d="M0 120q150 60 300 0t300 0 300 0 300 0" stroke="${C.navy}" stroke-width="3" fill="none"/>` + [60, 160, 260, 360, 460, 560, 660, 760, 860, 960, 1060, 1160].map((x) => c(x, 140 + (x % 300 === 60 ? 0 : 10), 9, C.sun)).join('')
    + [150, 720].map((x) => use('p', x, 780)).join(''),
    skyDefs() + person('p', C.coral, C.navy) + [C.coral, C.sea2].map((col, i) => `<pattern id="a${i}" width="40" height="10" patternUnits="userSpaceOnUse">${r(0, 0, 20, 10, col)}${r(20, 0, 20, 10, C.white)}</pattern>`).join(''))],
  'v016-donacio.svg': ['Donació de sang', () => svgImage('Donació de sang',
    r(0, 0, 1200, 800, C.foam) + c(300, 650, 260, C.sky) + c(1000, 150, 180, C.sky)
    + p('M600 110C520 260 400 360 400 500a200 200 0 0 0 400 0c0-140-120-240-200-390z', C.red)
    + p('M600 620c-70-50-120-90-120-140a60 60 0 0 1 120-10a60 60 0 0 1 120 10c0 50-50 90-120 140z', C.white)
    + p('M860 300h40v-40h40v40h40v40h-40v40h-40v-40h-40z', C.red))],
  'v017-processo-maritima.svg': ['Processó marítima de la Mare de Déu del Carme', () => svgImage('Processó marítima de la Mare de Déu del Carme',
    skyRect() + c(600, 470, 120, C.sun) + sea(460, C.sea, 8)
    + [[250, 560, 1], [600, 600, 1.4], [950, 560, 1]].map(([x, y, s]) => p(`M${x - 130 * s} ${y}h${260 * s}l${-40 * s} ${50 * s}h${-180 * s}z`, C.white)
      + `<path d="M${x - 110 * s} ${y - 80 * s}L${x} ${y - 150 * s}L${x + 110 * s} ${y - 80 * s}" stroke="${C.navy}" stroke-width="3" fill="none"/>`
      + [-80, -40, 0, 40, 80].map((dx, i) => c(Math.round(x + dx * s), Math.round(y - 150 * s + Math.abs(dx) * 0.9 * s), 7, i % 2 ? C.coral : C.sun)).join('')
      + r(Math.round(x - 6 * s), Math.round(y - 150 * s), Math.round(12 * s), Math.round(150 * s), C.navy)).join('')
    + `<g transform="translate(600 600) scale(1.2)">${use('k', 0, 0)}</g>`,
    grad('s', '#F6C28B', '#F3A6A0') + person('k', C.sky, C.white))],
  'v018-focs-festa-major.svg': ['Focs artificials de la Festa Major', () => svgImage('Focs artificials de la Festa Major',
    r(0, 0, 1200, 800, C.navy) + rays(300, 220, 30, 140, 18, C.sun) + rays(640, 160, 20, 110, 14, C.coral) + rays(930, 260, 30, 150, 20, C.light) + rays(480, 330, 15, 70, 10, C.white, 4)
    + p('M0 560h90v-70h80v40h100v-110h60v110h140v-50h120v80h120v-140h40v140h150v-60h120v50h180V800H0z', '#06202F')
    + sea(640, C.sea, 8) + `<path d="M280 690h40M620 710h40M910 690h40M460 740h40" stroke="${C.sun}" stroke-width="6" stroke-linecap="round" opacity=".6"/>`)],
  'v019-esplai.svg': ['Colònies de l\'esplai', () => svgImage('Colònies de l\'esplai',
    skyRect() + c(1040, 140, 70, C.sun) + p('M0 430q300-80 600-20t600-40V800H0z', C.leaf) + p('M0 560q400-60 800 0t400-20V800H0z', C.green)
    + [[160, 300], [300, 260], [1080, 320]].map(([x, y]) => r(x - 10, y, 20, 140, C.wood) + c(x, y, 70, C.green)).join('')
    + p('M420 560l140-200 140 200zM760 580l110-160 110 160z', C.coral) + p('M545 560l15-60 15 60zM858 580l12-45 12 45z', C.navy)
    + `<g transform="translate(0 0)">${[[480, 720], [620, 700], [700, 740]].map(([x, y]) => use('p', x, y)).join('')}</g>`,
    skyDefs() + person('p', C.sun, C.sea))],
  'v020-aula.svg': ['Classe a l\'Aula Oberta', () => svgImage('Classe a l\'Aula Oberta',
    r(0, 0, 1200, 800, C.sand) + r(200, 80, 800, 340, C.green, ' rx="8"') + r(200, 80, 800, 340, 'none', ` rx="8" stroke="${C.wood}" stroke-width="16"`)
    + `<path d="M260 160h320M260 220h420M260 280h260M700 330l60-60 40 40 80-100" stroke="${C.foam}" stroke-width="8" stroke-linecap="round" fill="none"/>`
    + `<g transform="translate(0 -40) scale(1 1)">${[240, 480, 720, 960].map((x) => use('p', x, 760)).join('')}</g>` + [140, 620].map((x) => r(x, 640, 440, 30, C.wood, ' rx="6"')).join(''),
    person('p', C.sea2, C.navy))],
  'v021-passeig.svg': ['Passeig Marítim de Vilamar', () => svgImage('Passeig Marítim de Vilamar',
    skyRect() + c(200, 160, 60, C.sun) + sea(380, C.sea2, 8) + r(0, 500, 1200, 300, C.stone) + r(0, 480, 1200, 20, C.navy)
    + `<path d="M0 440h1200${[...Array(25).keys()].map((i) => `M${i * 50} 440v40`).join('')}" stroke="${C.navy}" stroke-width="6"/>`
    + [260, 700, 1080].map((x) => p(`M${x - 8} 520q-10-160 10-300h12q-12 140 6 300z`, C.wood) + p(`M${x + 5} 220q-90-10-150 50q70-40 150-40q-60-70-140-70q90 0 140 50q20-80 100-100q-60 40-90 100q90-30 150 20q-80-30-160 0q70 20 100 90q-50-60-110-60z`, C.green)).join('')
    + [[460, 720], [560, 700], [880, 740]].map(([x, y]) => use('p', x, y)).join('') + r(330, 600, 200, 20, C.wood) + r(340, 620, 12, 40, C.navy) + r(508, 620, 12, 40, C.navy),
    skyDefs() + person('p', C.coral, C.navy))],
  'v026-carnaval.svg': ['Rua de Carnaval', () => svgImage('Rua de Carnaval',
    r(0, 0, 1200, 800, C.purple) + r(0, 0, 1200, 800, 'url(#f)')
    + p('M300 300q150-60 300 0q-20 160-150 160t-150-160zM640 300q150-60 300 0q-20 160-150 160t-150-160z', C.sun)
    + p('M370 350q40-30 80 0q-40 20-80 0zM490 350q40-30 80 0q-40 20-80 0zM710 350q40-30 80 0q-40 20-80 0zM830 350q40-30 80 0q-40 20-80 0z', C.navy)
    + `<path d="M0 640q150-80 300 0t300 0 300 0 300 0M0 700q150 80 300 0t300 0 300 0 300 0" stroke="${C.light}" stroke-width="10" fill="none"/>`,
    `<pattern id="f" width="160" height="160" patternUnits="userSpaceOnUse">${r(20, 30, 18, 10, C.sun, ' transform="rotate(30 29 35)"')}${r(100, 20, 18, 10, C.coral)}${r(60, 100, 18, 10, C.light, ' transform="rotate(-40 69 105)"')}${c(130, 120, 6, C.white)}${c(30, 130, 6, C.leaf)}</pattern>`)],
  'v027-8m.svg': ['Concentració feminista', () => svgImage('Concentració feminista',
    r(0, 0, 1200, 800, '#EFE6F6') + r(160, 260, 880, 200, C.purple, ' rx="10"')
    + `<g fill="none" stroke="${C.white}" stroke-width="18" stroke-linecap="round">${c(600, 330, 45, 'none')}<path d="M600 375v60M570 410h60"/></g>`
    + `<path d="M160 260V560M1040 260V560" stroke="${C.wood}" stroke-width="12"/>` + `<g transform="translate(0 40)">${[120, 250, 380, 510, 640, 770, 900, 1030].map((x) => use('p', x, 760)).join('')}</g>`
    + [[60, 700], [180, 690], [1120, 700]].map(([x, y]) => use('k', x, y)).join(''),
    person('p', C.purple, C.navy) + person('k', C.coral, C.navy))],
  'v028-sang-marato.svg': ['Cua per donar sang', () => svgImage('Cua per donar sang',
    r(0, 0, 1200, 800, C.foam) + r(760, 120, 360, 560, C.white, ` rx="16" stroke="${C.light}" stroke-width="8"`)
    + p('M940 200c-40 70-90 120-90 180a90 90 0 0 0 180 0c0-60-50-110-90-180z', C.red) + r(820, 520, 240, 24, C.light, ' rx="12"') + r(820, 570, 180, 24, C.light, ' rx="12"')
    + `<g transform="scale(1.5)">${[120, 220, 320, 420].map((x) => use('p', x, 480)).join('')}</g>`,
    person('p', C.sea2, C.navy))],
};

const EMBLEM = (s = 1) => `<g transform="scale(${s})">${c(48, 48, 44, C.sea)}${p('M41 30h14l3 38H38z', C.foam)}${p('M39 22h18l-2 8H41z', C.sun)}${r(44, 16, 8, 6, C.foam)}${r(45, 42, 6, 8, C.sea)}`
  + `<path d="M14 72q8-6 17 0t17 0 17 0 17 0M18 82q8-6 15 0t15 0 15 0 15 0" stroke="${C.light}" stroke-width="4" fill="none" stroke-linecap="round"/>`
  + `<path d="M60 24l16-6M60 28l16 2" stroke="${C.sun}" stroke-width="3" stroke-linecap="round"/></g>`;

const LOGO_SVG = svgImage('Ajuntament de Vilamar', `${EMBLEM()}<text x="108" y="38" font-family="Helvetica, Arial, sans-serif" font-size="16" letter-spacing="2" fill="${C.sea}">AJUNTAMENT DE</text>`
  + `<text x="106" y="80" font-family="Georgia, 'Times New Roman', serif" font-size="44" font-weight="700" fill="${C.sea}">Vilamar</text>`, '', 360, 96);
const FAVICON_SVG = svgImage('Vilamar', EMBLEM(), '', 96, 96).replace('width="96" height="96"', 'width="32" height="32"');

const pin = (x, y, fill) => p(`M${x} ${y}c-7-12-22-26-22-42a22 22 0 0 1 44 0c0 16-15 30-22 42z`, fill) + c(x, y - 42, 9, C.white);
const BANNERS = {
  'vilamar-banner-directori.svg': ['Mapa de les associacions de Vilamar', () => svgImage('Mapa de les associacions de Vilamar',
    r(0, 0, 800, 450, C.sand) + p('M0 330q200-40 400 10t400-30V450H0z', C.sea2) + p('M0 380q200-30 400 10t400-20V450H0z', C.sea)
    + `<path d="M60 40l120 260M0 150h800M260 0l-40 330M480 0l40 320M0 240l800-60M640 0l-80 310" stroke="${C.white}" stroke-width="10" fill="none"/>`
    + pin(180, 150, C.sea) + pin(330, 110, C.coral) + pin(470, 200, C.sea) + pin(600, 130, C.sea2) + pin(380, 270, C.coral) + pin(690, 250, C.sea), '', 800, 450)],
  'vilamar-banner-recursos.svg': ['Guia per crear una associació', () => svgImage('Guia per crear una associació',
    r(0, 0, 800, 450, C.sky) + c(650, 380, 180, C.light) + r(250, 40, 300, 380, C.white, ' rx="12"') + r(280, 70, 180, 18, C.sea, ' rx="9"')
    + [130, 200, 270, 340].map((y) => `<path d="M290 ${y}l14 14 24-28" stroke="${C.green}" stroke-width="8" fill="none" stroke-linecap="round"/>` + r(350, y - 6, 160, 14, C.light, ' rx="7"')).join('')
    + p('M560 330l150-150 30 30-150 150-45 15z', C.coral) + p('M710 180l20-20 30 30-20 20z', C.navy), '', 800, 450)],
  'vilamar-banner-noticies.svg': ['Notícies de les associacions', () => svgImage('Notícies de les associacions',
    r(0, 0, 800, 450, C.sea) + r(170, 60, 460, 330, C.foam, ' rx="12"') + r(200, 90, 400, 40, C.navy, ' rx="6"') + r(200, 150, 180, 120, C.light, ' rx="6"')
    + [150, 180, 210, 240].map((y) => r(400, y, 200, 14, C.stone, ' rx="7"')).join('') + [300, 330, 360].map((y) => r(200, y, 400, 14, C.stone, ' rx="7"')).join('')
    + sea(230, C.sea2, 8, 180, 120).replace('<path', '<path transform="translate(200 150)" clip-path="inset(0 0 0 0)"').replace(/V120H0z/, 'V120H0z'), '', 800, 450)],
};

function writeAssets() {
  write(join(ASSETS, 'vilamar-logo.svg'), LOGO_SVG);
  write(join(ASSETS, 'vilamar-favicon.svg'), FAVICON_SVG);
  for (const [file, [, draw]] of Object.entries({ ...SCENES, ...BANNERS })) write(join(ASSETS, file), draw());
}
