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

/** The last Sunday of a month (1-based), as YYYY-MM-DD. */
function lastSunday(year, month) {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

/** An ISO date-time with the Europe/Madrid offset of that wall-clock day (summer time from the last Sunday of March to the last Sunday of October). */
function madrid(date, time = '10:00') {
  const year = Number(date.slice(0, 4));
  const summer = date >= lastSunday(year, 3) && date < lastSunday(year, 10);
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
/** People drawn k times bigger, with their feet at the given (unscaled) points. */
const crowd = (ref, pts, k) => `<g transform="scale(${k})">${pts.map(([x, y], i) => use(Array.isArray(ref) ? ref[i % ref.length] : ref, Math.round(x / k), Math.round(y / k))).join('')}</g>`;
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
    + p([100, 260, 420, 580, 740, 900, 1060].map((x) => `M${x} 120h40l-20 40z`).join(''), C.coral)
    + castell(320, 650, [3, 3, 3, 3, 2, 1, 1]) + castell(880, 650, [4, 4, 4, 2, 1, 1]) + pinya(600, [[750, 32]]), castellDefs())],
  'v005-coral.svg': ['La coral en concert', () => svgImage('La coral en concert',
    r(0, 0, 1200, 800, C.navy) + p('M150 620V260a150 150 0 0 1 300 0v360zM750 620V260a150 150 0 0 1 300 0v360z', C.sea)
    + [[430, 9], [490, 10], [550, 11]].map(([y, n]) => Array.from({ length: n }, (_, i) => use('p', Math.round(600 + (i - (n - 1) / 2) * 70), y)).join('')).join('')
    + r(0, 560, 1200, 240, C.wood) + `<g transform="translate(600 760) scale(1.6)">${use('k', 0, 0)}</g>` + `<path d="M616 660l50-60" stroke="${C.skin}" stroke-width="9" stroke-linecap="round"/>`,
    person('p', C.foam, C.navy) + person('k', C.navy, C.navy))],
  'v006-casal-taller.svg': ['Taller al Casal de la Gent Gran', () => svgImage('Taller al Casal de la Gent Gran',
    r(0, 0, 1200, 800, C.sand) + r(760, 90, 300, 220, C.sky, ' rx="10"') + sea(140, C.sea2, 6, 300, 220).replace('<path', '<path transform="translate(760 90)"')
    + crowd('p', [250, 430, 610, 790, 970].map((x) => [x, 590]), 2.2) + r(120, 520, 960, 40, C.wood, ' rx="8"') + r(150, 560, 20, 200, C.wood) + r(1030, 560, 20, 200, C.wood)
    + [300, 660].map((x) => r(x, 470, 90, 52, C.navy, ' rx="6"') + r(x + 6, 476, 78, 40, C.light)).join('') + r(480, 500, 70, 20, C.white, ' rx="3"'),
    person('p', C.coral, C.navy))],
  'v007-neteja-platja.svg': ['Jornada de neteja de la platja', () => svgImage('Jornada de neteja de la platja',
    skyRect() + sea(300, C.sea2, 10) + p('M0 470q300-40 600-10t600-10V800H0z', C.sand)
    + crowd('p', [[220, 700], [520, 730], [900, 710]], 2.6) + [[270, 640], [570, 670], [950, 650]].map(([x, y]) => p(`M${x} ${y}q30-5 40 30q-10 40-40 40q-30 0-35-40q10-30 35-30z`, C.navy)).join('')
    + p('M700 760l30-60h60l30 60z', C.green), skyDefs() + person('p', C.green, C.navy))],
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
    const xs = [250, 390, 530, 670, 810, 950];
    let arms = '';
    xs.forEach((x, i) => {
      if (i > 0) arms += `M${x - 22} 590L${x - 70} 505`;
      if (i < xs.length - 1) arms += `M${x + 22} 590L${x + 70} 505`;
    });
    return svgImage('Ballada de l\'esbart', skyRect() + facades(300, C.stone) + r(0, 460, 1200, 340, C.sand)
      + crowd(['p', 'k'], xs.map((x) => [x, 720]), 2.6) + `<path d="${arms}" stroke="${C.skin}" stroke-width="12" stroke-linecap="round"/>`,
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
    + crowd('p', [[150, 790], [720, 790]], 2.2),
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
    + crowd('p', [[480, 740], [620, 720], [720, 770]], 1.8),
    skyDefs() + person('p', C.sun, C.sea))],
  'v020-aula.svg': ['Classe a l\'Aula Oberta', () => svgImage('Classe a l\'Aula Oberta',
    r(0, 0, 1200, 800, C.sand) + r(200, 80, 800, 340, C.green, ' rx="8"') + r(200, 80, 800, 340, 'none', ` rx="8" stroke="${C.wood}" stroke-width="16"`)
    + `<path d="M260 160h320M260 220h420M260 280h260M700 330l60-60 40 40 80-100" stroke="${C.foam}" stroke-width="8" stroke-linecap="round" fill="none"/>`
    + crowd('p', [240, 480, 720, 960].map((x) => [x, 800]), 2.4) + [120, 620].map((x) => r(x, 700, 460, 30, C.wood, ' rx="6"')).join(''),
    person('p', C.sea2, C.navy))],
  'v021-passeig.svg': ['Passeig Marítim de Vilamar', () => svgImage('Passeig Marítim de Vilamar',
    skyRect() + c(200, 160, 60, C.sun) + sea(380, C.sea2, 8) + r(0, 500, 1200, 300, C.stone) + r(0, 480, 1200, 20, C.navy)
    + `<path d="M0 440h1200${[...Array(25).keys()].map((i) => `M${i * 50} 440v40`).join('')}" stroke="${C.navy}" stroke-width="6"/>`
    + [260, 700, 1080].map((x) => p(`M${x - 8} 520q-10-160 10-300h12q-12 140 6 300z`, C.wood) + p(`M${x + 5} 220q-90-10-150 50q70-40 150-40q-60-70-140-70q90 0 140 50q20-80 100-100q-60 40-90 100q90-30 150 20q-80-30-160 0q70 20 100 90q-50-60-110-60z`, C.green)).join('')
    + crowd('p', [[600, 740], [700, 720], [940, 770]], 2) + r(330, 600, 200, 20, C.wood) + r(340, 620, 12, 40, C.navy) + r(508, 620, 12, 40, C.navy),
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
    + `<path d="M160 260V560M1040 260V560" stroke="${C.wood}" stroke-width="12"/>`
    + crowd(['p', 'k'], [[120, 790], [250, 770], [380, 800], [510, 770], [640, 790], [770, 770], [900, 800], [1030, 770], [1140, 790]], 2.6),
    person('p', C.purple, C.navy) + person('k', C.coral, C.navy))],
  'v028-sang-marato.svg': ['Cua per donar sang', () => svgImage('Cua per donar sang',
    r(0, 0, 1200, 800, C.foam) + r(760, 120, 360, 560, C.white, ` rx="16" stroke="${C.light}" stroke-width="8"`)
    + p('M940 200c-40 70-90 120-90 180a90 90 0 0 0 180 0c0-60-50-110-90-180z', C.red) + r(820, 520, 240, 24, C.light, ' rx="12"') + r(820, 570, 180, 24, C.light, ' rx="12"')
    + crowd('p', [[140, 720], [300, 720], [460, 720], [620, 720]], 2.4),
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
    + c(340, 185, 18, C.sun) + p('M200 240q45-25 90 0t90 0V270H200z', C.sea2), '', 800, 450)],
};

function writeAssets() {
  write(join(ASSETS, 'vilamar-logo.svg'), LOGO_SVG);
  write(join(ASSETS, 'vilamar-favicon.svg'), FAVICON_SVG);
  for (const [file, [, draw]] of Object.entries({ ...SCENES, ...BANNERS })) write(join(ASSETS, file), draw());
}

// ---------------------------------------------------------------------------------------------------------------
// Task A data
// ---------------------------------------------------------------------------------------------------------------

const CENTRE = { lat: 41.219, lng: 1.729 };
const CITY = { city: 'Vilamar', zipCode: '08879', province: 'Barcelona' };
const img = (file, alt) => ({ file, width: 1200, height: 800, alt, mime: 'image/svg+xml' });
const fb = (handle) => ({ networkName: 'facebook', uri: `https://www.facebook.com/${handle}` });
const ig = (handle) => ({ networkName: 'instagram', uri: `https://www.instagram.com/${handle}/` });
const yt = (handle) => ({ networkName: 'youtube', uri: `https://www.youtube.com/@${handle}` });
const cargo = {
  presidente: T('Presidente', 'President'), presidenta: T('Presidenta', 'Presidenta'),
  coordinador: T('Coordinador', 'Coordinador'), coordinadora: T('Coordinadora', 'Coordinadora'),
  hermanoMayor: T('Hermano mayor', 'Germà major'),
};

/** Image alt texts, shared by the galleries and the news. */
const ALT = {
  'v001-regata.svg': T('Veleros durante una regata en la bahía de Vilamar', 'Velers durant una regata a la badia de Vilamar'),
  'v002-escola-vela.svg': T('Barcos de la escuela de vela cerca de la playa', 'Barques de l\'escola de vela a prop de la platja'),
  'v003-castell-4de8.svg': T('El 4 de 8 de los Xiquets de Vilamar en la plaza', 'El 4 de 8 dels Xiquets de Vilamar a la plaça'),
  'v004-pinya.svg': T('La pinya sostiene la base de un castillo', 'La pinya sosté la base d\'un castell'),
  'v022-castell-3de7.svg': T('Un 3 de 7 de la colla', 'Un 3 de 7 de la colla'),
  'v023-castell-pilar.svg': T('Pilar de 5 de los Xiquets', 'Pilar de 5 dels Xiquets'),
  'v024-assaig.svg': T('Ensayo de la colla en el local', 'Assaig de la colla al local'),
  'v025-diada.svg': T('Dos collas levantan castillos durante la diada', 'Dues colles aixequen castells durant la diada'),
  'v005-coral.svg': T('La coral canta en concierto', 'La coral canta en concert'),
  'v006-casal-taller.svg': T('Taller de nuevas tecnologías en el Casal', 'Taller de noves tecnologies al Casal'),
  'v007-neteja-platja.svg': T('Voluntarios recogen residuos en la playa', 'Voluntaris recullen residus a la platja'),
  'v008-posidonia.svg': T('Pradera de posidonia con peces', 'Prat de posidònia amb peixos'),
  'v009-teatre-escenari.svg': T('Dos actores en el escenario del Teatre Principal', 'Dos actors a l\'escenari del Teatre Principal'),
  'v010-pastorets.svg': T('Los pastores de Els Pastorets bajo la estrella', 'Els pastors dels Pastorets sota l\'estrella'),
  'v011-esbart.svg': T('Bailarines del Esbart cogidos de las manos', 'Balladors de l\'Esbart agafats de les mans'),
  'v012-xato.svg': T('Una fuente de xató con su salsa', 'Una plata de xató amb la seva salsa'),
  'v013-futbol.svg': T('Jugadores en el Campo Municipal', 'Jugadors al Camp Municipal'),
  'v014-escacs.svg': T('Tablero de ajedrez con un rey y un peón', 'Tauler d\'escacs amb un rei i un peó'),
  'v015-comerc.svg': T('Comercios del Carrer Major con luces de Navidad', 'Comerços del carrer Major amb llums de Nadal'),
  'v016-donacio.svg': T('Una gota de sangre con un corazón', 'Una gota de sang amb un cor'),
  'v017-processo-maritima.svg': T('Barcas engalanadas en la procesión marítima', 'Barques guarnides a la processó marítima'),
  'v018-focs-festa-major.svg': T('Fuegos artificiales sobre el mar', 'Focs artificials sobre el mar'),
  'v019-esplai.svg': T('Tiendas de campaña en unas colonias del esplai', 'Tendes de campanya en unes colònies de l\'esplai'),
  'v020-aula.svg': T('Alumnos adultos en una clase', 'Alumnes adults en una classe'),
  'v021-passeig.svg': T('El Passeig Marítim con palmeras', 'El Passeig Marítim amb palmeres'),
  'v026-carnaval.svg': T('Máscaras y confeti de Carnaval', 'Màscares i confeti de Carnaval'),
  'v027-8m.svg': T('Concentración con una pancarta lila', 'Concentració amb una pancarta lila'),
  'v028-sang-marato.svg': T('Cola de donantes de sangre', 'Cua de donants de sang'),
};
const image = (file) => img(file, ALT[file]);

