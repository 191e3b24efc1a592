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
// Short audio clips: a real, playable WAV (8 kHz, 8-bit mono) with a little melody, so the demo's players work.
// ---------------------------------------------------------------------------------------------------------------

function makeWav(seed) {
  const rate = 8000;
  const scale = [262, 294, 330, 349, 392, 440, 494, 523];
  const R = (() => { let a = seed >>> 0; return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; }; })();
  const notes = Array.from({ length: 12 }, () => scale[Math.floor(R() * scale.length)]);
  const perNote = Math.round(rate * 0.25);
  const samples = Buffer.alloc(notes.length * perNote);
  notes.forEach((freq, n) => {
    for (let i = 0; i < perNote; i++) {
      const envelope = Math.min(1, i / 200, (perNote - i) / 400);
      samples[n * perNote + i] = 128 + Math.round(60 * envelope * Math.sin((2 * Math.PI * freq * i) / rate));
    }
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0); header.writeUInt32LE(36 + samples.length, 4); header.write('WAVE', 8);
  header.write('fmt ', 12); header.writeUInt32LE(16, 16); header.writeUInt16LE(1, 20); header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24); header.writeUInt32LE(rate, 28); header.writeUInt16LE(1, 32); header.writeUInt16LE(8, 34);
  header.write('data', 36); header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
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
  { bg: '#F6E7EC', a: '#870C3B', b: '#D9A3B6', c: '#F2C14E', d: '#3A0A1C', es: 'tonos granates', va: 'tons granats' },
  { bg: '#E6F0F8', a: '#1F5F99', b: '#8DB8DE', c: '#F28C38', d: '#0E2A45', es: 'tonos azules', va: 'tons blaus' },
  { bg: '#EAF4E4', a: '#2F7D32', b: '#9CCB86', c: '#F4D35E', d: '#173D18', es: 'tonos verdes', va: 'tons verds' },
  { bg: '#FFF3E0', a: '#E0701B', b: '#F7C08A', c: '#2A9D8F', d: '#4A2608', es: 'tonos anaranjados', va: 'tons ataronjats' },
  { bg: '#F0EAF7', a: '#5E3C99', b: '#B9A3DB', c: '#F2A541', d: '#261645', es: 'tonos violetas', va: 'tons violetes' },
  { bg: '#E4F5F3', a: '#137C74', b: '#86CFC6', c: '#E76F51', d: '#0A3B37', es: 'tonos turquesa', va: 'tons turquesa' },
  { bg: '#FBEDEA', a: '#C0392B', b: '#F0A79E', c: '#F7DC6F', d: '#4D1711', es: 'tonos rojos', va: 'tons rojos' },
  { bg: '#F4F1E8', a: '#8A6D3B', b: '#D8C79F', c: '#3D7EA6', d: '#3B2E18', es: 'tonos ocres', va: 'tons ocres' },
  { bg: '#E8EEF2', a: '#37474F', b: '#A7B6BE', c: '#FFB300', d: '#1A2327', es: 'tonos gris pizarra', va: 'tons gris pissarra' },
  { bg: '#FDF6DD', a: '#C99A06', b: '#EBD68A', c: '#8E2C48', d: '#4B3A02', es: 'tonos dorados', va: 'tons daurats' },
  { bg: '#E9F3FB', a: '#0B7FAB', b: '#9AD3EA', c: '#F25C54', d: '#05364A', es: 'tonos celestes', va: 'tons celestes' },
  { bg: '#F7EAF3', a: '#A23B72', b: '#E0A6C8', c: '#3BB273', d: '#43152E', es: 'tonos fucsia', va: 'tons fúcsia' },
];

function person(x, y, s, head, body) {
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(26 * s)}" fill="${head}"/><rect x="${r1(x - 34 * s)}" y="${r1(y + 32 * s)}" width="${r1(68 * s)}" height="${r1(120 * s)}" rx="${r1(30 * s)}" fill="${body}"/>`;
}

/** Each scene returns { top, bottom, body }: body is the drawing; top and bottom are its sky and ground colours. */
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
    const x = r1(850 + R() * 40);
    return {
      top: p.bg, bottom: p.b,
      body: `<rect width="1200" height="800" fill="${p.bg}"/><circle cx="${r1(150 + R() * 200)}" cy="140" r="70" fill="${p.c}"/><path d="M0 380L260 200L470 340L700 160L960 330L1200 220V800H0z" fill="${p.b}"/><path d="M0 470C300 420 600 500 1200 430V800H0z" fill="${p.a}" opacity=".6"/><path d="M560 380C700 420 420 520 300 800H900C820 560 1000 460 600 380z" fill="${p.d}"/><path d="M585 400c80 40-120 150-190 380" stroke="#fff" stroke-width="10" stroke-dasharray="40 30" fill="none"/><g transform="translate(${x} 490) scale(.9)"><circle cx="0" cy="110" r="62" fill="none" stroke="${p.d}" stroke-width="20"/><circle cx="250" cy="110" r="62" fill="none" stroke="${p.d}" stroke-width="20"/><path d="M0 110L90 30h110l50 80M90 30L70 -10" stroke="${p.c}" stroke-width="22" stroke-linejoin="round" fill="none"/><rect x="100" y="0" width="110" height="40" rx="18" fill="${p.a}"/><circle cx="150" cy="-50" r="30" fill="${p.c}"/></g>`,
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
  // Portrait: the middle third of the scene, full height.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200" viewBox="333 0 534 800" role="img"><title>${xml(title)}</title>${s.body}</svg>`;
}

