// Generates the Alcantir demo associations, their multimedia, the street directory and their assets
// (SVG logos, headers and gallery scenes; tiny PDFs) from the hand-written tables below.
// Deterministic: the only randomness comes from a fixed-seed PRNG.
//   node scripts/demo/alcantir-associations.mjs
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEMO = join(ROOT, 'realms', 'alcantir', 'demo');
const ASSETS = join(DEMO, 'assets');
mkdirSync(ASSETS, { recursive: true });

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

/** mulberry32: a small seeded PRNG. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pad3 = (n) => String(n).padStart(3, '0');
const assocId = (n) => `6650a1${String(n).padStart(18, '0')}`;
const mediaId = (n) => `6650a2${String(n).padStart(18, '0')}`;
const streetId = (n) => `6650c0${String(n).padStart(18, '0')}`;
const xml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r1 = (x) => Math.round(x);

/** Europe/Madrid offset of a local date: summer time from the last Sunday of March to the last Sunday of October. */
function madridOffset(y, m, d) {
  const lastSunday = (month) => {
    const last = new Date(Date.UTC(y, month, 0));
    return last.getUTCDate() - last.getUTCDay();
  };
  const march = lastSunday(3);
  const october = lastSunday(10);
  const summer = (m > 3 && m < 10) || (m === 3 && d >= march) || (m === 10 && d < october);
  return summer ? '+02:00' : '+01:00';
}
function isoDate(y, m, d, hh, mm) {
  const p2 = (x) => String(x).padStart(2, '0');
  return `${y}-${p2(m)}-${p2(d)}T${p2(hh)}:${p2(mm)}:00${madridOffset(y, m, d)}`;
}

function writeAsset(name, content) {
  writeFileSync(join(ASSETS, name), content);
  return Buffer.byteLength(content);
}

// ---------------------------------------------------------------------------------------------------------------
// Tiny PDFs (one page, a few lines of Helvetica, WinAnsi so that accents and the middle dot print)
// ---------------------------------------------------------------------------------------------------------------

function makePdf(lines) {
  const esc = (s) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  const ops = ['BT', '/F1 18 Tf', '72 760 Td', `(${esc(lines[0])}) Tj`, '/F1 11 Tf'];
  for (const line of lines.slice(1)) ops.push('0 -22 Td', `(${esc(line)}) Tj`);
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ---------------------------------------------------------------------------------------------------------------
// Palettes and SVG scene templates (drawn on a 1200x800 frame)
// ---------------------------------------------------------------------------------------------------------------

// bg (light), a (main), b (second), c (accent), d (dark)
const PALETTES = [
  { bg: '#F6E7EC', a: '#870C3B', b: '#D9A3B6', c: '#F2C14E', d: '#3A0A1C', es: 'granate', va: 'grana' },
  { bg: '#E6F0F8', a: '#1F5F99', b: '#8DB8DE', c: '#F28C38', d: '#0E2A45', es: 'azul', va: 'blau' },
  { bg: '#EAF4E4', a: '#2F7D32', b: '#9CCB86', c: '#F4D35E', d: '#173D18', es: 'verde', va: 'verd' },
  { bg: '#FFF3E0', a: '#E0701B', b: '#F7C08A', c: '#2A9D8F', d: '#4A2608', es: 'naranja', va: 'taronja' },
  { bg: '#F0EAF7', a: '#5E3C99', b: '#B9A3DB', c: '#F2A541', d: '#261645', es: 'violeta', va: 'violeta' },
  { bg: '#E4F5F3', a: '#137C74', b: '#86CFC6', c: '#E76F51', d: '#0A3B37', es: 'turquesa', va: 'turquesa' },
  { bg: '#FBEDEA', a: '#C0392B', b: '#F0A79E', c: '#F7DC6F', d: '#4D1711', es: 'rojo', va: 'roig' },
  { bg: '#F4F1E8', a: '#8A6D3B', b: '#D8C79F', c: '#3D7EA6', d: '#3B2E18', es: 'ocre', va: 'ocre' },
  { bg: '#E8EEF2', a: '#37474F', b: '#A7B6BE', c: '#FFB300', d: '#1A2327', es: 'gris pizarra', va: 'gris pissarra' },
  { bg: '#FDF6DD', a: '#C99A06', b: '#EBD68A', c: '#8E2C48', d: '#4B3A02', es: 'dorado', va: 'daurat' },
  { bg: '#E9F3FB', a: '#0B7FAB', b: '#9AD3EA', c: '#F25C54', d: '#05364A', es: 'celeste', va: 'cel' },
  { bg: '#F7EAF3', a: '#A23B72', b: '#E0A6C8', c: '#3BB273', d: '#43152E', es: 'fucsia', va: 'fúcsia' },
];

function person(x, y, s, head, body) {
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(26 * s)}" fill="${head}"/><rect x="${r1(x - 34 * s)}" y="${r1(y + 32 * s)}" width="${r1(68 * s)}" height="${r1(120 * s)}" rx="${r1(30 * s)}" fill="${body}"/>`;
}