// [n, title, subtitle, categories, street address, [dlat, dlng], telephones, email, contact, estado, revised]
const ASSOCIATIONS = [
  [1, T('Asociación de Vecinos del Paseo Marítimo', 'Associació de Veïns del Passeig Marítim'), T('Mejoramos el barrio de la fachada marítima desde 1979', 'Millorem el barri de la façana marítima des del 1979'), ['Sociales'], 'Passeig Marítim, 42', [-0.005, 0.002], ['93 815 20 41', '626 418 203'], 'info@avpasseigmaritim.example', ['Jordi', 'Puig Massana', cargo.presidente, 'presidencia@avpasseigmaritim.example', '626 418 203'], 'Activa', '2026-10-02'],
  [2, T('Club de Vela Vilamar', 'Club de Vela Vilamar'), T('Escuela de vela, regatas y deporte náutico para todas las edades', 'Escola de vela, regates i esport nàutic per a totes les edats'), ['Deportiva'], 'Passeig Marítim, 110', [-0.0058, -0.004], ['93 815 77 12'], 'secretaria@cvvilamar.example', ['Laia', 'Ferrer Soler', cargo.presidenta, 'presidencia@cvvilamar.example', '659 302 114'], 'Activa', '2026-11-17'],
  [3, T('L\'Onada, Asociación Juvenil', 'L\'Onada, Associació Juvenil'), T('Esplai y ocio educativo para niños y jóvenes', 'Esplai i lleure educatiu per a infants i joves'), ['Juvenil'], 'Carrer de Sant Joan, 15', [0.003, -0.002], ['644 219 870'], 'hola@lonada.example', ['Pau', 'Vidal Roig', cargo.coordinador, 'hola@lonada.example', '644 219 870'], 'Activa', '2026-09-12'],
  [4, T('Colla Castellera Xiquets de Vilamar', 'Colla Castellera Xiquets de Vilamar'), T('Castells, tradición y trabajo en equipo desde 1996', 'Castells, tradició i treball en equip des del 1996'), ['Cultural', 'Fiestas'], 'Plaça de la Vila, 6', [0.0005, 0.0003], ['93 815 44 90'], 'junta@xiquetsdevilamar.example', ['Marc', 'Casals Bosch', cargo.presidente, 'presidencia@xiquetsdevilamar.example', '609 551 732'], 'Activa', '2026-09-28'],
  [5, T('Casal de Personas Mayores de Vilamar', 'Casal de la Gent Gran de Vilamar'), T('Actividades, talleres y compañía para los mayores del municipio', 'Activitats, tallers i companyia per a la gent gran del municipi'), ['Jubilados-pensionistas', 'Recreativas'], 'Rambla de la Pau, 20', [-0.0012, 0.0035], ['93 815 12 67'], 'casal@gentgranvilamar.example', ['Montserrat', 'Vilà Ribas', cargo.presidenta, 'casal@gentgranvilamar.example', '93 815 12 67'], 'Activa', '2026-10-22'],
  [6, T('Coral Santa Cecilia de Vilamar', 'Coral Santa Cecília de Vilamar'), T('Canto coral desde 1952', 'Cant coral des del 1952'), ['Musicales'], 'Carrer de l\'Església, 3', [0.001, -0.0008], ['93 815 63 05'], 'coral@santaceciliavilamar.example', ['Josep Maria', 'Rovira Pons', cargo.presidente, 'coral@santaceciliavilamar.example', '617 880 412'], 'Activa', '2026-11-09'],
  [7, T('8 de Marzo, Asociación de Mujeres de Vilamar', '8 de Març, Associació de Dones de Vilamar'), T('Igualdad, feminismo y red de apoyo entre mujeres', 'Igualtat, feminisme i xarxa de suport entre dones'), ['Mujeres'], 'Carrer de Mercè Rodoreda, 9', [0.0042, 0.003], ['667 502 318'], '8demarc@donesvilamar.example', ['Anna', 'Serra Coll', cargo.presidenta, '8demarc@donesvilamar.example', '667 502 318'], 'Activa', '2026-11-18'],
  [8, T('AMPA de la Escuela Els Pins', 'AFA de l\'Escola Els Pins'), T('Familias que participan en la vida de la escuela', 'Famílies que participen en la vida de l\'escola'), ['AMPA', 'Educativa'], 'Carrer dels Pins, 25', [0.006, -0.0035], ['93 816 21 74'], 'afa@escolaelspins.example', ['Marta', 'Camps Oliver', cargo.presidenta, 'afa@escolaelspins.example', '636 274 190'], 'Activa', '2026-09-15'],
  [9, T('Asociación de Comerciantes Vilamar Centre', 'Associació de Comerciants Vilamar Centre'), T('Más de 80 comercios del centro de la villa', 'Més de 80 comerços del centre de la vila'), ['Comercio'], 'Carrer Major, 31', [0.0002, -0.0015], ['93 815 98 20'], 'info@vilamarcentre.example', ['Xavier', 'Mas Bertran', cargo.presidente, 'presidencia@vilamarcentre.example', '620 337 845'], 'Activa', '2026-11-02'],
  [10, T('Asociación de Empresas del Polígono Les Salines', 'Associació d\'Empreses del Polígon Les Salines'), T('Representamos a la industria y los servicios de Les Salines', 'Representem la indústria i els serveis de Les Salines'), ['Empresariales'], 'Carrer de les Salines, 4', [0.005, 0.006], ['93 816 70 45'], 'info@aepsalines.example', ['Elena', 'Torres Prat', cargo.presidenta, 'presidencia@aepsalines.example', '93 816 70 45'], 'Activa', '2026-06-30'],
  [11, T('Asociación Medioambiental Posidonia', 'Associació Mediambiental Posidònia'), T('Defensa del litoral y del fondo marino del Garraf', 'Defensa del litoral i del fons marí del Garraf'), ['Medio Ambiente'], 'Carrer del Moll, 7', [-0.0048, -0.0025], ['628 117 940'], 'info@posidoniavilamar.example', ['Ona', 'Riera Castells', cargo.presidenta, 'info@posidoniavilamar.example', '628 117 940'], 'Activa', '2026-10-19'],
  [12, T('Asociación de Donantes de Sangre de Vilamar', 'Associació de Donants de Sang de Vilamar'), T('Promovemos la donación de sangre, plasma y médula', 'Promovem la donació de sang, plasma i medul·la'), ['Sanitarias'], 'Avinguda de Catalunya, 58', [0.0025, 0.005], ['93 815 31 88'], 'donants@donantsvilamar.example', ['Ramon', 'Sala Pujol', cargo.presidente, 'donants@donantsvilamar.example', '93 815 31 88'], 'Activa', '2026-11-20'],
  [13, T('Grupo de Teatro La Xarxa', 'Grup de Teatre La Xarxa'), T('Teatro amateur en catalán y castellano desde 1984', 'Teatre amateur en català i castellà des del 1984'), ['Teatro'], 'Carrer de Pau Casals, 12', [0.0015, 0.0012], ['93 815 55 16'], 'teatre@laxarxa.example', ['Núria', 'Font Garriga', cargo.presidenta, 'teatre@laxarxa.example', '671 093 526'], 'Activa', '2026-11-12'],
  [14, T('Esbart Dansaire de Vilamar', 'Esbart Dansaire de Vilamar'), T('Danza tradicional catalana para pequeños y mayores', 'Dansa tradicional catalana per a petits i grans'), ['Baile', 'Cultural'], 'Plaça de la Sardana, 2', [0.002, -0.0045], ['93 816 09 42'], 'esbart@esbartvilamar.example', ['Gemma', 'Sunyer Planas', cargo.presidenta, 'esbart@esbartvilamar.example', '648 720 315'], 'Activa', '2026-07-08'],
  [15, T('Comisión de Fiestas de San Pedro', 'Comissió de Festes de Sant Pere'), T('Organizamos la Fiesta Mayor de verano y el Carnaval', 'Organitzem la Festa Major d\'estiu i el Carnaval'), ['Fiestas'], 'Carrer de Sant Pere, 18', [-0.003, -0.0005], ['655 830 271'], 'festes@santperevilamar.example', ['Albert', 'Miró Gil', cargo.presidente, 'festes@santperevilamar.example', '655 830 271'], 'Activa', '2026-07-15'],
  [16, T('Cofradía de la Virgen del Carmen', 'Confraria de la Mare de Déu del Carme'), T('Tradición marinera y procesión marítima de julio', 'Tradició marinera i processó marítima del juliol'), ['Religioso', 'Fiestas'], 'Carrer dels Pescadors, 5', [-0.004, -0.0048], ['93 815 27 63'], 'confraria@carmevilamar.example', ['Joan', 'Carbonell Ventura', cargo.hermanoMayor, 'confraria@carmevilamar.example', '93 815 27 63'], 'Activa', '2026-07-20'],
  [17, T('Motoclub Costa del Garraf', 'Motoclub Costa del Garraf'), T('Rutas, seguridad vial y encuentros motociclistas', 'Rutes, seguretat viària i trobades motoristes'), ['Moteros'], 'Avinguda del Garraf, 77', [0.0035, 0.0065], ['690 245 116'], 'motoclub@costagarraf.example', ['David', 'Romero Jiménez', cargo.presidente, 'motoclub@costagarraf.example', '690 245 116'], 'Activa', '2026-05-04'],
  [18, T('Asociación Gastronómica El Xató', 'Associació Gastronòmica El Xató'), T('Defendemos la cocina del Garraf y su plato más popular', 'Defensem la cuina del Garraf i el seu plat més popular'), ['Gastronómicas'], 'Carrer de la Sínia, 10', [-0.0008, -0.003], ['93 815 80 37'], 'xato@xatovilamar.example', ['Lluís', 'Esteve Fontanals', cargo.presidente, 'xato@xatovilamar.example', '622 418 097'], 'Activa', '2026-11-21'],
  [19, T('Club de Petanca La Platja', 'Club de Petanca La Platja'), T('Petanca junto al mar', 'Petanca a tocar del mar'), ['Recreativas'], 'Passeig de la Platja, s/n', [-0.0045, 0.0055], ['93 815 66 21'], 'petanca@laplatja.example', ['Antonio', 'García López', cargo.presidente, 'petanca@laplatja.example', '93 815 66 21'], 'Inactiva', '2025-03-11'],
  [20, T('Club de Ajedrez Vilamar', 'Club d\'Escacs Vilamar'), T('Ajedrez para todos: escuela, liga y torneos', 'Escacs per a tothom: escola, lliga i tornejos'), ['Lúdico'], 'Carrer de Francesc Macià, 14', [0.0018, 0.0022], ['93 816 44 03'], 'escacs@cevilamar.example', ['Sergi', 'Pons Llorens', cargo.presidente, 'escacs@cevilamar.example', '633 902 458'], 'Activa', '2026-11-21'],
  [21, T('Aula Abierta, Asociación de Educación de Personas Adultas', 'Aula Oberta, Associació d\'Educació de Persones Adultes'), T('Cursos de idiomas, informática y cultura general', 'Cursos d\'idiomes, informàtica i cultura general'), ['Educativa'], 'Plaça de l\'Escola, 1', [0.0045, -0.001], ['93 815 19 95'], 'aula@aulaoberta.example', ['Rosa', 'Martí Vives', cargo.coordinadora, 'aula@aulaoberta.example', '93 815 19 95'], 'Activa', '2026-08-24'],
  [22, T('Club de Fútbol Vilamar', 'Club de Futbol Vilamar'), T('Fútbol base y primer equipo desde 1921', 'Futbol base i primer equip des del 1921'), ['Deportiva'], 'Ronda de Ponent, s/n', [0.0055, -0.0055], ['93 815 72 80'], 'club@cfvilamar.example', ['Enric', 'Batlle Soler', cargo.presidente, 'presidencia@cfvilamar.example', '610 284 733'], 'Activa', '2026-09-03'],
  [23, T('Centro de Estudios de Vilamar', 'Centre d\'Estudis de Vilamar'), T('Historia, patrimonio y memoria de la villa', 'Història, patrimoni i memòria de la vila'), ['Cultural'], 'Carrer de la Torre, 2', [0.0008, 0.0018], ['93 815 40 11'], 'cev@estudisvilamar.example', ['Teresa', 'Bonet Canals', cargo.presidenta, 'cev@estudisvilamar.example', '93 815 40 11'], 'Activa', '2026-04-17'],
  [24, T('Grupo de Hombres por la Igualdad de Vilamar', 'Grup d\'Homes per la Igualtat de Vilamar'), T('Masculinidades igualitarias y prevención de la violencia machista', 'Masculinitats igualitàries i prevenció de la violència masclista'), ['Hombres'], 'Carrer de Josep Anselm Clavé, 21', [0.0028, 0.0008], ['651 408 992'], 'homes@igualtatvilamar.example', ['Oriol', 'Fabregat Mir', cargo.coordinador, 'homes@igualtatvilamar.example', '651 408 992'], 'Baja', '2024-12-02'],
];

const assocId = (n) => id('7750a1', n);

function associations() {
  return ASSOCIATIONS.map(([n, title, subtitle, nodeTypes, street, [dlat, dlng], phones, email, [nombre, apellidos, cargoT, cEmail, cPhone], estado, revised]) => ({
    _id: assocId(n),
    title,
    subtitle,
    nodeTypes,
    address: { street, ...CITY },
    telephones: phones.map((value) => ({ value })),
    emails: [{ uri: email }],
    coordinates: { lat: +(CENTRE.lat + dlat).toFixed(5), lng: +(CENTRE.lng + dlng).toFixed(5) },
    revisions: [{ date: madrid(revised, '10:15') }],
    estado,
    contacto: { nombre, apellidos, cargo: cargoT, email: cEmail, telefono: cPhone },
  }));
}