function headerSvg(kind, pal, seed, title) {
  const R = rng(seed);
  const s = SCENES[kind](pal, R);
  const y0 = { fiesta: 120, classroom: 90, tower: 120, stage: 150 }[kind] ?? 200;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 ${y0} 1200 450" preserveAspectRatio="xMidYMid slice" role="img"><title>${xml(title)}</title><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${pal.d}" stop-opacity=".55"/><stop offset=".6" stop-color="${pal.d}" stop-opacity="0"/></linearGradient></defs>${s.body}<rect y="${y0}" width="1200" height="450" fill="url(#g)"/></svg>`;
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
    c: ['Rosa', 'Boscà Martínez', 'Presidenta', 'Presidenta', 'associacio'], logo: ['ACC', 'square', 6], header: ['market', 6] },
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
    c: ['Francesc', 'Ribera Sanchis', 'Presidente', 'President', 'secretaria'], logo: ['EC', 'shield', 0, true] },
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
    c: ['Josep', 'Mompó Calatayud', 'Presidente', 'President', 'federacio'], logo: ['FMC', 'shield', 6, true], header: ['fiesta', 6] },
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

// ---------------------------------------------------------------------------------------------------------------
// Multimedia: texts and media of each association
//   images: [count, [scenes…], [palette indexes…], [portrait positions…]]
//   groups: [[name es, name va], count, scene, palette]
//   files: [[name es, name va], [body es, body va], [[file, display name, [pdf lines…]], …]]
// ---------------------------------------------------------------------------------------------------------------

const MEDIA = {
  1: {
    lead: [`<p>Más de 130 años de música en Alcantir: una banda sinfónica de setenta músicos, una escuela con casi doscientos alumnos y un papel imprescindible en todas las fiestas del pueblo.</p>`,
      `<p>Més de 130 anys de música a Alcantir: una banda simfònica de setanta músics, una escola amb quasi dos-cents alumnes i un paper imprescindible en totes les festes del poble.</p>`],
    body: {
      es: [`La Unión Musical de Alcantir nació en 1887, cuando un grupo de labradores y tejedores se reunió en torno al maestro Josep Serrano para formar la primera banda del pueblo. Desde entonces no ha dejado de sonar: ha pasado por tres sedes, ha sobrevivido a dos guerras y hoy ensaya en la Casa de la Música de la calle Mestre Serrano, que la sociedad inauguró en 1999 con el esfuerzo de sus socios.`,
        `La <strong>banda sinfónica</strong> está formada por unos setenta músicos de entre 14 y 78 años. Ensaya los martes y los viernes a las 21.30 h y ofrece cada temporada el Concierto de Santa Cecilia en noviembre, el de Primavera, el ciclo de Música als Porxets en julio y los pasacalles y procesiones de las fiestas patronales. Ha obtenido varios primeros premios en el Certamen Provincial de Bandas de Valencia.`,
        `La <strong>escuela de música</strong> ofrece lenguaje musical desde los 4 años (iniciación musical), clases de instrumento de viento, percusión, piano y guitarra, la banda juvenil y un coro infantil. Las matrículas para el curso siguiente se abren en junio y la cuota mensual oscila entre 25 y 48 euros según las asignaturas.`,
        `Cualquier vecino puede hacerse <strong>socio protector</strong> por 36 euros al año: recibe la revista de la sociedad, tiene descuento en la escuela y entrada preferente a los conciertos. Las hojas de inscripción están en esta página y en la conserjería de la Casa de la Música (de lunes a viernes, de 17.00 a 21.00 h).`],
      va: [`La Unió Musical d'Alcantir va nàixer en 1887, quan un grup de llauradors i teixidors es va reunir al voltant del mestre Josep Serrano per a formar la primera banda del poble. Des d'aleshores no ha deixat de sonar: ha passat per tres seus, ha sobreviscut a dues guerres i hui assaja a la Casa de la Música del carrer del Mestre Serrano, que la societat va inaugurar en 1999 amb l'esforç dels seus socis.`,
        `La <strong>banda simfònica</strong> està formada per uns setanta músics d'entre 14 i 78 anys. Assaja els dimarts i els divendres a les 21.30 h i oferix cada temporada el Concert de Santa Cecília al novembre, el de Primavera, el cicle Música als Porxets al juliol i les cercaviles i processons de les festes patronals. Ha obtingut diversos primers premis en el Certamen Provincial de Bandes de València.`,
        `L'<strong>escola de música</strong> oferix llenguatge musical des dels 4 anys (iniciació musical), classes d'instrument de vent, percussió, piano i guitarra, la banda juvenil i un cor infantil. Les matrícules per al curs següent s'obrin al juny i la quota mensual oscil·la entre 25 i 48 euros segons les assignatures.`,
        `Qualsevol veí o veïna pot fer-se <strong>soci protector</strong> per 36 euros a l'any: rep la revista de la societat, té descompte en l'escola i entrada preferent als concerts. Els fulls d'inscripció estan en esta pàgina i en la consergeria de la Casa de la Música (de dilluns a divendres, de 17.00 a 21.00 h).`],
    },
    images: [12, ['music', 'people', 'stage', 'music'], [0, 9, 1, 4], [3, 8]],
    groups: [[['Concierto de Santa Cecilia 2025', 'Concert de Santa Cecília 2025'], 6, 'music', 9]],
    files: [[['Estatutos y reglamento', 'Estatuts i reglament'], ['Estatutos aprobados por la asamblea general de 2023.', "Estatuts aprovats per l'assemblea general de 2023."],
      [['a001-estatutos.pdf', 'Estatutos Unión Musical.pdf', ["Unió Musical d'Alcantir", 'Estatuts de la societat', "Aprovats per l'assemblea general el 25 de març de 2023.", 'Document de demostració.']]]],
      [['Escuela de música', 'Escola de música'], ['Hoja de matrícula del curso 2026-2027.', 'Full de matrícula del curs 2026-2027.'],
      [['a001-matricula-escuela.pdf', 'Matrícula escuela 2026-2027.pdf', ['Escola de Música - Unió Musical', 'Full de matrícula, curs 2026-2027', 'Nom i cognoms: ______________________', 'Especialitat: ______________________']]]]],
    videos: [[['Concierto de Santa Cecilia 2025 (fragmento)', 'Concert de Santa Cecília 2025 (fragment)'], 'https://www.youtube.com/watch?v=UMa1cntSC25']],
    audios: [[['Pasodoble «Alcantir» (grabación de la banda)', 'Pasdoble «Alcantir» (enregistrament de la banda)'], 'a001-pasodoble-alcantir.wav']],
    web: [[['Federación de Sociedades Musicales de la Comunitat Valenciana', 'Federació de Societats Musicals de la Comunitat Valenciana'], 'https://www.fsmcv.org'],
      [['Web de la Unión Musical', 'Web de la Unió Musical'], 'https://www.unionmusicalalcantir.example']],
    social: ['facebook', 'instagram', 'youtube'], contacto: true,
  },
  2: {
    lead: [`<p>La Falla Plaza Mayor planta su monumento frente al Ayuntamiento desde 1972. Más de doscientos falleros y falleras trabajan todo el año para que marzo sea inolvidable.</p>`,
      `<p>La Falla Plaça Major planta el seu monument davant de l'Ajuntament des de 1972. Més de dos-cents fallers i falleres treballen tot l'any perquè el mes de març siga inoblidable.</p>`],
    body: {
      es: [`La comisión se fundó en 1972 por un grupo de vecinos de la plaza y de la calle La Sang, con un monumento de apenas cuatro metros. Hoy es la falla más numerosa de Alcantir, con 243 censados, y su casal, en la calle La Sang, 9, está abierto todo el año como punto de encuentro del barrio.`,
        `El ejercicio fallero empieza en octubre con la presentación del boceto y sigue con la <strong>presentación de las falleras mayores</strong> en enero, la Crida, la cabalgata del ninot y, por fin, las fiestas josefinas: la plantà la noche del 15 de marzo, la ofrenda de flores a la Virgen el día 18 y la cremà la noche del 19.`,
        `También organizamos la lotería de Navidad, la cena de hermandad de septiembre y un concurso de playback infantil que llena la plaza cada mes de febrero. La comisión infantil tiene su propio monumento y su propio presidente infantil.`,
        `<strong>Cómo apuntarse:</strong> la cuota es de 30 euros al mes para adultos, 15 euros para jóvenes de 14 a 17 años y 8 euros para la infantil; las familias con tres o más miembros tienen descuento. Basta con rellenar la hoja de inscripción y entregarla en el casal cualquier viernes por la noche.`],
      va: [`La comissió es va fundar en 1972 per un grup de veïns de la plaça i del carrer de la Sang, amb un monument de tot just quatre metres. Hui és la falla més nombrosa d'Alcantir, amb 243 censats, i el seu casal, al carrer de la Sang, 9, està obert tot l'any com a punt de trobada del barri.`,
        `L'exercici faller comença a l'octubre amb la presentació de l'esbós i continua amb la <strong>presentació de les falleres majors</strong> al gener, la Crida, la cavalcada del ninot i, per fi, les festes josefines: la plantà la nit del 15 de març, l'ofrena de flors a la Mare de Déu el dia 18 i la cremà la nit del 19.`,
        `També organitzem la loteria de Nadal, el sopar de germanor de setembre i un concurs de playback infantil que ompli la plaça cada mes de febrer. La comissió infantil té el seu propi monument i el seu propi president infantil.`,
        `<strong>Com apuntar-se:</strong> la quota és de 30 euros al mes per a adults, 15 euros per a joves de 14 a 17 anys i 8 euros per a la infantil; les famílies amb tres o més membres tenen descompte. N'hi ha prou d'omplir el full d'inscripció i entregar-lo al casal qualsevol divendres de nit.`],
    },
    images: [8, ['fiesta', 'people', 'table'], [3, 0, 6], [2]],
    groups: [[['Fallas 2025', 'Falles 2025'], 5, 'fiesta', 6]],
    files: [[['Inscripción', 'Inscripció'], ['Hoja de alta en el censo fallero del ejercicio 2026-2027.', "Full d'alta en el cens faller de l'exercici 2026-2027."],
      [['a002-hoja-inscripcion.pdf', 'Hoja de inscripción Falla Plaza Mayor.pdf', ['Falla Plaça Major - Alcantir', "Full d'inscripció, exercici 2026-2027", 'Nom i cognoms: ______________________', 'Data de naixement: __________   Telèfon: __________']]]]],
    videos: [[['Plantà y cremà 2025', 'Plantà i cremà 2025'], 'https://www.youtube.com/watch?v=FPMpla2025x']],
    social: ['instagram', 'facebook', 'tiktok'], contacto: true,
  },
  3: {
    lead: [`<p>Club de atletismo abierto a todas las edades y niveles: escuela para niños y niñas, grupos de running para adultos y la organización de la Volta a Peu d'Alcantir.</p>`,
      `<p>Club d'atletisme obert a totes les edats i nivells: escola per a xiquets i xiquetes, grups de running per a adults i l'organització de la Volta a Peu d'Alcantir.</p>`],
    body: {
      es: [`Alcantir Corre nació en 2011 de un grupo de amigos que salía a correr por el Camino Vell de Xàtiva. Hoy somos 162 socios y socias, con deportistas federados en pista, cross y ruta, y un grupo muy numeroso de corredores populares.`,
        `La <strong>escuela de atletismo</strong> (de 6 a 16 años) entrena lunes, miércoles y viernes de 18.00 a 19.30 h en la pista del polideportivo municipal. Los grupos de adultos se reúnen a las 19.30 h los mismos días y hacen tirada larga los domingos a las 8.00 h desde la Avenida Esports.`,
        `Cada último domingo de septiembre organizamos la <strong>Volta a Peu d'Alcantir</strong> (10 km y 5 km, más carreras infantiles) y el 31 de diciembre la Sant Silvestre solidaria, cuya inscripción es un kilo de alimentos para la Red Solidaria.`,
        `La cuota anual es de 60 euros (30 euros para la escuela), licencia federativa aparte. Puedes venir a probar dos semanas sin compromiso.`],
      va: [`Alcantir Corre va nàixer en 2011 d'un grup d'amics que eixia a córrer pel Camí Vell de Xàtiva. Hui som 162 socis i sòcies, amb esportistes federats en pista, cros i ruta, i un grup molt nombrós de corredors populars.`,
        `L'<strong>escola d'atletisme</strong> (de 6 a 16 anys) entrena dilluns, dimecres i divendres de 18.00 a 19.30 h a la pista del poliesportiu municipal. Els grups d'adults es reunixen a les 19.30 h els mateixos dies i fan eixida llarga els diumenges a les 8.00 h des de l'Avinguda dels Esports.`,
        `Cada últim diumenge de setembre organitzem la <strong>Volta a Peu d'Alcantir</strong> (10 km i 5 km, a més de curses infantils) i el 31 de desembre la Sant Silvestre solidària, la inscripció de la qual és un quilo d'aliments per a la Xarxa Solidària.`,
        `La quota anual és de 60 euros (30 euros per a l'escola), llicència federativa a banda. Pots vindre a provar dues setmanes sense compromís.`],
    },
    images: [6, ['track', 'people', 'river'], [1, 10, 5], []],
    groups: [[["Volta a Peu d'Alcantir 2025", "Volta a Peu d'Alcantir 2025"], 4, 'track', 6]],
    files: [[['Volta a Peu 2026', 'Volta a Peu 2026'], ['Reglamento de la carrera y autorización para menores.', 'Reglament de la cursa i autorització per a menors.'],
      [['a003-reglamento-volta-a-peu.pdf', 'Reglamento Volta a Peu 2026.pdf', ["Volta a Peu d'Alcantir 2026", 'Reglament de la cursa', 'Eixida: Plaça Major, diumenge 27 de setembre a les 9.00 h.', 'Distàncies: 10 km i 5 km. Curses infantils a les 11.00 h.']],
        ['a003-autorizacion-menores.pdf', 'Autorización menores.pdf', ['Alcantir Corre', 'Autorització per a menors de 18 anys', 'Pare, mare o tutor: ______________________']]]]],
    videos: [[["Volta a Peu d'Alcantir 2025", "Volta a Peu d'Alcantir 2025"], 'https://www.youtube.com/watch?v=ACvolta2025']],
    web: [[['Federación de Atletismo de la Comunitat Valenciana', "Federació d'Atletisme de la Comunitat Valenciana"], 'https://www.facv.es']],
    social: ['instagram', 'facebook', 'whatsapp'],
  },
  4: {
    lead: [`<p>El hogar de los jubilados de Alcantir: baile, excursiones, talleres y, sobre todo, compañía. Más de seiscientos socios.</p>`,
      `<p>La llar dels jubilats d'Alcantir: ball, excursions, tallers i, sobretot, companyia. Més de sis-cents socis.</p>`],
    body: {
      es: [`La asociación se fundó en 1979 y desde 1991 ocupa el Hogar del Jubilado de la calle Sant Josep, 21, cedido por el Ayuntamiento. Abre todos los días de 9.00 a 20.00 h y cuenta con cafetería, sala de juegos, biblioteca y un salón de baile.`,
        `<ul><li>Gimnasia de mantenimiento: lunes y miércoles a las 10.00 h.</li><li>Taller de memoria: martes a las 11.00 h.</li><li>Baile de salón: sábados a las 18.00 h, con música en directo.</li><li>Torneos de truc y dominó, y excursiones culturales una vez al mes.</li></ul>`,
        `Pueden asociarse las personas mayores de 60 años o pensionistas empadronadas en Alcantir y sus cónyuges. La cuota es de 15 euros al año y se paga en la conserjería del hogar.`],
      va: [`L'associació es va fundar en 1979 i des de 1991 ocupa la Llar del Jubilat del carrer de Sant Josep, 21, cedida per l'Ajuntament. Obri tots els dies de 9.00 a 20.00 h i té cafeteria, sala de jocs, biblioteca i un saló de ball.`,
        `<ul><li>Gimnàstica de manteniment: dilluns i dimecres a les 10.00 h.</li><li>Taller de memòria: dimarts a les 11.00 h.</li><li>Ball de saló: dissabtes a les 18.00 h, amb música en directe.</li><li>Torneigs de truc i dòmino, i excursions culturals una vegada al mes.</li></ul>`,
        `Poden associar-se les persones majors de 60 anys o pensionistes empadronades a Alcantir i els seus cònjuges. La quota és de 15 euros a l'any i es paga en la consergeria de la llar.`],
    },
    images: [5, ['people', 'dance', 'table', 'board'], [7, 3, 9, 1], []],
    files: [[['Excursiones 2026', 'Excursions 2026'], ['Calendario de salidas del primer semestre.', "Calendari d'eixides del primer semestre."],
      [['a004-excursiones-2026.pdf', 'Excursiones 2026.pdf', ['Associació de Jubilats i Pensionistes Sant Josep', 'Excursions 2026 (primer semestre)', 'Gener: Xàtiva i el castell. Febrer: Albufera i el Palmar.', 'Març: Falles de València. Abril: Guadalest i Altea.']]]]],
    social: ['facebook'], contacto: true,
  },
  5: {
    lead: [`<p>La asociación de madres y padres del CEIP Lluís Vives organiza la escuela matinera, las actividades extraescolares y las fiestas del cole.</p>`,
      `<p>L'associació de mares i pares del CEIP Lluís Vives organitza l'escola matinera, les activitats extraescolars i les festes de l'escola.</p>`],
    body: {
      es: [`Somos unas 280 familias del colegio público Lluís Vives. Trabajamos junto al equipo directivo y el consejo escolar para que el cole sea un lugar acogedor y participativo, y representamos a las familias ante la Conselleria y el Ayuntamiento.`,
        `Gestionamos la <strong>escuela matinera</strong> (de 7.30 a 9.00 h, con desayuno) y las <strong>actividades extraescolares</strong>: robótica, inglés, patinaje, teatro en valenciano, ajedrez y multideporte. Organizamos también el Carnaval, la fiesta de fin de curso y la recogida de libros del banco de libros.`,
        `La cuota es de 20 euros por familia y curso, con independencia del número de hijos. Las inscripciones de extraescolares se abren la primera semana de septiembre; la hoja está disponible aquí y en el buzón del AMPA, en la entrada del colegio.`],
      va: [`Som unes 280 famílies del col·legi públic Lluís Vives. Treballem al costat de l'equip directiu i del consell escolar perquè l'escola siga un lloc acollidor i participatiu, i representem les famílies davant de la Conselleria i l'Ajuntament.`,
        `Gestionem l'<strong>escola matinera</strong> (de 7.30 a 9.00 h, amb esmorzar) i les <strong>activitats extraescolars</strong>: robòtica, anglés, patinatge, teatre en valencià, escacs i multiesport. Organitzem també el Carnestoltes, la festa de final de curs i la recollida de llibres del banc de llibres.`,
        `La quota és de 20 euros per família i curs, independentment del nombre de fills. Les inscripcions d'extraescolars s'obrin la primera setmana de setembre; el full està disponible ací i en la bústia de l'AMPA, a l'entrada del col·legi.`],
    },
    images: [4, ['classroom', 'people', 'board', 'books'], [10, 3, 2, 5], []],
    files: [[['Documentación', 'Documentació'], ['Estatutos del AMPA y hoja de inscripción en las extraescolares.', "Estatuts de l'AMPA i full d'inscripció en les extraescolars."],
      [['a005-estatutos.pdf', 'Estatutos AMPA Lluís Vives.pdf', ['AMPA CEIP Lluís Vives', 'Estatuts', "Document de demostració del portal d'associacions."]],
        ['a005-inscripcion-extraescolares.pdf', 'Inscripción extraescolares.pdf', ['AMPA CEIP Lluís Vives', "Full d'inscripció en activitats extraescolars", 'Alumne/a: ______________________   Curs: ______', 'Activitat: ______________________']]]]],
    social: ['instagram', 'telegram'], contacto: true,
  },
  6: {
    lead: [`<p>Desde 1994 trabajamos por la recuperación del río Clariano y de su ribera: limpiezas, plantaciones, censos de aves y educación ambiental.</p>`,
      `<p>Des de 1994 treballem per la recuperació del riu Clariano i de la seua ribera: neteges, plantades, censos d'ocells i educació ambiental.</p>`],
    body: {
      es: [`El Col·lectiu Ecologista Riu Clariano nació cuando un grupo de estudiantes denunció los vertidos que llegaban al río a su paso por Alcantir. Treinta años después el agua baja más limpia, la ribera se ha repoblado de álamos, fresnos y sauces y han vuelto el martín pescador y la nutria.`,
        `Cada año organizamos la <strong>gran limpieza del río</strong> en primavera, la plantación del Día del Árbol con los colegios y el censo de aves invernantes en enero. Los domingos por la mañana, una vez al mes, ofrecemos rutas interpretativas gratuitas por el Paseo Riu Clariano y la Partida Les Basses.`,
        `También participamos en los procesos de información pública sobre el planeamiento urbanístico y velamos por el buen estado de las vías pecuarias y de los caminos rurales del término.`,
        `Ser socio cuesta 12 euros al año (6 euros para estudiantes y personas desempleadas). Nos reunimos el primer jueves de cada mes a las 20.00 h en el local del Paseo Riu Clariano, 15. ¡Ven a conocernos!`],
      va: [`El Col·lectiu Ecologista Riu Clariano va nàixer quan un grup d'estudiants va denunciar els abocaments que arribaven al riu al seu pas per Alcantir. Trenta anys després l'aigua baixa més neta, la ribera s'ha repoblat d'àlbers, freixes i salzes i han tornat el blauet i la llúdriga.`,
        `Cada any organitzem la <strong>gran neteja del riu</strong> a la primavera, la plantada del Dia de l'Arbre amb els col·legis i el cens d'ocells hivernants al gener. Els diumenges de matí, una vegada al mes, oferim rutes interpretatives gratuïtes pel Passeig del Riu Clariano i la Partida de les Basses.`,
        `També participem en els processos d'informació pública sobre el planejament urbanístic i vetlem pel bon estat de les vies pecuàries i dels camins rurals del terme.`,
        `Ser soci costa 12 euros a l'any (6 euros per a estudiants i persones aturades). Ens reunim el primer dijous de cada mes a les 20.00 h al local del Passeig del Riu Clariano, 15. Vine a conéixer-nos!`],
    },
    images: [9, ['river', 'mountains', 'people', 'river'], [2, 5, 2, 10], [4]],
    files: [[['Guía de aves', "Guia d'ocells"], ['Guía de campo de las aves de la ribera del Clariano.', 'Guia de camp dels ocells de la ribera del Clariano.'],
      [['a006-guia-aves-clariano.pdf', 'Guía de aves del Clariano.pdf', ['Col·lectiu Ecologista Riu Clariano', 'Guia dels ocells de la ribera del Clariano', 'Blauet, bernat pescaire, cuereta blanca, rossinyol bord...', 'Edició de demostració.']]]]],
    videos: [[['Limpieza del río 2025', 'Neteja del riu 2025'], 'https://www.youtube.com/watch?v=RCneteja025']],
    web: [[['Blog del Col·lectiu', 'Blog del Col·lectiu'], 'https://blog.riuclariano.example']],
    social: ['instagram', 'facebook', 'telegram'], contacto: true,
  },
  7: {
    lead: [`<p>Ochenta y cinco comercios del centro de Alcantir unidos para dinamizar las calles y defender el comercio de proximidad.</p>`,
      `<p>Huitanta-cinc comerços del centre d'Alcantir units per a dinamitzar els carrers i defendre el comerç de proximitat.</p>`],
    body: {
      es: [`La asociación agrupa tiendas, bares, peluquerías y servicios de la calle Mayor, la Plaza Mayor y las calles de alrededor. Desde 2004 organizamos campañas para que comprar en el pueblo sea cómodo, atractivo y ventajoso.`,
        `Nuestras citas fijas son la <strong>Nit de Compres</strong> en junio, la Feria Outlet de octubre en la Plaza Mayor y la campaña de Navidad con sorteos semanales y la iluminación de las calles comerciales. Colaboramos con el Ayuntamiento en el <strong>Bono Comercio Alcantir</strong>, que se canjea en todos los establecimientos adheridos.`,
        `La cuota es de 15 euros al mes e incluye la presencia en la guía de comercios, la participación en todas las campañas y asesoramiento en formación y ayudas. Para adherirse basta con enviar la solicitud que encontrarás en esta página.`],
      va: [`L'associació agrupa botigues, bars, perruqueries i serveis del carrer Major, la Plaça Major i els carrers dels voltants. Des de 2004 organitzem campanyes perquè comprar al poble siga còmode, atractiu i avantatjós.`,
        `Les nostres cites fixes són la <strong>Nit de Compres</strong> al juny, la Fira Outlet d'octubre a la Plaça Major i la campanya de Nadal amb sortejos setmanals i la il·luminació dels carrers comercials. Col·laborem amb l'Ajuntament en el <strong>Bono Comercio Alcantir</strong>, que es bescanvia en tots els establiments adherits.`,
        `La quota és de 15 euros al mes i inclou la presència en la guia de comerços, la participació en totes les campanyes i assessorament en formació i ajudes. Per a adherir-se només cal enviar la sol·licitud que trobaràs en esta pàgina.`],
    },
    images: [4, ['market', 'people', 'fiesta'], [6, 9, 0], []],
    files: [[['Adhesión', 'Adhesió'], ['Solicitud de adhesión a la asociación.', "Sol·licitud d'adhesió a l'associació."],
      [['a007-solicitud-adhesion.pdf', 'Solicitud de adhesión.pdf', ['Associació de Comerciants del Centre', "Sol·licitud d'adhesió", 'Establiment: ______________________   NIF: __________', 'Adreça: ______________________']]]]],
    web: [[['Guía de comercios del centro', 'Guia de comerços del centre'], 'https://www.comerciantscentre.example/guia']],
    social: ['facebook', 'instagram'], contacto: true,
  },
  8: {
    lead: [`<p>Teatro aficionado en valenciano desde 1983: sainetes, comedia y drama, con dos estrenos al año y la Muestra de Teatro Amateur de Alcantir.</p>`,
      `<p>Teatre amateur en valencià des de 1983: sainets, comèdia i drama, amb dues estrenes a l'any i la Mostra de Teatre Amateur d'Alcantir.</p>`],
    body: {
      es: [`El grupo toma su nombre de la vieja carrasca de la Partida La Carrasca, bajo la cual se representó en el verano de 1983 el primer sainete del grupo. Desde entonces hemos estrenado más de sesenta obras, de los sainetes de Eduard Escalante a autores contemporáneos como Rodolf Sirera o Manuel Molins.`,
        `Ensayamos los lunes y jueves a las 21.00 h en la Casa de la Cultura (Plaza Poeta Llorente). Cada primavera organizamos la <strong>Muestra de Teatro Amateur</strong>, que trae a Alcantir compañías de toda la Comunitat Valenciana durante cuatro fines de semana.`,
        `Buscamos siempre gente nueva, no solo para actuar: también para iluminación, vestuario, escenografía y regiduría. De octubre a mayo impartimos un <strong>taller de teatro para adultos</strong> (los miércoles, 20 euros al mes) que es la mejor puerta de entrada al grupo.`,
        `Próximo estreno: «L'herència de l'oncle Visanteta», comedia de creación colectiva, en la Casa de la Cultura.`],
      va: [`El grup pren el nom de la vella carrasca de la Partida de la Carrasca, davall de la qual es va representar l'estiu de 1983 el primer sainet del grup. Des d'aleshores hem estrenat més de seixanta obres, dels sainets d'Eduard Escalante a autors contemporanis com Rodolf Sirera o Manuel Molins.`,
        `Assagem els dilluns i dijous a les 21.00 h a la Casa de la Cultura (Plaça del Poeta Llorente). Cada primavera organitzem la <strong>Mostra de Teatre Amateur</strong>, que porta a Alcantir companyies de tota la Comunitat Valenciana durant quatre caps de setmana.`,
        `Busquem sempre gent nova, no sols per a actuar: també per a il·luminació, vestuari, escenografia i regidoria. D'octubre a maig impartim un <strong>taller de teatre per a adults</strong> (els dimecres, 20 euros al mes) que és la millor porta d'entrada al grup.`,
        `Pròxima estrena: «L'herència de l'oncle Visanteta», comèdia de creació col·lectiva, a la Casa de la Cultura.`],
    },
    images: [7, ['stage', 'people', 'stage'], [4, 0, 6], [5]],
    videos: [[['Tráiler de «L\'herència de l\'oncle Visanteta»', "Tràiler de «L'herència de l'oncle Visanteta»"], 'https://www.youtube.com/watch?v=TLCvisant26']],
    social: ['facebook', 'instagram', 'youtube'], contacto: true,
  },
  9: {
    lead: [`<p>Ágora Joven es la asociación juvenil de Alcantir: debates, cineforum, conciertos y voluntariado hecho por y para jóvenes de 14 a 30 años.</p>`,
      `<p>Àgora Jove és l'associació juvenil d'Alcantir: debats, cinefòrum, concerts i voluntariat fet per i per a joves de 14 a 30 anys.</p>`],
    body: {
      es: [`Nacimos en 2016 de la mano de un grupo de estudiantes del IES La Costera que querían un espacio propio en el pueblo. Hoy participamos en el Consejo de la Juventud y programamos actividades durante todo el año en el Espacio Joven municipal.`,
        `Cada mes hay un <strong>cineforum</strong> y un debate sobre temas que nos preocupan (vivienda, salud mental, empleo, clima), y en verano organizamos el festival Àgora Sona con grupos de la comarca. Participar es gratuito; solo pedimos ganas.`],
      va: [`Vam nàixer en 2016 de la mà d'un grup d'estudiants de l'IES La Costera que volien un espai propi al poble. Hui participem en el Consell de la Joventut i programem activitats durant tot l'any a l'Espai Jove municipal.`,
        `Cada mes hi ha un <strong>cinefòrum</strong> i un debat sobre temes que ens preocupen (habitatge, salut mental, ocupació, clima), i a l'estiu organitzem el festival Àgora Sona amb grups de la comarca. Participar és gratuït; només demanem ganes.`],
    },
    images: [3, ['people', 'music', 'books'], [11, 4, 10], []],
    social: ['instagram', 'tiktok', 'whatsapp'],
  },
  10: {
    lead: [`<p>El coro parroquial de la Asunción canta en las celebraciones de la parroquia y cuida del órgano barroco del templo, restaurado en 2019.</p>`,
      `<p>El cor parroquial de l'Assumpció canta en les celebracions de la parròquia i té cura de l'orgue barroc del temple, restaurat en 2019.</p>`],
    body: {
      es: [`El órgano de la iglesia de la Asunción fue construido en 1764 y quedó mudo durante décadas. La asociación nació en 2012 para recaudar fondos para su restauración, que culminó en 2019, y desde entonces organiza un ciclo anual de conciertos de órgano en otoño.`,
        `El coro, de unas treinta y cinco voces, ensaya los jueves a las 20.30 h en la sacristía y canta en la misa mayor de las fiestas, en Semana Santa y en el concierto de Navidad. No hace falta saber leer música: solo compromiso y ganas de cantar.`],
      va: [`L'orgue de l'església de l'Assumpció va ser construït en 1764 i va quedar mut durant dècades. L'associació va nàixer en 2012 per a recaptar fons per a la seua restauració, que va culminar en 2019, i des d'aleshores organitza un cicle anual de concerts d'orgue a la tardor.`,
        `El cor, d'unes trenta-cinc veus, assaja els dijous a les 20.30 h a la sagristia i canta en la missa major de les festes, en Setmana Santa i en el concert de Nadal. No cal saber llegir música: només compromís i ganes de cantar.`],
    },
    images: [2, ['tower', 'music'], [9, 0], []],
    audios: [[['Concierto de Navidad 2025: «El cant dels ocells»', 'Concert de Nadal 2025: «El cant dels ocells»'], 'a010-concierto-navidad.wav']],
    social: ['facebook'],
  },
  11: {
    lead: [`<p>Ñaque es la compañía joven de Alcantir: teatro creado e interpretado por chicos y chicas de 12 a 25 años.</p>`,
      `<p>Ñaque és la companyia jove d'Alcantir: teatre creat i interpretat per xics i xiques de 12 a 25 anys.</p>`],
    body: {
      es: [`El nombre viene del «ñaque», la compañía más pequeña de cómicos del Siglo de Oro según Agustín de Rojas: dos actores y un baúl. Empezamos así en 2018 y hoy somos veintiocho.`,
        `Trabajamos en dos grupos (12-16 y 17-25 años) los viernes por la tarde en el salón de actos del IES La Costera. Cada junio estrenamos una obra de creación propia y participamos en muestras de teatro joven de la comarca. La cuota es de 10 euros al mes.`],
      va: [`El nom ve del «ñaque», la companyia més menuda de còmics del Segle d'Or segons Agustín de Rojas: dos actors i un bagul. Vam començar així en 2018 i hui som vint-i-huit.`,
        `Treballem en dos grups (12-16 i 17-25 anys) els divendres de vesprada al saló d'actes de l'IES La Costera. Cada juny estrenem una obra de creació pròpia i participem en mostres de teatre jove de la comarca. La quota és de 10 euros al mes.`],
    },
    images: [5, ['stage', 'people'], [11, 6], [1]],
    social: ['instagram', 'tiktok'],
  },
  12: {
    lead: [`<p>Una colla de amigos que cocina, comparte y defiende los platos de siempre: arroz al horno, all i pebre, olleta y, por supuesto, paella.</p>`,
      `<p>Una colla d'amics que cuina, compartix i defén els plats de sempre: arròs al forn, all i pebre, olleta i, és clar, paella.</p>`],
    body: {
      es: [`La colla nació en las fiestas de 2009, cuando ganamos por sorpresa el concurso de paellas de San Roque. Nos quedamos con el nombre de la ñora, el pimiento seco que no puede faltar en un buen arroz.`,
        `Organizamos comidas populares, talleres de cocina tradicional para jóvenes y cada noviembre la jornada «Olleta i germanor» en la Plaza Mayor. Somos 34 socios y la cuota es de 5 euros al mes.`],
      va: [`La colla va nàixer en les festes de 2009, quan vam guanyar per sorpresa el concurs de paelles de Sant Roc. El nom, «Ñora», és com es diu en castellà la nyora, la pebrera seca que no pot faltar en un bon arròs.`,
        `Organitzem dinars populars, tallers de cuina tradicional per a joves i cada novembre la jornada «Olleta i germanor» a la Plaça Major. Som 34 socis i la quota és de 5 euros al mes.`],
    },
    images: [4, ['table', 'people'], [6, 3], []],
    social: ['instagram'],
  },
  13: {
    lead: [`<p>Club de montaña con salidas mensuales por las sierras de la Vall d'Albaida y La Costera, escuela de escalada y un calendario de travesías para todos los niveles.</p>`,
      `<p>Club de muntanya amb eixides mensuals per les serres de la Vall d'Albaida i La Costera, escola d'escalada i un calendari de travessies per a tots els nivells.</p>`],
    body: {
      es: [`El nombre recuerda las tres cumbres que se ven desde Alcantir: el Benicadell, la Serra Grossa y el Montcabrer. Las tres fueron nuestras primeras excursiones en 2005 y las repetimos cada año en la <strong>Travesía de los 3 Cims</strong>, en octubre.`,
        `Hacemos una salida al mes (de 10 a 20 km), salidas de iniciación para familias y, en primavera, un curso de escalada en roca con técnicos titulados. Todas las actividades están cubiertas por la licencia federativa.`,
        `La cuota de socio es de 25 euros al año. Nos reunimos los miércoles a las 20.30 h en el local de la calle Bocairent, 16, donde puedes consultar la biblioteca de mapas y guías del club.`],
      va: [`El nom recorda els tres cims que es veuen des d'Alcantir: el Benicadell, la Serra Grossa i el Montcabrer. Tots tres van ser les nostres primeres excursions en 2005 i les repetim cada any en la <strong>Travessia dels 3 Cims</strong>, a l'octubre.`,
        `Fem una eixida al mes (de 10 a 20 km), eixides d'iniciació per a famílies i, a la primavera, un curs d'escalada en roca amb tècnics titulats. Totes les activitats estan cobertes per la llicència federativa.`,
        `La quota de soci és de 25 euros a l'any. Ens reunim els dimecres a les 20.30 h al local del carrer de Bocairent, 16, on pots consultar la biblioteca de mapes i guies del club.`],
    },
    images: [10, ['mountains', 'river', 'people', 'mountains'], [5, 2, 7, 1], [2, 7]],
    files: [[['Calendario de salidas', "Calendari d'eixides"], ['Salidas del club para la temporada 2026.', 'Eixides del club per a la temporada 2026.'],
      [['a013-calendario-2026.pdf', 'Calendario de salidas 2026.pdf', ['3 Cims Club de Muntanya', "Calendari d'eixides 2026", 'Gener: Benicadell per Beniatjar. Febrer: Serra Grossa.', 'Març: Montcabrer. Abril: barranc de l\'Infern.']]]]],
    web: [[['Federación de Deportes de Montaña de la Comunitat Valenciana', "Federació d'Esports de Muntanya de la Comunitat Valenciana"], 'https://www.femecv.com']],
    social: ['instagram', 'facebook'],
  },
  14: {
    lead: [`<p>La asociación vecinal del Barrio Obrero defiende desde 1977 los intereses de sus vecinos y organiza las fiestas del barrio.</p>`,
      `<p>L'associació veïnal del Barri Obrer defén des de 1977 els interessos dels seus veïns i organitza les festes del barri.</p>`],
    body: {
      es: [`El Barrio Obrero se construyó en los años sesenta para las familias que trabajaban en las fábricas textiles. La asociación nació el 1 de mayo de 1977, y de ahí su nombre. Gracias a su trabajo el barrio consiguió el alcantarillado, el parque y, más recientemente, la eliminación de barreras arquitectónicas.`,
        `En mayo celebramos las fiestas del barrio con una merienda popular, juegos infantiles y verbena. La cuota es de 10 euros al año por vivienda.`],
      va: [`El Barri Obrer es va construir als anys seixanta per a les famílies que treballaven a les fàbriques tèxtils. L'associació va nàixer l'1 de maig de 1977, i d'ací el seu nom. Gràcies al seu treball el barri va aconseguir el clavegueram, el parc i, més recentment, l'eliminació de barreres arquitectòniques.`,
        `Al maig celebrem les festes del barri amb un berenar popular, jocs infantils i revetla. La quota és de 10 euros a l'any per habitatge.`],
    },
    images: [2, ['people', 'fiesta'], [6, 1], []],
    social: ['facebook'],
  },
  15: {
    lead: [`<p>Colla de dulzaina y tabal que acompaña las fiestas, los pasacalles y las procesiones de Alcantir, con escuela propia.</p>`,
      `<p>Colla de dolçaina i tabal que acompanya les festes, les cercaviles i les processons d'Alcantir, amb escola pròpia.</p>`],
    body: {
      es: [`«La Xafigà» nació en 1996, cuando cuatro amigos recuperaron las dulzainas de sus abuelos para tocar en la Nit d'Albaes. El nombre, con las comillas incluidas, viene del chaparrón que les cayó encima en su primer pasacalle.`,
        `Hoy somos veintidós dulzaineros y tabaleters. La <strong>escuela de dulzaina y tabal</strong> funciona de octubre a junio los martes a las 19.00 h en el local de la calle Trinquet, 5 (30 euros al trimestre, instrumento de préstamo el primer año).`,
        `Tocamos en las fiestas patronales, en Moros y Cristianos, en bodas y en encuentros de colles de toda la Comunitat Valenciana.`],
      va: [`«La Xafigà» va nàixer en 1996, quan quatre amics van recuperar les dolçaines dels seus avis per a tocar en la Nit d'Albaes. El nom, amb les cometes incloses, ve de la ruixada que els va caure damunt en la seua primera cercavila.`,
        `Hui som vint-i-dos dolçainers i tabaleters. L'<strong>escola de dolçaina i tabal</strong> funciona d'octubre a juny els dimarts a les 19.00 h al local del carrer del Trinquet, 5 (30 euros al trimestre, instrument en préstec el primer any).`,
        `Toquem en les festes patronals, en Moros i Cristians, en bodes i en trobades de colles de tota la Comunitat Valenciana.`],
    },
    images: [6, ['music', 'fiesta', 'people'], [9, 3, 0], [3]],
    audios: [[['Cercavila de la Xafigà', 'Cercavila de la Xafigà'], 'a015-cercavila.wav'], [['Toque de l\'Alba', "Toc de l'Alba"], 'a015-toc-alba.wav']],
    social: ['instagram', 'facebook', 'youtube'],
  },
  16: {
    lead: [`<p>Grupo de consumo agroecológico: cada semana, una cesta de verdura y fruta de temporada de agricultores de la comarca.</p>`,
      `<p>Grup de consum agroecològic: cada setmana, una cistella de verdura i fruita de temporada de llauradors de la comarca.</p>`],
    body: {
      es: [`L'Espiga nació en 2014 con quince familias que querían comer mejor y apoyar a la agricultura local. Hoy somos más de ochenta unidades de consumo y trabajamos con seis productores de la Vall d'Albaida y La Costera, todos con certificación ecológica o sistema participativo de garantía.`,
        `El reparto es los jueves de 18.00 a 20.30 h en el local de la calle Llauradors, 8. Además de la cesta de verdura se pueden pedir pan, aceite, huevos, miel y legumbres.`,
        `Para entrar se paga una aportación inicial de 20 euros, que se devuelve al darse de baja, y una cuota de 5 euros al mes para el local. Cada socio dedica además dos horas al trimestre a tareas de la cooperativa.`],
      va: [`L'Espiga va nàixer en 2014 amb quinze famílies que volien menjar millor i donar suport a l'agricultura local. Hui som més de huitanta unitats de consum i treballem amb sis productors de la Vall d'Albaida i La Costera, tots amb certificació ecològica o sistema participatiu de garantia.`,
        `El repartiment és els dijous de 18.00 a 20.30 h al local del carrer dels Llauradors, 8. A més de la cistella de verdura es poden demanar pa, oli, ous, mel i llegums.`,
        `Per a entrar es paga una aportació inicial de 20 euros, que es retorna en donar-se de baixa, i una quota de 5 euros al mes per al local. Cada soci dedica a més dues hores al trimestre a tasques de la cooperativa.`],
    },
    images: [4, ['market', 'river', 'table'], [2, 7, 3], []],
    files: [[['Hazte socio', 'Fes-te soci'], ['Formulario de alta y funcionamiento del grupo.', "Formulari d'alta i funcionament del grup."],
      [['a016-alta-socio.pdf', 'Alta en L\'Espiga.pdf', ["L'Espiga Cooperativa Agroecològica", "Formulari d'alta", 'Unitat de consum: ______________________', 'Cistella: menuda / gran']]]]],
    web: [[['Pedidos en línea', 'Comandes en línia'], 'https://comandes.lespiga.example']],
    social: ['instagram', 'telegram'],
  },
  17: {
    lead: [`<p>L'Aljub estudia, divulga y defiende el patrimonio de Alcantir: conferencias, visitas guiadas y presentaciones de libros.</p>`,
      `<p>L'Aljub estudia, divulga i defén el patrimoni d'Alcantir: conferències, visites guiades i presentacions de llibres.</p>`],
    body: {
      es: [`Tomamos el nombre del aljibe medieval de la Plaza dels Porxets, cuya recuperación impulsamos en 2008. Desde entonces organizamos un ciclo de conferencias de otoño, visitas guiadas gratuitas al casco antiguo el segundo domingo de cada mes y la Semana del Patrimonio en abril.`,
        `La cuota es de 20 euros al año. Nuestra sede, en la Plaza dels Porxets, 4, abre los martes y jueves de 18.00 a 20.00 h.`],
      va: [`Prenem el nom de l'aljub medieval de la Plaça dels Porxets, la recuperació del qual vam impulsar en 2008. Des d'aleshores organitzem un cicle de conferències de tardor, visites guiades gratuïtes al nucli antic el segon diumenge de cada mes i la Setmana del Patrimoni a l'abril.`,
        `La quota és de 20 euros a l'any. La nostra seu, a la Plaça dels Porxets, 4, obri els dimarts i dijous de 18.00 a 20.00 h.`],
    },
    images: [3, ['tower', 'books', 'people'], [7, 8, 9], []],
    social: ['facebook', 'instagram'],
  },
  18: {
    lead: [`<p>L'Esbart mantiene vivas las danzas tradicionales de Alcantir y de toda la Comunitat Valenciana, con grupo infantil, juvenil y adulto.</p>`,
      `<p>L'Esbart manté vives les danses tradicionals d'Alcantir i de tota la Comunitat Valenciana, amb grup infantil, juvenil i adult.</p>`],
    body: {
      es: [`Fundado en 1981, el grupo recuperó a partir de testimonios orales las danzas propias del pueblo, como la Jota d'Alcantir y el Bolero de les Eres, que hoy se bailan en todas las fiestas. El repertorio incluye fandangos, seguidillas, boleros y el popular u i dos.`,
        `Cada julio organizamos la <strong>Dansà</strong> de la Plaza Mayor, un baile popular abierto a todo el mundo con música en directo de rondalla y dulzaina. También actuamos en festivales de folclore dentro y fuera de la Comunitat.`,
        `Los ensayos son los martes (infantil, 18.00 h) y viernes (juvenil y adultos, 21.00 h) en la calle Sant Francesc, 14. No hace falta experiencia; la cuota es de 12 euros al mes e incluye el préstamo de la indumentaria.`],
      va: [`Fundat en 1981, el grup va recuperar a partir de testimonis orals les danses pròpies del poble, com la Jota d'Alcantir i el Bolero de les Eres, que hui es ballen en totes les festes. El repertori inclou fandangos, seguidilles, boleros i el popular u i dos.`,
        `Cada juliol organitzem la <strong>Dansà</strong> de la Plaça Major, un ball popular obert a tothom amb música en directe de rondalla i dolçaina. També actuem en festivals de folklore dins i fora de la Comunitat.`,
        `Els assajos són els dimarts (infantil, 18.00 h) i divendres (juvenil i adults, 21.00 h) al carrer de Sant Francesc, 14. No cal experiència; la quota és de 12 euros al mes i inclou el préstec de la indumentària.`],
    },
    images: [8, ['dance', 'music', 'fiesta', 'dance'], [11, 9, 3, 0], [1, 6]],
    groups: [[['Dansà 2025', 'Dansà 2025'], 4, 'dance', 3]],
    social: ['facebook', 'instagram', 'youtube'],
  },
  19: {
    lead: [`<p>La asociación representa a las empresas de Alcantir, buena parte de ellas en el polígono Les Foies, y trabaja por un tejido productivo competitivo.</p>`,
      `<p>L'associació representa les empreses d'Alcantir, bona part d'elles al polígon Les Foies, i treballa per un teixit productiu competitiu.</p>`],
    body: {
      es: [`Agrupamos a unas setenta empresas de sectores tan diversos como el textil, la logística, la alimentación y los servicios. Ofrecemos formación, asesoramiento en ayudas públicas, una bolsa de empleo compartida y la interlocución con el Ayuntamiento sobre el mantenimiento del polígono.`,
        `Cada año entregamos los Premios Empresa Alcantir a la innovación, la sostenibilidad y la trayectoria. La cuota depende del tamaño de la empresa, desde 120 euros al año.`],
      va: [`Agrupem unes setanta empreses de sectors tan diversos com el tèxtil, la logística, l'alimentació i els serveis. Oferim formació, assessorament en ajudes públiques, una borsa d'ocupació compartida i la interlocució amb l'Ajuntament sobre el manteniment del polígon.`,
        `Cada any lliurem els Premis Empresa Alcantir a la innovació, la sostenibilitat i la trajectòria. La quota depén de la grandària de l'empresa, des de 120 euros a l'any.`],
    },
    images: [1, ['market'], [8], []],
    web: [[['Bolsa de empleo', "Borsa d'ocupació"], 'https://www.empresarisalcantir.example/ocupacio']],
    social: ['linkedin'],
  },
  20: {
    lead: [`<p>Tertulia taurina, viajes a las ferias y homenajes a los aficionados de Alcantir desde 1968.</p>`,
      `<p>Tertúlia taurina, viatges a les fires i homenatges als aficionats d'Alcantir des de 1968.</p>`],
    body: {
      es: [`La peña se reúne los jueves por la tarde en su local de la calle Sant Pere, 6, decorado con carteles y fotografías de seis décadas de afición. Organizamos viajes a la Feria de Fallas y a la Feria de Julio de Valencia y una cena homenaje cada invierno.`,
        `Pueden asociarse personas mayores de edad por 40 euros al año.`],
      va: [`La penya es reunix els dijous de vesprada al seu local del carrer de Sant Pere, 6, decorat amb cartells i fotografies de sis dècades d'afició. Organitzem viatges a la Fira de Falles i a la Fira de Juliol de València i un sopar d'homenatge cada hivern.`,
        `Poden associar-se persones majors d'edat per 40 euros a l'any.`],
    },
    images: [2, ['arena', 'people'], [6, 7], []],
    social: ['facebook'],
  },
  21: {
    lead: [`<p>El Club Taurino organiza los festejos de bous al carrer de las fiestas patronales de agosto, con todas las autorizaciones y medidas de seguridad.</p>`,
      `<p>El Club Taurí organitza els festejos de bous al carrer de les festes patronals d'agost, amb totes les autoritzacions i mesures de seguretat.</p>`],
    body: {
      es: [`El club monta cada agosto el recinto de cadafales del Raval y coordina con el Ayuntamiento los permisos, los seguros y el equipo sanitario. Los socios colaboran en el montaje y la vigilancia de las barreras.`,
        `La cuota es de 50 euros al año y da derecho a plaza en los cadafales del club.`],
      va: [`El club munta cada agost el recinte de cadafals del Raval i coordina amb l'Ajuntament els permisos, les assegurances i l'equip sanitari. Els socis col·laboren en el muntatge i la vigilància de les barreres.`,
        `La quota és de 50 euros a l'any i dona dret a plaça en els cadafals del club.`],
    },
    images: [1, ['arena'], [3], []],
  },
  22: {
    lead: [`<p>Rutas en moto cada domingo, la Concentración Motera de junio y la bendición de vehículos de San Cristóbal.</p>`,
      `<p>Rutes en moto cada diumenge, la Concentració Motera de juny i la benedicció de vehicles de Sant Cristòfol.</p>`],
    body: {
      es: [`El Motoclub La Costera reúne desde 1998 a aficionados a todo tipo de motos. Salimos los domingos a las 9.00 h desde la calle Sant Cristòfol para hacer rutas por las carreteras de montaña de la comarca, siempre con parada para almorzar.`,
        `El segundo fin de semana de junio celebramos la <strong>Concentración Motera</strong>, con más de quinientas motos, exhibiciones y conciertos, y en julio la bendición de vehículos por San Cristóbal. La cuota es de 35 euros al año.`],
      va: [`El Motoclub La Costera reunix des de 1998 aficionats a tota mena de motos. Eixim els diumenges a les 9.00 h des del carrer de Sant Cristòfol per a fer rutes per les carreteres de muntanya de la comarca, sempre amb parada per a esmorzar.`,
        `El segon cap de setmana de juny celebrem la <strong>Concentració Motera</strong>, amb més de cinc-centes motos, exhibicions i concerts, i al juliol la benedicció de vehicles per Sant Cristòfol. La quota és de 35 euros a l'any.`],
    },
    images: [6, ['road', 'people', 'fiesta'], [8, 1, 6], [2]],
    social: ['facebook', 'instagram', 'whatsapp'],
  },
  24: {
    lead: [`<p>Desde 1986 trabajamos por la igualdad real entre mujeres y hombres en Alcantir: formación, cultura, salud y participación.</p>`,
      `<p>Des de 1986 treballem per la igualtat real entre dones i homes a Alcantir: formació, cultura, salut i participació.</p>`],
    body: {
      es: [`La asociación lleva el nombre de Clara Campoamor, la diputada que defendió el voto femenino en 1931. Somos más de 300 socias de todas las edades y nos reunimos en el local de la calle Santa Anna, 19.`,
        `Coordinamos la programación del <strong>8 de Marzo</strong> y del 25 de Noviembre, los puntos violeta de las fiestas, un club de lectura feminista, talleres de autodefensa y de salud y una escuela de empoderamiento para mujeres mayores.`,
        `La cuota es de 15 euros al año. Puedes pasar a conocernos los lunes y miércoles de 17.00 a 20.00 h.`],
      va: [`L'associació porta el nom de Clara Campoamor, la diputada que va defendre el vot femení en 1931. Som més de 300 sòcies de totes les edats i ens reunim al local del carrer de Santa Anna, 19.`,
        `Coordinem la programació del <strong>8 de Març</strong> i del 25 de Novembre, els punts violeta de les festes, un club de lectura feminista, tallers d'autodefensa i de salut i una escola d'apoderament per a dones majors.`,
        `La quota és de 15 euros a l'any. Pots passar a conéixer-nos els dilluns i dimecres de 17.00 a 20.00 h.`],
    },
    images: [5, ['people', 'books', 'people'], [4, 11, 0], []],
    files: [[['8 de Marzo 2026', '8 de Març 2026'], ['Programa de actividades del Día Internacional de las Mujeres.', 'Programa d\'activitats del Dia Internacional de les Dones.'],
      [['a024-programa-8m.pdf', 'Programa 8M 2026.pdf', ['Associació de Dones Clara Campoamor', 'Programa 8 de Març 2026', 'Manifestació: 8 de març, 19.00 h, Plaça Major.', 'Cicle de cinema: 5, 6 i 7 de març, Casa de la Cultura.']]]]],
    social: ['facebook', 'instagram'], contacto: true,
  },
  25: {
    lead: [`<p>Terra Viva agrupa a mujeres agricultoras, ganaderas y emprendedoras del medio rural de Alcantir y La Llosa.</p>`,
      `<p>Terra Viva agrupa dones llauradores, ramaderes i emprenedores del medi rural d'Alcantir i La Llosa.</p>`],
    body: {
      es: [`Nacimos en 2017 para dar visibilidad al trabajo de las mujeres en el campo. Impulsamos la titularidad compartida de las explotaciones, organizamos formación en agricultura ecológica, transformación de productos y comercio en línea, y un mercadillo de productoras el primer sábado de cada mes en el Paseo Alameda.`,
        `La cuota es de 24 euros al año.`],
      va: [`Vam nàixer en 2017 per a donar visibilitat al treball de les dones en el camp. Impulsem la titularitat compartida de les explotacions, organitzem formació en agricultura ecològica, transformació de productes i comerç en línia, i un mercat de productores el primer dissabte de cada mes al Passeig de l'Alameda.`,
        `La quota és de 24 euros a l'any.`],
    },
    images: [4, ['market', 'river', 'people'], [3, 2, 7], []],
    social: ['instagram'],
  },
  27: {
    lead: [`<p>La cofradía organiza las procesiones de Semana Santa y las fiestas del Santísimo Cristo de la Fe, el segundo fin de semana de septiembre.</p>`,
      `<p>La confraria organitza les processons de Setmana Santa i les festes del Santíssim Crist de la Fe, el segon cap de setmana de setembre.</p>`],
    body: {
      es: [`La cofradía existe desde el siglo XVIII y custodia la imagen del Cristo de la Fe, en su capilla de la iglesia de la Asunción. Cuenta con unos 180 cofrades, una sección de tambores y cornetas y un grupo de costaleros.`,
        `En Semana Santa participa en la procesión del Encuentro del Jueves Santo y en el Santo Entierro. En septiembre celebra el novenario, la procesión del Cristo por el casco antiguo y la tradicional <strong>baixada</strong> con los vecinos de la calle Abadia.`,
        `Para hacerse cofrade basta con dirigirse a la casa de la cofradía (calle Abadia, 2) los viernes de 19.00 a 21.00 h. La cuota es de 20 euros al año.`],
      va: [`La confraria existix des del segle XVIII i custodia la imatge del Crist de la Fe, a la seua capella de l'església de l'Assumpció. Té uns 180 confrares, una secció de tambors i cornetes i un grup de costalers.`,
        `En Setmana Santa participa en la processó de l'Encontre del Dijous Sant i en el Sant Soterrar. Al setembre celebra el novenari, la processó del Crist pel nucli antic i la tradicional <strong>baixada</strong> amb els veïns del carrer de l'Abadia.`,
        `Per a fer-se confrare només cal adreçar-se a la casa de la confraria (carrer de l'Abadia, 2) els divendres de 19.00 a 21.00 h. La quota és de 20 euros a l'any.`],
    },
    images: [6, ['tower', 'people', 'fiesta'], [4, 8, 9], [0]],
    groups: [[['Semana Santa 2025', 'Setmana Santa 2025'], 4, 'tower', 8]],
    social: ['facebook'],
  },
  28: {
    lead: [`<p>Promovemos la donación de sangre en Alcantir y organizamos, junto al Centro de Transfusión, las colectas trimestrales del pueblo.</p>`,
      `<p>Promovem la donació de sang a Alcantir i organitzem, amb el Centre de Transfusió, les col·lectes trimestrals del poble.</p>`],
    body: {
      es: [`Cuatro veces al año la unidad móvil se instala en el Centro de Salud (calle Doctor Fleming) para recibir donaciones. Nosotros avisamos a los donantes, preparamos el almuerzo y damos la bienvenida a quien dona por primera vez. En 2025 se recogieron 512 bolsas de sangre en Alcantir.`,
        `Puede donar cualquier persona sana de entre 18 y 65 años que pese más de 50 kilos. Hacerse socio es gratuito.`],
      va: [`Quatre vegades a l'any la unitat mòbil s'instal·la al Centre de Salut (carrer del Doctor Fleming) per a rebre donacions. Nosaltres avisem els donants, preparem l'esmorzar i donem la benvinguda a qui dona per primera vegada. En 2025 es van recollir 512 bosses de sang a Alcantir.`,
        `Pot donar qualsevol persona sana d'entre 18 i 65 anys que pese més de 50 quilos. Fer-se soci és gratuït.`],
    },
    images: [1, ['health'], [6], []],
    web: [[['Donar sangre en la Comunitat Valenciana', 'Donar sang a la Comunitat Valenciana'], 'https://www.gva.es']],
    social: ['facebook', 'instagram'],
  },
  29: {
    lead: [`<p>AFA Alcantir acompaña a las personas con alzheimer y otras demencias y a sus familias, con terapias, grupos de apoyo y asesoramiento.</p>`,
      `<p>AFA Alcantir acompanya les persones amb alzheimer i altres demències i les seues famílies, amb teràpies, grups de suport i assessorament.</p>`],
    body: {
      es: [`Fundada en 2003 por familiares de enfermos, la asociación gestiona un centro de estimulación cognitiva en la calle Ramón y Cajal, 15, abierto de lunes a viernes por la mañana, con psicóloga, fisioterapeuta y terapeuta ocupacional.`,
        `Los miércoles por la tarde se reúne el <strong>grupo de ayuda mutua</strong> para personas cuidadoras, gratuito y abierto aunque no se sea socio. La cuota de socio es de 30 euros al año; las terapias tienen un precio reducido para los socios.`],
      va: [`Fundada en 2003 per familiars de malalts, l'associació gestiona un centre d'estimulació cognitiva al carrer de Ramón y Cajal, 15, obert de dilluns a divendres de matí, amb psicòloga, fisioterapeuta i terapeuta ocupacional.`,
        `Els dimecres de vesprada es reunix el <strong>grup d'ajuda mútua</strong> per a persones cuidadores, gratuït i obert encara que no se siga soci. La quota de soci és de 30 euros a l'any; les teràpies tenen un preu reduït per als socis.`],
    },
    images: [3, ['health', 'people', 'books'], [4, 10, 2], []],
    social: ['facebook'], contacto: true,
  },
  31: {
    lead: [`<p>La asociación de familias del IES La Costera colabora con el instituto en la convivencia, las actividades complementarias y los viajes de estudios.</p>`,
      `<p>L'associació de famílies de l'IES La Costera col·labora amb l'institut en la convivència, les activitats complementàries i els viatges d'estudis.</p>`],
    body: {
      es: [`Representamos a las familias en el consejo escolar, subvencionamos parte de las salidas y viajes y organizamos charlas para madres y padres sobre adolescencia, uso de pantallas y orientación académica.`,
        `La cuota es de 15 euros por familia y curso. Nos reunimos el primer martes de cada mes a las 19.00 h en la biblioteca del instituto.`],
      va: [`Representem les famílies en el consell escolar, subvencionem part de les eixides i viatges i organitzem xarrades per a mares i pares sobre adolescència, ús de pantalles i orientació acadèmica.`,
        `La quota és de 15 euros per família i curs. Ens reunim el primer dimarts de cada mes a les 19.00 h a la biblioteca de l'institut.`],
    },
    images: [2, ['classroom', 'books'], [10, 1], []],
    files: [[['Alta en el AMPA', "Alta en l'AMPA"], ['Formulario de inscripción para el curso 2026-2027.', "Formulari d'inscripció per al curs 2026-2027."],
      [['a031-inscripcion.pdf', 'Inscripción AMPA IES La Costera.pdf', ['AMPA IES La Costera', "Full d'inscripció, curs 2026-2027", 'Família: ______________________', 'Alumnes i curs: ______________________']]]]],
    social: ['instagram', 'whatsapp'],
  },
  32: {
    lead: [`<p>El AMPA del CEIP Sant Roc gestiona la escuela matinera y las actividades extraescolares y anima las fiestas del cole.</p>`,
      `<p>L'AMPA del CEIP Sant Roc gestiona l'escola matinera i les activitats extraescolars i anima les festes de l'escola.</p>`],
    body: {
      es: [`Somos unas 150 familias. Organizamos la escuela matinera desde las 7.45 h, extraescolares de música, multideporte e inglés, la castañada de otoño, el Carnaval y la fiesta de final de curso en el patio.`,
        `La cuota es de 18 euros por familia y curso.`],
      va: [`Som unes 150 famílies. Organitzem l'escola matinera des de les 7.45 h, extraescolars de música, multiesport i anglés, la castanyada de tardor, el Carnestoltes i la festa de final de curs al pati.`,
        `La quota és de 18 euros per família i curs.`],
    },
    images: [3, ['classroom', 'fiesta', 'people'], [2, 10, 3], []],
    social: ['instagram'],
  },
  33: {
    lead: [`<p>Club de baloncesto con equipos desde escuela (6 años) hasta sénior masculino y femenino.</p>`,
      `<p>Club de bàsquet amb equips des d'escola (6 anys) fins a sènior masculí i femení.</p>`],
    body: {
      es: [`Basket Alcantir tiene catorce equipos y unos 190 jugadores y jugadoras que compiten en los Juegos Deportivos y en las ligas de la Federación. Entrenamos en el pabellón municipal de la Avenida Esports.`,
        `La cuota de la escuela es de 25 euros al mes; en septiembre hacemos jornadas de puertas abiertas para que cualquiera venga a probar.`],
      va: [`Basket Alcantir té catorze equips i uns 190 jugadors i jugadores que competixen en els Jocs Esportius i en les lligues de la Federació. Entrenem al pavelló municipal de l'Avinguda dels Esports.`,
        `La quota de l'escola és de 25 euros al mes; al setembre fem jornades de portes obertes perquè qualsevol vinga a provar.`],
    },
    images: [6, ['track', 'people'], [3, 1], [4]],
    social: ['instagram', 'facebook', 'youtube'],
  },
  34: {
    lead: [`<p>Escuela y club de pilota valenciana en el trinquet municipal: escala i corda, raspall y frontón.</p>`,
      `<p>Escola i club de pilota valenciana al trinquet municipal: escala i corda, raspall i frontó.</p>`],
    body: {
      es: [`El trinquet de Alcantir es de 1928 y por él han pasado grandes figuras de la pilota. El club lo mantiene vivo con partidas los sábados por la tarde, el Trofeo de Fiestas en agosto y una escuela para niños y niñas desde los 7 años (martes y jueves, 18.00 h).`,
        `La escuela es gratuita gracias al apoyo municipal; la cuota de socio adulto es de 30 euros al año.`],
      va: [`El trinquet d'Alcantir és de 1928 i per ell han passat grans figures de la pilota. El club el manté viu amb partides els dissabtes de vesprada, el Trofeu de Festes a l'agost i una escola per a xiquets i xiquetes des dels 7 anys (dimarts i dijous, 18.00 h).`,
        `L'escola és gratuïta gràcies al suport municipal; la quota de soci adult és de 30 euros a l'any.`],
    },
    images: [4, ['people', 'track'], [1, 7], []],
    web: [[['Federación de Pilota Valenciana', 'Federació de Pilota Valenciana'], 'https://www.fedpilota.com']],
    social: ['facebook', 'instagram'],
  },
  35: {
    lead: [`<p>Educación en el tiempo libre para niños, niñas y jóvenes de 6 a 21 años: campamentos, excursiones, servicio a la comunidad y mucha vida al aire libre.</p>`,
      `<p>Educació en el temps lliure per a xiquets, xiquetes i joves de 6 a 21 anys: acampades, excursions, servei a la comunitat i molta vida a l'aire lliure.</p>`],
    body: {
      es: [`El Agrupamiento Escolta Ausiàs March se fundó en 1978 y forma parte del movimiento escolta valenciano. Nos reunimos los sábados de 16.30 a 19.30 h en el cau de la calle Ausiàs March, 25, divididos por edades: castores (6-8), lobatos (8-11), raiers (11-14), pioneros (14-17) y rutas (17-21).`,
        `Durante el curso salimos de acampada un fin de semana al mes y en verano vamos quince días de campamento. Todo el equipo de monitores es voluntario y tiene formación de monitor o director de tiempo libre.`,
        `La cuota es de 90 euros por curso (con descuento para hermanos) más el seguro; las actividades de fin de semana se pagan aparte a precio de coste.`],
      va: [`L'Agrupament Escolta Ausiàs March es va fundar en 1978 i forma part del moviment escolta valencià. Ens reunim els dissabtes de 16.30 a 19.30 h al cau del carrer d'Ausiàs March, 25, dividits per edats: castors (6-8), llops (8-11), raiers (11-14), pioners (14-17) i rutes (17-21).`,
        `Durant el curs eixim d'acampada un cap de setmana al mes i a l'estiu anem quinze dies de campament. Tot l'equip de monitors és voluntari i té formació de monitor o director de temps lliure.`,
        `La quota és de 90 euros per curs (amb descompte per a germans) més l'assegurança; les activitats de cap de setmana es paguen a banda a preu de cost.`],
    },
    images: [7, ['mountains', 'people', 'river'], [2, 3, 5], [0]],
    files: [[['Inscripción 2026-2027', 'Inscripció 2026-2027'], ['Ficha de inscripción y autorización médica.', "Fitxa d'inscripció i autorització mèdica."],
      [['a035-ficha-inscripcion.pdf', 'Ficha de inscripción.pdf', ['Agrupament Escolta Ausiàs March', "Fitxa d'inscripció 2026-2027", 'Nom: ______________________   Branca: __________']],
        ['a035-autorizacion-medica.pdf', 'Autorización médica.pdf', ['Agrupament Escolta Ausiàs March', 'Autorització mèdica i de drets d\'imatge']]]]],
    web: [[['Movimiento escolta valenciano', 'Moviment escolta valencià'], 'https://www.escoltesvalencians.example']],
    social: ['instagram', 'facebook'], contacto: true,
  },
  36: {
    lead: [`<p>Club de ajedrez con escuela infantil, equipos federados y el Open de Ajedrez Rápido de Fiestas.</p>`,
      `<p>Club d'escacs amb escola infantil, equips federats i l'Open d'Escacs Ràpids de Festes.</p>`],
    body: {
      es: [`Torre Blanca juega en su local de la calle Gabriel Miró, 9, abierto los viernes de 18.00 a 22.00 h. Tenemos dos equipos en la liga autonómica y una escuela para niños y niñas de 6 a 14 años los martes.`,
        `Cada agosto organizamos el Open de Ajedrez Rápido en la Plaza Mayor, con más de cien participantes. La cuota es de 40 euros al año.`],
      va: [`Torre Blanca juga al seu local del carrer de Gabriel Miró, 9, obert els divendres de 18.00 a 22.00 h. Tenim dos equips en la lliga autonòmica i una escola per a xiquets i xiquetes de 6 a 14 anys els dimarts.`,
        `Cada agost organitzem l'Open d'Escacs Ràpids a la Plaça Major, amb més de cent participants. La quota és de 40 euros a l'any.`],
    },
    images: [2, ['board', 'people'], [8, 10], []],
    social: ['facebook'],
  },
  38: {
    lead: [`<p>El Casino de Alcantir, fundado en 1902, es sociedad recreativa y cultural: cafetería, salón de baile, billar, biblioteca y las verbenas del verano.</p>`,
      `<p>El Casino d'Alcantir, fundat en 1902, és societat recreativa i cultural: cafeteria, saló de ball, billar, biblioteca i les revetles de l'estiu.</p>`],
    body: {
      es: [`El edificio modernista de la Plaza Mayor, con su salón de espejos y la terraza a la plaza, es obra del maestro de obras Vicent Mompó y se inauguró en 1911. La sociedad cuenta hoy con unos 420 socios.`,
        `Organizamos bailes los domingos, las <strong>verbenas de verano</strong> en la terraza, exposiciones de pintura y fotografía, conferencias y torneos de billar, truc y dominó. La biblioteca conserva la colección de prensa local desde 1915.`,
        `La cuota es de 8 euros al mes. Los socios tienen descuento en la cafetería y en el alquiler de los salones.`],
      va: [`L'edifici modernista de la Plaça Major, amb el seu saló d'espills i la terrassa a la plaça, és obra del mestre d'obres Vicent Mompó i es va inaugurar en 1911. La societat té hui uns 420 socis.`,
        `Organitzem balls els diumenges, les <strong>revetles d'estiu</strong> a la terrassa, exposicions de pintura i fotografia, conferències i torneigs de billar, truc i dòmino. La biblioteca conserva la col·lecció de premsa local des de 1915.`,
        `La quota és de 8 euros al mes. Els socis tenen descompte en la cafeteria i en el lloguer dels salons.`],
    },
    images: [5, ['people', 'dance', 'board', 'books'], [9, 0, 8, 7], []],
    social: ['facebook', 'instagram'],
  },
  40: {
    lead: [`<p>Club de baile deportivo: standard, latino y bailes de salón, de iniciación a competición.</p>`,
      `<p>Club de ball esportiu: standard, llatí i balls de saló, d'iniciació a competició.</p>`],
    body: {
      es: [`Ritmo y Compás nació en 2010 y tiene parejas en competición autonómica y nacional. Las clases de iniciación para adultos son los lunes y miércoles a las 21.00 h y las infantiles los sábados por la mañana, en el local de la Avenida Germanies, 17.`,
        `No hace falta venir con pareja. La cuota va de 25 a 40 euros al mes según las horas de clase.`],
      va: [`Ritme i Compàs va nàixer en 2010 i té parelles en competició autonòmica i estatal. Les classes d'iniciació per a adults són els dilluns i dimecres a les 21.00 h i les infantils els dissabtes de matí, al local de l'Avinguda de les Germanies, 17.`,
        `No cal vindre amb parella. La quota va de 25 a 40 euros al mes segons les hores de classe.`],
    },
    images: [4, ['dance'], [11, 4, 1, 6], [2]],
    social: ['instagram', 'tiktok'],
  },
  41: {
    lead: [`<p>La cofradía defiende y difunde el arroz al horno tradicional de Alcantir y organiza cada octubre su concurso popular.</p>`,
      `<p>La confraria defén i difon l'arròs al forn tradicional d'Alcantir i organitza cada octubre el seu concurs popular.</p>`],
    body: {
      es: [`Fundada en 2001 por un grupo de cocineros aficionados y los hornos de leña del pueblo, la cofradía recoge recetas de las familias de Alcantir y ha publicado el recetario «L'arròs al forn de casa».`,
        `Nuestra receta canónica: arroz, garbanzos remojados, costilla de cerdo, morcilla de cebolla, tocino, patata en rodajas, tomate, cabeza de ajos en el centro y un buen caldo del cocido del día anterior. Nada de guisantes.`,
        `El <strong>Concurso de Arroz al Horno</strong> se celebra el tercer domingo de octubre: cada participante prepara su cazuela y la cuece en los hornos del pueblo. Los cofrades pagan 30 euros al año y se comprometen a colaborar en el concurso.`],
      va: [`Fundada en 2001 per un grup de cuiners aficionats i els forns de llenya del poble, la confraria arreplega receptes de les famílies d'Alcantir i ha publicat el receptari «L'arròs al forn de casa».`,
        `La nostra recepta canònica: arròs, cigrons en remull, costella de porc, botifarra de ceba, cansalada, creïlla a rodanxes, tomaca, cap d'alls al centre i un bon brou del putxero del dia anterior. Res de pésols.`,
        `El <strong>Concurs d'Arròs al Forn</strong> se celebra el tercer diumenge d'octubre: cada participant prepara la seua cassola i la cou als forns del poble. Els confrares paguen 30 euros a l'any i es comprometen a col·laborar en el concurs.`],
    },
    images: [6, ['table', 'people', 'table'], [3, 7, 9], []],
    social: ['facebook', 'instagram'],
  },
  42: {
    lead: [`<p>Red de jóvenes emprendedores y empresarios de la comarca de La Costera: formación, contactos y apoyo mutuo.</p>`,
      `<p>Xarxa de joves emprenedors i empresaris de la comarca de La Costera: formació, contactes i suport mutu.</p>`],
    body: {
      es: [`Pueden asociarse personas de hasta 41 años que dirigen o han creado una empresa o trabajan como autónomas. Organizamos desayunos de networking mensuales, un programa de mentoría con empresarios veteranos y la jornada anual Emprén Costera.`,
        `La cuota es de 60 euros al año.`],
      va: [`Poden associar-se persones de fins a 41 anys que dirigixen o han creat una empresa o treballen com a autònomes. Organitzem esmorzars de networking mensuals, un programa de mentoria amb empresaris veterans i la jornada anual Emprén Costera.`,
        `La quota és de 60 euros a l'any.`],
    },
    images: [1, ['people'], [5], []],
    social: ['linkedin', 'instagram'],
  },
  43: {
    lead: [`<p>La Federación agrupa las diez filaes de Alcantir y organiza las fiestas de Moros y Cristianos en honor a San Roque, del 13 al 17 de agosto.</p>`,
      `<p>La Federació agrupa les deu filaes d'Alcantir i organitza les festes de Moros i Cristians en honor a Sant Roc, del 13 al 17 d'agost.</p>`],
    body: {
      es: [`Las fiestas de Moros y Cristianos de Alcantir se celebran desde 1952. Hoy desfilan cerca de mil festeros repartidos en diez filaes: en el bando cristiano, Contrabandistes, Maseros, Cristians, Llauradors y Almogàvers; en el bando moro, Moros Marins, Mudèjars, Berberiscos, Moros Vells y Tuareg.`,
        `<ul><li>13 de agosto: Entrada de bandas y pregón.</li><li>14 de agosto: <strong>Entrada Cristiana</strong> por la tarde.</li><li>15 de agosto: <strong>Entrada Mora</strong>.</li><li>16 de agosto, día de San Roque: misa, procesión y embajada mora.</li><li>17 de agosto: embajada cristiana, alardo y Retreta.</li></ul>`,
        `Para salir en las fiestas hay que inscribirse en una filà; cada una tiene su cuota y su local. La Federación informa de los contactos de todas las filaes en su sede de la Plaza Sant Roc, 3, los lunes de 20.00 a 22.00 h.`],
      va: [`Les festes de Moros i Cristians d'Alcantir se celebren des de 1952. Hui desfilen prop de mil festers repartits en deu filaes: en el bàndol cristià, Contrabandistes, Maseros, Cristians, Llauradors i Almogàvers; en el bàndol moro, Moros Marins, Mudèjars, Berberiscos, Moros Vells i Tuareg.`,
        `<ul><li>13 d'agost: Entrada de bandes i pregó.</li><li>14 d'agost: <strong>Entrada Cristiana</strong> de vesprada.</li><li>15 d'agost: <strong>Entrada Mora</strong>.</li><li>16 d'agost, dia de Sant Roc: missa, processó i ambaixada mora.</li><li>17 d'agost: ambaixada cristiana, alardo i Retreta.</li></ul>`,
        `Per a eixir en les festes cal inscriure's en una filà; cada una té la seua quota i el seu local. La Federació informa dels contactes de totes les filaes a la seu de la Plaça de Sant Roc, 3, els dilluns de 20.00 a 22.00 h.`],
    },
    images: [11, ['fiesta', 'people', 'music', 'tower'], [6, 0, 9, 3], [1, 5, 9]],
    groups: [[['Entrada Mora 2025', 'Entrada Mora 2025'], 6, 'fiesta', 9], [['Entrada Cristiana 2025', 'Entrada Cristiana 2025'], 4, 'fiesta', 1]],
    files: [[['Programa de fiestas', 'Programa de festes'], ['Programa oficial de las fiestas de agosto de 2026.', "Programa oficial de les festes d'agost de 2026."],
      [['a043-programa-fiestas-2026.pdf', 'Programa Moros y Cristianos 2026.pdf', ["Federació de Moros i Cristians d'Alcantir", 'Festes en honor a Sant Roc 2026', "13 d'agost: Entrada de bandes. 14 d'agost: Entrada Cristiana.", "15 d'agost: Entrada Mora. 16 d'agost: Sant Roc. 17 d'agost: Retreta."]]]]],
    videos: [[['Entrada Mora 2025', 'Entrada Mora 2025'], 'https://www.youtube.com/watch?v=MyCentrad25'], [['Embajada mora 2025', 'Ambaixada mora 2025'], 'https://www.youtube.com/watch?v=MyCambaix25']],
    web: [[['UNDEF, Unión Nacional de Entidades Festeras de Moros y Cristianos', 'UNDEF, Unió Nacional d\'Entitats Festeres de Moros i Cristians'], 'https://www.undef.es']],
    social: ['facebook', 'instagram', 'youtube'], contacto: true,
  },
  44: {
    lead: [`<p>Falla de barrio con casal abierto a todo el mundo en la Plaza del Raval.</p>`,
      `<p>Falla de barri amb casal obert a tothom a la Plaça del Raval.</p>`],
    body: {
      es: [`La Falla El Raval se fundó en 1985 y reúne a 130 falleros. Su monumento se planta cada año en la Plaza del Raval y suele apostar por la crítica local con mucho humor.`,
        `Además de las fallas organiza la Nit de Sant Joan en la plaza y un campeonato de parchís. Cuota: 25 euros al mes para adultos y 10 para infantiles.`],
      va: [`La Falla El Raval es va fundar en 1985 i reunix 130 fallers. El seu monument es planta cada any a la Plaça del Raval i sol apostar per la crítica local amb molt d'humor.`,
        `A més de les falles organitza la Nit de Sant Joan a la plaça i un campionat de parxís. Quota: 25 euros al mes per a adults i 10 per a infantils.`],
    },
    images: [5, ['fiesta', 'people'], [1, 3], []],
    social: ['instagram', 'facebook'],
  },
  45: {
    lead: [`<p>Amigos de la Serra Grossa organiza rutas, voluntariado ambiental y actividades para conocer y proteger la sierra.</p>`,
      `<p>Amics de la Serra Grossa organitza rutes, voluntariat ambiental i activitats per a conéixer i protegir la serra.</p>`],
    body: {
      es: [`La Serra Grossa separa La Costera de la Vall d'Albaida y guarda pinares, carrascales, fuentes y neveras históricas. Desde 2009 recuperamos sendas, señalizamos fuentes y colaboramos con las brigadas forestales en la prevención de incendios.`,
        `Cada mes organizamos una ruta guiada gratuita que sale del Camino Font Freda, y en otoño un curso de identificación de setas. La cuota es de 10 euros al año.`],
      va: [`La Serra Grossa separa La Costera de la Vall d'Albaida i guarda pinars, carrascars, fonts i caves de neu històriques. Des de 2009 recuperem sendes, senyalitzem fonts i col·laborem amb les brigades forestals en la prevenció d'incendis.`,
        `Cada mes organitzem una ruta guiada gratuïta que ix del Camí de la Font Freda, i a la tardor un curs d'identificació de bolets. La quota és de 10 euros a l'any.`],
    },
    images: [8, ['mountains', 'river'], [7, 2, 5, 1], [3]],
    social: ['instagram', 'facebook'],
  },
  46: {
    lead: [`<p>Los vendedores del Mercado Municipal ofrecen producto fresco y de proximidad de martes a sábado.</p>`,
      `<p>Els venedors del Mercat Municipal oferixen producte fresc i de proximitat de dimarts a dissabte.</p>`],
    body: {
      es: [`El mercado de la Plaza Mercat tiene veintidós puestos: fruta y verdura de la huerta, carnicerías, pescaderías, charcutería, panadería, encurtidos y una parada de flores. Abre de martes a sábado de 7.30 a 14.00 h y los viernes también por la tarde.`,
        `La asociación organiza el Mercado de Navidad, talleres de cocina con productos de temporada y el servicio de reparto a domicilio para personas mayores.`],
      va: [`El mercat de la Plaça del Mercat té vint-i-dues parades: fruita i verdura de l'horta, carnisseries, peixateries, xarcuteria, forn, encurtits i una parada de flors. Obri de dimarts a dissabte de 7.30 a 14.00 h i els divendres també de vesprada.`,
        `L'associació organitza el Mercat de Nadal, tallers de cuina amb productes de temporada i el servei de repartiment a domicili per a persones majors.`],
    },
    images: [3, ['market', 'table'], [3, 2], []],
    social: ['facebook', 'instagram', 'whatsapp'],
  },
  48: {
    lead: [`<p>Red de voluntariado que atiende a familias en situación de vulnerabilidad: despensa solidaria, ropero y acompañamiento.</p>`,
      `<p>Xarxa de voluntariat que atén famílies en situació de vulnerabilitat: rebost solidari, rober i acompanyament.</p>`],
    body: {
      es: [`La Red Solidaria nació en 2012, en plena crisis, de la unión de vecinos, parroquia y asociaciones. Hoy atiende a unas noventa familias derivadas por los servicios sociales municipales.`,
        `La <strong>despensa solidaria</strong> abre los martes y jueves de 17.00 a 19.30 h y el ropero los sábados por la mañana, en la calle Sant Vicent Ferrer, 18. También ofrecemos clases de español y de valenciano para personas recién llegadas y acompañamiento a personas mayores que viven solas.`,
        `Necesitamos personas voluntarias, aunque sea una tarde al mes. Puedes colaborar también con alimentos no perecederos o con una cuota desde 5 euros al mes.`],
      va: [`La Xarxa Solidària va nàixer en 2012, en plena crisi, de la unió de veïns, parròquia i associacions. Hui atén unes noranta famílies derivades pels serveis socials municipals.`,
        `El <strong>rebost solidari</strong> obri els dimarts i dijous de 17.00 a 19.30 h i el rober els dissabtes de matí, al carrer de Sant Vicent Ferrer, 18. També oferim classes d'espanyol i de valencià per a persones nouvingudes i acompanyament a persones majors que viuen soles.`,
        `Necessitem persones voluntàries, encara que siga una vesprada al mes. Pots col·laborar també amb aliments no peribles o amb una quota des de 5 euros al mes.`],
    },
    images: [4, ['people', 'market', 'health'], [1, 2, 6], []],
    files: [[['Voluntariado', 'Voluntariat'], ['Ficha para hacerte voluntario o voluntaria.', 'Fitxa per a fer-te voluntari o voluntària.'],
      [['a048-ficha-voluntariado.pdf', 'Ficha de voluntariado.pdf', ["Xarxa Solidària d'Alcantir", 'Fitxa de voluntariat', 'Nom: ______________________   Telèfon: __________', 'Disponibilitat: ______________________']]]]],
    social: ['facebook', 'instagram', 'whatsapp'], contacto: true,
  },
  49: {
    lead: [`<p>El Centro de Estudios Locales investiga y divulga la historia, la lengua y el patrimonio de Alcantir y publica la revista «Quaderns d'Alcantir».</p>`,
      `<p>El Centre d'Estudis Locals investiga i divulga la història, la llengua i el patrimoni d'Alcantir i publica la revista «Quaderns d'Alcantir».</p>`],
    body: {
      es: [`Fundado en 1995 por profesores e investigadores del pueblo, el centro ha publicado treinta números de «Quaderns d'Alcantir» y una colección de monografías sobre la industria textil, la toponimia y el habla del municipio.`,
        `Cada noviembre organizamos las Jornadas de Estudios Locales. Cualquier persona puede proponer un artículo para la revista siguiendo las normas de publicación. La suscripción anual, con la revista incluida, es de 25 euros.`],
      va: [`Fundat en 1995 per professors i investigadors del poble, el centre ha publicat trenta números de «Quaderns d'Alcantir» i una col·lecció de monografies sobre la indústria tèxtil, la toponímia i la parla del municipi.`,
        `Cada novembre organitzem les Jornades d'Estudis Locals. Qualsevol persona pot proposar un article per a la revista seguint les normes de publicació. La subscripció anual, amb la revista inclosa, és de 25 euros.`],
    },
    images: [3, ['books', 'tower'], [7, 8, 0], []],
    files: [[['Revista', 'Revista'], ["Normas de publicación de «Quaderns d'Alcantir».", "Normes de publicació de «Quaderns d'Alcantir»."],
      [['a049-normas-publicacion.pdf', 'Normas de publicación.pdf', ["Centre d'Estudis Locals d'Alcantir", "Normes de publicació de «Quaderns d'Alcantir»", 'Extensió màxima: 40.000 caràcters. Termini: 30 de juny.']]]]],
    web: [[["Índice de «Quaderns d'Alcantir»", "Índex de «Quaderns d'Alcantir»"], 'https://www.cealcantir.example/quaderns']],
    social: ['facebook'],
  },
  51: {
    lead: [`<p>Los belenistas de Alcantir montan cada Navidad el belén monumental de la Casa de la Cultura y enseñan el oficio en sus talleres.</p>`,
      `<p>Els betlemistes d'Alcantir munten cada Nadal el betlem monumental de la Casa de la Cultura i ensenyen l'ofici als seus tallers.</p>`],
    body: {
      es: [`El belén monumental, de más de sesenta metros cuadrados, reproduce el Alcantir de principios del siglo XX con sus calles, el molino y el río. Se puede visitar del 8 de diciembre al 6 de enero y recibe cada año más de cuatro mil visitas.`,
        `De octubre a noviembre impartimos talleres de figuras, corcho y modelado en el local de la calle Santa Bàrbara, 7. La cuota es de 20 euros al año.`],
      va: [`El betlem monumental, de més de seixanta metres quadrats, reproduïx l'Alcantir de principis del segle XX amb els seus carrers, el molí i el riu. Es pot visitar del 8 de desembre al 6 de gener i rep cada any més de quatre mil visites.`,
        `D'octubre a novembre impartim tallers de figures, suro i modelatge al local del carrer de Santa Bàrbara, 7. La quota és de 20 euros a l'any.`],
    },
    images: [6, ['tower', 'river', 'people'], [9, 10, 4], [2]],
    groups: [[['Belén 2025', 'Betlem 2025'], 3, 'tower', 10]],
    social: ['facebook', 'instagram'],
  },
  52: {
    lead: [`<p>Mujeres en Red forma a mujeres en competencias digitales y tecnológicas y crea una red de mentoría entre ellas.</p>`,
      `<p>Dones en Xarxa forma dones en competències digitals i tecnològiques i crea una xarxa de mentoria entre elles.</p>`],
    body: {
      es: [`Organizamos talleres gratuitos de iniciación digital, trámites con la administración electrónica, seguridad en internet y programación para chicas adolescentes, en colaboración con la biblioteca municipal.`,
        `Las mentoras son profesionales voluntarias del sector tecnológico. Hacerse socia cuesta 10 euros al año.`],
      va: [`Organitzem tallers gratuïts d'iniciació digital, tràmits amb l'administració electrònica, seguretat a internet i programació per a xiques adolescents, en col·laboració amb la biblioteca municipal.`,
        `Les mentores són professionals voluntàries del sector tecnològic. Fer-se sòcia costa 10 euros a l'any.`],
    },
    images: [2, ['classroom', 'people'], [11, 4], []],
    social: ['instagram', 'linkedin'],
  },
  54: {
    lead: [`<p>Hombres que cocinan, aprenden y comparten mesa: talleres de cocina, comidas solidarias y el reto de la corresponsabilidad en casa.</p>`,
      `<p>Homes que cuinen, aprenen i compartixen taula: tallers de cuina, dinars solidaris i el repte de la corresponsabilitat a casa.</p>`],
    body: {
      es: [`El Perol nació en 2015 cuando un grupo de jubilados se apuntó a un taller municipal de cocina y decidió no dejarlo. Hoy somos cuarenta, de 35 a 84 años, y cocinamos juntos los martes por la tarde en la cocina del local de la calle Almàssera, 4.`,
        `Cada trimestre preparamos una comida solidaria cuya recaudación va a la Red Solidaria. La cuota es de 10 euros al mes, ingredientes incluidos.`],
      va: [`El Perol va nàixer en 2015 quan un grup de jubilats es va apuntar a un taller municipal de cuina i va decidir no deixar-lo. Hui som quaranta, de 35 a 84 anys, i cuinem junts els dimarts de vesprada a la cuina del local del carrer de l'Almàssera, 4.`,
        `Cada trimestre preparem un dinar solidari, la recaptació del qual va a la Xarxa Solidària. La quota és de 10 euros al mes, ingredients inclosos.`],
    },
    images: [5, ['table', 'people'], [7, 3, 9], []],
    social: ['facebook'],
  },
  56: {
    lead: [`<p>Club de lectura que se reúne cada jueves en la biblioteca municipal: un libro al mes, en valenciano o en castellano, y encuentros con autores.</p>`,
      `<p>Club de lectura que es reunix cada dijous a la biblioteca municipal: un llibre al mes, en valencià o en castellà, i trobades amb autors.</p>`],
    body: {
      es: [`Espai Lector reúne a unas cuarenta personas lectoras en dos grupos (jueves a las 18.00 y a las 20.00 h). Alternamos clásicos y novedades y, dos veces al año, invitamos al autor o autora del libro del mes.`,
        `Participar es gratuito; los libros los presta la biblioteca.`],
      va: [`Espai Lector reunix unes quaranta persones lectores en dos grups (dijous a les 18.00 i a les 20.00 h). Alternem clàssics i novetats i, dues vegades a l'any, convidem l'autor o autora del llibre del mes.`,
        `Participar és gratuït; els llibres els presta la biblioteca.`],
    },
    images: [2, ['books'], [5, 11], [1]],
    social: ['instagram'],
  },
  57: {
    lead: [`<p>Compañía aficionada dedicada al teatro clásico español y al teatro de texto contemporáneo.</p>`,
      `<p>Companyia amateur dedicada al teatre clàssic espanyol i al teatre de text contemporani.</p>`],
    body: {
      es: [`Ínsula Teatro toma su nombre de la ínsula Barataria del Quijote. Desde 2012 hemos montado a Lope, Calderón, Lorca y Buero Vallejo, y actuamos en la Casa de la Cultura y en certámenes de teatro aficionado.`,
        `Ensayamos los martes y jueves a las 21.30 h. Buscamos actores y actrices mayores de 18 años; la cuota es de 15 euros al mes.`],
      va: [`Ínsula Teatro pren el nom de la ínsula Barataria del Quixot. Des de 2012 hem muntat Lope, Calderón, Lorca i Buero Vallejo, i actuem a la Casa de la Cultura i en certàmens de teatre amateur.`,
        `Assagem els dimarts i dijous a les 21.30 h. Busquem actors i actrius majors de 18 anys; la quota és de 15 euros al mes.`],
    },
    images: [4, ['stage'], [10, 7, 0, 4], []],
    social: ['instagram', 'facebook'],
  },
  58: {
    lead: [`<p>Juegos de mesa modernos, rol y wargames cada viernes por la tarde, con una ludoteca de más de cuatrocientos juegos.</p>`,
      `<p>Jocs de taula moderns, rol i wargames cada divendres de vesprada, amb una ludoteca de més de quatre-cents jocs.</p>`],
    body: {
      es: [`Última Partida abre su local de la calle Lluna, 5, los viernes de 17.00 a 23.00 h y los sábados por la tarde. Cualquiera puede venir a jugar; los socios pueden llevarse juegos en préstamo.`,
        `Organizamos las Jornadas Lúdicas de Alcantir en primavera, partidas de rol para adolescentes y torneos mensuales. Cuota: 5 euros al mes (3 euros para menores de 18 años).`],
      va: [`Última Partida obri el seu local del carrer de la Lluna, 5, els divendres de 17.00 a 23.00 h i els dissabtes de vesprada. Qualsevol pot vindre a jugar; els socis poden emportar-se jocs en préstec.`,
        `Organitzem les Jornades Lúdiques d'Alcantir a la primavera, partides de rol per a adolescents i torneigs mensuals. Quota: 5 euros al mes (3 euros per a menors de 18 anys).`],
    },
    images: [5, ['board', 'people'], [4, 10, 6], []],
    social: ['instagram', 'telegram'],
  },
  60: {
    lead: [`<p>Bares, restaurantes y alojamientos de Alcantir unidos para promocionar la gastronomía local. Organizadores de la Ruta de la Tapa.</p>`,
      `<p>Bars, restaurants i allotjaments d'Alcantir units per a promocionar la gastronomia local. Organitzadors de la Ruta de la Tapa.</p>`],
    body: {
      es: [`La asociación agrupa a treinta y dos establecimientos. En abril organizamos la <strong>Ruta de la Tapa</strong>, en la que cada local presenta una tapa con producto de la comarca, y en octubre las Jornadas del Arroz junto a la Cofradía del Arroz al Horno.`,
        `Ofrecemos a los socios formación en manipulación de alimentos, alérgenos e idiomas, y negociamos condiciones con proveedores. Cuota: 20 euros al mes.`],
      va: [`L'associació agrupa trenta-dos establiments. A l'abril organitzem la <strong>Ruta de la Tapa</strong>, en què cada local presenta una tapa amb producte de la comarca, i a l'octubre les Jornades de l'Arròs juntament amb la Confraria de l'Arròs al Forn.`,
        `Oferim als socis formació en manipulació d'aliments, al·lèrgens i idiomes, i negociem condicions amb proveïdors. Quota: 20 euros al mes.`],
    },
    images: [4, ['table', 'market'], [5, 3, 7], []],
    web: [[['Ruta de la Tapa', 'Ruta de la Tapa'], 'https://rutadelatapa.hostalersalcantir.example']],
    social: ['instagram', 'facebook'],
  },
  61: {
    lead: [`<p>Club ciclista de carretera y BTT con salidas todos los fines de semana y la Marcha Cicloturista Volta i Pedal.</p>`,
      `<p>Club ciclista de carretera i BTT amb eixides tots els caps de setmana i la Marxa Cicloturista Volta i Pedal.</p>`],
    body: {
      es: [`Salimos los sábados (BTT) y los domingos (carretera) a las 8.00 h desde la Avenida Estació, con grupos de distinto ritmo para que nadie se quede atrás. La escuela de ciclismo para niños y niñas entrena los sábados por la mañana.`,
        `En mayo organizamos la <strong>Marcha Cicloturista Volta i Pedal</strong>, con recorridos de 60 y 110 km por el Benicadell y la Vall d'Albaida. La cuota es de 45 euros al año más licencia.`],
      va: [`Eixim els dissabtes (BTT) i els diumenges (carretera) a les 8.00 h des de l'Avinguda de l'Estació, amb grups de diferent ritme perquè ningú es quede arrere. L'escola de ciclisme per a xiquets i xiquetes entrena els dissabtes de matí.`,
        `Al maig organitzem la <strong>Marxa Cicloturista Volta i Pedal</strong>, amb recorreguts de 60 i 110 km pel Benicadell i la Vall d'Albaida. La quota és de 45 euros a l'any més llicència.`],
    },
    images: [6, ['road', 'mountains'], [10, 5, 1], []],
    web: [[['Inscripciones Marcha Volta i Pedal', 'Inscripcions Marxa Volta i Pedal'], 'https://www.voltaipedal.example/marxa']],
    social: ['instagram', 'facebook', 'youtube'],
  },
  63: {
    lead: [`<p>La asociación de vecinos del barrio de San Roque trabaja por un barrio limpio, accesible y con vida, y organiza las fiestas de la calle Sant Roc.</p>`,
      `<p>L'associació de veïns del barri de Sant Roc treballa per un barri net, accessible i amb vida, i organitza les festes del carrer de Sant Roc.</p>`],
    body: {
      es: [`Fundada en 1980, la asociación canaliza las propuestas de los vecinos al Ayuntamiento (aceras, alumbrado, aparcamiento) y organiza actividades de convivencia: la chocolatada de Reyes, la fiesta de la calle en agosto y una caminata popular en primavera.`,
        `La cuota es de 12 euros al año por vivienda.`],
      va: [`Fundada en 1980, l'associació canalitza les propostes dels veïns a l'Ajuntament (voreres, enllumenat, aparcament) i organitza activitats de convivència: la xocolatada de Reis, la festa del carrer a l'agost i una caminada popular a la primavera.`,
        `La quota és de 12 euros a l'any per habitatge.`],
    },
    images: [3, ['people', 'fiesta'], [0, 9, 3], []],
    groups: [[['Fiestas de la calle 2025', 'Festes del carrer 2025'], 3, 'fiesta', 0]],
    social: ['facebook', 'whatsapp'],
  },
  64: {
    lead: [`<p>Iris trabaja por la visibilidad y los derechos de las personas LGTBI+ en Alcantir y la comarca, con especial atención a la juventud.</p>`,
      `<p>Iris treballa per la visibilitat i els drets de les persones LGTBI+ a Alcantir i la comarca, amb especial atenció a la joventut.</p>`],
    body: {
      es: [`Nacimos en 2019. Organizamos un punto de encuentro mensual para jóvenes, charlas en los institutos sobre diversidad y acoso, un ciclo de cine en junio y la lectura del manifiesto del Orgullo en la Plaza Mayor.`,
        `Todas las actividades son gratuitas y confidenciales si así se desea.`],
      va: [`Vam nàixer en 2019. Organitzem un punt de trobada mensual per a joves, xarrades als instituts sobre diversitat i assetjament, un cicle de cinema al juny i la lectura del manifest de l'Orgull a la Plaça Major.`,
        `Totes les activitats són gratuïtes i confidencials si així es vol.`],
    },
    images: [1, ['people'], [11], []],
    social: ['instagram', 'tiktok', 'telegram'],
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Assembly
// ---------------------------------------------------------------------------------------------------------------

for (const f of readdirSync(ASSETS)) if (/^a\d{3}-/.test(f)) unlinkSync(join(ASSETS, f));

const slug = (s) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/·/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const tr = ([es, va]) => ({ es, va });
const html = (paragraphs) => paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n');

const R = rng(20261121);
const usedPhones = new Set();
function phone(prefix) {
  for (;;) {
    const digits = `${prefix}${String(Math.floor(R() * 10 ** (9 - prefix.length))).padStart(9 - prefix.length, '0')}`;
    if (usedPhones.has(digits)) continue;
    usedPhones.add(digits);
    return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  }
}
function revisions(count) {
  const start = Date.UTC(2024, 0, 8);
  const end = Date.UTC(2026, 10, 20);
  const days = Array.from({ length: count }, () => Math.floor(R() * ((end - start) / 86400000))).sort((a, b) => a - b);
  return days.map((d) => {
    const t = new Date(start + d * 86400000);
    return { date: isoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate(), 9 + Math.floor(R() * 10), Math.floor(R() * 12) * 5) };
  });
}

