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
  moteros: ['Moteros', '<circle cx="5.5" cy="16.5" r="3.5"/><circle cx="18.5" cy="16.5" r="3.5"/><path d="M18.5 16.5L15.6 8h-2.3M5.5 16.5L9 11h7"/><path d="M9 11l1.5 5.5H14l2-5.5"/><path d="M7 8h4"/>'],
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