/** Multimedia of 15 associations: [association number, lead, body, images, social links, extra fields]. */
const MULTIMEDIA = [
  [1,
    T('<p>Desde 1979 trabajamos para que la fachada marítima de Vilamar sea un barrio vivo, limpio y accesible para todos los vecinos.</p>',
      '<p>Des del 1979 treballem perquè la façana marítima de Vilamar sigui un barri viu, net i accessible per a tots els veïns.</p>'),
    T('<p>La asociación representa a los vecinos del Passeig Marítim y de las calles del Far, de la Mar y de les Barques. Trasladamos al Ayuntamiento las propuestas del barrio sobre movilidad, limpieza y equipamientos, y organizamos actividades a lo largo del año:</p><ul><li>Fiesta del barrio, el último fin de semana de agosto.</li><li>Castañada popular, en noviembre.</li><li>Punto de información vecinal: martes de 18 a 20 h en el local social.</li></ul><p>Somos un colectivo abierto a todo el vecindario: hacerse socio cuesta 15 euros al año por familia.</p>',
      '<p>L\'associació representa els veïns del Passeig Marítim i dels carrers del Far, de la Mar i de les Barques. Fem arribar a l\'Ajuntament les propostes del barri sobre mobilitat, neteja i equipaments, i organitzem activitats al llarg de l\'any:</p><ul><li>Festa del barri, l\'últim cap de setmana d\'agost.</li><li>Castanyada popular, al novembre.</li><li>Punt d\'informació veïnal: dimarts de 18 a 20 h al local social.</li></ul><p>Som un col·lectiu obert a tot el veïnat: fer-se soci costa 15 euros l\'any per família.</p>'),
    ['v021-passeig.svg'], [fb('avpasseigmaritimvilamar')], {}],
  [2,
    T('<p>Escuela de vela, regatas y salidas en familia en la bahía de Vilamar, con monitores titulados y embarcaciones para todos los niveles.</p>',
      '<p>Escola de vela, regates i sortides en família a la badia de Vilamar, amb monitors titulats i embarcacions per a tots els nivells.</p>'),
    T('<p>El club se fundó en 1962 y hoy tiene cerca de 300 socios. Ofrecemos cursillos de iniciación en Optimist e ILCA para niños a partir de 7 años, vela ligera para adultos y un equipo de regatas que compite en el circuito catalán.</p><p>En invierno organizamos el Trofeo Vilamar, una regata abierta a todas las clases que se celebra en febrero.</p>',
      '<p>El club es va fundar el 1962 i avui té prop de 300 socis. Oferim cursets d\'iniciació en Optimist i ILCA per a infants a partir de 7 anys, vela lleugera per a adults i un equip de regates que competeix al circuit català.</p><p>A l\'hivern organitzem el Trofeu Vilamar, una regata oberta a totes les classes que se celebra al febrer.</p>'),
    ['v001-regata.svg', 'v002-escola-vela.svg'], [ig('cvvilamar'), fb('clubdevelavilamar')],
    { headerImage: image('v001-regata.svg'), webLinks: [{ title: T('Calendario de cursillos', 'Calendari de cursets'), uri: 'https://www.cvvilamar.example/cursets' }] }],
  [3,
    T('<p>Somos un esplai laico y asambleario: cada sábado por la tarde hacemos actividades de ocio educativo con niños y jóvenes de 6 a 17 años.</p>',
      '<p>Som un esplai laic i assembleari: cada dissabte a la tarda fem activitats de lleure educatiu amb infants i joves de 6 a 17 anys.</p>'),
    T('<p>Un equipo de monitores voluntarios acompaña a los grupos por edades. Además de las actividades del sábado, organizamos colonias en Semana Santa, campamentos en verano y salidas por el Garraf.</p><p>Las inscripciones para el curso están abiertas todo el año mientras haya plazas. Si quieres ser monitor o monitora, escríbenos.</p>',
      '<p>Un equip de monitors voluntaris acompanya els grups per edats. A més de les activitats del dissabte, organitzem colònies per Setmana Santa, campaments a l\'estiu i sortides pel Garraf.</p><p>Les inscripcions per al curs són obertes tot l\'any mentre hi hagi places. Si vols ser monitor o monitora, escriu-nos.</p>'),
    ['v019-esplai.svg'], [ig('lonadaesplai')], {}],
  [4,
    T('<p>La colla castellera de Vilamar: más de 150 personas de todas las edades que cada semana ensayan para levantar castells.</p>',
      '<p>La colla castellera de Vilamar: més de 150 persones de totes les edats que cada setmana assagen per aixecar castells.</p>'),
    T('<p>Los Xiquets de Vilamar nacieron en 1996 y visten camisa azul mar. Ensayamos los martes y viernes a las 20.30 h en el local de la Plaça de la Vila, 6. No hace falta experiencia: en la colla hay sitio para todo el mundo, desde la pinya hasta el pom de dalt.</p><p>En septiembre de 2026 descargamos el primer <strong>4 de 8</strong> de nuestra historia. ¡Ven a probarlo!</p>',
      '<p>Els Xiquets de Vilamar van néixer el 1996 i vesteixen camisa blau mar. Assagem els dimarts i divendres a les 20.30 h al local de la plaça de la Vila, 6. No cal experiència: a la colla hi ha lloc per a tothom, des de la pinya fins al pom de dalt.</p><p>El setembre del 2026 vam descarregar el primer <strong>4 de 8</strong> de la nostra història. Vine a provar-ho!</p>'),
    ['v003-castell-4de8.svg', 'v025-diada.svg', 'v022-castell-3de7.svg', 'v023-castell-pilar.svg', 'v004-pinya.svg', 'v024-assaig.svg'],
    [ig('xiquetsdevilamar'), fb('xiquetsdevilamar'), yt('xiquetsdevilamar')],
    { headerImage: image('v025-diada.svg'), imagesGroup: [{ name: T('Diada de otoño 2026', 'Diada de tardor 2026'), files: [image('v003-castell-4de8.svg'), image('v022-castell-3de7.svg'), image('v023-castell-pilar.svg')] }] }],
  [5,
    T('<p>Un punto de encuentro para las personas mayores de Vilamar: talleres, excursiones, baile y, sobre todo, buena compañía.</p>',
      '<p>Un punt de trobada per a la gent gran de Vilamar: tallers, excursions, ball i, sobretot, bona companyia.</p>'),
    T('<p>El Casal abre todos los días de 9 a 20 h en la Rambla de la Pau, 20. Cada trimestre programamos talleres de memoria, gimnasia suave, informática y teléfono móvil, y los domingos por la tarde hay baile con música en directo.</p><p>Ser socio cuesta 12 euros al año. Solo hay que estar empadronado en Vilamar y tener 60 años o más.</p>',
      '<p>El Casal obre cada dia de 9 a 20 h a la Rambla de la Pau, 20. Cada trimestre programem tallers de memòria, gimnàstica suau, informàtica i telèfon mòbil, i els diumenges a la tarda hi ha ball amb música en directe.</p><p>Ser-ne soci costa 12 euros l\'any. Només cal estar empadronat a Vilamar i tenir 60 anys o més.</p>'),
    ['v006-casal-taller.svg'], [fb('casalgentgranvilamar')], {}],
  [6,
    T('<p>Cantamos juntos desde 1952: repertorio clásico, música tradicional catalana y canción moderna a cuatro voces.</p>',
      '<p>Cantem junts des del 1952: repertori clàssic, música tradicional catalana i cançó moderna a quatre veus.</p>'),
    T('<p>La coral tiene una cuarentena de cantantes y ensaya los miércoles a las 21 h en los locales parroquiales. Cada año ofrecemos el concierto de Santa Cecilia en noviembre y el concierto de Navidad, y participamos en encuentros de corales del Garraf y el Penedès.</p><p>Buscamos voces, especialmente tenores y bajos. No hace falta saber leer música.</p>',
      '<p>La coral té una quarantena de cantaires i assaja els dimecres a les 21 h als locals parroquials. Cada any oferim el concert de Santa Cecília al novembre i el concert de Nadal, i participem en trobades de corals del Garraf i el Penedès.</p><p>Busquem veus, especialment tenors i baixos. No cal saber llegir música.</p>'),
    ['v005-coral.svg'], [fb('coralsantaceciliavilamar'), yt('coralsantaceciliavilamar')], {}],
  [7,
    T('<p>Asociación feminista de Vilamar: trabajamos por la igualdad real entre mujeres y hombres y tejemos redes de apoyo entre mujeres.</p>',
      '<p>Associació feminista de Vilamar: treballem per la igualtat real entre dones i homes i teixim xarxes de suport entre dones.</p>'),
    T('<p>Organizamos charlas, talleres de autodefensa, un club de lectura y los actos del 8 de marzo y del 25 de noviembre, junto con el Ayuntamiento y otras entidades. También ofrecemos un espacio de acogida para mujeres recién llegadas al municipio.</p><p>Nos reunimos el primer lunes de cada mes a las 19 h en el Centro Cívico. Todas las mujeres son bienvenidas.</p>',
      '<p>Organitzem xerrades, tallers d\'autodefensa, un club de lectura i els actes del 8 de març i del 25 de novembre, conjuntament amb l\'Ajuntament i altres entitats. També oferim un espai d\'acollida per a dones nouvingudes al municipi.</p><p>Ens reunim el primer dilluns de cada mes a les 19 h al Centre Cívic. Totes les dones hi són benvingudes.</p>'),
    ['v027-8m.svg'], [ig('donesvilamar'), { networkName: 'telegram', uri: 'https://t.me/donesvilamar' }], {}],
  [11,
    T('<p>Defendemos el litoral del Garraf y sus praderas de posidonia, el bosque submarino que protege nuestras playas.</p>',
      '<p>Defensem el litoral del Garraf i els seus prats de posidònia, el bosc submarí que protegeix les nostres platges.</p>'),
    T('<p>La posidonia oceánica es una planta marina endémica del Mediterráneo: oxigena el agua, da refugio a centenares de especies y frena la erosión de la arena. Desde la asociación hacemos el seguimiento de las praderas con buceadores voluntarios, organizamos jornadas de limpieza de playas y fondos y hacemos actividades de educación ambiental en las escuelas.</p><p>Si encuentras restos de posidonia en la playa, déjalos donde están: protegen la arena de los temporales.</p>',
      '<p>La posidònia oceànica és una planta marina endèmica de la Mediterrània: oxigena l\'aigua, fa de refugi per a centenars d\'espècies i frena l\'erosió de la sorra. Des de l\'associació fem el seguiment dels prats amb submarinistes voluntaris, organitzem jornades de neteja de platges i fons i fem activitats d\'educació ambiental a les escoles.</p><p>Si trobes restes de posidònia a la platja, deixa-les on són: protegeixen la sorra dels temporals.</p>'),
    ['v008-posidonia.svg', 'v007-neteja-platja.svg'], [ig('posidoniavilamar'), yt('posidoniavilamar')], { headerImage: image('v008-posidonia.svg') }],
  [12,
    T('<p>Cada donación puede ayudar hasta a tres personas. Te informamos de las próximas campañas de donación en Vilamar.</p>',
      '<p>Cada donació pot ajudar fins a tres persones. T\'informem de les properes campanyes de donació a Vilamar.</p>'),
    T('<p>Colaboramos con el Banc de Sang i Teixits de Catalunya para organizar las campañas de donación en el municipio, cuatro veces al año, y la gran maratón de diciembre.</p><p>Pueden donar sangre las personas de 18 a 70 años que pesen más de 50 kilos y se encuentren bien de salud. Los hombres pueden donar hasta cuatro veces al año y las mujeres, hasta tres.</p>',
      '<p>Col·laborem amb el Banc de Sang i Teixits de Catalunya per organitzar les campanyes de donació al municipi, quatre vegades l\'any, i la gran marató del desembre.</p><p>Poden donar sang les persones de 18 a 70 anys que pesin més de 50 quilos i es trobin bé de salut. Els homes poden donar fins a quatre vegades l\'any i les dones, fins a tres.</p>'),
    ['v016-donacio.svg', 'v028-sang-marato.svg'], [fb('donantsvilamar')],
    { webLinks: [{ title: T('Banc de Sang i Teixits de Catalunya', 'Banc de Sang i Teixits de Catalunya'), uri: 'https://www.bancsang.net/' }] }],
  [13,
    T('<p>Teatro amateur hecho en Vilamar desde 1984: comedia, drama y, cada Navidad, Els Pastorets.</p>',
      '<p>Teatre amateur fet a Vilamar des del 1984: comèdia, drama i, cada Nadal, Els Pastorets.</p>'),
    T('<p>El grupo estrena dos obras cada temporada en el Teatre Principal y participa en muestras de teatro amateur de toda Cataluña. Tenemos un taller de teatro para jóvenes de 12 a 17 años y un taller para adultos los lunes por la noche.</p><p>Siempre necesitamos manos detrás del escenario: escenografía, vestuario, luces y sonido. ¡Anímate!</p>',
      '<p>El grup estrena dues obres cada temporada al Teatre Principal i participa en mostres de teatre amateur de tot Catalunya. Tenim un taller de teatre per a joves de 12 a 17 anys i un taller per a adults els dilluns al vespre.</p><p>Sempre necessitem mans darrere l\'escenari: escenografia, vestuari, llums i so. Anima-t\'hi!</p>'),
    ['v009-teatre-escenari.svg', 'v010-pastorets.svg'], [ig('teatrelaxarxa'), fb('teatrelaxarxa')], {}],
  [14,
    T('<p>Bailamos, enseñamos y recuperamos las danzas tradicionales del Garraf y de toda Cataluña.</p>',
      '<p>Ballem, ensenyem i recuperem les danses tradicionals del Garraf i de tot Catalunya.</p>'),
    T('<p>El Esbart tiene cuatro grupos de baile, desde los pequeños de 5 años hasta el cuerpo de baile de adultos, y un grupo de músicos que toca en directo. Ensayamos en nuestro local de la Plaça de la Sardana y actuamos en la Fiesta Mayor, por Sant Jordi y en muestras de danza de todo el país.</p><p>También recuperamos danzas locales a partir de documentos y de los testimonios de las personas mayores del pueblo.</p>',
      '<p>L\'Esbart té quatre grups de ball, des dels petits de 5 anys fins al cos de dansa d\'adults, i un grup de músics que toca en directe. Assagem al nostre local de la plaça de la Sardana i actuem per la Festa Major, per Sant Jordi i en mostres de dansa de tot el país.</p><p>També recuperem danses locals a partir de documents i dels testimonis de la gent gran del poble.</p>'),
    ['v011-esbart.svg'], [fb('esbartvilamar')], {}],
  [15,
    T('<p>Vecinos voluntarios que organizan la Fiesta Mayor de San Pedro, a finales de junio, y el Carnaval de Vilamar.</p>',
      '<p>Veïns voluntaris que organitzen la Festa Major de Sant Pere, a finals de juny, i el Carnaval de Vilamar.</p>'),
    T('<p>La Fiesta Mayor llena la villa durante cinco días: pasacalles, correfoc, castells, sardanas, conciertos en la playa y el gran castillo de fuegos artificiales sobre el mar la noche del 29 de junio. En febrero, el Carnaval termina con la rúa y el entierro de la sardina.</p><p>Las reuniones de la comisión están abiertas a todo el mundo: el primer jueves de cada mes a las 20 h.</p>',
      '<p>La Festa Major omple la vila durant cinc dies: cercaviles, correfoc, castells, sardanes, concerts a la platja i el gran castell de focs artificials sobre el mar la nit del 29 de juny. Al febrer, el Carnaval s\'acaba amb la rua i l\'enterrament de la sardina.</p><p>Les reunions de la comissió són obertes a tothom: el primer dijous de cada mes a les 20 h.</p>'),
    ['v018-focs-festa-major.svg', 'v026-carnaval.svg'], [ig('festessantperevilamar'), fb('festessantperevilamar'), { networkName: 'tiktok', uri: 'https://www.tiktok.com/@festessantperevilamar' }], {}],
  [16,
    T('<p>Mantenemos viva la tradición marinera de Vilamar en honor a la Virgen del Carmen, patrona de la gente de mar.</p>',
      '<p>Mantenim viva la tradició marinera de Vilamar en honor de la Mare de Déu del Carme, patrona de la gent de mar.</p>'),
    T('<p>La cofradía se fundó en 1921 por iniciativa de las familias de pescadores del barrio de Sant Pere. Cada 16 de julio organizamos la misa, la procesión por las calles del barrio y la procesión marítima, en la que barcas de pesca y de recreo acompañan la imagen de la Virgen a lo largo de la costa.</p><p>Durante el año conservamos el patrimonio de la cofradía y colaboramos con el Centro de Estudios en la recuperación de la memoria marinera.</p>',
      '<p>La confraria es va fundar el 1921 per iniciativa de les famílies de pescadors del barri de Sant Pere. Cada 16 de juliol organitzem la missa, la processó pels carrers del barri i la processó marítima, en què barques de pesca i d\'esbarjo acompanyen la imatge de la Mare de Déu al llarg de la costa.</p><p>Durant l\'any conservem el patrimoni de la confraria i col·laborem amb el Centre d\'Estudis en la recuperació de la memòria marinera.</p>'),
    ['v017-processo-maritima.svg'], [fb('confrariacarmevilamar')], {}],
  [18,
    T('<p>El xató es el plato más emblemático del Garraf: escarola, bacalao, atún, anchoas y olivas con una salsa de almendras, avellanas y ñoras.</p>',
      '<p>El xató és el plat més emblemàtic del Garraf: escarola, bacallà, tonyina, anxoves i olives amb una salsa d\'ametlles, avellanes i nyores.</p>'),
    T('<p>La asociación nació en 2004 para promover la cocina tradicional de la comarca. Organizamos la xatonada popular de enero, cursos de cocina, un concurso de salsa de xató y visitas a productores del Garraf y del Penedès.</p><p>Durante la temporada de xatonadas, de noviembre a marzo, colaboramos con los restaurantes de la villa que incluyen el xató en su carta.</p>',
      '<p>L\'associació va néixer el 2004 per promoure la cuina tradicional de la comarca. Organitzem la xatonada popular del gener, cursos de cuina, un concurs de salsa de xató i visites a productors del Garraf i del Penedès.</p><p>Durant la temporada de xatonades, de novembre a març, col·laborem amb els restaurants de la vila que inclouen el xató a la carta.</p>'),
    ['v012-xato.svg'], [ig('xatovilamar')], {}],
  [22,
    T('<p>Más de cien años de fútbol en Vilamar: primer equipo, fútbol base y, desde esta temporada, equipo femenino sénior.</p>',
      '<p>Més de cent anys de futbol a Vilamar: primer equip, futbol base i, des d\'aquesta temporada, equip femení sènior.</p>'),
    T('<p>El club tiene 14 equipos y más de 250 jugadores y jugadoras, de prebenjamines a veteranos. Entrenamos y jugamos en el Campo Municipal de la Ronda de Ponent.</p><p>La escuela de fútbol acepta niños y niñas a partir de 5 años. Las inscripciones se hacen en la oficina del club, de lunes a jueves de 18 a 20 h.</p>',
      '<p>El club té 14 equips i més de 250 jugadors i jugadores, de prebenjamins a veterans. Entrenem i juguem al Camp Municipal de la Ronda de Ponent.</p><p>L\'escola de futbol accepta nens i nenes a partir de 5 anys. Les inscripcions es fan a l\'oficina del club, de dilluns a dijous de 18 a 20 h.</p>'),
    ['v013-futbol.svg'], [ig('cfvilamar'), { networkName: 'x', uri: 'https://x.com/cfvilamar' }, fb('cfvilamar')], {}],
];

function multimedia() {
  const byNumber = new Map(associations().map((a) => [Number(a._id.slice(6)), a]));
  return MULTIMEDIA.map(([n, lead, body, files, socialShare, extra], i) => ({
    _id: id('7750a2', i + 1),
    section: assocId(n),
    subtitle: byNumber.get(n).subtitle,
    lead,
    body,
    images: files.map(image),
    socialShare,
    ...extra,
    ...(i % 3 === 0 ? { contacto: byNumber.get(n).contacto } : {}),
  }));
}

const PLACES = {
  vila: { lat: 41.2195, lng: 1.7293 }, platja: { lat: 41.2145, lng: 1.733 }, esglesia: { lat: 41.22, lng: 1.7282 },
  mercat: { lat: 41.2192, lng: 1.7275 }, casal: { lat: 41.2178, lng: 1.7325 }, teatre: { lat: 41.2205, lng: 1.7302 },
  escacs: { lat: 41.2208, lng: 1.7312 }, port: { lat: 41.2132, lng: 1.725 },
};