/** Each scene returns { top, bottom, body }: top and bottom colours extend it in portrait format. */
const SCENES = {
  stage(p, R) {
    let scallops = 'M0 70';
    for (let x = 0; x < 1200; x += 100) scallops += ` q50 45 100 0`;
    const n = 2 + Math.floor(R() * 2);
    let actors = '';
    for (let i = 0; i < n; i++) actors += person(450 + i * 150 + R() * 40, 400 + R() * 30, 1, p.c, i % 2 ? p.b : p.bg);
    return {
      top: p.a, bottom: p.b,
      body: `<rect width="1200" height="800" fill="${p.d}"/><polygon points="600,0 330,640 870,640" fill="${p.c}" opacity=".22"/><rect y="610" width="1200" height="190" fill="${p.b}"/><rect y="610" width="1200" height="14" fill="${p.d}" opacity=".4"/>${actors}<path d="M0 0h520c-30 140-150 300-300 450-70 70-150 120-220 140z" fill="${p.a}"/><path d="M1200 0H680c30 140 150 300 300 450 70 70 150 120 220 140z" fill="${p.a}"/><path d="${scallops}V0H0z" fill="${p.a}"/><path d="${scallops}" fill="none" stroke="${p.c}" stroke-width="6"/>`,
    };
  },
  music(p, R) {
    let staff = '';
    for (let i = 0; i < 5; i++) staff += `<path d="M60 ${300 + i * 36}C400 ${240 + i * 36} 800 ${380 + i * 36} 1140 ${300 + i * 36}" fill="none" stroke="${p.d}" stroke-width="4" opacity=".55"/>`;
    let notes = '';
    for (let i = 0; i < 7; i++) {
      const x = 180 + i * 130 + R() * 30;
      const y = 280 + R() * 170;
      notes += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="30" ry="22" transform="rotate(-20 ${r1(x)} ${r1(y)})" fill="${i % 3 === 0 ? p.c : p.a}"/><rect x="${r1(x + 24)}" y="${r1(y - 150)}" width="7" height="150" fill="${p.d}"/>`;
      if (i % 2) notes += `<path d="M${r1(x + 31)} ${r1(y - 150)}q40 30 30 80" fill="none" stroke="${p.d}" stroke-width="7"/>`;
    }
    return {
      top: p.bg, bottom: p.b,
      body: `<rect width="1200" height="800" fill="${p.bg}"/><circle cx="1020" cy="150" r="220" fill="${p.b}" opacity=".5"/><circle cx="130" cy="700" r="260" fill="${p.b}" opacity=".35"/>${staff}${notes}<rect y="700" width="1200" height="100" fill="${p.a}"/>`,
    };
  },
  track(p, R) {
    let lanes = '';
    for (let i = 0; i < 6; i++) lanes += `<ellipse cx="600" cy="760" rx="${780 - i * 70}" ry="${330 - i * 40}" fill="none" stroke="#fff" stroke-width="5" opacity=".85"/>`;
    let runners = '';
    for (let i = 0; i < 3; i++) {
      const x = 380 + i * 200 + R() * 40;
      const y = 470 + i * 40;
      runners += `<circle cx="${r1(x)}" cy="${y}" r="22" fill="${p.d}"/><path d="M${r1(x)} ${y + 22}l-10 70m10-70l40 30m-40-30l-50 20m40 50l40 60m-40-60l-45 50" stroke="${p.d}" stroke-width="16" stroke-linecap="round" fill="none"/>`;
    }
    return {
      top: p.bg, bottom: p.a,
      body: `<rect width="1200" height="800" fill="${p.bg}"/><circle cx="${r1(900 + R() * 150)}" cy="140" r="80" fill="${p.c}"/><rect y="380" width="1200" height="420" fill="${p.b}"/><ellipse cx="600" cy="760" rx="800" ry="350" fill="${p.a}"/>${lanes}<ellipse cx="600" cy="790" rx="360" ry="110" fill="${p.b}"/>${runners}`,
    };
  },
  river(p, R) {
    let trees = '';
    for (let i = 0; i < 6; i++) {
      const x = 80 + i * 200 + R() * 60;
      const y = 430 + R() * 80;
      trees += `<rect x="${r1(x - 8)}" y="${r1(y)}" width="16" height="70" fill="${p.d}"/><circle cx="${r1(x)}" cy="${r1(y - 20)}" r="${r1(40 + R() * 20)}" fill="${i % 2 ? p.a : p.d}" opacity=".9"/>`;
    }
    return {
      top: p.bg, bottom: p.b,
      body: `<rect width="1200" height="800" fill="${p.bg}"/><circle cx="${r1(200 + R() * 800)}" cy="130" r="70" fill="${p.c}"/><path d="M0 420C200 300 380 330 560 380S900 260 1200 340V800H0z" fill="${p.b}"/><path d="M0 520C260 440 520 500 760 470S1050 420 1200 450V800H0z" fill="${p.a}" opacity=".55"/>${trees}<path d="M520 800C560 700 700 660 760 600S860 520 1200 500V560C940 580 880 640 820 700S700 780 700 800z" fill="#fff" opacity=".25"/><path d="M560 800C600 700 740 640 800 590S900 520 1200 520V540C930 560 880 630 820 690S720 770 680 800z" fill="${p.c}" opacity=".6"/>`,
    };
  },
  fiesta(p, R) {
    let bursts = '';
    for (let b = 0; b < 4; b++) {
      const cx = 150 + b * 300 + R() * 80;
      const cy = 120 + R() * 180;
      const col = [p.c, p.b, '#fff', p.c][b];
      let d = '';
      for (let k = 0; k < 12; k++) {
        const ang = (k / 12) * Math.PI * 2;
        d += `M${r1(cx + Math.cos(ang) * 25)} ${r1(cy + Math.sin(ang) * 25)}L${r1(cx + Math.cos(ang) * 90)} ${r1(cy + Math.sin(ang) * 90)}`;
      }
      bursts += `<path d="${d}" stroke="${col}" stroke-width="6" stroke-linecap="round"/>`;
    }
    let flags = '';
    for (let i = 0; i < 12; i++) flags += `<path d="M${i * 100} 30h100l-50 70z" fill="${i % 2 ? p.c : p.b}"/>`;
    return {
      top: p.d, bottom: p.a,
      body: `<rect width="1200" height="800" fill="${p.d}"/>${bursts}<path d="M0 30Q600 90 1200 30" stroke="${p.b}" stroke-width="4" fill="none"/>${flags}<path d="M440 700L520 430L480 420L600 220L720 420L680 430L760 700z" fill="${p.c}"/><circle cx="600" cy="300" r="46" fill="${p.b}"/><rect y="680" width="1200" height="120" fill="${p.a}"/><path d="M0 700h1200" stroke="${p.c}" stroke-width="8"/>`,
    };
  },
  table(p, R) {
    let plates = '';
    for (let i = 0; i < 4; i++) {
      const x = 180 + i * 280 + R() * 30;
      plates += `<ellipse cx="${r1(x)}" cy="700" rx="80" ry="28" fill="#fff"/><ellipse cx="${r1(x)}" cy="700" rx="50" ry="16" fill="${p.b}"/>`;
    }
    let grains = '';
    for (let i = 0; i < 14; i++) grains += `<circle cx="${r1(460 + R() * 280)}" cy="${r1(470 + R() * 70)}" r="${r1(8 + R() * 10)}" fill="${i % 3 ? p.c : p.a}"/>`;
    return {
      top: p.bg, bottom: p.a,
      body: `<rect width="1200" height="800" fill="${p.bg}"/><rect x="0" y="400" width="1200" height="400" fill="${p.a}"/><path d="M0 400h1200" stroke="${p.d}" stroke-width="10"/><path d="M0 460h1200M0 560h1200M0 660h1200M200 400v400M500 400v400M800 400v400M1100 400v400" stroke="#fff" stroke-width="18" opacity=".18"/><rect x="270" y="485" width="90" height="24" rx="12" fill="${p.d}"/><rect x="840" y="485" width="90" height="24" rx="12" fill="${p.d}"/><ellipse cx="600" cy="500" rx="260" ry="90" fill="${p.d}"/><ellipse cx="600" cy="494" rx="236" ry="76" fill="${p.c}" opacity=".75"/>${grains}${plates}<path d="M1000 150c0 80 60 80 60 160h-120c0-80 60-80 60-160" fill="${p.b}" opacity=".6"/><path d="M170 120h90v200h-90z" fill="${p.c}" opacity=".5"/>`,
    };
  },
  people(p, R) {
    let crowd = '';
    const cols = [p.a, p.c, p.b, p.d];
    const n = 5 + Math.floor(R() * 3);
    for (let i = 0; i < n; i++) {
      const x = 140 + (i * 920) / (n - 1) + R() * 20;
      const s = 1.1 + R() * 0.5;
      crowd += person(x, 430 - s * 40 + R() * 20, s, p.d, cols[i % 4]);
    }
    return {
      top: p.bg, bottom: p.b,
      body: `<rect width="1200" height="800" fill="${p.bg}"/><circle cx="300" cy="200" r="180" fill="${p.b}" opacity=".45"/><circle cx="950" cy="250" r="230" fill="${p.c}" opacity=".25"/><rect y="640" width="1200" height="160" fill="${p.b}"/>${crowd}<path d="M860 90h240a30 30 0 0 1 30 30v80a30 30 0 0 1-30 30H940l-40 40v-40h-40a30 30 0 0 1-30-30v-80a30 30 0 0 1 30-30z" fill="#fff" opacity=".9"/><path d="M880 140h200M880 180h140" stroke="${p.a}" stroke-width="12" stroke-linecap="round"/>`,
    };
  },
  dance(p, R) {
    let arcs = '';
    for (let i = 0; i < 5; i++) arcs += `<path d="M${200 + i * 40} ${650 - i * 10}Q600 ${120 + R() * 80} ${1000 - i * 40} ${650 - i * 10}" fill="none" stroke="${i % 2 ? p.c : p.b}" stroke-width="5" opacity=".7"/>`;
    const dancer = (x, skirt, top) => `<circle cx="${x}" cy="300" r="34" fill="${p.d}"/><path d="M${x - 30} 345h60l70 240H${x - 100}z" fill="${skirt}"/><path d="M${x - 26} 345L${x - 120} 250M${x + 26} 345L${x + 110} 270" stroke="${top}" stroke-width="18" stroke-linecap="round"/><path d="M${x - 30} 585l-10 80M${x + 30} 585l10 80" stroke="${p.d}" stroke-width="16" stroke-linecap="round"/>`;
    return {
      top: p.bg, bottom: p.b,
      body: `<rect width="1200" height="800" fill="${p.bg}"/>${arcs}<rect y="680" width="1200" height="120" fill="${p.b}"/>${dancer(r1(430 + R() * 40), p.a, p.d)}${dancer(r1(760 + R() * 40), p.c, p.d)}`,
    };
  },
  books(p, R) {
    let shelf = '';
    let x = 90;
    const cols = [p.a, p.b, p.c, p.d];
    while (x < 1080) {
      const w = 40 + R() * 40;
      const h = 170 + R() * 80;
      shelf += `<rect x="${r1(x)}" y="${r1(330 - h)}" width="${r1(w)}" height="${r1(h)}" fill="${cols[Math.floor(R() * 4)]}"/>`;
      x += w + 6;
    }
    return {
      top: p.bg, bottom: p.b,
      body: `<rect width="1200" height="800" fill="${p.bg}"/>${shelf}<rect x="60" y="330" width="1080" height="24" fill="${p.d}"/><path d="M600 470Q440 420 260 450v250q180-30 340 20zM600 470q160-50 340-20v250q-180-30-340 20z" fill="#fff" stroke="${p.d}" stroke-width="6"/><path d="M300 520q140-20 260 10M300 580q140-20 260 10M640 530q120-30 260-10M640 590q120-30 260-10" stroke="${p.b}" stroke-width="8" fill="none"/><rect x="960" y="560" width="190" height="26" rx="6" transform="rotate(-25 960 560)" fill="${p.c}"/>`,
    };
  },
  board(p, R) {
    let sq = '';
    for (let i = 0; i < 6; i++) for (let j = 0; j < 6; j++) if ((i + j) % 2) sq += `<rect x="${180 + i * 70}" y="${230 + j * 70}" width="70" height="70" fill="${p.d}"/>`;
    const pip = (cx, cy) => `<circle cx="${cx}" cy="${cy}" r="11" fill="${p.d}"/>`;
    const v = 1 + Math.floor(R() * 5);
    return {
      top: p.bg, bottom: p.a,
      body: `<rect width="1200" height="800" fill="${p.a}"/><rect x="160" y="210" width="460" height="460" rx="10" fill="${p.bg}"/>${sq}<path d="M320 400h40l10 60h-60zM305 470h70v20h-70z" fill="${p.c}"/><circle cx="340" cy="385" r="22" fill="${p.c}"/><g transform="rotate(${r1(R() * 30 - 15)} 820 330)"><rect x="740" y="250" width="160" height="160" rx="28" fill="#fff"/>${pip(780, 290)}${pip(860, 370)}${v > 2 ? pip(820, 330) : ''}${pip(860, 290)}${pip(780, 370)}</g><rect x="720" y="470" width="150" height="220" rx="14" fill="#fff" transform="rotate(-12 795 580)"/><rect x="800" y="460" width="150" height="220" rx="14" fill="${p.c}" stroke="#fff" stroke-width="8" transform="rotate(10 875 570)"/>`,
    };
  },
  road(p, R) {
    const x = r1(560 + R() * 120);
    return {
      top: p.bg, bottom: p.b,
      body: `<rect width="1200" height="800" fill="${p.bg}"/><circle cx="${r1(150 + R() * 200)}" cy="140" r="70" fill="${p.c}"/><path d="M0 380L260 200L470 340L700 160L960 330L1200 220V800H0z" fill="${p.b}"/><path d="M0 470C300 420 600 500 1200 430V800H0z" fill="${p.a}" opacity=".6"/><path d="M560 380C700 420 420 520 300 800H900C820 560 1000 460 600 380z" fill="${p.d}"/><path d="M585 400c80 40-120 150-190 380" stroke="#fff" stroke-width="10" stroke-dasharray="40 30" fill="none"/><g transform="translate(${x} 560)"><circle cx="0" cy="110" r="62" fill="none" stroke="${p.d}" stroke-width="20"/><circle cx="250" cy="110" r="62" fill="none" stroke="${p.d}" stroke-width="20"/><path d="M0 110L90 30h110l50 80M90 30L70 -10" stroke="${p.c}" stroke-width="22" stroke-linejoin="round" fill="none"/><rect x="100" y="0" width="110" height="40" rx="18" fill="${p.a}"/><circle cx="150" cy="-50" r="30" fill="${p.c}"/></g>`,
    };
  },
  market(p, R) {
    let awning = '';
    for (let i = 0; i < 12; i++) awning += `<path d="M${i * 100} 120h100v120q-50 50-100 0z" fill="${i % 2 ? '#fff' : p.a}"/>`;
    let fruit = '';
    for (let c = 0; c < 3; c++) {
      const cx = 190 + c * 320;
      fruit += `<rect x="${cx}" y="560" width="240" height="130" fill="${p.d}" opacity=".8"/>`;
      for (let k = 0; k < 6; k++) fruit += `<circle cx="${r1(cx + 30 + k * 36 + R() * 6)}" cy="${r1(545 + R() * 12)}" r="26" fill="${[p.c, p.a, p.b][c]}"/>`;
    }
    return {
      top: p.bg, bottom: p.b,
      body: `<rect width="1200" height="800" fill="${p.bg}"/><rect y="0" width="1200" height="120" fill="${p.d}"/>${awning}<rect x="120" y="300" width="960" height="70" fill="${p.b}"/><rect x="120" y="690" width="960" height="110" fill="${p.b}"/>${fruit}<rect x="500" y="330" width="200" height="60" rx="8" fill="#fff"/><path d="M530 360h140" stroke="${p.a}" stroke-width="10" stroke-linecap="round"/>`,
    };
  },
  tower(p, R) {
    let houses = '';
    for (let i = 0; i < 6; i++) {
      const x = i * 210 - 20 + R() * 30;
      const h = 120 + R() * 90;
      if (x > 430 && x < 660) continue;
      houses += `<rect x="${r1(x)}" y="${r1(700 - h)}" width="180" height="${r1(h)}" fill="${i % 2 ? p.b : '#fff'}"/><path d="M${r1(x - 10)} ${r1(700 - h)}l100-60 100 60z" fill="${p.a}"/><rect x="${r1(x + 70)}" y="${r1(760 - h)}" width="40" height="50" fill="${p.d}" opacity=".6"/>`;
    }
    return {
      top: p.bg, bottom: p.b,
      body: `<rect width="1200" height="800" fill="${p.bg}"/><circle cx="${r1(900 + R() * 150)}" cy="160" r="60" fill="${p.c}" opacity=".8"/>${houses}<rect x="510" y="200" width="180" height="500" fill="${p.b}" stroke="${p.d}" stroke-width="6"/><path d="M490 200L600 60L710 200z" fill="${p.a}"/><path d="M550 330v-50a50 50 0 0 1 100 0v50z" fill="${p.d}"/><path d="M575 320q25-60 50 0z" fill="${p.c}"/><circle cx="600" cy="450" r="40" fill="#fff" stroke="${p.d}" stroke-width="6"/><path d="M600 450v-28M600 450h20" stroke="${p.d}" stroke-width="5"/><path d="M560 700v-110a40 40 0 0 1 80 0v110z" fill="${p.d}"/><rect y="700" width="1200" height="100" fill="${p.d}" opacity=".85"/>`,
    };
  },
  health(p, R) {
    const dx = r1(R() * 60);
    return {
      top: p.bg, bottom: p.b,
      body: `<rect width="1200" height="800" fill="${p.bg}"/><circle cx="600" cy="400" r="330" fill="${p.b}" opacity=".45"/><path d="M600 640C380 500 300 400 300 310a120 120 0 0 1 300-80 120 120 0 0 1 300 80c0 90-80 190-300 330z" fill="${p.a}"/><path d="M570 300h60v60h60v60h-60v60h-60v-60h-60v-60h60z" fill="#fff"/><path d="M${960 + dx} 500c0 0-80 100-80 150a80 80 0 0 0 160 0c0-50-80-150-80-150z" fill="${p.c}"/><path d="M120 620h160l30-60 40 120 30-60h100" stroke="${p.d}" stroke-width="12" fill="none" stroke-linejoin="round"/>`,
    };
  },
  arena(p, R) {
    let flags = '';
    for (let i = 0; i < 9; i++) {
      const x = 120 + i * 120 + R() * 10;
      flags += `<path d="M${r1(x)} 120v80" stroke="${p.d}" stroke-width="5"/><path d="M${r1(x)} 120h50l-10 18 10 18h-50z" fill="${i % 2 ? p.c : p.a}"/>`;
    }
    return {
      top: p.bg, bottom: p.c,
      body: `<rect width="1200" height="800" fill="${p.bg}"/>${flags}<ellipse cx="600" cy="560" rx="620" ry="330" fill="${p.a}"/><ellipse cx="600" cy="580" rx="560" ry="280" fill="#fff"/><ellipse cx="600" cy="590" rx="540" ry="262" fill="${p.d}" opacity=".85"/><ellipse cx="600" cy="600" rx="500" ry="230" fill="${p.c}"/><path d="M100 600a500 230 0 0 0 1000 0" fill="none" stroke="${p.a}" stroke-width="14" opacity=".6"/><circle cx="600" cy="600" r="18" fill="${p.a}"/>`,
    };
  },
  mountains(p, R) {
    return {
      top: p.bg, bottom: p.a,
      body: `<rect width="1200" height="800" fill="${p.bg}"/><circle cx="${r1(850 + R() * 200)}" cy="150" r="70" fill="${p.c}"/><path d="M-50 650L250 240L420 420L650 150L880 430L1000 300L1250 650z" fill="${p.b}"/><path d="M650 150L580 240L620 230L650 270L690 235L720 250z" fill="#fff"/><path d="M250 240L200 310L240 300L270 330L300 300z" fill="#fff"/><path d="M0 560C300 500 500 620 800 560S1100 520 1200 540V800H0z" fill="${p.a}"/><path d="M260 800C330 700 480 680 560 620S700 540 760 500" stroke="${p.c}" stroke-width="9" stroke-dasharray="22 18" fill="none"/>${person(560 + r1(R() * 40), 520, 0.7, p.d, p.c)}${person(650, 490, 0.6, p.d, p.bg)}`,
    };
  },
  classroom(p, R) {
    let desks = '';
    for (let i = 0; i < 3; i++) desks += `<rect x="${140 + i * 340}" y="590" width="240" height="26" fill="${p.d}"/><path d="M${160 + i * 340} 616v120M${360 + i * 340} 616v120" stroke="${p.d}" stroke-width="12"/>${person(260 + i * 340, 470, 0.8, p.d, [p.a, p.c, p.b][i])}`;
    return {
      top: p.bg, bottom: p.b,
      body: `<rect width="1200" height="800" fill="${p.bg}"/><rect x="200" y="70" width="800" height="320" rx="10" fill="${p.d}"/><rect x="215" y="85" width="770" height="290" fill="${p.a}"/><text x="300" y="220" font-family="Georgia,serif" font-size="110" fill="#fff">A b c</text><path d="M700 160l40 80 90-150M300 300q180-30 360 0" stroke="${p.c}" stroke-width="10" fill="none"/><rect y="736" width="1200" height="64" fill="${p.b}"/>${desks}`,
    };
  },
};

/** Short es/va descriptions of what each scene shows, for alt texts and SVG titles. */
const SCENE_TEXT = {
  stage: ['escenario con el telón abierto y actores en escena', 'escenari amb el teló obert i actors en escena'],
  music: ['pentagrama con notas musicales', 'pentagrama amb notes musicals'],
  track: ['pista de atletismo con corredores', "pista d'atletisme amb corredors"],
  river: ['paisaje de ribera con árboles junto al río', 'paisatge de ribera amb arbres vora el riu'],
  fiesta: ['noche de fiesta con fuegos artificiales y banderitas', 'nit de festa amb focs artificials i banderetes'],
  table: ['mesa con una paella y platos para compartir', 'taula amb una paella i plats per a compartir'],
  people: ['grupo de personas reunidas', 'grup de persones reunides'],
  dance: ['pareja de baile en plena actuación', 'parella de ball en plena actuació'],
  books: ['estantería con libros y un libro abierto', 'prestatgeria amb llibres i un llibre obert'],
  board: ['tablero de juego con dado y cartas', 'tauler de joc amb dau i cartes'],
  road: ['carretera de montaña con una moto', 'carretera de muntanya amb una moto'],
  market: ['puesto de mercado con toldo de rayas y fruta', 'parada de mercat amb tendal de ratlles i fruita'],
  tower: ['campanario entre las casas del pueblo', 'campanar entre les cases del poble'],
  health: ['corazón con una cruz sanitaria y una gota', 'cor amb una creu sanitària i una gota'],
  arena: ['plaza de toros engalanada con banderas', 'plaça de bous engalanada amb banderes'],
  mountains: ['montañas con un sendero y excursionistas', 'muntanyes amb una senda i excursionistes'],
  classroom: ['aula con pizarra y pupitres', 'aula amb pissarra i pupitres'],
};

function sceneSvg(kind, pal, seed, title, portrait) {
  const R = rng(seed);
  const s = SCENES[kind](pal, R);
  const head = (w, h) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${xml(title)}</title>`;
  if (!portrait) return `${head(1200, 800)}${s.body}</svg>`;
  // Portrait: the scene scaled to 800 wide in the middle, its top and bottom colours extended.
  return `${head(800, 1200)}<rect width="800" height="600" fill="${s.top}"/><rect y="600" width="800" height="600" fill="${s.bottom}"/><g transform="translate(0 333) scale(.6667)">${s.body}</g></svg>`;
}

function headerSvg(kind, pal, seed, title) {
  const R = rng(seed);
  const s = SCENES[kind](pal, R);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 200 1200 450" preserveAspectRatio="xMidYMid slice" role="img"><title>${xml(title)}</title><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${pal.d}" stop-opacity=".55"/><stop offset=".6" stop-color="${pal.d}" stop-opacity="0"/></linearGradient></defs>${s.body}<rect y="200" width="1200" height="450" fill="url(#g)"/></svg>`;
}

function logoSvg(initials, shape, pal, title, alt) {
  const main = alt ? pal.d : pal.a;
  const accent = pal.c;
  const size = initials.length > 2 ? 74 : initials.length === 2 ? 92 : 120;
  const font = shape === 'shield' || shape === 'ring' ? 'Georgia,&quot;Times New Roman&quot;,serif' : 'Arial,Helvetica,sans-serif';
  const text = (fill, y = 128) => `<text x="128" y="${y}" text-anchor="middle" dominant-baseline="central" font-family="${font}" font-weight="700" font-size="${size}" fill="${fill}">${xml(initials)}</text>`;
  let inner;
  if (shape === 'circle') inner = `<circle cx="128" cy="128" r="120" fill="${main}"/><circle cx="128" cy="128" r="104" fill="none" stroke="${accent}" stroke-width="5"/>${text('#fff')}`;
  else if (shape === 'ring') inner = `<circle cx="128" cy="128" r="120" fill="#fff"/><circle cx="128" cy="128" r="110" fill="none" stroke="${main}" stroke-width="14"/><path d="M60 178h136" stroke="${accent}" stroke-width="6"/>${text(main, 120)}`;
  else if (shape === 'shield') inner = `<path d="M128 8L232 40v80c0 64-44 108-104 128C68 228 24 184 24 120V40z" fill="${main}"/><path d="M128 26l88 27v67c0 53-36 90-88 108-52-18-88-55-88-108V53z" fill="none" stroke="${accent}" stroke-width="5"/>${text('#fff', 122)}`;
  else if (shape === 'square') inner = `<rect x="8" y="8" width="240" height="240" rx="44" fill="${main}"/><rect x="8" y="196" width="240" height="52" fill="${accent}"/><rect x="8" y="196" width="240" height="10" fill="${main}"/>${text('#fff', 116)}`;
  else inner = `<path d="M128 8l104 60v120l-104 60-104-60V68z" fill="${main}"/><path d="M128 30l85 49v98l-85 49-85-49V79z" fill="none" stroke="${accent}" stroke-width="5"/>${text('#fff')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img"><title>${xml(title)}</title>${inner}</svg>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Street directory
// ---------------------------------------------------------------------------------------------------------------

const STREETS_ALCANTIR = {
  Calle: [
    'Mayor', 'Sant Josep', 'Doctor Fleming', 'Blasco Ibáñez', "L'Om", 'Ausiàs March', 'Sant Roc', 'Sant Vicent Ferrer',
    'La Font', 'Les Eres', 'Sant Antoni', 'Sant Francesc', 'La Sang', 'Sant Cristòfol', 'Sant Jaume', 'Joan Fuster',
    'Vicent Andrés Estellés', 'Miguel Hernández', 'Antonio Machado', 'Cervantes', 'Pintor Sorolla', 'Pintor Segrelles',
    'Lluís Vives', 'Mestre Serrano', 'Músic Iturbi', 'Doctor Moliner', 'Xàtiva', 'Ontinyent', 'Albaida', 'Bocairent',
    'Benigànim', 'Canals', 'Sant Pere', 'Santa Bàrbara', 'Santa Anna', 'Purísima', 'Cardenal Benlloch', 'Pare Fullana',
    'Llauradors', 'Teixidors', 'Fusters', 'Forn', 'Molí', 'Sèquia', 'Raval', 'Horts', 'Tarongers', 'Oliveres',
    'Garrofers', 'Ametlers', 'Nisprers', 'Sol', 'Lluna', 'Ramón y Cajal', 'Gabriel Miró', 'Juan XXIII', 'Sant Isidre',
    'Almàssera', 'Trinquet', 'Abadia', 'Portal de València', 'Sant Miquel', 'Verge del Remei', 'Mossén Lluís Gomar',
    'Tintorers', 'València', 'Alacant', 'Castelló', 'Barri Obrer', 'Clariano', 'Sant Bernat', 'Doctor Cerdà',
    'Maestro Ripoll', 'Poeta Llorente', 'Rafael Altamira', 'Colom', 'Sant Blai',
  ],
  Avenida: ['Reina Sofía', 'Jaume I', 'País Valencià', 'Constitución', 'Diputació', 'Corts Valencianes', 'Estació', 'Germanies', 'Esports', 'Música'],
  Plaza: ['Mayor', 'Ajuntament', 'Església', 'Sant Roc', 'Mercat', 'Poeta Llorente', 'Raval', 'Furs', 'Sant Miquel', 'Porxets', 'Unió Musical'],
  Camino: ['Vell de Xàtiva', 'Fondo', 'La Llosa', 'Cementeri', 'Font Freda', 'Molí de Dalt', 'Ermita'],
  Partida: ['Les Foies', 'La Solana', 'El Pla', 'Els Alters', 'La Carrasca', 'Les Basses', 'El Clot'],
  Paseo: ['Alameda', 'Riu Clariano', 'Ribera'],
  Travesía: ['Mayor', 'Sant Josep', 'Forn'],
  Ronda: ['Nord', 'Sud'],
  Glorieta: ['Pintor Sorolla'],
  Carretera: ['Albaida', 'Xàtiva'],
  Polígono: ['Industrial Les Foies'],
  Callejón: ['Forn Vell', 'Sant Roc'],
};
const STREETS_LLOSA = [
  ['Calle', 'Mayor'], ['Plaza', 'Sant Bernat'], ['Calle', 'Església'], ['Calle', 'Les Moreres'],
  ['Camino', 'Alcantir'], ['Calle', 'Sant Bernat'], ['Partida', 'La Llosa'],
];

const callejero = [];
for (const [tipovia, names] of Object.entries(STREETS_ALCANTIR)) for (const nombrevia of names) callejero.push({ tipovia, nombrevia, nucleo: 'Alcantir' });
for (const [tipovia, nombrevia] of STREETS_LLOSA) callejero.push({ tipovia, nombrevia, nucleo: 'La Llosa de Alcantir' });
callejero.sort((a, b) => (a.nucleo === b.nucleo ? 0 : a.nucleo === 'Alcantir' ? -1 : 1) || a.nombrevia.localeCompare(b.nombrevia, 'es') || a.tipovia.localeCompare(b.tipovia, 'es'));
callejero.forEach((s, i) => Object.assign(s, { _id: streetId(i + 1), cpostal: '46890' }));
const streetDocs = callejero.map(({ _id, tipovia, nombrevia, nucleo, cpostal }) => ({ _id, tipovia, nombrevia, nucleo, cpostal }));

/** Street centre points: the old town near the centre, the avenues and partidas further out; La Llosa to the north-east. */
const CENTRE = { lat: 38.9866, lng: -0.5213 };
const streetPoint = new Map();
{
  const R = rng(46890);
  for (const s of callejero) {
    let radius;
    if (s.nucleo !== 'Alcantir') radius = null;
    else if (['Plaza', 'Travesía', 'Callejón'].includes(s.tipovia)) radius = 0.35;
    else if (['Partida', 'Camino', 'Carretera', 'Polígono'].includes(s.tipovia)) radius = 0.85;
    else if (['Avenida', 'Ronda', 'Paseo'].includes(s.tipovia)) radius = 0.65;
    else radius = 0.55;
    let lat;
    let lng;
    if (radius === null) {
      lat = CENTRE.lat + 0.0075 + (R() - 0.5) * 0.0016;
      lng = CENTRE.lng + 0.009 + (R() - 0.5) * 0.0016;
    } else {
      const ang = R() * Math.PI * 2;
      const dist = Math.sqrt(R()) * radius;
      lat = CENTRE.lat + Math.sin(ang) * dist * 0.01;
      lng = CENTRE.lng + Math.cos(ang) * dist * 0.012;
    }
    streetPoint.set(`${s.tipovia}|${s.nombrevia}|${s.nucleo}`, { lat, lng });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Associations
//   st: "tipovia|nombrevia" (nucleo Alcantir) or "tipovia|nombrevia|nucleo"
//   c: [nombre, apellidos, cargo es, cargo va, mailbox]
//   logo: [initials, shape, palette index, dark?]   header: [scene, palette index]
// ---------------------------------------------------------------------------------------------------------------

const ASSOCIATIONS = [
  { n: 1, es: 'Unión Musical de Alcantir', va: "Unió Musical d'Alcantir", cats: ['Musicales', 'Cultural'],
    sub: ['Banda sinfónica y escuela de música desde 1887', 'Banda simfònica i escola de música des de 1887'],
    st: 'Calle|Mestre Serrano', num: '4', dom: 'unionmusicalalcantir', mob: true,
    c: ['Vicent', 'Sanchis Bellver', 'Presidente', 'President', 'presidencia'], logo: ['UM', 'shield', 0], header: ['music', 0] },
  { n: 2, es: 'Falla Plaza Mayor', va: 'Falla Plaça Major', cats: ['Fiestas'],
    sub: ['La comisión fallera más antigua de Alcantir', 'La comissió fallera més antiga d\'Alcantir'],
    st: 'Calle|La Sang', num: '9', dom: 'fallaplacamajor', mob: true,
    c: ['Amparo', 'Llopis Tormo', 'Presidenta', 'Presidenta', 'presidencia'], logo: ['FPM', 'circle', 3], header: ['fiesta', 3] },
  { n: 3, es: 'Club de Atletismo Alcantir Corre', va: "Club d'Atletisme Alcantir Corre", cats: ['Deportiva'],
    sub: ['Escuela de atletismo, grupos de running y la Volta a Peu', "Escola d'atletisme, grups de running i la Volta a Peu"],
    st: 'Avenida|Esports', num: 's/n', dom: 'alcantircorre', mob: true,
    c: ['Laia', 'Mompó Garcia', 'Presidenta', 'Presidenta', 'club'], logo: ['AC', 'square', 1], header: ['track', 1] },
  { n: 4, es: 'Asociación de Jubilados y Pensionistas San José', va: 'Associació de Jubilats i Pensionistes Sant Josep', cats: ['Jubilados-pensionistas'],
    sub: ['Hogar, excursiones y actividades para las personas mayores', 'Llar, excursions i activitats per a les persones majors'],
    st: 'Calle|Sant Josep', num: '21', dom: 'jubilatssantjosep',
    c: ['Salvador', 'Calatayud Insa', 'Presidente', 'President', 'llar'], logo: ['SJ', 'ring', 7] },
  { n: 5, es: 'AMPA CEIP Lluís Vives', va: 'AMPA CEIP Lluís Vives', cats: ['AMPA'],
    sub: ['Madres y padres del colegio Lluís Vives', 'Mares i pares del col·legi Lluís Vives'],
    st: 'Calle|Lluís Vives', num: '30', dom: 'ampalluisvives', mob: true,
    c: ['Núria', 'Ribera Colomer', 'Presidenta', 'Presidenta', 'ampa'], logo: ['LV', 'circle', 10], header: ['classroom', 10] },
  { n: 6, es: 'Col·lectiu Ecologista Riu Clariano', va: 'Col·lectiu Ecologista Riu Clariano', cats: ['Medio Ambiente'],
    sub: ['Por un río vivo y un territorio cuidado', 'Per un riu viu i un territori cuidat'],
    st: 'Paseo|Riu Clariano', num: '15', dom: 'riuclariano', mob: true,
    c: ['Pau', 'Gandia Vidal', 'Portavoz', 'Portaveu', 'collectiu'], logo: ['RC', 'hex', 2], header: ['river', 2] },
  { n: 7, es: 'Asociación de Comerciantes del Centro', va: 'Associació de Comerciants del Centre', cats: ['Comercio'],
    sub: ['Comercio de proximidad en el corazón de Alcantir', "Comerç de proximitat al cor d'Alcantir"],
    st: 'Calle|Mayor', num: '38', dom: 'comerciantscentre', mob: true,
    c: ['Rosa', 'Boscà Martínez', 'Presidenta', 'Presidenta', 'associacio'], logo: ['CC', 'square', 6], header: ['market', 6] },
  { n: 8, es: 'Grupo de Teatro La Carrasca', va: 'Grup de Teatre La Carrasca', cats: ['Teatro'],
    sub: ['Teatro aficionado en valenciano desde 1983', 'Teatre amateur en valencià des de 1983'],
    st: 'Plaza|Poeta Llorente', num: '2', dom: 'teatrelacarrasca',
    c: ['Enric', 'Belda Francés', 'Director', 'Director', 'grup'], logo: ['LC', 'circle', 4], header: ['stage', 4] },
  { n: 9, es: 'Ágora Joven de Alcantir', va: "Àgora Jove d'Alcantir", cats: ['Juvenil', 'Cultural'],
    sub: ['Un espacio joven para debatir, crear y participar', 'Un espai jove per a debatre, crear i participar'],
    st: 'Calle|Joan Fuster', num: '11', dom: 'agorajove', mob: true,
    c: ['Mireia', 'Sarrió Pla', 'Coordinadora', 'Coordinadora', 'hola'], logo: ['ÀJ', 'hex', 11] },
  { n: 10, es: 'Órgano y Coro Parroquial de la Asunción', va: "Orgue i Cor Parroquial de l'Assumpció", cats: ['Religioso', 'Musicales'],
    sub: ['El órgano barroco de la parroquia y su coro', "L'orgue barroc de la parròquia i el seu cor"],
    st: 'Plaza|Església', num: '1', dom: 'corassumpcio',
    c: ['Josep Vicent', 'Guerola Albert', 'Director del coro', 'Director del cor', 'cor'], logo: ['OC', 'shield', 9, true] },
  { n: 11, es: 'Ñaque Teatro Joven', va: 'Ñaque Teatre Jove', cats: ['Teatro', 'Juvenil'],
    sub: ['Teatro hecho por jóvenes de 12 a 25 años', 'Teatre fet per joves de 12 a 25 anys'],
    st: 'Calle|Cervantes', num: '7', dom: 'naqueteatre', mob: true,
    c: ['Sergi', 'Revert Navarro', 'Coordinador', 'Coordinador', 'naque'], logo: ['Ñ', 'circle', 6] },
  { n: 12, es: 'Ñora Colla Gastronómica', va: 'Ñora Colla Gastronòmica', cats: ['Gastronómicas'],
    sub: ['Cocina tradicional entre amigos', 'Cuina tradicional entre amics'],
    st: 'Calle|Forn', num: '3', dom: 'collanora',
    c: ['Xavier', 'Monzó Cerdà', 'Presidente', 'President', 'colla'] },
  { n: 13, es: '3 Cims Club de Muntanya', cats: ['Deportiva', 'Medio Ambiente'],
    sub: ['Senderismo y montaña por las sierras de la comarca', 'Senderisme i muntanya per les serres de la comarca'],
    st: 'Calle|Bocairent', num: '16', dom: '3cims', mob: true,
    c: ['Jordi', 'Silvestre Ferrer', 'Presidente', 'President', 'junta'], logo: ['3C', 'hex', 5], header: ['mountains', 5] },
  { n: 14, es: '1º de Mayo, Asociación Vecinal del Barrio Obrero', va: '1r de Maig, Associació Veïnal del Barri Obrer', cats: ['Sociales'],
    sub: ['Vecinas y vecinos del Barrio Obrero', 'Veïnes i veïns del Barri Obrer'],
    st: 'Calle|Barri Obrer', num: '12', dom: 'barriobrer',
    c: ['Francisco', 'Ortiz Domínguez', 'Presidente', 'President', 'avv'] },
  { n: 15, es: '"La Xafigà" Colla de Dolçainers i Tabaleters', va: '"La Xafigà" Colla de Dolçainers i Tabaleters', cats: ['Musicales', 'Fiestas'],
    sub: ['Dulzaina y tabal en las calles de Alcantir', "Dolçaina i tabal pels carrers d'Alcantir"],
    st: 'Calle|Trinquet', num: '5', dom: 'laxafiga', mob: true,
    c: ['Andreu', 'Vañó Gomar', 'Presidente', 'President', 'colla'], logo: ['X', 'circle', 9, true] },
  { n: 16, es: "L'Espiga Cooperativa Agroecológica", va: "L'Espiga Cooperativa Agroecològica", cats: ['Medio Ambiente', 'Comercio'],
    sub: ['Grupo de consumo de producto ecológico y de temporada', 'Grup de consum de producte ecològic i de temporada'],
    st: 'Calle|Llauradors', num: '8', dom: 'lespiga', mob: true,
    c: ['Carme', 'Benavent Sanz', 'Coordinadora', 'Coordinadora', 'cistella'], logo: ['E', 'ring', 2] },
  { n: 17, es: "L'Aljub Asociación Cultural", va: "L'Aljub Associació Cultural", cats: ['Cultural'],
    sub: ['Patrimonio, historia y cultura de Alcantir', "Patrimoni, història i cultura d'Alcantir"],
    st: 'Plaza|Porxets', num: '4', dom: 'laljub',
    c: ['Teresa', 'Vidal Boscà', 'Presidenta', 'Presidenta', 'cultura'], logo: ['A', 'shield', 7] },
  { n: 18, es: "L'Esbart Grupo de Danzas", va: "L'Esbart Grup de Danses", cats: ['Baile', 'Cultural'],
    sub: ['Danzas tradicionales valencianas', 'Danses tradicionals valencianes'],
    st: 'Calle|Sant Francesc', num: '14', dom: 'lesbart', mob: true,
    c: ['Empar', 'Tormo Pla', 'Presidenta', 'Presidenta', 'esbart'], logo: ['E', 'circle', 11], header: ['dance', 11] },
  { n: 19, es: 'Asociación de Empresarios de Alcantir', va: "Associació d'Empresaris d'Alcantir", cats: ['Empresariales'],
    sub: ['Las empresas del polígono Les Foies y del municipio', 'Les empreses del polígon Les Foies i del municipi'],
    st: 'Polígono|Industrial Les Foies', num: 'nave 12', dom: 'empresarisalcantir',
    c: ['Ricardo', 'Colomer Sarrió', 'Presidente', 'President', 'gerencia'] },
  { n: 20, es: 'Peña Taurina El Capote', va: 'Penya Taurina El Capote', cats: ['Tauromaquia'],
    sub: ['Afición taurina y tertulia desde 1968', 'Afició taurina i tertúlia des de 1968'],
    st: 'Calle|Sant Pere', num: '6', dom: 'penyaelcapote',
    c: ['José Luis', 'Navarro Pérez', 'Presidente', 'President', 'penya'] },
  { n: 21, es: 'Club Taurino Alcantir', va: 'Club Taurí Alcantir', cats: ['Tauromaquia', 'Fiestas'],
    sub: ['Organiza los bous al carrer de las fiestas patronales', 'Organitza els bous al carrer de les festes patronals'],
    st: 'Calle|Raval', num: '27', dom: 'clubtaurialcantir', mob: true,
    c: ['Rafael', 'Insa Belda', 'Presidente', 'President', 'club'] },
  { n: 22, es: 'Motoclub La Costera', va: 'Motoclub La Costera', cats: ['Moteros', 'Recreativas'],
    sub: ['Rutas en moto y la Concentración Motera de junio', 'Rutes en moto i la Concentració Motera de juny'],
    st: 'Calle|Sant Cristòfol', num: '10', dom: 'motoclublacostera', mob: true,
    c: ['Joan', 'Pla Gandia', 'Presidente', 'President', 'motoclub'], logo: ['MC', 'shield', 8, true], header: ['road', 8] },
  { n: 23, es: "Bikers Vall d'Albaida", cats: ['Moteros'],
    sub: ['Motos custom, rutas y solidaridad', 'Motos custom, rutes i solidaritat'],
    st: 'Carretera|Albaida', num: 'km 3', dom: 'bikersvall', mob: true,
    c: ['David', 'Pérez Ribera', 'Presidente', 'President', 'bikers'] },
  { n: 24, es: 'Asociación de Mujeres Clara Campoamor', va: 'Associació de Dones Clara Campoamor', cats: ['Mujeres', 'Sociales'],
    sub: ['Igualdad, cultura y participación de las mujeres', 'Igualtat, cultura i participació de les dones'],
    st: 'Calle|Santa Anna', num: '19', dom: 'donesclaracampoamor', mob: true,
    c: ['Pilar', 'Ferrer Cerdà', 'Presidenta', 'Presidenta', 'associacio'], logo: ['CC', 'circle', 4] },
  { n: 25, es: 'Terra Viva, Mujeres Rurales de Alcantir', va: "Terra Viva, Dones Rurals d'Alcantir", cats: ['Mujeres', 'Empresariales'],
    sub: ['Emprendedoras del campo y del mundo rural', 'Emprenedores del camp i del món rural'],
    st: 'Partida|El Pla', num: '22', dom: 'terraviva',
    c: ['Consuelo', 'Sanz Llopis', 'Presidenta', 'Presidenta', 'info'] },
  { n: 26, es: 'Quintos del 75, Asociación de Hombres', va: "Quintos del 75, Associació d'Homes", cats: ['Hombres', 'Recreativas'],
    sub: ['Amistad de una quinta desde hace cincuenta años', "Amistat d'una quinta des de fa cinquanta anys"],
    st: 'Calle|Sant Antoni', num: '33', dom: 'quintos75',
    c: ['Miguel', 'Tormo Albert', 'Secretario', 'Secretari', 'quintos'] },
  { n: 27, es: 'Cofradía del Santísimo Cristo de la Fe', va: 'Confraria del Santíssim Crist de la Fe', cats: ['Religioso', 'Fiestas'],
    sub: ['Semana Santa y fiestas del Cristo en septiembre', 'Setmana Santa i festes del Crist al setembre'],
    st: 'Calle|Abadia', num: '2', dom: 'confrariacrist',
    c: ['Antonio', 'Gomar Vañó', 'Hermano mayor', 'Germà major', 'confraria'], logo: ['CF', 'shield', 4, true], header: ['tower', 4] },
  { n: 28, es: 'Donantes de Sangre de Alcantir', va: "Donants de Sang d'Alcantir", cats: ['Sanitarias'],
    sub: ['Cada donación cuenta', 'Cada donació compta'],
    st: 'Calle|Doctor Fleming', num: '3', dom: 'donantsalcantir', mob: true,
    c: ['Inmaculada', 'Martínez Revert', 'Presidenta', 'Presidenta', 'donants'], logo: ['DS', 'circle', 6] },
  { n: 29, es: 'AFA Alcantir, Familiares de Enfermos de Alzheimer', va: "AFA Alcantir, Familiars de Malalts d'Alzheimer", cats: ['Sanitarias', 'Sociales'],
    sub: ['Acompañamos a las familias cuidadoras', 'Acompanyem les famílies cuidadores'],
    st: 'Calle|Ramón y Cajal', num: '15', dom: 'afaalcantir', mob: true,
    c: ['Elena', 'Domínguez Soler', 'Presidenta', 'Presidenta', 'afa'], logo: ['AFA', 'ring', 4] },
  { n: 30, es: 'Saber Más, Asociación de Alumnos de la Escuela de Adultos', va: "Saber Més, Associació d'Alumnes de l'Escola d'Adults", cats: ['Educativa'], estado: 'Inactiva',
    sub: ['Alumnado de la Escuela de Personas Adultas', "Alumnat de l'Escola de Persones Adultes"],
    st: 'Calle|Antonio Machado', num: '2', dom: 'sabermes',
    c: ['Lluïsa', 'Gandia Martínez', 'Secretaria', 'Secretària', 'info'] },
  { n: 31, es: 'AMPA IES La Costera', va: 'AMPA IES La Costera', cats: ['AMPA', 'Educativa'],
    sub: ['Familias del instituto', "Famílies de l'institut"],
    st: 'Avenida|País Valencià', num: '45', dom: 'ampaieslacostera', mob: true,
    c: ['Marc', 'Bellver Ortiz', 'Presidente', 'President', 'ampa'], logo: ['IES', 'square', 10] },
  { n: 32, es: 'AMPA CEIP Sant Roc', va: 'AMPA CEIP Sant Roc', cats: ['AMPA'],
    sub: ['Comedor, escuela matinera y fiestas del cole', 'Menjador, escola matinera i festes de l\'escola'],
    st: 'Calle|Sant Roc', num: '40', dom: 'ampasantroc', mob: true,
    c: ['Roser', 'Calatayud Vidal', 'Presidenta', 'Presidenta', 'ampa'] },
  { n: 33, es: 'Basket Alcantir Club de Baloncesto', va: 'Basket Alcantir Club de Bàsquet', cats: ['Deportiva'],
    sub: ['Baloncesto base y sénior en el pabellón municipal', 'Bàsquet base i sènior al pavelló municipal'],
    st: 'Avenida|Esports', num: '2', dom: 'basketalcantir', mob: true,
    c: ['Àlex', 'Garcia Mompó', 'Presidente', 'President', 'club'], logo: ['BA', 'circle', 3] },
  { n: 34, es: 'Club de Pilota Valenciana El Trinquet', va: 'Club de Pilota Valenciana El Trinquet', cats: ['Deportiva', 'Cultural'],
    sub: ['Escala i corda y raspall en el trinquet municipal', 'Escala i corda i raspall al trinquet municipal'],
    st: 'Calle|Trinquet', num: '1', dom: 'pilotaeltrinquet',
    c: ['Ximo', 'Francés Benavent', 'Presidente', 'President', 'club'], logo: ['PV', 'shield', 1] },
  { n: 35, es: 'Grupo Scout Ausiàs March', va: 'Agrupament Escolta Ausiàs March', cats: ['Juvenil', 'Educativa'],
    sub: ['Educación en el tiempo libre desde 1978', 'Educació en el temps lliure des de 1978'],
    st: 'Calle|Ausiàs March', num: '25', dom: 'escoltaausiasmarch', mob: true,
    c: ['Neus', 'Cerdà Bellver', 'Coordinadora', 'Coordinadora', 'cau'], logo: ['AM', 'hex', 2, true], header: ['mountains', 2] },
  { n: 36, es: 'Torre Blanca Club de Ajedrez', va: "Torre Blanca Club d'Escacs", cats: ['Lúdico'],
    sub: ['Ajedrez para todas las edades', 'Escacs per a totes les edats'],
    st: 'Calle|Gabriel Miró', num: '9', dom: 'escacstorreblanca',
    c: ['Manuel', 'Sarrió Guerola', 'Presidente', 'President', 'club'] },
  { n: 37, es: 'Peña de Dominó y Truc El Casino', va: 'Penya de Dòmino i Truc El Casino', cats: ['Lúdico', 'Recreativas'],
    sub: ['Partidas cada tarde y el Trofeo de Truc de Navidad', 'Partides cada vesprada i el Trofeu de Truc de Nadal'],
    st: 'Plaza|Mayor', num: '5', dom: 'penyatruc',
    c: ['Vicente', 'Albert Monzó', 'Presidente', 'President', 'penya'] },
  { n: 38, es: 'Sociedad Recreativa El Casino', va: 'Societat Recreativa El Casino', cats: ['Recreativas', 'Cultural'],
    sub: ['Punto de encuentro de Alcantir desde 1902', "Punt de trobada d'Alcantir des de 1902"],
    st: 'Plaza|Mayor', num: '5', dom: 'casinoalcantir',
    c: ['Francesc', 'Ribera Sanchis', 'Presidente', 'President', 'secretaria'], logo: ['SR', 'shield', 0, true] },
  { n: 39, es: 'Duende, Asociación de Baile Flamenco', cats: ['Baile'], estado: 'Inactiva',
    sub: ['Flamenco y sevillanas', 'Flamenc i sevillanes'],
    st: 'Calle|Colom', num: '4', dom: 'duendeflamenco',
    c: ['Rocío', 'Jiménez Ruiz', 'Presidenta', 'Presidenta', 'duende'] },
  { n: 40, es: 'Ritmo y Compás Club de Baile Deportivo', va: 'Ritme i Compàs Club de Ball Esportiu', cats: ['Baile', 'Deportiva'],
    sub: ['Baile deportivo y de salón en pareja', 'Ball esportiu i de saló en parella'],
    st: 'Avenida|Germanies', num: '17', dom: 'ritmeicompas', mob: true,
    c: ['Cristina', 'Molina Tormo', 'Presidenta', 'Presidenta', 'club'] },
  { n: 41, es: 'Cofradía del Arroz al Horno', va: "Confraria de l'Arròs al Forn", cats: ['Gastronómicas', 'Cultural'],
    sub: ['En defensa del arroz al horno de siempre', "En defensa de l'arròs al forn de sempre"],
    st: 'Calle|Forn', num: '12', dom: 'confrariaarrosalforn',
    c: ['Bernat', 'Soler Gomar', 'Gran maestre', 'Gran mestre', 'confraria'], logo: ['AF', 'shield', 3], header: ['table', 3] },
  { n: 42, es: 'Jóvenes Empresarios de La Costera', va: 'Joves Empresaris de La Costera', cats: ['Empresariales', 'Juvenil'],
    sub: ['Red de emprendimiento para menores de 41 años', "Xarxa d'emprenedoria per a menors de 41 anys"],
    st: 'Avenida|Jaume I', num: '8', dom: 'jovesempresariscostera', mob: true,
    c: ['Lucía', 'Vidal Ortiz', 'Presidenta', 'Presidenta', 'info'] },
  { n: 43, es: 'Federación de Moros y Cristianos de Alcantir', va: "Federació de Moros i Cristians d'Alcantir", cats: ['Fiestas', 'Cultural'],
    sub: ['Diez filaes y las fiestas de agosto en honor a San Roque', "Deu filaes i les festes d'agost en honor a Sant Roc"],
    st: 'Plaza|Sant Roc', num: '3', dom: 'morosicristiansalcantir', mob: true,
    c: ['Josep', 'Mompó Calatayud', 'Presidente', 'President', 'federacio'], logo: ['MC', 'shield', 6, true], header: ['fiesta', 6] },
  { n: 44, es: 'Falla El Raval', va: 'Falla El Raval', cats: ['Fiestas'],
    sub: ['Falla de barrio, casal abierto', 'Falla de barri, casal obert'],
    st: 'Plaza|Raval', num: '6', dom: 'fallaelraval', mob: true,
    c: ['Marta', 'Soler Ferrer', 'Presidenta', 'Presidenta', 'falla'], logo: ['FR', 'circle', 1] },
  { n: 45, es: 'Amigos de la Serra Grossa', va: 'Amics de la Serra Grossa', cats: ['Medio Ambiente', 'Deportiva'],
    sub: ['Conocer y proteger la sierra', 'Conéixer i protegir la serra'],
    st: 'Camino|Font Freda', num: '2', dom: 'amicsserragrossa',
    c: ['Vicenta', 'Albert Insa', 'Presidenta', 'Presidenta', 'amics'], logo: ['SG', 'hex', 7], header: ['mountains', 7] },
  { n: 46, es: 'Nuestro Mercado, Vendedores del Mercado Municipal', va: 'El Nostre Mercat, Venedors del Mercat Municipal', cats: ['Comercio', 'Gastronómicas'],
    sub: ['Producto fresco de martes a sábado', 'Producte fresc de dimarts a dissabte'],
    st: 'Plaza|Mercat', num: '1', dom: 'mercatalcantir', mob: true,
    c: ['Remedios', 'Pérez Gandia', 'Presidenta', 'Presidenta', 'mercat'], logo: ['NM', 'square', 3], header: ['market', 2] },
  { n: 47, es: 'Nefrocostera, Asociación de Personas con Enfermedad Renal', cats: ['Sanitarias'], estado: 'Baja',
    sub: ['Apoyo a pacientes renales y sus familias', 'Suport a pacients renals i les seues famílies'],
    st: 'Calle|Doctor Moliner', num: '6', dom: 'nefrocostera',
    c: ['Julián', 'Ruiz Sanchis', 'Presidente', 'President', 'info'] },
  { n: 48, es: 'Red Solidaria de Alcantir', va: "Xarxa Solidària d'Alcantir", cats: ['Sociales'],
    sub: ['Despensa solidaria, ropero y acompañamiento', 'Rebost solidari, rober i acompanyament'],
    st: 'Calle|Sant Vicent Ferrer', num: '18', dom: 'xarxasolidaria', mob: true,
    c: ['Maria José', 'Llopis Boscà', 'Coordinadora', 'Coordinadora', 'xarxa'], logo: ['XS', 'ring', 1], header: ['people', 1] },
  { n: 49, es: 'Centro de Estudios Locales de Alcantir', va: "Centre d'Estudis Locals d'Alcantir", cats: ['Cultural', 'Educativa'],
    sub: ['Investigación y difusión de la historia local', 'Investigació i difusió de la història local'],
    st: 'Calle|Mayor', num: '2', dom: 'cealcantir',
    c: ['Agustí', 'Ferrando Colomer', 'Director', 'Director', 'centre'], logo: ['CEL', 'ring', 7] },
  { n: 50, es: 'Casal Joven La Fábrica', va: 'Casal Jove La Fàbrica', cats: ['Juvenil'], estado: 'Baja',
    sub: ['Local juvenil autogestionado', 'Local juvenil autogestionat'],
    st: 'Calle|Teixidors', num: '20', dom: 'casallafabrica',
    c: ['Ivan', 'Soler Mompó', 'Portavoz', 'Portaveu', 'casal'] },
  { n: 51, es: 'Belenistas de Alcantir', va: "Betlemistes d'Alcantir", cats: ['Religioso', 'Cultural'],
    sub: ['El belén monumental de cada Navidad', 'El betlem monumental de cada Nadal'],
    st: 'Calle|Santa Bàrbara', num: '7', dom: 'betlemistes',
    c: ['Ramon', 'Guerola Sanz', 'Presidente', 'President', 'betlem'], logo: ['B', 'circle', 9] },
  { n: 52, es: 'Mujeres en Red', va: 'Dones en Xarxa', cats: ['Mujeres'],
    sub: ['Competencias digitales y mentoría entre mujeres', 'Competències digitals i mentoria entre dones'],
    st: 'Calle|Pintor Sorolla', num: '12', dom: 'donesenxarxa', mob: true,
    c: ['Sara', 'Belda Ribera', 'Presidenta', 'Presidenta', 'hola'] },
  { n: 53, es: 'Hogar de la Tercera Edad de La Llosa', va: 'Llar de la Tercera Edat de La Llosa', cats: ['Jubilados-pensionistas'],
    sub: ['El punto de encuentro de los mayores de La Llosa', 'El punt de trobada dels majors de La Llosa'],
    st: 'Plaza|Sant Bernat|La Llosa de Alcantir', num: '2', dom: 'llarlallosa',
    c: ['Bautista', 'Monzó Llopis', 'Presidente', 'President', 'llar'] },
  { n: 54, es: 'El Perol, Asociación de Hombres Cocineros', va: "El Perol, Associació d'Homes Cuiners", cats: ['Hombres', 'Gastronómicas'],
    sub: ['Hombres que cocinan y comparten', 'Homes que cuinen i compartixen'],
    st: 'Calle|Almàssera', num: '4', dom: 'elperol', mob: true,
    c: ['Toni', 'Insa Revert', 'Presidente', 'President', 'perol'] },
  { n: 55, es: 'Vespa Club Alcantir', va: 'Vespa Club Alcantir', cats: ['Moteros', 'Recreativas'], estado: 'Baja',
    sub: ['Amantes de la Vespa clásica', 'Amants de la Vespa clàssica'],
    st: 'Calle|Canals', num: '9', dom: 'vespaclubalcantir',
    c: ['Paco', 'Vidal Soler', 'Presidente', 'President', 'club'] },
  { n: 56, es: 'Espai Lector Club de Lectura', va: 'Espai Lector Club de Lectura', cats: ['Cultural', 'Educativa'],
    sub: ['Un libro al mes, una tertulia cada jueves', 'Un llibre al mes, una tertúlia cada dijous'],
    st: 'Calle|Vicent Andrés Estellés', num: '3', dom: 'espailector',
    c: ['Anna', 'Colomer Pla', 'Coordinadora', 'Coordinadora', 'club'] },
  { n: 57, es: 'Ínsula Teatro', cats: ['Teatro'],
    sub: ['Teatro clásico y de texto', 'Teatre clàssic i de text'],
    st: 'Calle|Miguel Hernández', num: '21', dom: 'insulateatro', mob: true,
    c: ['Beatriz', 'Sánchez Navarro', 'Directora', 'Directora', 'compania'], logo: ['Í', 'shield', 10] },
  { n: 58, es: 'Última Partida, Club de Juegos de Mesa', va: 'Última Partida, Club de Jocs de Taula', cats: ['Lúdico', 'Juvenil'],
    sub: ['Juegos de mesa y rol los viernes por la tarde', 'Jocs de taula i rol els divendres de vesprada'],
    st: 'Calle|Lluna', num: '5', dom: 'ultimapartida', mob: true,
    c: ['Hugo', 'Martínez Sarrió', 'Presidente', 'President', 'club'], logo: ['UP', 'square', 4], header: ['board', 4] },
  { n: 59, es: 'Colla El Rebombori', va: 'Colla El Rebombori', cats: ['Recreativas', 'Fiestas'], estado: 'Inactiva',
    sub: ['Colla festera de las fiestas de agosto', "Colla festera de les festes d'agost"],
    st: 'Calle|Sol', num: '11', dom: 'rebombori',
    c: ['Guillem', 'Ferrer Tormo', 'Portavoz', 'Portaveu', 'colla'] },
  { n: 60, es: 'Asociación de Hosteleros de Alcantir', va: "Associació d'Hostalers d'Alcantir", cats: ['Empresariales', 'Gastronómicas'],
    sub: ['Bares, restaurantes y la Ruta de la Tapa', 'Bars, restaurants i la Ruta de la Tapa'],
    st: 'Avenida|Reina Sofía', num: '14', dom: 'hostalersalcantir', mob: true,
    c: ['Raquel', 'Bellver Mompó', 'Presidenta', 'Presidenta', 'associacio'], logo: ['HA', 'circle', 5], header: ['table', 5] },
  { n: 61, es: 'Volta i Pedal Club Ciclista', va: 'Volta i Pedal Club Ciclista', cats: ['Deportiva'],
    sub: ['Ciclismo de carretera y de montaña', 'Ciclisme de carretera i de muntanya'],
    st: 'Avenida|Estació', num: '6', dom: 'voltaipedal', mob: true,
    c: ['Òscar', 'Benavent Gandia', 'Presidente', 'President', 'club'], logo: ['VP', 'hex', 10], header: ['road', 10] },
  { n: 62, es: 'Zumba Alcantir', cats: ['Baile', 'Deportiva'],
    sub: ['Zumba y baile fitness al aire libre', 'Zumba i ball fitness a l\'aire lliure'],
    st: 'Paseo|Alameda', num: 's/n', dom: 'zumbaalcantir', mob: true,
    c: ['Patricia', 'López Tormo', 'Monitora', 'Monitora', 'info'] },
  { n: 63, es: 'Asociación de Vecinos del Barrio de San Roque', va: 'Associació de Veïns del Barri de Sant Roc', cats: ['Sociales', 'Fiestas'],
    sub: ['Por un barrio vivo y bien cuidado', 'Per un barri viu i ben cuidat'],
    st: 'Calle|Sant Roc', num: '2', dom: 'veinssantroc',
    c: ['Josefa', 'Navarro Sanchis', 'Presidenta', 'Presidenta', 'avv'] },
  { n: 64, es: 'Iris, Colectivo LGTBI+ de Alcantir', va: "Iris, Col·lectiu LGTBI+ d'Alcantir", cats: ['Sociales', 'Juvenil'],
    sub: ['Diversidad, visibilidad y convivencia', 'Diversitat, visibilitat i convivència'],
    st: 'Calle|Pintor Segrelles', num: '8', dom: 'irislgtbi', mob: true,
    c: ['Adrià', 'Ferrer Calatayud', 'Portavoz', 'Portaveu', 'hola'], logo: ['I', 'circle', 11] },
];