const SOCIAL = {
  facebook: (d) => `https://www.facebook.com/${d}`,
  instagram: (d) => `https://www.instagram.com/${d}/`,
  x: (d) => `https://x.com/${d}`,
  youtube: (d) => `https://www.youtube.com/@${d}`,
  tiktok: (d) => `https://www.tiktok.com/@${d}`,
  telegram: (d) => `https://t.me/${d}`,
  linkedin: (d) => `https://www.linkedin.com/company/${d}`,
};

const associations = [];
const multimedia = [];
const sizes = [];

function scene(file, kind, palIndex, seed, alt, portrait) {
  const pal = PALETTES[palIndex % PALETTES.length];
  const bytes = writeAsset(file, sceneSvg(kind, pal, seed, alt.es, portrait));
  sizes.push([file, bytes]);
  return { file, width: portrait ? 800 : 1200, height: portrait ? 1200 : 800, mime: 'image/svg+xml', size: bytes, alt };
}

for (const a of ASSOCIATIONS) {
  const id = pad3(a.n);
  const [tipovia, nombrevia, nucleo = 'Alcantir'] = a.st.split('|');
  const point = streetPoint.get(`${tipovia}|${nombrevia}|${nucleo}`);
  if (!point) throw new Error(`Unknown street ${a.st} for ${id}`);
  const title = a.va ? { es: a.es, va: a.va } : { es: a.es };
  const titleVa = a.va ?? a.es;
  const mobile = phone(`6${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9][Math.floor(R() * 10)]}`);
  const telephones = [{ value: phone('9629') }];
  if (a.mob) telephones.push({ value: mobile });
  const [nombre, apellidos, cargoEs, cargoVa, box] = a.c;
  const contacto = { nombre, apellidos, cargo: { es: cargoEs, va: cargoVa }, email: `${box}@${a.dom}.example`, telefono: mobile };
  const doc = {
    _id: assocId(a.n),
    title,
    subtitle: tr(a.sub),
  };
  if (a.logo) {
    const [initials, shape, palIndex, dark] = a.logo;
    const file = `a${id}-logo.svg`;
    writeAsset(file, logoSvg(initials, shape, PALETTES[palIndex], `Logotipo: ${a.es}`, dark));
    doc.logo = { file, width: 256, height: 256, mime: 'image/svg+xml', alt: { es: `Logotipo: ${a.es}`, va: `Logotip: ${titleVa}` } };
  }
  if (a.header) {
    const [kind, palIndex] = a.header;
    const file = `a${id}-header.svg`;
    const alt = { es: `Ilustración de cabecera: ${SCENE_TEXT[kind][0]}`, va: `Il·lustració de capçalera: ${SCENE_TEXT[kind][1]}` };
    writeAsset(file, headerSvg(kind, PALETTES[palIndex], a.n * 7919, alt.es));
    doc.headerImage = { file, width: 1600, height: 600, mime: 'image/svg+xml', alt };
  }
  const jitter = () => (R() - 0.5) * 0.0008;
  Object.assign(doc, {
    nodeTypes: a.cats,
    address: {
      street: `${tipovia} ${nombrevia}, ${a.num}${nucleo === 'Alcantir' ? '' : ` (${nucleo})`}`,
      city: 'Alcantir', zipCode: '46890', province: 'Valencia',
    },
    telephones,
    emails: [{ uri: `info@${a.dom}.example` }],
    coordinates: { lat: Number((point.lat + jitter()).toFixed(6)), lng: Number((point.lng + jitter()).toFixed(6)) },
    revisions: revisions(1 + Math.floor(R() * 3)),
    estado: a.estado ?? 'Activa',
    contacto,
  });
  associations.push(doc);

  const m = MEDIA[a.n];
  if (!m) continue;
  const mdoc = { _id: mediaId(a.n), section: doc._id, lead: tr(m.lead), body: { es: html(m.body.es), va: html(m.body.va) } };
  if (a.n % 2 === 1) mdoc.subtitle = doc.subtitle;
  if (doc.headerImage) mdoc.headerImage = doc.headerImage;
  if (doc.logo) mdoc.logo = doc.logo;
  if (m.images) {
    const [count, kinds, pals, portraits] = m.images;
    mdoc.images = [];
    for (let i = 0; i < count; i++) {
      const kind = kinds[i % kinds.length];
      const pal = PALETTES[pals[i % pals.length]];
      const alt = {
        es: `Ilustración en ${pal.es}: ${SCENE_TEXT[kind][0]}. ${a.es}`,
        va: `Il·lustració en ${pal.va}: ${SCENE_TEXT[kind][1]}. ${titleVa}`,
      };
      mdoc.images.push(scene(`a${id}-galeria-${String(i + 1).padStart(2, '0')}.svg`, kind, pals[i % pals.length], a.n * 1000 + i, alt, portraits.includes(i)));
    }
  }
  mdoc.socialShare = (m.social ?? []).map((networkName) => ({
    networkName,
    uri: networkName === 'whatsapp' ? `https://wa.me/34${mobile.replace(/ /g, '')}` : SOCIAL[networkName](a.dom),
  }));
  if (m.web) mdoc.webLinks = m.web.map(([t, uri]) => ({ title: tr(t), uri }));
  if (m.files) {
    mdoc.filesGroup = m.files.map(([name, body, files]) => ({
      name: tr(name),
      body: { es: `<p>${body[0]}</p>`, va: `<p>${body[1]}</p>` },
      files: files.map(([file, display, lines]) => {
        if (!file.startsWith(`a${id}-`)) throw new Error(`${file} is not named after ${id}`);
        const size = writeAsset(file, makePdf(lines));
        return { file, name: display, mime: 'application/pdf', size };
      }),
    }));
  }
  if (m.videos) mdoc.videos = m.videos.map(([t, uri]) => ({ title: tr(t), uri }));
  if (m.audios) {
    mdoc.audios = m.audios.map(([t, file], i) => {
      writeAsset(file, makeWav(Number(id) * 31 + i));
      return { title: tr(t), file };
    });
  }
  if (m.groups) {
    mdoc.imagesGroup = m.groups.map(([name, count, kind, palIndex], g) => ({
      name: tr(name),
      files: Array.from({ length: count }, (_, i) => {
        const pal = PALETTES[(palIndex + i) % PALETTES.length];
        const alt = {
          es: `${name[0]}, imagen ${i + 1} de ${count}: ilustración en ${pal.es} de ${SCENE_TEXT[kind][0]}`,
          va: `${name[1]}, imatge ${i + 1} de ${count}: il·lustració en ${pal.va} de ${SCENE_TEXT[kind][1]}`,
        };
        return scene(`a${id}-${slug(name[0])}-${String(i + 1).padStart(2, '0')}.svg`, kind, palIndex + i, a.n * 5000 + g * 100 + i, alt, i === 1 && count > 4);
      }),
    }));
  }
  if (m.contacto) mdoc.contacto = contacto;
  multimedia.push(mdoc);
}

writeFileSync(join(DEMO, 'asociaciones.json'), `${JSON.stringify(associations, null, 2)}\n`);
writeFileSync(join(DEMO, 'asociaciones_multimedia.json'), `${JSON.stringify(multimedia, null, 2)}\n`);
writeFileSync(join(DEMO, 'callejero.json'), `${JSON.stringify(streetDocs, null, 2)}\n`);

const big = sizes.filter(([, b]) => b >= 4096);
console.log(`associations: ${associations.length}, multimedia: ${multimedia.length}, streets: ${streetDocs.length}, scene images: ${sizes.length}, largest: ${Math.max(...sizes.map(([, b]) => b))} B`);
if (big.length) console.log('over 4 KB:', big);