// News: [slug, published (date, time), section n | null, category, header image | null, title, lead, body, extra]
const NEWS = [
  ['abiertas-las-inscripciones-de-aula-abierta', ['2026-08-24', '10:00'], null, 'Educación', 'v020-aula.svg',
    T('Abiertas las inscripciones de los cursos de Aula Abierta', 'Obertes les inscripcions als cursos de l\'Aula Oberta'),
    T('<p>Idiomas, informática, catalán y preparación de pruebas de acceso para personas adultas.</p>', '<p>Idiomes, informàtica, català i preparació de proves d\'accés per a persones adultes.</p>'),
    T('<p>La asociación Aula Abierta abre del 1 al 18 de septiembre las inscripciones para el curso 2026-2027. La oferta incluye inglés y francés de varios niveles, informática básica, uso del móvil y de la administración electrónica, catalán en colaboración con el Consorci per a la Normalització Lingüística y preparación de la prueba de acceso a los ciclos formativos.</p><p>Las inscripciones se hacen en la Plaça de l\'Escola, 1, de lunes a jueves de 17 a 20 h. Los cursos empiezan el 5 de octubre.</p>',
      '<p>L\'associació Aula Oberta obre de l\'1 al 18 de setembre les inscripcions per al curs 2026-2027. L\'oferta inclou anglès i francès de diversos nivells, informàtica bàsica, ús del mòbil i de l\'administració electrònica, català en col·laboració amb el Consorci per a la Normalització Lingüística i preparació de la prova d\'accés als cicles formatius.</p><p>Les inscripcions es fan a la plaça de l\'Escola, 1, de dilluns a dijous de 17 a 20 h. Els cursos comencen el 5 d\'octubre.</p>'), {}],
  ['el-cf-vilamar-estrena-equipo-femenino-senior', ['2026-09-03', '12:30'], null, 'Deportes', 'v013-futbol.svg',
    T('El CF Vilamar estrena equipo femenino sénior', 'El CF Vilamar estrena equip femení sènior'),
    T('<p>Veintidós jugadoras forman el primer equipo femenino sénior de la historia del club, que debutará en la liga catalana este mes de septiembre.</p>', '<p>Vint-i-dues jugadores formen el primer equip femení sènior de la història del club, que debutarà a la lliga catalana aquest mes de setembre.</p>'),
    T('<p>El equipo nace de la cantera: la mayoría de las jugadoras se han formado en la escuela del club, que hace cinco años empezó a tener grupos mixtos y femeninos. Entrenarán los martes y jueves en el Campo Municipal y jugarán los partidos en casa los domingos a las 12 h.</p><p>El club hace un llamamiento a la afición para llenar la grada en el primer partido en casa, el domingo 20 de septiembre.</p>',
      '<p>L\'equip neix del planter: la majoria de les jugadores s\'han format a l\'escola del club, que fa cinc anys va començar a tenir grups mixtos i femenins. Entrenaran els dimarts i dijous al Camp Municipal i jugaran els partits a casa els diumenges a les 12 h.</p><p>El club fa una crida a l\'afició per omplir la graderia en el primer partit a casa, diumenge 20 de setembre.</p>'), {}],
  ['la-ampa-de-la-escuela-els-pins-amplia-la-acogida-matinal', ['2026-09-15', '09:00'], null, 'Educación', null,
    T('La AMPA de la Escuela Els Pins amplía el servicio de acogida matinal', 'L\'AFA de l\'Escola Els Pins amplia el servei d\'acollida matinal'),
    T('<p>Desde este curso el servicio abre a las 7.30 h e incluye desayuno.</p>', '<p>Des d\'aquest curs el servei obre a les 7.30 h i inclou esmorzar.</p>'),
    T('<p>Para facilitar la conciliación de las familias, la AMPA ha ampliado el horario de la acogida matinal, que ahora empieza a las 7.30 h, media hora antes que el curso pasado. Los niños y niñas pueden desayunar en la escuela con un menú supervisado por el servicio de comedor.</p><p>El precio es de 3 euros por día o 45 euros al mes, con bonificaciones para las familias socias y ayudas para las familias con menos recursos.</p>',
      '<p>Per facilitar la conciliació de les famílies, l\'AFA ha ampliat l\'horari de l\'acollida matinal, que ara comença a les 7.30 h, mitja hora abans que el curs passat. Els nens i nenes poden esmorzar a l\'escola amb un menú supervisat pel servei de menjador.</p><p>El preu és de 3 euros per dia o 45 euros al mes, amb bonificacions per a les famílies sòcies i ajuts per a les famílies amb menys recursos.</p>'), {}],
  ['los-xiquets-de-vilamar-descargan-el-primer-4-de-8', ['2026-09-28', '09:30'], 4, 'Cultura', 'v003-castell-4de8.svg',
    T('Los Xiquets de Vilamar descargan el primer 4 de 8 de su historia', 'Els Xiquets de Vilamar descarreguen el primer 4 de 8 de la seva història'),
    T('<p>La colla consigue en la diada de otoño el castillo que perseguía desde hacía tres temporadas.</p>', '<p>La colla aconsegueix a la diada de tardor el castell que perseguia des de feia tres temporades.</p>'),
    T('<p>A las 13.10 h del domingo, el enxaneta hizo el aleta en lo alto del 4 de 8 y la Plaça de la Vila estalló en aplausos. Era el primer castillo de ocho pisos de la historia de los Xiquets de Vilamar, que también descargaron un 3 de 7 y un pilar de 5.</p><p>La colla agradece el apoyo de las personas que se sumaron a la pinya y anima a todos los vecinos a probar los ensayos de los martes y viernes.</p>',
      '<p>A les 13.10 h de diumenge, l\'enxaneta va fer l\'aleta al capdamunt del 4 de 8 i la plaça de la Vila va esclatar en aplaudiments. Era el primer castell de vuit pisos de la història dels Xiquets de Vilamar, que també van descarregar un 3 de 7 i un pilar de 5.</p><p>La colla agraeix el suport de les persones que es van sumar a la pinya i anima tots els veïns a provar els assajos dels dimarts i divendres.</p>'),
    { images: ['v003-castell-4de8.svg', 'v022-castell-3de7.svg', 'v023-castell-pilar.svg'].map(image), socialShare: [ig('xiquetsdevilamar')] }],
  ['abierta-la-convocatoria-de-subvenciones-para-entidades-2027', ['2026-10-08', '11:00'], null, 'Ayuntamiento', null,
    T('Abierta la convocatoria de subvenciones para entidades 2027', 'Oberta la convocatòria de subvencions per a entitats 2027'),
    T('<p>El Ayuntamiento destina 120.000 euros a proyectos de las asociaciones del municipio.</p>', '<p>L\'Ajuntament destina 120.000 euros a projectes de les associacions del municipi.</p>'),
    T('<p>Las asociaciones inscritas en el Registro Municipal de Entidades pueden presentar hasta el 13 de noviembre sus proyectos para 2027 en los ámbitos de cultura, deporte, acción social, educación, medio ambiente, igualdad y fiestas populares.</p><p>Las solicitudes se presentan por la sede electrónica del Ayuntamiento. La Oficina de Entidades ofrece sesiones de apoyo para preparar la documentación los martes y jueves por la mañana, con cita previa.</p>',
      '<p>Les associacions inscrites al Registre Municipal d\'Entitats poden presentar fins al 13 de novembre els seus projectes per al 2027 en els àmbits de cultura, esport, acció social, educació, medi ambient, igualtat i festes populars.</p><p>Les sol·licituds es presenten per la seu electrònica de l\'Ajuntament. L\'Oficina d\'Entitats ofereix sessions de suport per preparar la documentació els dimarts i dijous al matí, amb cita prèvia.</p>'),
    { linksGroup: [{ name: T('Más información', 'Més informació'), links: [{ title: T('Bases de la convocatoria', 'Bases de la convocatòria'), uri: 'https://seu.vilamar.example/subvencions-entitats-2027' }] }] }],
  ['un-centenar-de-voluntarios-retiran-240-kilos-de-residuos', ['2026-10-19', '10:30'], 11, 'Medio ambiente', 'v008-posidonia.svg',
    T('Un centenar de voluntarios retiran 240 kilos de residuos de la playa', 'Un centenar de voluntaris retiren 240 quilos de residus de la platja'),
    T('<p>Plásticos, colillas y restos de redes, los residuos más abundantes de la jornada de limpieza.</p>', '<p>Plàstics, burilles i restes de xarxes, els residus més abundants de la jornada de neteja.</p>'),
    T('<p>La jornada de limpieza del sábado reunió a 104 voluntarios en la playa y a 16 submarinistas en el fondo cercano al espigón. En total se retiraron 240 kilos de residuos, entre ellos más de 3.000 colillas, 40 kilos de plásticos y restos de redes de pesca.</p><p>La asociación recuerda que las colillas no se deben tirar nunca al suelo ni a la arena: hay ceniceros de playa gratuitos en los puntos de información.</p>',
      '<p>La jornada de neteja de dissabte va reunir 104 voluntaris a la platja i 16 submarinistes al fons proper a l\'escullera. En total es van retirar 240 quilos de residus, entre els quals més de 3.000 burilles, 40 quilos de plàstics i restes de xarxes de pesca.</p><p>L\'associació recorda que les burilles no s\'han de llençar mai a terra ni a la sorra: hi ha cendrers de platja gratuïts als punts d\'informació.</p>'),
    { images: [image('v007-neteja-platja.svg')], coordinates: PLACES.platja }],
  ['el-casal-estrena-un-taller-de-memoria-y-nuevas-tecnologias', ['2026-10-22', '10:00'], null, 'Personas mayores', 'v006-casal-taller.svg',
    T('El Casal de Personas Mayores estrena un taller de memoria y nuevas tecnologías', 'El Casal de la Gent Gran estrena un taller de memòria i noves tecnologies'),
    T('<p>Sesiones semanales para ejercitar la memoria y aprender a usar el móvil, las videollamadas y los trámites en línea.</p>', '<p>Sessions setmanals per exercitar la memòria i aprendre a fer servir el mòbil, les videotrucades i els tràmits en línia.</p>'),
    T('<p>El taller empieza el 3 de noviembre y se hará los martes de 10 a 12 h. Lo imparten voluntarios de Aula Abierta y jóvenes del esplai L\'Onada, en un proyecto intergeneracional que une a dos entidades del municipio.</p><p>Las plazas son limitadas y gratuitas para las personas socias del Casal. Las inscripciones se pueden hacer en el propio Casal, en la Rambla de la Pau, 20.</p>',
      '<p>El taller comença el 3 de novembre i es farà els dimarts de 10 a 12 h. L\'imparteixen voluntaris de l\'Aula Oberta i joves de l\'esplai L\'Onada, en un projecte intergeneracional que uneix dues entitats del municipi.</p><p>Les places són limitades i gratuïtes per a les persones sòcies del Casal. Les inscripcions es poden fer al mateix Casal, a la Rambla de la Pau, 20.</p>'), {}],
  ['la-campana-compra-a-vilamar-repartira-5000-euros-en-vales', ['2026-11-02', '09:30'], null, 'Comercio', 'v015-comerc.svg',
    T('La campaña «Compra a Vilamar» repartirá 5.000 euros en vales', 'La campanya «Compra a Vilamar» repartirà 5.000 euros en vals'),
    T('<p>Del 16 de noviembre al 6 de enero, las compras en los comercios adheridos participan en el sorteo de 100 vales de 50 euros.</p>', '<p>Del 16 de novembre al 6 de gener, les compres als comerços adherits participen en el sorteig de 100 vals de 50 euros.</p>'),
    T('<p>La Asociación de Comerciantes Vilamar Centre y el Ayuntamiento impulsan una nueva edición de la campaña de Navidad para fomentar el comercio de proximidad. Por cada 20 euros de compra en los más de 80 establecimientos adheridos, la clientela recibirá un boleto para el sorteo, que se hará el 8 de enero.</p><p>Los vales se podrán gastar en cualquier comercio adherido hasta el 28 de febrero de 2027. Los establecimientos participantes se identifican con un adhesivo azul en el escaparate.</p>',
      '<p>L\'Associació de Comerciants Vilamar Centre i l\'Ajuntament impulsen una nova edició de la campanya de Nadal per fomentar el comerç de proximitat. Per cada 20 euros de compra en els més de 80 establiments adherits, la clientela rebrà una butlleta per al sorteig, que es farà el 8 de gener.</p><p>Els vals es podran gastar a qualsevol comerç adherit fins al 28 de febrer del 2027. Els establiments participants s\'identifiquen amb un adhesiu blau a l\'aparador.</p>'), {}],
  ['nace-el-portal-de-asociaciones-de-vilamar', ['2026-11-06', '12:00'], null, 'Ayuntamiento', null,
    T('Nace el portal de asociaciones de Vilamar', 'Neix el portal d\'associacions de Vilamar'),
    T('<p>Un nuevo espacio web reúne el directorio de entidades del municipio, sus noticias y una guía para crear una asociación.</p>', '<p>Un nou espai web aplega el directori d\'entitats del municipi, les seves notícies i una guia per crear una associació.</p>'),
    T('<p>El Ayuntamiento de Vilamar estrena el portal de asociaciones, donde vecinos y visitantes pueden encontrar las entidades del municipio por nombre o por categoría, consultar sus datos de contacto y situarlas en el mapa. El directorio se puede descargar en formato de hoja de cálculo.</p><p>Cada asociación puede mantener al día su ficha, sus fotografías y sus noticias desde el portal de gestión. La sección de recursos ofrece una guía paso a paso para constituir una asociación en Cataluña.</p>',
      '<p>L\'Ajuntament de Vilamar estrena el portal d\'associacions, on veïns i visitants poden trobar les entitats del municipi per nom o per categoria, consultar-ne les dades de contacte i situar-les al mapa. El directori es pot descarregar en format de full de càlcul.</p><p>Cada associació pot mantenir al dia la seva fitxa, les seves fotografies i les seves notícies des del portal de gestió. La secció de recursos ofereix una guia pas a pas per constituir una associació a Catalunya.</p>'),
    { headerImage: { file: 'vilamar-banner-directori.svg', width: 800, height: 450, alt: T('Mapa de Vilamar con asociaciones', 'Mapa de Vilamar amb associacions'), mime: 'image/svg+xml' } }],
  ['la-xarxa-empieza-los-ensayos-de-els-pastorets', ['2026-11-12', '18:00'], 13, 'Teatro', 'v009-teatre-escenari.svg',
    T('La Xarxa empieza los ensayos de Els Pastorets', 'La Xarxa comença els assajos dels Pastorets'),
    T('<p>Más de cuarenta actores y actrices, de 6 a 82 años, preparan las funciones del 20 y el 26 de diciembre.</p>', '<p>Més de quaranta actors i actrius, de 6 a 82 anys, preparen les funcions del 20 i el 26 de desembre.</p>'),
    T('<p>El Grupo de Teatro La Xarxa ha empezado los ensayos de Els Pastorets, que este año estrenan una escenografía nueva diseñada por el alumnado del taller de jóvenes. La dirección es de Núria Font, que firma su décima temporada al frente del montaje.</p><p>El grupo todavía busca voluntarios para los equipos técnico y de vestuario. Las personas interesadas pueden pasar por el Teatre Principal los lunes y miércoles a partir de las 20 h.</p>',
      '<p>El Grup de Teatre La Xarxa ha començat els assajos dels Pastorets, que enguany estrenen una escenografia nova dissenyada per l\'alumnat del taller de joves. La direcció és de Núria Font, que signa la desena temporada al capdavant del muntatge.</p><p>El grup encara busca voluntaris per als equips tècnic i de vestuari. Les persones interessades poden passar pel Teatre Principal els dilluns i dimecres a partir de les 20 h.</p>'), {}],
  ['dos-regatistas-del-club-campeonas-de-cataluna-de-optimist', ['2026-11-17', '13:00'], 2, 'Deportes', 'v002-escola-vela.svg',
    T('Dos regatistas del club, campeonas de Cataluña de Optimist', 'Dues regatistes del club, campiones de Catalunya d\'Optimist'),
    T('<p>Aina Roig y Clara Soler ganan el oro y la plata en la categoría sub-13.</p>', '<p>L\'Aina Roig i la Clara Soler guanyen l\'or i la plata en la categoria sub-13.</p>'),
    T('<p>El Campeonato de Cataluña de la clase Optimist reunió el fin de semana a 140 regatistas en aguas de Tarragona. Las dos deportistas del Club de Vela Vilamar, que se iniciaron en la escuela de vela del club con siete años, dominaron la categoría sub-13 tras nueve pruebas con viento de levante.</p><p>El club felicita a las regatistas y a su entrenador, Pere Camps, y recuerda que la escuela de vela mantiene abiertas las inscripciones para los cursillos de invierno.</p>',
      '<p>El Campionat de Catalunya de la classe Optimist va reunir el cap de setmana 140 regatistes a les aigües de Tarragona. Les dues esportistes del Club de Vela Vilamar, que es van iniciar a l\'escola de vela del club amb set anys, van dominar la categoria sub-13 després de nou proves amb vent de llevant.</p><p>El club felicita les regatistes i el seu entrenador, en Pere Camps, i recorda que l\'escola de vela manté obertes les inscripcions per als cursets d\'hivern.</p>'), {}],
  ['programa-de-actos-del-25n-en-vilamar', ['2026-11-20', '10:00'], null, 'Igualdad', 'v027-8m.svg',
    T('Programa de actos del 25N en Vilamar', 'Programa d\'actes del 25N a Vilamar'),
    T('<p>Marcha, charlas y un punto lila en el mercado para decir no a las violencias machistas.</p>', '<p>Marxa, xerrades i un punt lila al mercat per dir no a les violències masclistes.</p>'),
    T('<p>Con motivo del Día Internacional de la Eliminación de la Violencia contra la Mujer, el Ayuntamiento y las entidades del municipio han preparado un programa de actividades del 21 al 28 de noviembre:</p><ul><li><strong>Sábado 21</strong>, de 9 a 14 h: punto lila informativo en la Plaça del Mercat.</li><li><strong>Martes 24</strong>, a las 19 h: charla «Relaciones sanas en la adolescencia», en el Centro Cívico.</li><li><strong>Miércoles 25</strong>, a las 18.30 h: marcha desde la Plaça de la Vila y lectura del manifiesto.</li><li><strong>Sábado 28</strong>, a las 11 h: taller de autodefensa feminista, con inscripción previa.</li></ul><p>Si sufres o conoces una situación de violencia machista, llama al <a href="tel:900900120">900 900 120</a>, gratuito y confidencial, las 24 horas.</p>',
      '<p>Amb motiu del Dia Internacional per a l\'Eliminació de la Violència contra les Dones, l\'Ajuntament i les entitats del municipi han preparat un programa d\'activitats del 21 al 28 de novembre:</p><ul><li><strong>Dissabte 21</strong>, de 9 a 14 h: punt lila informatiu a la plaça del Mercat.</li><li><strong>Dimarts 24</strong>, a les 19 h: xerrada «Relacions sanes a l\'adolescència», al Centre Cívic.</li><li><strong>Dimecres 25</strong>, a les 18.30 h: marxa des de la plaça de la Vila i lectura del manifest.</li><li><strong>Dissabte 28</strong>, a les 11 h: taller d\'autodefensa feminista, amb inscripció prèvia.</li></ul><p>Si pateixes o coneixes una situació de violència masclista, truca al <a href="tel:900900120">900 900 120</a>, gratuït i confidencial, les 24 hores.</p>'), {}],
];

// Events: [slug, published, section n | null, category, header, place, ranges [[date, start, end]], title, subtitle, lead, body]
const EVENTS = [
  ['diada-castellera-de-otono', '2026-09-15', 4, 'Cultura', 'v025-diada.svg', 'vila', [['2026-09-27', '12:00', '14:30']],
    T('Diada castellera de otoño', 'Diada castellera de tardor'),
    T('Xiquets de Vilamar y dos collas invitadas en la Plaça de la Vila', 'Xiquets de Vilamar i dues colles convidades a la plaça de la Vila'),
    T('<p>Los Xiquets de Vilamar celebran su gran diada con dos collas invitadas del Penedès y el Garraf.</p>', '<p>Els Xiquets de Vilamar celebren la seva gran diada amb dues colles convidades del Penedès i el Garraf.</p>'),
    T('<p>El domingo 27 de septiembre, a las 12 h, la Plaça de la Vila acoge la diada castellera de otoño. La colla local intentará por primera vez el <strong>4 de 8</strong>, el castillo que prepara desde la primavera.</p><p>Antes de la diada, a las 11.30 h, las collas harán el pasacalles desde el Passeig Marítim. Se recomienda llegar pronto y seguir las indicaciones de la organización para dejar espacio a la pinya.</p>',
      '<p>Diumenge 27 de setembre, a les 12 h, la plaça de la Vila acull la diada castellera de tardor. La colla local intentarà per primera vegada el <strong>4 de 8</strong>, el castell que prepara des de la primavera.</p><p>Abans de la diada, a les 11.30 h, les colles faran la cercavila des del Passeig Marítim. Es recomana arribar d\'hora i seguir les indicacions de l\'organització per deixar espai a la pinya.</p>')],
  ['jornada-de-limpieza-de-la-playa-y-del-fondo-marino', '2026-10-05', 11, 'Medio ambiente', 'v007-neteja-platja.svg', 'platja', [['2026-10-17', '10:00', '13:30']],
    T('Jornada de limpieza de la playa y del fondo marino', 'Jornada de neteja de la platja i del fons marí'), null,
    T('<p>Voluntarios y submarinistas retirarán residuos de la playa de Vilamar y del fondo cercano al espigón.</p>', '<p>Voluntaris i submarinistes retiraran residus de la platja de Vilamar i del fons proper a l\'escullera.</p>'),
    T('<p>La Asociación Medioambiental Posidonia organiza una nueva jornada de limpieza el sábado 17 de octubre, de 10 a 13.30 h. El punto de encuentro es el Passeig de la Platja, delante del club de petanca.</p><p>La organización facilita guantes, bolsas y un pequeño almuerzo. Los submarinistas deben inscribirse previamente y disponer de titulación y seguro. Al terminar, se clasificarán los residuos para el estudio de basuras marinas.</p>',
      '<p>L\'Associació Mediambiental Posidònia organitza una nova jornada de neteja dissabte 17 d\'octubre, de 10 a 13.30 h. El punt de trobada és al Passeig de la Platja, davant del club de petanca.</p><p>L\'organització facilita guants, bosses i un petit esmorzar. Els submarinistes s\'han d\'inscriure prèviament i disposar de titulació i assegurança. En acabar, es classificaran els residus per a l\'estudi d\'escombraries marines.</p>')],
  ['concierto-de-santa-cecilia', '2026-11-09', 6, 'Música', 'v005-coral.svg', 'esglesia', [['2026-11-22', '19:00', '20:30']],
    T('Concierto de Santa Cecilia', 'Concert de Santa Cecília'),
    T('Coral Santa Cecilia de Vilamar', 'Coral Santa Cecília de Vilamar'),
    T('<p>La coral celebra a su patrona con un concierto de música catalana y europea en la iglesia parroquial de Sant Pere.</p>', '<p>La coral celebra la seva patrona amb un concert de música catalana i europea a l\'església parroquial de Sant Pere.</p>'),
    T('<p>El domingo 22 de noviembre, a las 19 h, la Coral Santa Cecilia ofrece su concierto anual. El programa incluye obras de Pau Casals, Enric Morera y Mozart, y canciones tradicionales armonizadas para coro.</p><p>La entrada es libre hasta completar el aforo. Al terminar se hará una colecta para el mantenimiento del órgano.</p>',
      '<p>Diumenge 22 de novembre, a les 19 h, la Coral Santa Cecília ofereix el seu concert anual. El programa inclou obres de Pau Casals, Enric Morera i Mozart, i cançons tradicionals harmonitzades per a cor.</p><p>L\'entrada és lliure fins a exhaurir l\'aforament. En acabar es farà una col·lecta per al manteniment de l\'orgue.</p>')],
  ['marcha-contra-las-violencias-machistas', '2026-11-18', null, 'Igualdad', 'v027-8m.svg', 'vila', [['2026-11-25', '18:30', '20:00']],
    T('Marcha contra las violencias machistas', 'Marxa contra les violències masclistes'),
    T('25N, Día Internacional de la Eliminación de la Violencia contra la Mujer', '25N, Dia Internacional per a l\'Eliminació de la Violència contra les Dones'),
    T('<p>Salida a las 18.30 h de la Plaça de la Vila y lectura del manifiesto en el Passeig Marítim.</p>', '<p>Sortida a les 18.30 h de la plaça de la Vila i lectura del manifest al Passeig Marítim.</p>'),
    T('<p>La asociación 8 de Marzo y el Ayuntamiento de Vilamar convocan la marcha del 25N. El recorrido pasa por el Carrer Major y la Rambla de la Pau y termina en el Passeig Marítim, donde se leerá el manifiesto unitario y se guardará un minuto de silencio por las víctimas.</p><p>Se invita a las personas participantes a vestir de color lila. El recorrido es accesible.</p>',
      '<p>L\'associació 8 de Març i l\'Ajuntament de Vilamar convoquen la marxa del 25N. El recorregut passa pel carrer Major i la Rambla de la Pau i acaba al Passeig Marítim, on es llegirà el manifest unitari i es farà un minut de silenci per les víctimes.</p><p>Es convida les persones participants a vestir de color lila. El recorregut és accessible.</p>')],
  ['feria-de-navidad-del-comercio-local', '2026-11-16', null, 'Comercio', 'v015-comerc.svg', 'mercat', [['2026-12-05', '10:00', '20:00'], ['2026-12-06', '10:00', '14:00']],
    T('Feria de Navidad del comercio local', 'Fira de Nadal del comerç local'), null,
    T('<p>Cuarenta paradas del comercio de Vilamar, actividades infantiles y música en el Carrer Major y la Plaça del Mercat.</p>', '<p>Quaranta parades del comerç de Vilamar, activitats infantils i música al carrer Major i la plaça del Mercat.</p>'),
    T('<p>La Asociación de Comerciantes Vilamar Centre organiza la feria de Navidad el primer fin de semana de diciembre. Habrá paradas de alimentación, regalos, artesanía y moda, talleres para niños y la visita del paje real el domingo por la mañana.</p><p>Las compras en la feria participan en la campaña «Compra a Vilamar»: por cada 20 euros de compra se entrega un boleto para el sorteo de vales de compra.</p>',
      '<p>L\'Associació de Comerciants Vilamar Centre organitza la fira de Nadal el primer cap de setmana de desembre. Hi haurà parades d\'alimentació, regals, artesania i moda, tallers per a la mainada i la visita del patge reial diumenge al matí.</p><p>Les compres a la fira participen en la campanya «Compra a Vilamar»: per cada 20 euros de compra es lliura una butlleta per al sorteig de vals de compra.</p>')],
  ['maraton-de-donacion-de-sangre', '2026-11-20', 12, 'Salud', 'v028-sang-marato.svg', 'casal', [['2026-12-12', '10:00', '14:00'], ['2026-12-12', '16:30', '20:30']],
    T('Maratón de donación de sangre', 'Marató de donació de sang'), null,
    T('<p>Un día entero para donar sangre en el Casal de Personas Mayores, con el Banc de Sang i Teixits.</p>', '<p>Un dia sencer per donar sang al Casal de la Gent Gran, amb el Banc de Sang i Teixits.</p>'),
    T('<p>El sábado 12 de diciembre, de 10 a 14 h y de 16.30 a 20.30 h, la Asociación de Donantes de Sangre de Vilamar instala una unidad de donación en el Casal de Personas Mayores (Rambla de la Pau, 20). El objetivo es llegar a las 150 donaciones antes de las fiestas de Navidad, cuando las reservas suelen bajar.</p><p>Recuerda venir bien hidratado, haber comido y llevar el DNI. Habrá merienda para todos los donantes.</p>',
      '<p>Dissabte 12 de desembre, de 10 a 14 h i de 16.30 a 20.30 h, l\'Associació de Donants de Sang de Vilamar instal·la una unitat de donació al Casal de la Gent Gran (Rambla de la Pau, 20). L\'objectiu és arribar a les 150 donacions abans de les festes de Nadal, quan les reserves solen baixar.</p><p>Recorda venir ben hidratat, haver menjat i portar el DNI. Hi haurà berenar per a tots els donants.</p>')],
  ['els-pastorets', '2026-11-19', 13, 'Teatro', 'v010-pastorets.svg', 'teatre', [['2026-12-20', '18:00', '20:00'], ['2026-12-26', '18:00', '20:00']],
    T('Els Pastorets', 'Els Pastorets'),
    T('Grupo de Teatro La Xarxa, en el Teatre Principal', 'Grup de Teatre La Xarxa, al Teatre Principal'),
    T('<p>La representación navideña de siempre, con más de cuarenta actores y actrices de todas las edades.</p>', '<p>La representació nadalenca de sempre, amb més de quaranta actors i actrius de totes les edats.</p>'),
    T('<p>Els Pastorets es la obra de teatro tradicional de la Navidad catalana: los pastores Lluquet y Rovelló viven mil aventuras camino de Belén mientras los diablos intentan impedir que llegue el anuncio del nacimiento. La Xarxa representa la versión de Josep Maria Folch i Torres.</p><p>Funciones: domingo 20 y sábado 26 de diciembre a las 18 h. Entradas: 8 euros (4 euros para menores de 12 años), a la venta en la taquilla del teatro una hora antes de cada función.</p>',
      '<p>Els Pastorets són l\'obra de teatre tradicional del Nadal català: els pastors Lluquet i Rovelló viuen mil aventures camí de Betlem mentre els dimonis intenten impedir que arribi l\'anunci del naixement. La Xarxa representa la versió de Josep Maria Folch i Torres.</p><p>Funcions: diumenge 20 i dissabte 26 de desembre a les 18 h. Entrades: 8 euros (4 euros per als menors de 12 anys), a la venda a la taquilla del teatre una hora abans de cada funció.</p>')],
  ['torneo-de-ajedrez-de-navidad', '2026-11-21', 20, 'Deportes', 'v014-escacs.svg', 'escacs', [['2026-12-27', '10:00', '14:00']],
    T('Torneo de ajedrez de Navidad', 'Torneig d\'escacs de Nadal'), null,
    T('<p>Torneo de partidas rápidas abierto a todas las edades y niveles.</p>', '<p>Torneig de partides ràpides obert a totes les edats i nivells.</p>'),
    T('<p>El Club de Ajedrez Vilamar organiza su tradicional torneo de Navidad el domingo 27 de diciembre en el local del club (Carrer de Francesc Macià, 14). Se jugarán siete rondas por sistema suizo con un ritmo de 10 minutos más 5 segundos por jugada.</p><p>Inscripción: 5 euros, gratuita para menores de 16 años. Habrá trofeos para los tres primeros clasificados y para el mejor jugador y la mejor jugadora locales.</p>',
      '<p>El Club d\'Escacs Vilamar organitza el tradicional torneig de Nadal diumenge 27 de desembre al local del club (carrer de Francesc Macià, 14). Es jugaran set rondes per sistema suís amb un ritme de 10 minuts més 5 segons per jugada.</p><p>Inscripció: 5 euros, gratuïta per als menors de 16 anys. Hi haurà trofeus per als tres primers classificats i per al millor jugador i la millor jugadora locals.</p>')],
  ['xatonada-popular', '2026-11-21', 18, 'Gastronomía', 'v012-xato.svg', 'vila', [['2027-01-31', '13:30', '17:00']],
    T('Xatonada popular', 'Xatonada popular'), null,
    T('<p>Comida popular en la Plaça de la Vila con el plato estrella del Garraf.</p>', '<p>Dinar popular a la plaça de la Vila amb el plat estrella del Garraf.</p>'),
    T('<p>La Asociación Gastronómica El Xató organiza la xatonada popular el domingo 31 de enero a las 13.30 h. El menú incluye xató, tortilla de alcachofas, postre, vino del Penedès y café.</p><p>Los tiques (18 euros; 9 euros para menores de 12 años) se pueden comprar en los comercios adheridos y en el local de la asociación hasta el 27 de enero. Si llueve, la comida se trasladará al pabellón municipal.</p>',
      '<p>L\'Associació Gastronòmica El Xató organitza la xatonada popular diumenge 31 de gener a les 13.30 h. El menú inclou xató, truita de carxofes, postres, vi del Penedès i cafè.</p><p>Els tiquets (18 euros; 9 euros per als menors de 12 anys) es poden comprar als comerços adherits i al local de l\'associació fins al 27 de gener. Si plou, el dinar es traslladarà al pavelló municipal.</p>')],
  ['regata-de-invierno-trofeo-vilamar', '2026-11-18', 2, 'Deportes', 'v001-regata.svg', 'port', [['2027-02-14', '11:00', '17:00']],
    T('Regata de invierno Trofeo Vilamar', 'Regata d\'hivern Trofeu Vilamar'), null,
    T('<p>Regata abierta a las clases Optimist, ILCA y crucero en la bahía de Vilamar.</p>', '<p>Regata oberta a les classes Optimist, ILCA i creuer a la badia de Vilamar.</p>'),
    T('<p>El Club de Vela Vilamar organiza la 28.ª edición del Trofeo Vilamar el domingo 14 de febrero. La señal de salida de la primera prueba se dará a las 11 h y la entrega de premios será a las 16 h en el club.</p><p>Las inscripciones se cierran el 10 de febrero. Los vecinos pueden seguir la regata desde el espigón de levante, donde el club instalará un punto de información.</p>',
      '<p>El Club de Vela Vilamar organitza la 28a edició del Trofeu Vilamar diumenge 14 de febrer. El senyal de sortida de la primera prova es donarà a les 11 h i el lliurament de premis serà a les 16 h al club.</p><p>Les inscripcions es tanquen el 10 de febrer. Els veïns poden seguir la regata des de l\'escullera de llevant, on el club instal·larà un punt d\'informació.</p>')],
];

function newsAndEvents() {
  const news = NEWS.map(([slug, [date, time], section, category, header, title, lead, body, extra], i) => ({
    _id: id('7750a3', i + 1),
    title,
    lead,
    body,
    date: madrid(date, time),
    categories: [category],
    nodeTypes: ['Noticia'],
    ...(header ? { headerImage: image(header) } : {}),
    ...(section ? { section: assocId(section) } : {}),
    isPublished: true,
    data: { slug },
    ...extra,
  }));
  const events = EVENTS.map(([slug, published, section, category, header, place, ranges, title, subtitle, lead, body], i) => ({
    _id: id('7750a3', NEWS.length + i + 1),
    title,
    ...(subtitle ? { subtitle } : {}),
    lead,
    body,
    date: madrid(published, '09:00'),
    categories: [category],
    nodeTypes: ['Evento'],
    headerImage: image(header),
    coordinates: PLACES[place],
    ...(section ? { section: assocId(section) } : {}),
    isPublished: true,
    data: { slug },
    period: { dateRanges: ranges.map(([date, start, end]) => ({ start: madrid(date, start), end: madrid(date, end) })) },
    ...(i % 4 === 0 ? { socialShare: [fb('ajuntamentvilamar')] } : {}),
  }));
  return [...news, ...events];
}

// The resources guide: Catalan law (Llei 4/2008, del 24 d'abril, del llibre tercer del Codi civil de Catalunya).
const GUIDE = [
  {
    title: T('Qué es una asociación', 'Què és una associació'),
    body: T('<p>Una asociación es una entidad sin ánimo de lucro que constituyen voluntariamente <strong>tres o más personas</strong> para cumplir una finalidad de interés general o particular, poniendo en común recursos personales o patrimoniales, con carácter temporal o indefinido.</p><p>En Cataluña las asociaciones se rigen por la <strong>Ley 4/2008, de 24 de abril, del libro tercero del Código civil de Cataluña</strong>, relativo a las personas jurídicas (artículos 321-1 y siguientes), y, en lo que tiene de aplicación general, por la Ley Orgánica 1/2002, de 22 de marzo, reguladora del derecho de asociación.</p>',
      '<p>Una associació és una entitat sense ànim de lucre que constitueixen voluntàriament <strong>tres o més persones</strong> per complir una finalitat d\'interès general o particular, mitjançant la posada en comú de recursos personals o patrimonials, amb caràcter temporal o indefinit.</p><p>A Catalunya les associacions es regeixen per la <strong>Llei 4/2008, del 24 d\'abril, del llibre tercer del Codi civil de Catalunya</strong>, relatiu a les persones jurídiques (articles 321-1 i següents), i, en allò que és d\'aplicació general, per la Llei orgànica 1/2002, del 22 de març, reguladora del dret d\'associació.</p>'),
    children: [
      {
        title: T('Características', 'Característiques'),
        body: T('<ul><li><strong>Sin ánimo de lucro</strong>: la asociación puede tener ingresos y excedentes, pero no los puede repartir entre las personas asociadas; los tiene que destinar a sus finalidades.</li><li><strong>Funcionamiento democrático</strong>: la asamblea general, formada por todas las personas asociadas, es el órgano soberano.</li><li><strong>Finalidad lícita</strong> y actividades definidas en los estatutos.</li><li><strong>Personalidad jurídica propia</strong>: la asociación puede contratar, tener bienes y responder de sus deudas con su patrimonio.</li></ul>',
          '<ul><li><strong>Sense ànim de lucre</strong>: l\'associació pot tenir ingressos i excedents, però no els pot repartir entre les persones associades; els ha de destinar a les seves finalitats.</li><li><strong>Funcionament democràtic</strong>: l\'assemblea general, formada per totes les persones associades, és l\'òrgan sobirà.</li><li><strong>Finalitat lícita</strong> i activitats definides als estatuts.</li><li><strong>Personalitat jurídica pròpia</strong>: l\'associació pot contractar, tenir béns i respondre dels deutes amb el seu patrimoni.</li></ul>'),
      },
      {
        title: T('Asociación, fundación o cooperativa', 'Associació, fundació o cooperativa'),
        body: T('<p>Una <strong>fundación</strong> no tiene socios: es un patrimonio que una o varias personas destinan a una finalidad de interés general. Una <strong>cooperativa</strong> es una empresa de sus socios que desarrolla una actividad económica. La <strong>asociación</strong> es la forma más sencilla para que un grupo de personas lleve a cabo un proyecto común sin ánimo de lucro.</p>',
          '<p>Una <strong>fundació</strong> no té socis: és un patrimoni que una o diverses persones destinen a una finalitat d\'interès general. Una <strong>cooperativa</strong> és una empresa dels seus socis que desenvolupa una activitat econòmica. L\'<strong>associació</strong> és la forma més senzilla perquè un grup de persones dugui a terme un projecte comú sense ànim de lucre.</p>'),
      },
      {
        title: T('El Ayuntamiento y las asociaciones', 'L\'Ajuntament i les associacions'),
        body: T('<p>Una vez inscrita en el Registro de Asociaciones de la Generalitat, la asociación puede pedir el alta en el <strong>Registro Municipal de Entidades de Vilamar</strong>. Esta inscripción permite solicitar subvenciones municipales, pedir el uso de equipamientos y espacios públicos y aparecer en este portal. La Oficina de Entidades (Plaça de la Vila, 1) os asesora en todo el proceso.</p>',
          '<p>Un cop inscrita al Registre d\'Associacions de la Generalitat, l\'associació pot demanar l\'alta al <strong>Registre Municipal d\'Entitats de Vilamar</strong>. Aquesta inscripció permet sol·licitar subvencions municipals, demanar l\'ús d\'equipaments i espais públics i aparèixer en aquest portal. L\'Oficina d\'Entitats (plaça de la Vila, 1) us assessora en tot el procés.</p>'),
      },
    ],
  },
  {
    title: T('Pasos para constituir una asociación', 'Passos per constituir una associació'),
    body: T('<ol><li>Reunir como mínimo <strong>tres personas fundadoras</strong> con una finalidad común.</li><li>Redactar los <strong>estatutos</strong>.</li><li>Celebrar la reunión constitutiva y firmar el <strong>acta fundacional</strong>, en la que se aprueban los estatutos y se designa el órgano de gobierno inicial.</li><li>Solicitar la <strong>inscripción en el Registro de Asociaciones</strong> de la Generalitat de Cataluña.</li><li>Pedir el <strong>número de identificación fiscal</strong> (NIF) a la Agencia Tributaria.</li><li>Si se quiere, darse de alta en el <strong>Registro Municipal de Entidades</strong> de Vilamar.</li></ol>',
      '<ol><li>Reunir com a mínim <strong>tres persones fundadores</strong> amb una finalitat comuna.</li><li>Redactar els <strong>estatuts</strong>.</li><li>Fer la reunió constitutiva i signar l\'<strong>acta fundacional</strong>, en què s\'aproven els estatuts i es designa l\'òrgan de govern inicial.</li><li>Sol·licitar la <strong>inscripció al Registre d\'Associacions</strong> de la Generalitat de Catalunya.</li><li>Demanar el <strong>número d\'identificació fiscal</strong> (NIF) a l\'Agència Tributària.</li><li>Si es vol, donar-se d\'alta al <strong>Registre Municipal d\'Entitats</strong> de Vilamar.</li></ol>'),
    children: [
      {
        title: T('Quién puede fundar una asociación', 'Qui pot fundar una associació'),
        body: T('<p>Pueden constituir asociaciones las personas físicas y las personas jurídicas, privadas y públicas. Las personas físicas deben tener capacidad de obrar o, como mínimo, catorce años, actuando con la asistencia de sus representantes legales si no están emancipadas. En las asociaciones infantiles, juveniles y de alumnos basta con la capacidad natural, pero siempre debe formar parte de la asociación al menos una persona mayor de edad para formalizar los actos que lo requieran. Las personas jurídicas necesitan el acuerdo de su órgano competente.</p>',
          '<p>Poden constituir associacions les persones físiques i les persones jurídiques, privades i públiques. Les persones físiques han de tenir capacitat d\'obrar o, com a mínim, catorze anys, i actuar amb l\'assistència dels representants legals si no estan emancipades. En les associacions infantils, juvenils i d\'alumnes n\'hi ha prou amb la capacitat natural, però sempre n\'ha de formar part almenys una persona major d\'edat per formalitzar els actes que ho requereixin. Les persones jurídiques necessiten l\'acord del seu òrgan competent.</p>'),
      },
      {
        title: T('El acta fundacional', 'L\'acta fundacional'),
        body: T('<p>El acuerdo de constitución se formaliza por escrito en el acta fundacional, que deben firmar todas las personas fundadoras y que debe recoger como mínimo:</p><ul><li>El lugar y la fecha del acta.</li><li>El nombre o la denominación, el domicilio y la nacionalidad de las personas fundadoras y, si son menores, su edad.</li><li>La voluntad de constituir la asociación.</li><li>Los estatutos.</li><li>Las aportaciones al patrimonio inicial, si las hay.</li><li>La designación de las personas que forman el órgano de gobierno inicial.</li></ul>',
          '<p>L\'acord de constitució es formalitza per escrit a l\'acta fundacional, que han de signar totes les persones fundadores i que ha de recollir com a mínim:</p><ul><li>El lloc i la data de l\'acta.</li><li>El nom o la denominació, el domicili i la nacionalitat de les persones fundadores i, si són menors, la seva edat.</li><li>La voluntat de constituir l\'associació.</li><li>Els estatuts.</li><li>Les aportacions al patrimoni inicial, si n\'hi ha.</li><li>La designació de les persones que formen l\'òrgan de govern inicial.</li></ul>'),
      },
      {
        title: T('Después de la inscripción', 'Després de la inscripció'),
        body: T('<p>Con la resolución de inscripción, la asociación solicita el NIF definitivo a la Agencia Tributaria (modelo 036) y ya puede abrir una cuenta bancaria a su nombre. Además, debe llevar un <strong>libro de actas</strong> de las reuniones de sus órganos, un <strong>libro o registro de personas asociadas</strong> y, si colaboran personas voluntarias, un registro de voluntariado, así como la contabilidad que corresponda a su actividad.</p>',
          '<p>Amb la resolució d\'inscripció, l\'associació sol·licita el NIF definitiu a l\'Agència Tributària (model 036) i ja pot obrir un compte bancari a nom seu. A més, ha de portar un <strong>llibre d\'actes</strong> de les reunions dels seus òrgans, un <strong>llibre o registre d\'associats</strong> i, si hi col·laboren persones voluntàries, un registre del voluntariat, així com la comptabilitat que correspongui a la seva activitat.</p>'),
      },
    ],
  },
  {
    title: T('Los estatutos', 'Els estatuts'),
    body: T('<p>Los estatutos son las normas que rigen el funcionamiento de la asociación. Según el artículo 321-4 del Código civil de Cataluña, deben incluir como mínimo:</p><ul><li>La denominación y el domicilio.</li><li>La duración, si no es indefinida.</li><li>Las finalidades y las actividades, con su ámbito territorial.</li><li>Los tipos de personas asociadas, los requisitos y el procedimiento de admisión y de baja, y sus derechos y deberes.</li><li>La participación de las personas voluntarias, si las hay.</li><li>Las reglas de convocatoria y constitución de la asamblea general.</li><li>La composición, el funcionamiento y la duración del mandato del órgano de gobierno.</li><li>El régimen de adopción de acuerdos y de aprobación de las actas.</li><li>El procedimiento para modificar los estatutos y el régimen económico.</li><li>El destino de los bienes sobrantes en caso de disolución.</li></ul>',
      '<p>Els estatuts són les normes que regeixen el funcionament de l\'associació. Segons l\'article 321-4 del Codi civil de Catalunya, han d\'incloure com a mínim:</p><ul><li>La denominació i el domicili.</li><li>La durada, si no és indefinida.</li><li>Les finalitats i les activitats, amb el seu àmbit territorial.</li><li>Els tipus d\'associats, els requisits i el procediment d\'admissió i de baixa, i els seus drets i deures.</li><li>La participació de les persones voluntàries, si n\'hi ha.</li><li>Les regles de convocatòria i constitució de l\'assemblea general.</li><li>La composició, el funcionament i la durada del mandat de l\'òrgan de govern.</li><li>El règim d\'adopció d\'acords i d\'aprovació de les actes.</li><li>El procediment per modificar els estatuts i el règim econòmic.</li><li>La destinació dels béns sobrants en cas de dissolució.</li></ul>'),
    children: [
      {
        title: T('La denominación', 'La denominació'),
        body: T('<p>El nombre no puede coincidir con el de otra entidad inscrita ni inducir a confusión o a error sobre la naturaleza y las finalidades de la asociación. Es recomendable que incluya la palabra «Associació» o «Asociación» y que se compruebe en el Registro que no está ya en uso antes de firmar el acta fundacional.</p>',
          '<p>El nom no pot coincidir amb el d\'una altra entitat inscrita ni induir a confusió o a error sobre la naturalesa i les finalitats de l\'associació. És recomanable que inclogui la paraula «Associació» i comprovar al Registre que no està ja en ús abans de signar l\'acta fundacional.</p>'),
      },
      {
        title: T('Modelos de estatutos', 'Models d\'estatuts'),
        body: T('<p>El Departamento de Justicia de la Generalitat publica modelos de estatutos adaptados al Código civil de Cataluña que se pueden descargar desde Tràmits gencat. Usarlos facilita la inscripción. La Oficina de Entidades del Ayuntamiento revisa gratuitamente los borradores antes de presentarlos.</p>',
          '<p>El Departament de Justícia de la Generalitat publica models d\'estatuts adaptats al Codi civil de Catalunya que es poden descarregar des de Tràmits gencat. Fer-los servir facilita la inscripció. L\'Oficina d\'Entitats de l\'Ajuntament revisa gratuïtament els esborranys abans de presentar-los.</p>'),
      },
      {
        title: T('Modificar los estatutos', 'Modificar els estatuts'),
        body: T('<p>La modificación de los estatutos es competencia de la asamblea general, que la debe aprobar de acuerdo con el procedimiento que prevean los propios estatutos. Después hay que solicitar su inscripción en el Registro de Asociaciones.</p>',
          '<p>La modificació dels estatuts és competència de l\'assemblea general, que l\'ha d\'aprovar d\'acord amb el procediment que prevegin els mateixos estatuts. Després cal sol·licitar-ne la inscripció al Registre d\'Associacions.</p>'),
      },
    ],
  },
  {
    title: T('Inscripción en el Registro de Asociaciones', 'Inscripció al Registre d\'Associacions'),
    body: T('<p>Las asociaciones que ejercen sus funciones mayoritariamente en Cataluña se inscriben en el <strong>Registre d\'Associacions de la Generalitat de Catalunya</strong>, que depende del Departamento de Justicia. La inscripción da publicidad a la asociación y es la garantía tanto para las personas asociadas como para terceros; mientras no esté inscrita, las personas que actúen en su nombre responden personalmente de las obligaciones contraídas.</p><p>El trámite se hace por internet en <a href="https://tramits.gencat.cat">Tràmits gencat</a> («Inscribir una asociación»), con identificación digital.</p>',
      '<p>Les associacions que exerceixen les seves funcions majoritàriament a Catalunya s\'inscriuen al <strong>Registre d\'Associacions de la Generalitat de Catalunya</strong>, que depèn del Departament de Justícia. La inscripció dona publicitat a l\'associació i és la garantia tant per a les persones associades com per a tercers; mentre no està inscrita, les persones que actuen en nom seu responen personalment de les obligacions contretes.</p><p>El tràmit es fa per internet a <a href="https://tramits.gencat.cat">Tràmits gencat</a> («Inscriure una associació»), amb identificació digital.</p>'),
    children: [
      {
        title: T('Documentación', 'Documentació'),
        body: T('<ul><li>La solicitud de inscripción.</li><li>El acta fundacional firmada por todas las personas fundadoras.</li><li>Los estatutos firmados.</li><li>El justificante del pago de la tasa que corresponda.</li></ul><p>Consultad siempre en Tràmits gencat los formularios y la tasa vigentes.</p>',
          '<ul><li>La sol·licitud d\'inscripció.</li><li>L\'acta fundacional signada per totes les persones fundadores.</li><li>Els estatuts signats.</li><li>El justificant del pagament de la taxa que correspongui.</li></ul><p>Consulteu sempre a Tràmits gencat els formularis i la taxa vigents.</p>'),
      },
      {
        title: T('Plazos y resolución', 'Terminis i resolució'),
        body: T('<p>El Registro revisa la documentación. Si detecta defectos, os pedirá que los enmendéis, normalmente en un plazo de diez días. El plazo máximo para resolver es de tres meses; si pasa sin resolución expresa, la solicitud se entiende estimada (silencio positivo).</p>',
          '<p>El Registre revisa la documentació. Si hi detecta defectes, us demanarà que els esmeneu, normalment en un termini de deu dies. El termini màxim per resoldre és de tres mesos; si transcorre sense resolució expressa, la sol·licitud s\'entén estimada (silenci positiu).</p>'),
      },
      {
        title: T('Inscribir los cambios', 'Inscriure els canvis'),
        body: T('<p>También hay que inscribir en el Registro los actos posteriores: la renovación o el cambio de los miembros del órgano de gobierno, las modificaciones de estatutos, el cambio de domicilio, la apertura de delegaciones y la disolución. Hacedlo en cuanto se hayan adoptado los acuerdos: hasta que no se inscriben, no se pueden oponer a terceros.</p>',
          '<p>També cal inscriure al Registre els actes posteriors: la renovació o el canvi dels membres de l\'òrgan de govern, les modificacions d\'estatuts, el canvi de domicili, l\'obertura de delegacions i la dissolució. Feu-ho tan bon punt s\'hagin adoptat els acords: fins que no s\'inscriuen, no es poden oposar a tercers.</p>'),
      },
    ],
  },
  {
    title: T('Órganos de gobierno', 'Òrgans de govern'),
    body: T('<p>Toda asociación tiene, como mínimo, dos órganos: la <strong>asamblea general</strong>, formada por todas las personas asociadas, y el <strong>órgano de gobierno</strong> (habitualmente llamado junta directiva), que administra y representa la asociación. Los estatutos pueden prever otros órganos, como comisiones o secciones, pero no les pueden atribuir las funciones que la ley reserva a la asamblea.</p>',
      '<p>Tota associació té, com a mínim, dos òrgans: l\'<strong>assemblea general</strong>, formada per totes les persones associades, i l\'<strong>òrgan de govern</strong> (habitualment anomenat junta directiva), que administra i representa l\'associació. Els estatuts poden preveure altres òrgans, com ara comissions o seccions, però no els poden atribuir les funcions que la llei reserva a l\'assemblea.</p>'),
    children: [
      {
        title: T('La asamblea general', 'L\'assemblea general'),
        body: T('<p>Es el órgano soberano. Le corresponde, entre otras funciones, aprobar la gestión del órgano de gobierno, el presupuesto y las cuentas anuales; elegir y separar a los miembros del órgano de gobierno; modificar los estatutos; fijar las cuotas; acordar la fusión, la escisión o la disolución, y decidir el ingreso en federaciones.</p><ul><li>Se reúne en sesión ordinaria <strong>al menos una vez al año</strong>, dentro de los seis meses siguientes al cierre del ejercicio.</li><li>Se reúne en sesión extraordinaria cuando lo decide el órgano de gobierno o cuando lo pide un <strong>10 % de las personas asociadas</strong>, o el porcentaje inferior que fijen los estatutos.</li><li>La convocatoria, con el orden del día, se hace con una antelación mínima de <strong>quince días</strong>.</li></ul>',
          '<p>És l\'òrgan sobirà. Li correspon, entre altres funcions, aprovar la gestió de l\'òrgan de govern, el pressupost i els comptes anuals; elegir i separar els membres de l\'òrgan de govern; modificar els estatuts; fixar les quotes; acordar la fusió, l\'escissió o la dissolució, i decidir l\'ingrés en federacions.</p><ul><li>Es reuneix en sessió ordinària <strong>almenys un cop l\'any</strong>, dins dels sis mesos següents al tancament de l\'exercici.</li><li>Es reuneix en sessió extraordinària quan ho decideix l\'òrgan de govern o quan ho demana un <strong>10 % dels associats</strong>, o el percentatge inferior que fixin els estatuts.</li><li>La convocatòria, amb l\'ordre del dia, es fa amb una antelació mínima de <strong>quinze dies</strong>.</li></ul>'),
      },
      {
        title: T('El órgano de gobierno', 'L\'òrgan de govern'),
        body: T('<p>Es un órgano colegiado que elige la asamblea general. Debe tener como mínimo una persona en la presidencia y otra en la secretaría; es habitual que haya también tesorería y vocalías. Los estatutos fijan su composición y la duración del mandato, y la aceptación de los cargos se inscribe en el Registro de Asociaciones.</p>',
          '<p>És un òrgan col·legiat que elegeix l\'assemblea general. Ha de tenir com a mínim una persona a la presidència i una altra a la secretaria; és habitual que hi hagi també tresoreria i vocalies. Els estatuts en fixen la composició i la durada del mandat, i l\'acceptació dels càrrecs s\'inscriu al Registre d\'Associacions.</p>'),
      },
      {
        title: T('Actas y libros', 'Actes i llibres'),
        body: T('<p>De cada reunión de la asamblea y del órgano de gobierno se levanta un acta, que firma la persona que ejerce la secretaría con el visto bueno de la presidencia, salvo que los estatutos digan otra cosa. Las actas se guardan en el libro de actas, junto con el libro o registro de personas asociadas.</p>',
          '<p>De cada reunió de l\'assemblea i de l\'òrgan de govern s\'estén una acta, que signa la persona que exerceix la secretaria amb el vistiplau de la presidència, llevat que els estatuts disposin una altra cosa. Les actes es guarden al llibre d\'actes, juntament amb el llibre o registre d\'associats.</p>'),
      },
    ],
  },
];

function articles() {
  return [{
    _id: '7750a4000000000000000001',
    title: T('Guía para crear una asociación', 'Guia per crear una associació'),
    data: { slug: 'portal-de-asociaciones-recursos' },
    voidGroup: GUIDE,
  }];
}

const STREETS = [
  ['Carrer', 'Major'], ['Plaça', 'de la Vila'], ['Passeig', 'Marítim'], ['Passeig', 'de la Platja'], ['Carrer', 'de Sant Pere'],
  ['Carrer', 'de Sant Joan'], ['Carrer', 'de l\'Església'], ['Rambla', 'de la Pau'], ['Avinguda', 'de Catalunya'], ['Avinguda', 'del Garraf'],
  ['Carrer', 'del Far'], ['Carrer', 'de la Mar'], ['Carrer', 'dels Pescadors'], ['Carrer', 'de les Barques'], ['Carrer', 'del Moll'],
  ['Carrer', 'de la Sínia'], ['Carrer', 'de les Salines'], ['Carrer', 'dels Pins'], ['Carrer', 'de Mercè Rodoreda'], ['Carrer', 'de Pau Casals'],
  ['Carrer', 'de Francesc Macià'], ['Carrer', 'de Josep Anselm Clavé'], ['Carrer', 'de la Torre'], ['Plaça', 'de la Sardana'], ['Plaça', 'de l\'Escola'],
  ['Plaça', 'del Mercat'], ['Ronda', 'de Ponent'], ['Ronda', 'de Llevant'], ['Carrer', 'del Mestral'], ['Carrer', 'de la Tramuntana'],
  ['Carrer', 'del Garbí'], ['Carrer', 'de la Marinada'], ['Passatge', 'de les Gavines'], ['Carrer', 'de les Palmeres'], ['Camí', 'de les Vinyes'],
  ['Carrer', 'de l\'Estació'], ['Carrer', 'de Sant Antoni'], ['Carrer', 'de la Riera'], ['Carrer', 'del Comerç'], ['Carrer', 'de la Indústria'],
];

function streets() {
  return STREETS.map(([tipovia, nombrevia], i) => ({ _id: id('7750a7', i + 1), tipovia, nombrevia, nucleo: 'Vilamar', cpostal: '08879' }));
}

const AVISO_LEGAL = T(
  '<h2>1. Datos identificativos</h2><p>En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico (LSSI), se informa de que este portal es titularidad del <strong>Ayuntamiento de Vilamar</strong>, con NIF P0899900Z y domicilio en la Plaça de la Vila, 1, 08879 Vilamar (Barcelona). Teléfono: 93 815 00 00. Correo electrónico: <a href="mailto:ajuntament@vilamar.example">ajuntament@vilamar.example</a>.</p>'
  + '<h2>2. Objeto</h2><p>El portal de asociaciones de Vilamar ofrece información sobre las asociaciones y entidades del municipio, sus actividades y noticias, y recursos para crear y gestionar una asociación. La información de cada entidad la facilita la propia entidad, que es responsable de su veracidad y actualización.</p>'
  + '<h2>3. Condiciones de uso</h2><p>El acceso al portal es libre y gratuito. Las personas usuarias se comprometen a hacer un uso adecuado de los contenidos, de acuerdo con la ley y la buena fe, y a no emplearlos para actividades ilícitas o que puedan lesionar los derechos de terceros.</p>'
  + '<h2>4. Propiedad intelectual</h2><p>Salvo que se indique lo contrario, los textos y los datos de este portal se publican con licencia <a href="https://creativecommons.org/licenses/by/4.0/deed.es">Creative Commons Reconocimiento 4.0 (CC BY 4.0)</a>: se pueden reutilizar citando la fuente. Los logotipos, las imágenes y los contenidos aportados por las entidades pertenecen a sus titulares.</p>'
  + '<h2>5. Responsabilidad</h2><p>El Ayuntamiento trabaja para que la información sea correcta y esté actualizada, pero no garantiza la ausencia de errores ni se hace responsable de los daños que puedan derivarse del uso de la información. Tampoco se responsabiliza del contenido de los sitios web externos a los que se enlaza.</p>'
  + '<h2>6. Legislación aplicable</h2><p>Este aviso legal se rige por la legislación española. Para cualquier controversia, las partes se someten a los juzgados y tribunales que correspondan de acuerdo con la normativa vigente.</p>',
  '<h2>1. Dades identificatives</h2><p>En compliment de l\'article 10 de la Llei 34/2002, de l\'11 de juliol, de serveis de la societat de la informació i de comerç electrònic (LSSI), s\'informa que aquest portal és titularitat de l\'<strong>Ajuntament de Vilamar</strong>, amb NIF P0899900Z i domicili a la plaça de la Vila, 1, 08879 Vilamar (Barcelona). Telèfon: 93 815 00 00. Adreça electrònica: <a href="mailto:ajuntament@vilamar.example">ajuntament@vilamar.example</a>.</p>'
  + '<h2>2. Objecte</h2><p>El portal d\'associacions de Vilamar ofereix informació sobre les associacions i entitats del municipi, les seves activitats i notícies, i recursos per crear i gestionar una associació. La informació de cada entitat la facilita la mateixa entitat, que en és responsable de la veracitat i l\'actualització.</p>'
  + '<h2>3. Condicions d\'ús</h2><p>L\'accés al portal és lliure i gratuït. Les persones usuàries es comprometen a fer un ús adequat dels continguts, d\'acord amb la llei i la bona fe, i a no fer-los servir per a activitats il·lícites o que puguin lesionar els drets de tercers.</p>'
  + '<h2>4. Propietat intel·lectual</h2><p>Llevat que s\'indiqui el contrari, els textos i les dades d\'aquest portal es publiquen amb llicència <a href="https://creativecommons.org/licenses/by/4.0/deed.ca">Creative Commons Reconeixement 4.0 (CC BY 4.0)</a>: es poden reutilitzar citant-ne la font. Els logotips, les imatges i els continguts aportats per les entitats pertanyen als seus titulars.</p>'
  + '<h2>5. Responsabilitat</h2><p>L\'Ajuntament treballa perquè la informació sigui correcta i estigui actualitzada, però no garanteix l\'absència d\'errors ni es fa responsable dels danys que puguin derivar-se de l\'ús de la informació. Tampoc no es responsabilitza del contingut dels llocs web externs als quals s\'enllaça.</p>'
  + '<h2>6. Legislació aplicable</h2><p>Aquest avís legal es regeix per la legislació espanyola. Per a qualsevol controvèrsia, les parts se sotmeten als jutjats i tribunals que corresponguin d\'acord amb la normativa vigent.</p>',
);

const PRIVACIDAD = T(
  '<h2>Responsable del tratamiento</h2><p>Ayuntamiento de Vilamar, Plaça de la Vila, 1, 08879 Vilamar (Barcelona). Delegado de protección de datos: <a href="mailto:dpd@vilamar.example">dpd@vilamar.example</a>.</p>'
  + '<h2>Qué datos tratamos y para qué</h2><ul><li><strong>Directorio de asociaciones</strong>: nombre, dirección, teléfono y correo electrónico de las entidades y de la persona de contacto que cada entidad designa, para dar a conocer las asociaciones del municipio.</li><li><strong>Consultas y solicitudes</strong>: los datos que nos facilites en los formularios, para atender tu petición.</li><li><strong>Preferencias de navegación</strong>: el idioma elegido y tu decisión sobre las cookies, que se guardan en tu propio navegador.</li></ul>'
  + '<h2>Base jurídica</h2><p>El tratamiento se basa en el cumplimiento de una misión realizada en interés público o en el ejercicio de poderes públicos (artículo 6.1.e del Reglamento (UE) 2016/679, general de protección de datos), en relación con las competencias municipales de fomento de la participación ciudadana y del asociacionismo, y, cuando así se indique, en tu consentimiento.</p>'
  + '<h2>Conservación</h2><p>Los datos del directorio se conservan mientras la entidad esté inscrita en el Registro Municipal de Entidades. Los datos de las solicitudes se conservan el tiempo necesario para tramitarlas y durante los plazos que establece la normativa de archivos.</p>'
  + '<h2>Destinatarios</h2><p>Los datos del directorio son públicos. El resto de los datos no se ceden a terceros, salvo obligación legal. El proveedor tecnológico del portal accede a ellos como encargado del tratamiento, con las garantías que exige la normativa.</p>'
  + '<h2>Tus derechos</h2><p>Puedes ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad dirigiéndote al Ayuntamiento a través de la sede electrónica o del registro presencial. Si consideras que no se han atendido correctamente, puedes presentar una reclamación ante la <a href="https://apdcat.gencat.cat">Autoridad Catalana de Protección de Datos</a>.</p>'
  + '<h2>Cookies y almacenamiento local</h2><p>Este portal utiliza el almacenamiento local del navegador para recordar el idioma y tus preferencias. Las funciones opcionales, como la geolocalización en el mapa, solo se activan con tu consentimiento, que puedes cambiar en cualquier momento desde el aviso de cookies.</p>',
  '<h2>Responsable del tractament</h2><p>Ajuntament de Vilamar, plaça de la Vila, 1, 08879 Vilamar (Barcelona). Delegat de protecció de dades: <a href="mailto:dpd@vilamar.example">dpd@vilamar.example</a>.</p>'
  + '<h2>Quines dades tractem i per a què</h2><ul><li><strong>Directori d\'associacions</strong>: nom, adreça, telèfon i adreça electrònica de les entitats i de la persona de contacte que cada entitat designa, per donar a conèixer les associacions del municipi.</li><li><strong>Consultes i sol·licituds</strong>: les dades que ens facilitis als formularis, per atendre la teva petició.</li><li><strong>Preferències de navegació</strong>: l\'idioma triat i la teva decisió sobre les galetes, que es desen al teu navegador.</li></ul>'
  + '<h2>Base jurídica</h2><p>El tractament es basa en el compliment d\'una missió feta en interès públic o en l\'exercici de poders públics (article 6.1.e del Reglament (UE) 2016/679, general de protecció de dades), en relació amb les competències municipals de foment de la participació ciutadana i de l\'associacionisme, i, quan així s\'indiqui, en el teu consentiment.</p>'
  + '<h2>Conservació</h2><p>Les dades del directori es conserven mentre l\'entitat estigui inscrita al Registre Municipal d\'Entitats. Les dades de les sol·licituds es conserven el temps necessari per tramitar-les i durant els terminis que estableix la normativa d\'arxius.</p>'
  + '<h2>Destinataris</h2><p>Les dades del directori són públiques. La resta de les dades no se cedeixen a tercers, llevat que hi hagi una obligació legal. El proveïdor tecnològic del portal hi accedeix com a encarregat del tractament, amb les garanties que exigeix la normativa.</p>'
  + '<h2>Els teus drets</h2><p>Pots exercir els drets d\'accés, rectificació, supressió, oposició, limitació del tractament i portabilitat adreçant-te a l\'Ajuntament per mitjà de la seu electrònica o del registre presencial. Si consideres que no s\'han atès correctament, pots presentar una reclamació davant l\'<a href="https://apdcat.gencat.cat">Autoritat Catalana de Protecció de Dades</a>.</p>'
  + '<h2>Galetes i emmagatzematge local</h2><p>Aquest portal fa servir l\'emmagatzematge local del navegador per recordar l\'idioma i les teves preferències. Les funcions opcionals, com ara la geolocalització al mapa, només s\'activen amb el teu consentiment, que pots canviar en qualsevol moment des de l\'avís de galetes.</p>',
);

const banner = (file, alt) => ({ file, width: 800, height: 450, alt, mime: 'image/svg+xml' });

function settings() {
  const logo = { file: 'vilamar-logo.svg', width: 360, height: 96, alt: T('Ayuntamiento de Vilamar', 'Ajuntament de Vilamar'), mime: 'image/svg+xml' };
  return [
    {
      _id: '7750a5000000000000000001',
      name: 'asociaciones',
      municipio: 'Vilamar',
      languages: ['es', 'ca'],
      favicon: { file: 'vilamar-favicon.svg', width: 32, height: 32, mime: 'image/svg+xml' },
      logo,
      css: '',
      available: ['asociaciones', 'recursos', 'noticias', 'contacto'],
      primaryColor: '#0B5C8A',
      palette: ['#0B5C8A', '#1C7FB5', '#7FC4E0', '#0A2E45', '#F2F8FB'],
      fontSizeTexto: '17px',
      portada: {
        intro: T('<p>Vilamar es una villa marinera con una vida asociativa muy rica: más de veinte entidades culturales, deportivas, sociales y festivas mantienen vivo el pueblo durante todo el año. En este portal encontrarás el directorio de asociaciones, sus noticias y una guía para crear la tuya.</p>',
          '<p>Vilamar és una vila marinera amb una vida associativa molt rica: més de vint entitats culturals, esportives, socials i festives mantenen viu el poble durant tot l\'any. En aquest portal hi trobaràs el directori d\'associacions, les seves notícies i una guia per crear-ne una.</p>'),
        banners: [
          {
            title: T('Directorio de asociaciones', 'Directori d\'associacions'),
            text: T('Busca por nombre o por categoría y encuentra las entidades de Vilamar en el mapa.', 'Cerca per nom o per categoria i troba les entitats de Vilamar al mapa.'),
            image: banner('vilamar-banner-directori.svg', T('Mapa de Vilamar con asociaciones', 'Mapa de Vilamar amb associacions')),
            link: { title: T('Ir al directorio', 'Ves al directori'), href: '/asociaciones' },
          },
          {
            title: T('¿Quieres crear una asociación?', 'Vols crear una associació?'),
            text: T('Guía paso a paso: acta fundacional, estatutos e inscripción en el Registro de Asociaciones de la Generalitat.', 'Guia pas a pas: acta fundacional, estatuts i inscripció al Registre d\'Associacions de la Generalitat.'),
            image: banner('vilamar-banner-recursos.svg', T('Lista de comprobación de los trámites', 'Llista de comprovació dels tràmits')),
            link: { title: T('Consultar la guía', 'Consulta la guia'), href: '/recursos' },
          },
          {
            title: T('Noticias de las asociaciones', 'Notícies de les associacions'),
            text: T('Actividades, convocatorias y novedades de las entidades del municipio.', 'Activitats, convocatòries i novetats de les entitats del municipi.'),
            image: banner('vilamar-banner-noticies.svg', T('Página de noticias', 'Pàgina de notícies')),
            link: { title: T('Ver las noticias', 'Mira les notícies'), href: '/noticias' },
          },
        ],
      },
      recursos: { id: '7750a4000000000000000001' },
      footer: {
        legal: T('<p>© 2026 Ayuntamiento de Vilamar. Los contenidos de este portal se publican con licencia CC BY 4.0.</p>', '<p>© 2026 Ajuntament de Vilamar. Els continguts d\'aquest portal es publiquen amb llicència CC BY 4.0.</p>'),
        logos: [{ image: logo, title: T('Ayuntamiento de Vilamar', 'Ajuntament de Vilamar'), href: 'https://www.vilamar.example/' }],
        contacto: {
          nombre: 'Núria',
          apellidos: 'Roca Ferrer',
          cargo: T('Técnica de Participación Ciudadana y Entidades', 'Tècnica de Participació Ciutadana i Entitats'),
          email: 'entitats@vilamar.example',
          telefono: '93 815 00 24',
          direccion: T('Oficina de Entidades, Ayuntamiento de Vilamar, Plaça de la Vila, 1, 08879 Vilamar (Barcelona)', 'Oficina d\'Entitats, Ajuntament de Vilamar, plaça de la Vila, 1, 08879 Vilamar (Barcelona)'),
          horario: T('De lunes a viernes, de 9 a 14 h; jueves, también de 16 a 19 h', 'De dilluns a divendres, de 9 a 14 h; dijous, també de 16 a 19 h'),
        },
        zity: '',
      },
      socialShare: [fb('ajuntamentvilamar'), ig('ajuntamentvilamar'), { networkName: 'x', uri: 'https://x.com/ajvilamar' }, yt('ajuntamentvilamar')],
      'aviso-legal': AVISO_LEGAL,
      'politica-privacidad': PRIVACIDAD,
    },
    {
      _id: '7750a5000000000000000002',
      name: 'realm',
      realm: 'vilamar',
      mainColor: '#0B5C8A',
      secondaryColor: '#1C7FB5',
      logo: { file: 'vilamar-logo.svg', width: 360, height: 96 },
      buttonColor: '#0B5C8A',
      voucherName: 'Bo Comerç Vilamar',
    },
  ];
}

const REGION = { _id: '7750a6000000000000000001', region: { realm: 'vilamar', coordinates: { ...CENTRE } } };

function writeData() {
  json('asociaciones.json', associations());
  json('asociaciones_multimedia.json', multimedia());
  json('asociaciones_eventos.json', newsAndEvents());
  json('articulos.json', articles());
  json('callejero.json', streets());
  json('settings.json', settings());
  json('region.json', REGION);
  json('meta.json', { anchor: '2026-11-21' });
}

// ---------------------------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------------------------

const CATEGORY_NAMES = ['Medio Ambiente', 'Comercio', 'Sanitarias', 'Musicales', 'Sociales', 'Recreativas', 'Gastronómicas', 'Empresariales',
  'Tauromaquia', 'Jubilados-pensionistas', 'Moteros', 'Hombres', 'Mujeres', 'Juvenil', 'Lúdico', 'Educativa', 'AMPA',
  'Teatro', 'Baile', 'Deportiva', 'Cultural', 'Religioso', 'Fiestas'];
const slugOf = (name) => name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const LANG_KEYS = new Set(['und', 'es', 'va', 'ca', 'en', 'eu']);
const NETWORKS = new Set(['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'whatsapp', 'telegram', 'linkedin']);

async function validate() {
  const errors = [];
  const fail = (msg) => errors.push(msg);
  const check = (cond, msg) => { if (!cond) fail(msg); };
  const load = (file) => JSON.parse(readFileSync(join(DEMO, file), 'utf8'));

  const files = readdirSync(DEMO).filter((f) => f.endsWith('.json'));
  const data = {};
  for (const f of files) {
    try { data[f.replace(/\.json$/, '')] = load(f); } catch (e) { fail(`${f}: does not parse (${e.message})`); }
  }
  for (const f of ['asociaciones', 'asociaciones_multimedia', 'asociaciones_eventos', 'articulos', 'callejero', 'settings', 'region', 'meta']) check(f in data, `${f}.json missing`);

  // Ids: 24 lowercase hex, unique in the realm.
  const seen = new Set();
  for (const [name, docs] of Object.entries(data)) {
    if (name === 'meta') continue;
    for (const doc of Array.isArray(docs) ? docs : [docs]) {
      check(/^[0-9a-f]{24}$/.test(doc._id), `${name}: bad id ${doc._id}`);
      check(!seen.has(doc._id), `${name}: duplicate id ${doc._id}`);
      seen.add(doc._id);
    }
  }

  // Translatable texts carry both es and ca; every asset reference exists.
  const assetRefs = new Set();
  const walk = (node, path) => {
    if (Array.isArray(node)) { node.forEach((v, i) => walk(v, `${path}[${i}]`)); return; }
    if (!node || typeof node !== 'object') return;
    const keys = Object.keys(node);
    if (keys.length && keys.every((k) => LANG_KEYS.has(k))) {
      check(typeof node.es === 'string' && node.es.trim() && typeof node.ca === 'string' && node.ca.trim(), `${path}: needs es and ca`);
      check(!/ŀ|l\.l/.test(node.ca ?? ''), `${path}: Catalan "l·l" written without the middle dot`);
      return;
    }
    if (typeof node.file === 'string') assetRefs.add(node.file);
    for (const key of ['logo', 'headerImage', 'favicon', 'image']) if (typeof node[key] === 'string') assetRefs.add(node[key]);
    for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
  };
  for (const [name, docs] of Object.entries(data)) walk(docs, name);
  for (const file of assetRefs) check(existsSync(join(ASSETS, file)), `missing asset ${file}`);

  // Associations.
  const assoc = data.asociaciones ?? [];
  const assocIds = new Set(assoc.map((a) => a._id));
  const streetNames = new Set((data.callejero ?? []).map((s) => `${s.tipovia} ${s.nombrevia}`));
  check(assoc.length === 24, `asociaciones: ${assoc.length} instead of 24`);
  assoc.forEach((a, i) => {
    check(a._id === id('7750a1', i + 1), `asociaciones: id ${a._id} out of sequence`);
    for (const t of a.nodeTypes) check(CATEGORY_NAMES.includes(t), `${a._id}: unknown category ${t}`);
    const d = Math.hypot(a.coordinates.lat - CENTRE.lat, a.coordinates.lng - CENTRE.lng);
    check(d <= 0.008, `${a._id}: ${d.toFixed(4)}° from the centre`);
    check(streetNames.has(a.address.street.replace(/, .*$/, '')), `${a._id}: street not in callejero: ${a.address.street}`);
    check(a.address.zipCode === '08879' && a.address.city === 'Vilamar' && a.address.province === 'Barcelona', `${a._id}: address`);
    for (const { value } of a.telephones) check(/^(93 8\d\d \d\d \d\d|6\d\d \d\d\d \d\d\d)$/.test(value), `${a._id}: phone ${value}`);
    check(/^(93 8\d\d \d\d \d\d|6\d\d \d\d\d \d\d\d)$/.test(a.contacto.telefono), `${a._id}: contact phone`);
    for (const { uri } of a.emails) check(/@[a-z0-9.-]+\.example$/.test(uri), `${a._id}: email ${uri}`);
    check(/\.example$/.test(a.contacto.email), `${a._id}: contact email`);
    check(a.revisions.length > 0 && a.contacto.nombre && a.contacto.apellidos && a.contacto.cargo, `${a._id}: revisions/contacto`);
    check(['Activa', 'Inactiva', 'Baja'].includes(a.estado), `${a._id}: estado`);
  });
  check(new Set(assoc.flatMap((a) => a.nodeTypes)).size >= 12, 'asociaciones: fewer than 12 categories');
  check(assoc.filter((a) => a.estado !== 'Activa').length === 2, 'asociaciones: not exactly 2 inactive');
  check(assoc.some((a) => a.title.es.startsWith('L\'') && a.title.ca.startsWith('L\'')), 'asociaciones: none starts with L\'');
  check(assoc.some((a) => /\d/.test(a.title.es) && /\d/.test(a.title.ca)), 'asociaciones: none with a digit');

  // Multimedia.
  const mm = data.asociaciones_multimedia ?? [];
  check(mm.length === 15, `multimedia: ${mm.length} instead of 15`);
  check(new Set(mm.map((m) => m.section)).size === mm.length, 'multimedia: two for one association');
  mm.forEach((m, i) => {
    check(m._id === id('7750a2', i + 1), `multimedia: id ${m._id} out of sequence`);
    check(assocIds.has(m.section), `${m._id}: unknown section`);
    check(m.lead && m.body && m.images.length > 0 && m.socialShare.length > 0, `${m._id}: lead/body/images/socialShare`);
    for (const im of m.images) check(/^v\d{3}-[a-z0-9-]+\.svg$/.test(im.file) && im.width === 1200 && im.height === 800 && im.alt, `${m._id}: image ${im.file}`);
    for (const s of m.socialShare) check(NETWORKS.has(s.networkName) && /^https:\/\//.test(s.uri), `${m._id}: social ${s.networkName}`);
  });

  // News and events.
  const ev = data.asociaciones_eventos ?? [];
  const news = ev.filter((e) => e.nodeTypes.includes('Noticia'));
  const events = ev.filter((e) => e.nodeTypes.includes('Evento'));
  check(news.length === 12 && events.length === 10, `eventos: ${news.length} news and ${events.length} events`);
  check(new Set(ev.map((e) => e.data.slug)).size === ev.length, 'eventos: duplicate slugs');
  check(ev.filter((e) => e.section).length >= 3, 'eventos: fewer than 3 owned by associations');
  check(news.filter((e) => !e.section).length >= 5, 'eventos: fewer than 5 portal news (without section)');
  const offsetOk = (iso) => iso === madrid(iso.slice(0, 10), iso.slice(11, 16));
  ev.forEach((e, i) => {
    check(e._id === id('7750a3', i + 1), `eventos: id ${e._id} out of sequence`);
    check(!e.section || assocIds.has(e.section), `${e._id}: unknown section`);
    check(offsetOk(e.date), `${e._id}: Europe/Madrid offset of ${e.date}`);
    check(e.date.slice(0, 10) <= '2026-11-21', `${e._id}: published after the anchor`);
    check(e.title && e.lead && e.body && e.categories.length === 1 && e.isPublished === true, `${e._id}: fields`);
  });
  for (const n of news) check(n.date.slice(0, 10) >= '2026-08-21' && n.date.slice(0, 10) <= '2026-11-21', `${n._id}: news date ${n.date}`);
  for (const e of events) {
    check(e.period?.dateRanges?.length > 0, `${e._id}: event without dateRanges`);
    for (const r of e.period.dateRanges) {
      check(offsetOk(r.start) && offsetOk(r.end), `${e._id}: range offsets`);
      check(r.start.slice(0, 10) >= '2026-09-01' && r.end.slice(0, 10) <= '2027-02-21' && Date.parse(r.start) < Date.parse(r.end), `${e._id}: range ${r.start}–${r.end}`);
    }
  }

  // Resources guide.
  const art = data.articulos ?? [];
  check(art.length === 1 && art[0]._id === '7750a4000000000000000001' && art[0].data.slug === 'portal-de-asociaciones-recursos', 'articulos: document');
  check(art[0]?.voidGroup.length === 5, 'articulos: not 5 sections');
  for (const s of art[0]?.voidGroup ?? []) check(s.body && s.children.length >= 1 && s.children.length <= 3 && s.children.every((c2) => c2.title && c2.body), `articulos: section ${s.title.es}`);
  const guideCa = JSON.stringify(art[0]?.voidGroup ?? []);
  for (const needle of ['tres o més persones', 'Registre d\'Associacions de la Generalitat de Catalunya', 'Llei 4/2008', 'acta fundacional']) check(guideCa.includes(needle), `articulos: does not mention "${needle}"`);

  // Street directory.
  const st = data.callejero ?? [];
  check(st.length === 40 && st.every((s) => s.tipovia && s.nombrevia && s.nucleo === 'Vilamar' && s.cpostal === '08879'), 'callejero: 40 streets of Vilamar 08879');
  check(new Set(st.map((s) => `${s.tipovia} ${s.nombrevia}`)).size === st.length, 'callejero: duplicate streets');

  // Settings, region, meta.
  const [portal, realm] = data.settings ?? [];
  check(portal?.name === 'asociaciones' && realm?.name === 'realm' && realm.realm === 'vilamar', 'settings: the two documents');
  check(portal?.municipio === 'Vilamar' && JSON.stringify(portal.languages) === '["es","ca"]' && portal.primaryColor === '#0B5C8A', 'settings: municipio/languages/primaryColor');
  check(JSON.stringify(portal?.available) === '["asociaciones","recursos","noticias","contacto"]', 'settings: available');
  check(portal?.palette.length === 5 && portal.fontSizeTexto === '17px', 'settings: palette/fontSizeTexto');
  check(portal?.portada.banners.length === 3 && !('carousel' in portal.portada) && portal.portada.intro, 'settings: portada');
  check(portal?.recursos.id === art[0]?._id, 'settings: recursos.id');
  check(portal?.footer.contacto && portal.socialShare.length > 0 && portal['aviso-legal'] && portal['politica-privacidad'], 'settings: footer/social/legal');
  check(data.region?.region?.realm === 'vilamar', 'region');
  check(data.meta?.anchor === '2026-11-21', 'meta');

  // Asset files: plain SVG, no scripts, no external references, sizes.
  for (const file of readdirSync(ASSETS)) {
    const text = readFileSync(join(ASSETS, file), 'utf8');
    const size = statSync(join(ASSETS, file)).size;
    check(!/<script|on\w+=|(?:href|src)="(?!#)/i.test(text), `${file}: script or external reference`);
    if (/^v\d{3}-/.test(file)) check(size < 4096 && text.includes('width="1200" height="800"'), `${file}: ${size} bytes, must be 1200x800 under 4 KB`);
  }
  check(readFileSync(join(ASSETS, 'vilamar-logo.svg'), 'utf8').includes('viewBox="0 0 360 96"'), 'logo: 360x96');
  const usedImages = new Set([...assetRefs].filter((f) => /^v\d{3}-/.test(f)));
  for (const file of readdirSync(ASSETS).filter((f) => /^v\d{3}-/.test(f))) check(usedImages.has(file), `${file}: not used`);

  // Category icons.
  for (const name of CATEGORY_NAMES) {
    const file = join(ICONS, `${slugOf(name)}.svg`);
    if (!existsSync(file)) { fail(`icon missing: ${slugOf(name)}.svg`); continue; }
    const text = readFileSync(file, 'utf8');
    check(statSync(file).size < 1024, `${slugOf(name)}.svg: over 1 KB`);
    check(text.includes(`<title>${name}</title>`), `${slugOf(name)}.svg: title`);
    check(text.includes('viewBox="0 0 24 24"') && text.includes('stroke="currentColor"') && text.includes('stroke-width="1.75"') && text.includes('fill="none"')
      && text.includes('stroke-linecap="round"') && text.includes('stroke-linejoin="round"'), `${slugOf(name)}.svg: style`);
    check(!/<script|href=|http(?!:\/\/www\.w3\.org\/2000\/svg)/.test(text), `${slugOf(name)}.svg: script or external reference`);
  }
  const marker = readFileSync(join(ICONS, 'marker.svg'), 'utf8');
  check(marker.includes('viewBox="0 0 29 43"') && marker.includes('#870C3B') && marker.includes('fill="#FFFFFF"'), 'marker.svg');

  // The project's own schemas and loader, when Node can load TypeScript (type stripping).
  try {
    const { AssociationSchema } = await import(join(ROOT, 'src/schemas/association.ts'));
    const { MultimediaSchema } = await import(join(ROOT, 'src/schemas/multimedia.ts'));
    const { NewsEventSchema } = await import(join(ROOT, 'src/schemas/event.ts'));
    const { ArticleSchema } = await import(join(ROOT, 'src/schemas/article.ts'));
    const { StreetSchema } = await import(join(ROOT, 'src/schemas/street.ts'));
    const { PortalSettingsSchema, RealmSettingsSchema } = await import(join(ROOT, 'src/schemas/settings.ts'));
    const { RegionSchema } = await import(join(ROOT, 'src/schemas/region.ts'));
    const v = await import('valibot');
    const parse = (schema, doc, label) => { const r2 = v.safeParse(schema, doc); if (!r2.success) fail(`${label}: ${r2.issues.map((x) => `${v.getDotPath(x)} ${x.message}`).join('; ')}`); };
    assoc.forEach((d) => parse(AssociationSchema, d, d._id));
    mm.forEach((d) => parse(MultimediaSchema, d, d._id));
    ev.forEach((d) => parse(NewsEventSchema, d, d._id));
    art.forEach((d) => parse(ArticleSchema, d, d._id));
    st.forEach((d) => parse(StreetSchema, d, d._id));
    parse(PortalSettingsSchema, portal, 'settings/asociaciones');
    parse(RealmSettingsSchema, realm, 'settings/realm');
    parse(RegionSchema, data.region, 'region');
    const { readDemo } = await import(join(ROOT, 'server/seed.ts'));
    const { collections, regions } = readDemo(join(ROOT, 'realms', 'vilamar'), new Date('2026-11-21T12:00:00Z'));
    check(collections.asociaciones?.length === 24 && regions.length === 1, 'server readDemo: unexpected result');
    console.log('project schemas and readDemo: checked');
  } catch (e) {
    console.warn(`project schemas not checked (${e.message})`);
  }
  return errors;
}

if (!CHECK_ONLY) {
  writeIcons();
  writeAssets();
  writeData();
}
const problems = await validate();
if (problems.length) {
  console.error(`${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('vilamar demo and category icons: valid');
