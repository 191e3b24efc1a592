/**
 * Demo content of the Alcantir realm (news and events, resources guide, portal settings, region, meta) and the
 * asset files they reference (abstract SVG illustrations, tiny PDFs). Deterministic: the same tables always
 * produce the same files.
 *
 *   node scripts/demo/alcantir-content.mjs
 *
 * Writes realms/alcantir/demo/{asociaciones_eventos,articulos,settings,region,meta}.json and assets named
 * n… (news and events), g… (guide), alcantir-…, portada-…, footer-… (settings). Association files (a…) are not ours.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEMO = join(ROOT, 'realms', 'alcantir', 'demo');
const ASSETS = join(DEMO, 'assets');
mkdirSync(ASSETS, { recursive: true });

const ANCHOR = '2026-11-21';
const CENTRE = { lat: 38.9866, lng: -0.5213 };
const PRIMARY = '#870C3B';

// ---------------------------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------------------------

const pad = (n, width) => String(n).padStart(width, '0');
/** "6650a3" + zero-padded number, 24 characters. */
const oid = (prefix, n) => prefix + pad(n, 24 - prefix.length);
const assocId = (n) => oid('6650a1', n);

/** Europe/Madrid offset for a local wall-clock time "YYYY-MM-DD HH:MM". */
function offset(local) {
  if (local >= '2026-03-29 02:00' && local < '2026-10-25 03:00') return '+02:00';
  if (local >= '2027-03-28 02:00' && local < '2027-10-31 03:00') return '+02:00';
  return '+01:00';
}
/** "2026-11-22 19:00" → "2026-11-22T19:00:00+01:00". */
const iso = (local) => `${local.replace(' ', 'T')}:00${offset(local)}`;

/** Paragraphs to HTML: plain strings become <p>, strings starting with "<" are kept as they are. */
const BLOCK = /^<(p|ul|ol|h[2-6]|table|blockquote|div)[\s>]/;
const html = (parts) => (Array.isArray(parts) ? parts : [parts]).map((p) => (BLOCK.test(p) ? p : `<p>${p}</p>`)).join('');
const T = (es, va) => ({ es, va });

const written = new Set();
function writeAsset(file, content) {
  writeFileSync(join(ASSETS, file), content);
  written.add(file);
  return file;
}

/** Tiny deterministic pseudo-random generator (mulberry32). */
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
const r1 = (x) => Math.round(x * 10) / 10;
const xmlEsc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ---------------------------------------------------------------------------------------------------------------
// Abstract illustrations (SVG)
// ---------------------------------------------------------------------------------------------------------------

/** Three colours per category: deep, bright, pale. All sit well with the portal's #870C3B. */
const TONES = {
  Cultura: ['#870C3B', '#C2456E', '#F6E6EC'],
  Deportes: ['#0F5C6E', '#2A9BB0', '#E2F2F5'],
  Fiestas: ['#A8361A', '#F2A33A', '#FFF3E0'],
  'Medio ambiente': ['#2F6B3A', '#7DB065', '#EAF3E4'],
  Participación: ['#5B2A86', '#A07CC9', '#F1EAF8'],
  Formación: ['#1E3A8A', '#5B7FD1', '#E7EDF9'],
  Subvenciones: ['#7A5C00', '#D1A92E', '#FBF3DA'],
  Mayores: ['#7E3F24', '#D08E5F', '#F8EEE5'],
  Juventud: ['#0E6F5C', '#E4572E', '#E6F5F1'],
  Comercio: ['#870C3B', '#E07A5F', '#FCEDE8'],
};

/** A motif per category, drawn in a w×h box; colours a (deep) and b (bright). */
function motif(cat, w, h, a, b, rand) {
  const cx = w * (0.62 + rand() * 0.12);
  const cy = h * (0.45 + rand() * 0.1);
  const s = Math.min(w, h) / 630;
  switch (cat) {
    case 'Cultura': {
      let out = '';
      for (let i = 0; i < 5; i++) out += `<path d="M0 ${r1(cy - 80 * s + i * 40 * s)} C${r1(w * 0.3)} ${r1(cy - 140 * s + i * 40 * s)} ${r1(w * 0.6)} ${r1(cy + i * 40 * s - 20 * s)} ${w} ${r1(cy - 100 * s + i * 40 * s)}" stroke="${a}" stroke-opacity=".35" stroke-width="${r1(3 * s)}" fill="none"/>`;
      for (let i = 0; i < 4; i++) {
        const x = r1(w * (0.45 + i * 0.12)); const y = r1(cy - 40 * s + (i % 2 ? 40 : -20) * s + i * 10 * s);
        out += `<ellipse cx="${x}" cy="${y}" rx="${r1(22 * s)}" ry="${r1(16 * s)}" transform="rotate(-20 ${x} ${y})" fill="${i % 2 ? b : a}"/><rect x="${r1(x + 18 * s)}" y="${r1(y - 110 * s)}" width="${r1(5 * s)}" height="${r1(110 * s)}" fill="${i % 2 ? b : a}"/>`;
      }
      return out;
    }
    case 'Deportes': {
      let out = '';
      for (let i = 0; i < 5; i++) out += `<rect x="${r1(w * 0.3 + i * 26 * s)}" y="${r1(h * 0.2 + i * 26 * s)}" width="${r1(w * 0.8 - i * 52 * s)}" height="${r1(h * 0.9 - i * 52 * s)}" rx="${r1(h * 0.45 - i * 26 * s)}" fill="none" stroke="${i % 2 ? b : a}" stroke-opacity=".7" stroke-width="${r1(8 * s)}"/>`;
      return out;
    }
    case 'Fiestas': {
      let out = '';
      for (let i = 0; i < 16; i++) {
        const ang = (i / 16) * Math.PI * 2; const r0 = 40 * s; const rr = (120 + (i % 3) * 40) * s;
        out += `<line x1="${r1(cx + Math.cos(ang) * r0)}" y1="${r1(cy + Math.sin(ang) * r0)}" x2="${r1(cx + Math.cos(ang) * rr)}" y2="${r1(cy + Math.sin(ang) * rr)}" stroke="${i % 2 ? a : b}" stroke-width="${r1(6 * s)}" stroke-linecap="round"/>`;
      }
      for (let i = 0; i < 10; i++) out += `<rect x="${r1(rand() * w * 0.5)}" y="${r1(rand() * h)}" width="${r1(14 * s)}" height="${r1(26 * s)}" transform="rotate(${Math.round(rand() * 90)})" fill="${i % 2 ? a : b}" opacity=".6"/>`;
      return out;
    }
    case 'Medio ambiente': {
      let out = `<path d="M0 ${r1(h * 0.78)} C${r1(w * 0.25)} ${r1(h * 0.68)} ${r1(w * 0.5)} ${r1(h * 0.9)} ${w} ${r1(h * 0.74)} V${h} H0Z" fill="${b}" opacity=".45"/>`;
      for (let i = 0; i < 3; i++) {
        const x = cx + (i - 1) * 150 * s; const y = cy + (i % 2 ? 30 : -30) * s; const l = (150 - i * 20) * s;
        out += `<path d="M${r1(x)} ${r1(y + l / 2)} Q${r1(x - l / 2)} ${r1(y)} ${r1(x)} ${r1(y - l / 2)} Q${r1(x + l / 2)} ${r1(y)} ${r1(x)} ${r1(y + l / 2)}Z" fill="${i === 1 ? a : b}" transform="rotate(${-30 + i * 25} ${r1(x)} ${r1(y)})"/>`;
      }
      return out;
    }
    case 'Participación': {
      let out = '';
      for (let i = 0; i < 3; i++) {
        const ang = (i / 3) * Math.PI * 2 - Math.PI / 2;
        out += `<circle cx="${r1(cx + Math.cos(ang) * 70 * s)}" cy="${r1(cy + Math.sin(ang) * 70 * s)}" r="${r1(110 * s)}" fill="${i === 1 ? b : a}" fill-opacity=".55"/>`;
      }
      return out;
    }
    case 'Formación': {
      let out = '';
      for (let i = 0; i < 5; i++) out += `<rect x="${r1(cx - 160 * s + i * 12 * s)}" y="${r1(cy + 90 * s - i * 42 * s)}" width="${r1(300 * s - i * 20 * s)}" height="${r1(34 * s)}" rx="${r1(4 * s)}" fill="${i % 2 ? b : a}"/>`;
      return out;
    }
    case 'Subvenciones': {
      let out = '';
      for (let j = 0; j < 3; j++) for (let i = 0; i < 4 + j; i++) out += `<ellipse cx="${r1(cx - 140 * s + j * 140 * s)}" cy="${r1(cy + 120 * s - i * 28 * s)}" rx="${r1(60 * s)}" ry="${r1(18 * s)}" fill="${i % 2 ? b : a}" stroke="#fff" stroke-width="${r1(2 * s)}"/>`;
      return out;
    }
    case 'Mayores': {
      let out = '';
      for (let i = 0; i < 5; i++) out += `<circle cx="${r1(cx)}" cy="${r1(h * 0.95)}" r="${r1((80 + i * 55) * s)}" fill="none" stroke="${i % 2 ? b : a}" stroke-opacity=".75" stroke-width="${r1(14 * s)}"/>`;
      return out;
    }
    case 'Juventud': {
      let pts = '';
      for (let i = 0; i <= 10; i++) pts += `${r1(w * 0.35 + i * w * 0.06)},${r1(cy + (i % 2 ? -60 : 60) * s)} `;
      let out = `<polyline points="${pts.trim()}" fill="none" stroke="${a}" stroke-width="${r1(12 * s)}" stroke-linejoin="round"/>`;
      for (let i = 0; i < 6; i++) out += `<circle cx="${r1(w * (0.4 + rand() * 0.55))}" cy="${r1(h * (0.15 + rand() * 0.7))}" r="${r1((10 + rand() * 18) * s)}" fill="${b}"/>`;
      return out;
    }
    case 'Comercio': {
      let out = `<rect x="0" y="0" width="${w}" height="${r1(h * 0.12)}" fill="${a}"/>`;
      const n = 12; const sw = w / n;
      for (let i = 0; i < n; i++) out += `<path d="M${r1(i * sw)} ${r1(h * 0.12)} h${r1(sw)} v${r1(40 * s)} a${r1(sw / 2)} ${r1(sw / 2)} 0 0 1 ${r1(-sw)} 0Z" fill="${i % 2 ? b : a}"/>`;
      for (let i = 0; i < 3; i++) out += `<rect x="${r1(cx - 200 * s + i * 150 * s)}" y="${r1(cy)}" width="${r1(110 * s)}" height="${r1(150 * s)}" rx="${r1(10 * s)}" fill="${i % 2 ? a : b}" fill-opacity=".8"/>`;
      return out;
    }
    default:
      return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(120 * s)}" fill="${a}"/>`;
  }
}

/** An abstract illustration: soft gradient, translucent discs, a wave and the category motif. */
function artSvg({ w, h, cat, seed, label }) {
  const [a, b, p] = TONES[cat] ?? TONES.Cultura;
  const rand = rng(seed);
  const id = `g${seed}`;
  let discs = '';
  for (let i = 0; i < 4; i++) {
    discs += `<circle cx="${r1(rand() * w * 0.6)}" cy="${r1(rand() * h)}" r="${r1((0.12 + rand() * 0.22) * h)}" fill="${i % 2 ? b : a}" fill-opacity="${(0.08 + rand() * 0.12).toFixed(2)}"/>`;
  }
  const wave = `<path d="M0 ${r1(h * 0.82)} C${r1(w * 0.3)} ${r1(h * (0.7 + rand() * 0.1))} ${r1(w * 0.55)} ${r1(h * 0.95)} ${w} ${r1(h * 0.8)} V${h} H0Z" fill="${a}" fill-opacity=".12"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${xmlEsc(label)}">`
    + `<title>${xmlEsc(label)}</title>`
    + `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>`
    + `<rect width="${w}" height="${h}" fill="url(#${id})"/>${discs}${wave}${motif(cat, w, h, a, b, rand)}</svg>\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// Tiny valid PDFs (one A4 page, Helvetica, WinAnsi text)
// ---------------------------------------------------------------------------------------------------------------

function pdfText(s) {
  return s.replace(/[—–]/g, '-').replace(/€/g, 'EUR').replace(/[‘’]/g, "'").replace(/[“”]/g, '"')
    .replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}
function makePdf(title, lines) {
  let stream = `0.529 0.047 0.231 rg 56 780 483 3 re f\nBT /F2 17 Tf 56 750 Td (${pdfText(title)}) Tj ET\n`;
  let y = 722;
  for (const line of lines) {
    stream += `0 g BT /F1 11 Tf 56 ${y} Td (${pdfText(line)}) Tj ET\n`;
    y -= 18;
  }
  stream += `0.4 g BT /F1 8 Tf 56 60 Td (${pdfText("Ajuntament d'Alcantir - Ayuntamiento de Alcantir. Pla\u00e7a de l'Ajuntament, 1. 46890 Alcantir (Val\u00e8ncia)")}) Tj ET\n`;
  const streamBytes = Buffer.from(stream, 'latin1');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${pdfText(title)}) /Producer (Alcantir demo) >>`,
  ];
  const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let pos = chunks[0].length;
  const offsets = [];
  objs.forEach((body, i) => {
    offsets.push(pos);
    const buf = body === null
      ? Buffer.concat([Buffer.from(`${i + 1} 0 obj\n<< /Length ${streamBytes.length} >>\nstream\n`, 'latin1'), streamBytes, Buffer.from('endstream\nendobj\n', 'latin1')])
      : Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(buf);
    pos += buf.length;
  });
  let xref = `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) xref += `${pad(o, 10)} 00000 n \n`;
  xref += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${pos}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------------------------------------------------------
// Places (all within 0.01° of the town centre)
// ---------------------------------------------------------------------------------------------------------------

const PLACES = {
  ajuntament: { lat: 38.9866, lng: -0.5213, es: "Plaça de l'Ajuntament", va: "Plaça de l'Ajuntament" },
  major: { lat: 38.9871, lng: -0.5204, es: 'Plaça Major', va: 'Plaça Major' },
  parc: { lat: 38.9849, lng: -0.5231, es: 'Parque Municipal de la Glorieta', va: 'Parc Municipal de la Glorieta' },
  musica: { lat: 38.9878, lng: -0.5189, es: 'Casa de la Música', va: 'Casa de la Música' },
  auditori: { lat: 38.9876, lng: -0.5226, es: 'Auditorio Municipal', va: 'Auditori Municipal' },
  polies: { lat: 38.9822, lng: -0.5262, es: 'Polideportivo Municipal', va: 'Poliesportiu Municipal' },
  riu: { lat: 38.9912, lng: -0.5248, es: 'Parque Fluvial del Clariano', va: 'Parc Fluvial del Clariano' },
  llar: { lat: 38.9858, lng: -0.5195, es: 'Hogar del Jubilado San José', va: 'Llar del Jubilat Sant Josep' },
  escola: { lat: 38.9839, lng: -0.5176, es: 'CEIP Lluís Vives', va: 'CEIP Lluís Vives' },
  cultura: { lat: 38.9874, lng: -0.5227, es: 'Casa de la Cultura', va: 'Casa de la Cultura' },
  mercat: { lat: 38.9861, lng: -0.5241, es: 'Mercado Municipal', va: 'Mercat Municipal' },
  associacions: { lat: 38.988, lng: -0.5218, es: 'Casa de les Associacions', va: 'Casa de les Associacions' },
  biblioteca: { lat: 38.9869, lng: -0.5236, es: 'Biblioteca Municipal', va: 'Biblioteca Municipal' },
  esglesia: { lat: 38.9868, lng: -0.5199, es: 'Iglesia de la Asunción', va: "Església de l'Assumpció" },
  jove: { lat: 38.9853, lng: -0.5249, es: 'Espacio Joven', va: 'Espai Jove' },
  casal: { lat: 38.9873, lng: -0.521, es: 'Casal de la Falla Plaza Mayor', va: 'Casal de la Falla Plaça Major' },
  betlem: { lat: 38.9862, lng: -0.5186, es: 'Local de los Belenistas de Alcantir', va: "Local dels Betlemistes d'Alcantir" },
  santantoni: { lat: 38.9889, lng: -0.5232, es: 'Calle Sant Antoni', va: 'Carrer de Sant Antoni' },
  serra: { lat: 38.9792, lng: -0.5301, es: 'Camino de la Font Freda', va: 'Camí de la Font Freda' },
};

// ---------------------------------------------------------------------------------------------------------------
// Social links used by some items
// ---------------------------------------------------------------------------------------------------------------

const TOWN_SOCIAL = [
  { networkName: 'facebook', uri: 'https://www.facebook.com/AjuntamentAlcantir' },
  { networkName: 'instagram', uri: 'https://www.instagram.com/ajuntamentalcantir' },
  { networkName: 'x', uri: 'https://x.com/AjAlcantir' },
  { networkName: 'youtube', uri: 'https://www.youtube.com/@AjuntamentAlcantir' },
];
const ASSOC_SOCIAL = {
  1: [{ networkName: 'facebook', uri: 'https://www.facebook.com/UnioMusicalAlcantir' }, { networkName: 'instagram', uri: 'https://www.instagram.com/uniomusicalalcantir' }, { networkName: 'youtube', uri: 'https://www.youtube.com/@UnioMusicalAlcantir' }],
  2: [{ networkName: 'instagram', uri: 'https://www.instagram.com/fallaplacamajor' }, { networkName: 'facebook', uri: 'https://www.facebook.com/FallaPlacaMajorAlcantir' }],
  3: [{ networkName: 'instagram', uri: 'https://www.instagram.com/alcantircorre' }, { networkName: 'facebook', uri: 'https://www.facebook.com/AlcantirCorre' }],
  4: [{ networkName: 'facebook', uri: 'https://www.facebook.com/JubilatsSantJosepAlcantir' }],
  5: [{ networkName: 'facebook', uri: 'https://www.facebook.com/AmpaLluisVivesAlcantir' }],
  6: [{ networkName: 'instagram', uri: 'https://www.instagram.com/riuclariano' }, { networkName: 'x', uri: 'https://x.com/RiuClariano' }],
  7: [{ networkName: 'instagram', uri: 'https://www.instagram.com/compraenalcantir' }, { networkName: 'facebook', uri: 'https://www.facebook.com/ComerciantsCentreAlcantir' }],
  8: [{ networkName: 'instagram', uri: 'https://www.instagram.com/teatrelacarrasca' }, { networkName: 'facebook', uri: 'https://www.facebook.com/TeatreLaCarrasca' }],
};

// ---------------------------------------------------------------------------------------------------------------
// NEWS. One row per item, in publishing order (ids grow with the date: the list sorts by -_id).
//   n: number, d: local publishing time, cat: category, sec: association number (owner), place: key of PLACES
//   hdr: header image, imgs: gallery size, files: PDFs, links: web links, social: share links,
//   draft: isPublished false, until: publishPeriod end (past)
// ---------------------------------------------------------------------------------------------------------------

const NEWS = [
  {
    n: 1, d: '2026-08-21 09:30', cat: 'Deportes', slug: 'inscripcion-escuelas-deportivas-municipales-2026-2027', place: 'polies', until: '2026-09-30 23:59',
    links: [{ es: 'Inscripción en la sede electrónica', va: 'Inscripció en la seu electrònica', u: 'https://sede.alcantir.example/tramites/escuelas-deportivas' }],
    es: {
      t: 'Abierto el plazo de inscripción en las Escuelas Deportivas Municipales 2026-2027',
      l: 'Del 24 de agosto al 25 de septiembre pueden formalizarse las inscripciones en las doce modalidades que ofrece el Polideportivo Municipal para niños, niñas y jóvenes de 4 a 17 años.',
      b: [
        'La Concejalía de Deportes abre el plazo de inscripción en las Escuelas Deportivas Municipales para la temporada 2026-2027. La oferta incluye doce modalidades: atletismo, baloncesto, fútbol sala, balonmano, voleibol, gimnasia rítmica, natación, pádel, tenis, ajedrez, pilota valenciana y multideporte para los más pequeños.',
        'Las inscripciones pueden realizarse en la sede electrónica del Ayuntamiento o presencialmente en las oficinas del Polideportivo Municipal, de lunes a viernes de 9:00 a 13:30 y de 17:00 a 20:00 horas. La cuota trimestral es de 30 euros, con una bonificación del 50 % para familias numerosas y monoparentales y a partir del segundo hermano o hermana inscritos.',
        'Las escuelas comenzarán el lunes 28 de septiembre. Varias de ellas se organizan en colaboración con clubes locales, como el Club de Atletismo Alcantir Corre, que se encarga de la escuela de atletismo.',
      ],
    },
    va: {
      t: "Obert el termini d'inscripció en les Escoles Esportives Municipals 2026-2027",
      l: "Del 24 d'agost al 25 de setembre es poden formalitzar les inscripcions en les dotze modalitats que oferix el Poliesportiu Municipal per a xiquets, xiquetes i joves de 4 a 17 anys.",
      b: [
        "La Regidoria d'Esports obri el termini d'inscripció en les Escoles Esportives Municipals per a la temporada 2026-2027. L'oferta inclou dotze modalitats: atletisme, bàsquet, futbol sala, handbol, voleibol, gimnàstica rítmica, natació, pàdel, tenis, escacs, pilota valenciana i multiesport per als més menuts.",
        "Les inscripcions es poden fer en la seu electrònica de l'Ajuntament o presencialment en les oficines del Poliesportiu Municipal, de dilluns a divendres de 9.00 a 13.30 i de 17.00 a 20.00 hores. La quota trimestral és de 30 euros, amb una bonificació del 50 % per a famílies nombroses i monoparentals i a partir del segon germà o germana inscrits.",
        "Les escoles començaran el dilluns 28 de setembre. Algunes s'organitzen en col·laboració amb clubs locals, com el Club d'Atletisme Alcantir Corre, que s'encarrega de l'escola d'atletisme.",
      ],
    },
  },
  {
    n: 2, d: '2026-08-24 12:00', cat: 'Fiestas', slug: 'programa-fiestas-cristo-de-la-fe-2026', place: 'ajuntament', hdr: 1, social: 'town',
    files: [{ f: 'programa-fiestas-cristo-de-la-fe-2026', es: 'Programa de las fiestas del Santísimo Cristo de la Fe 2026', va: 'Programa de les festes del Santíssim Crist de la Fe 2026' }],
    es: {
      t: 'Programa de las fiestas del Santísimo Cristo de la Fe 2026',
      s: 'Del 5 al 13 de septiembre',
      l: 'El novenario, la procesión por el casco antiguo, la tradicional «baixada» y una treintena de actos organizados con las asociaciones locales llenarán el mes de septiembre.',
      b: [
        'El Ayuntamiento y la Cofradía del Santísimo Cristo de la Fe han presentado el programa de las fiestas de septiembre, que se celebrarán del sábado 5 al domingo 13. El pregón correrá a cargo de la atleta local Noelia Ferrer y abrirá nueve días de actos religiosos, culturales y populares.',
        'Además del novenario en la iglesia de la Asunción, la procesión del Cristo por el casco antiguo y la tradicional «baixada» con los vecinos de la calle Abadia, el programa incluye conciertos de la Unión Musical de Alcantir y de «La Xafigà» Colla de Dolçainers i Tabaleters, el concurso de paellas, actividades infantiles y una noche de teatro de calle. Las fiestas se cerrarán el domingo 13 con un castillo de fuegos artificiales en el Parque Fluvial.',
        'El programa impreso se repartirá en todos los domicilios esta semana y también puede descargarse en esta página. Los actos con mayor afluencia contarán con un dispositivo especial de Policía Local y Protección Civil, y con puntos violeta atendidos por la Asociación de Mujeres Clara Campoamor.',
      ],
    },
    va: {
      t: 'Programa de les festes del Santíssim Crist de la Fe 2026',
      s: 'Del 5 al 13 de setembre',
      l: "El novenari, la processó pel nucli antic, la tradicional baixada i una trentena d'actes organitzats amb les associacions locals ompliran el mes de setembre.",
      b: [
        "L'Ajuntament i la Confraria del Santíssim Crist de la Fe han presentat el programa de les festes de setembre, que se celebraran del dissabte 5 al diumenge 13. El pregó anirà a càrrec de l'atleta local Noelia Ferrer i obrirà nou dies d'actes religiosos, culturals i populars.",
        "A més del novenari en l'església de l'Assumpció, la processó del Crist pel nucli antic i la tradicional baixada amb els veïns del carrer de l'Abadia, el programa inclou concerts de la Unió Musical d'Alcantir i de «La Xafigà» Colla de Dolçainers i Tabaleters, el concurs de paelles, activitats infantils i una nit de teatre de carrer. Les festes es tancaran el diumenge 13 amb un castell de focs artificials en el Parc Fluvial.",
        "El programa imprés es repartirà en tots els domicilis esta setmana i també es pot descarregar en esta pàgina. Els actes amb més afluència comptaran amb un dispositiu especial de Policia Local i Protecció Civil, i amb punts violeta atesos per l'Associació de Dones Clara Campoamor.",
      ],
    },
  },
  {
    n: 3, d: '2026-08-26 10:00', cat: 'Cultura', sec: 1, slug: 'ultimas-plazas-escuela-musica-union-musical', place: 'musica', social: 'assoc',
    es: {
      t: 'Últimas plazas en la escuela de música de la Unión Musical',
      l: 'La escuela de la Unión Musical de Alcantir abre un plazo extraordinario de matrícula, hasta el 18 de septiembre, para cubrir las plazas vacantes de instrumento, banda juvenil y coro infantil.',
      b: [
        'La Unión Musical de Alcantir ha abierto un plazo extraordinario de matrícula para el curso 2026-2027 de su escuela de música, que cuenta con casi doscientos alumnos y alumnas. Tras el periodo ordinario de junio, quedan plazas disponibles en varias especialidades de viento y percusión, así como en la banda juvenil y en el coro infantil.',
        'La escuela ofrece iniciación musical desde los 4 años, lenguaje musical y clases de instrumento de viento, percusión, piano y guitarra. La cuota mensual oscila entre 25 y 48 euros según las asignaturas, y el alumnado cuya familia es socia protectora disfruta de un descuento.',
        'La matrícula puede formalizarse hasta el 18 de septiembre en la conserjería de la Casa de la Música, en la calle Mestre Serrano, de lunes a viernes de 17:00 a 21:00 horas. Las clases comenzarán el 1 de octubre.',
      ],
    },
    va: {
      t: "Últimes places en l'escola de música de la Unió Musical",
      l: "L'escola de la Unió Musical d'Alcantir obri un termini extraordinari de matrícula, fins al 18 de setembre, per a cobrir les places vacants d'instrument, banda juvenil i cor infantil.",
      b: [
        "La Unió Musical d'Alcantir ha obert un termini extraordinari de matrícula per al curs 2026-2027 de la seua escola de música, que compta amb quasi dos-cents alumnes. Després del període ordinari de juny, queden places disponibles en diverses especialitats de vent i percussió, així com en la banda juvenil i en el cor infantil.",
        "L'escola oferix iniciació musical des dels 4 anys, llenguatge musical i classes d'instrument de vent, percussió, piano i guitarra. La quota mensual oscil·la entre 25 i 48 euros segons les assignatures, i l'alumnat amb família sòcia protectora té un descompte.",
        "La matrícula es pot formalitzar fins al 18 de setembre en la consergeria de la Casa de la Música, al carrer del Mestre Serrano, de dilluns a divendres de 17.00 a 21.00 hores. Les classes començaran l'1 d'octubre.",
      ],
    },
  },
  {
    n: 4, d: '2026-08-28 11:00', cat: 'Participación', slug: 'nace-el-portal-de-asociaciones', place: 'ajuntament', hdr: 1, social: 'town',
    links: [{ es: 'Sede electrónica del Ayuntamiento', va: "Seu electrònica de l'Ajuntament", u: 'https://sede.alcantir.example' }],
    es: {
      t: 'Nace el Portal de Asociaciones de Alcantir',
      l: 'El nuevo portal reúne en un solo lugar el directorio de entidades, la agenda, las noticias y una guía práctica para crear y gestionar una asociación.',
      b: [
        'El Ayuntamiento de Alcantir pone en marcha el Portal de Asociaciones, un espacio web pensado para dar visibilidad al tejido asociativo del municipio y facilitar la relación entre las entidades, la ciudadanía y la administración. En el Registro Municipal de Asociaciones figuran inscritas más de sesenta entidades culturales, deportivas, festivas, sociales y vecinales.',
        'El portal incluye un directorio con la ficha de cada entidad, un mapa, la agenda de actividades y una sección de recursos con información sobre la constitución de asociaciones, los estatutos, los órganos de gobierno, el registro o las obligaciones de transparencia.',
        'Cada asociación inscrita en el Registro Municipal de Asociaciones puede solicitar el acceso al portal de gestión para mantener actualizados sus datos, publicar sus noticias y anunciar sus actividades. Para más información, puede contactarse con el área de Participación Ciudadana.',
      ],
    },
    va: {
      t: "Naix el Portal d'Associacions d'Alcantir",
      l: "El nou portal reunix en un sol lloc el directori d'entitats, l'agenda, les notícies i una guia pràctica per a crear i gestionar una associació.",
      b: [
        "L'Ajuntament d'Alcantir posa en marxa el Portal d'Associacions, un espai web pensat per a donar visibilitat al teixit associatiu del municipi i facilitar la relació entre les entitats, la ciutadania i l'administració. En el Registre Municipal d'Associacions hi ha inscrites més de seixanta entitats culturals, esportives, festives, socials i veïnals.",
        "El portal inclou un directori amb la fitxa de cada entitat, un mapa, l'agenda d'activitats i una secció de recursos amb informació sobre la constitució d'associacions, els estatuts, els òrgans de govern, el registre o les obligacions de transparència.",
        "Cada associació inscrita en el Registre Municipal d'Associacions pot sol·licitar l'accés al portal de gestió per a mantindre actualitzades les seues dades, publicar les seues notícies i anunciar les seues activitats. Per a més informació, es pot contactar amb l'àrea de Participació Ciutadana.",
      ],
    },
  },
  {
    n: 5, d: '2026-08-31 10:00', cat: 'Participación', slug: 'finalizan-obras-casa-de-les-associacions', place: 'associacions', hdr: 1, imgs: 2,
    es: {
      t: 'Finalizan las obras de mejora de la Casa de les Associacions',
      l: 'El edificio municipal que acoge las sedes de catorce entidades estrena accesibilidad, climatización y una sala polivalente con capacidad para 80 personas.',
      b: [
        'Han finalizado las obras de mejora de la Casa de les Associacions, en la calle Sant Roc, que han supuesto una inversión de 186.000 euros, financiada en un 60 % por el Plan de Inversiones de la Diputació de València. Los trabajos han incluido un ascensor, la renovación de los aseos, la sustitución de la carpintería exterior y un nuevo sistema de climatización más eficiente.',
        'La planta baja cuenta ahora con una sala polivalente de 80 plazas, equipada con proyector y sistema de sonido, que las asociaciones pueden reservar para asambleas, cursos o presentaciones. En la primera planta se han redistribuido los despachos que utilizan las catorce entidades con sede en el edificio.',
        'Las reservas de la sala se gestionan a través del área de Participación Ciudadana con un mínimo de siete días de antelación. El uso es gratuito para las asociaciones inscritas en el Registro Municipal de Asociaciones.',
      ],
    },
    va: {
      t: 'Acaben les obres de millora de la Casa de les Associacions',
      l: "L'edifici municipal que acull les seus de catorze entitats estrena accessibilitat, climatització i una sala polivalent amb capacitat per a 80 persones.",
      b: [
        "Han finalitzat les obres de millora de la Casa de les Associacions, al carrer de Sant Roc, que han suposat una inversió de 186.000 euros, finançada en un 60 % pel Pla d'Inversions de la Diputació de València. Els treballs han inclòs un ascensor, la renovació dels lavabos, la substitució de la fusteria exterior i un nou sistema de climatització més eficient.",
        "La planta baixa compta ara amb una sala polivalent de 80 places, equipada amb projector i sistema de so, que les associacions poden reservar per a assemblees, cursos o presentacions. En la primera planta s'han redistribuït els despatxos que utilitzen les catorze entitats amb seu en l'edifici.",
        "Les reserves de la sala es gestionen a través de l'àrea de Participació Ciutadana amb un mínim de set dies d'antelació. L'ús és gratuït per a les associacions inscrites en el Registre Municipal d'Associacions.",
      ],
    },
  },
  {
    n: 6, d: '2026-08-27 09:00', cat: 'Participación', slug: 'inscripcion-entidades-feria-de-asociaciones-2026', place: 'major', until: '2026-09-30 23:59',
    files: [{ f: 'formulario-inscripcion-feria', es: 'Formulario de inscripción en la Feria de Asociaciones', va: "Formulari d'inscripció en la Fira d'Associacions" }],
    es: {
      t: 'Feria de Asociaciones 2026: inscripción de entidades hasta el 9 de septiembre',
      l: 'Las asociaciones que quieran disponer de un estand en la Feria «Alcantir Associa», del 18 al 20 de septiembre, deben inscribirse antes del 9 de septiembre.',
      b: [
        'La Concejalía de Participación Ciudadana organiza una nueva edición de la Feria de Asociaciones «Alcantir Associa», que se celebrará en la Plaça Major del viernes 18 al domingo 20 de septiembre. La feria es un escaparate para que las entidades den a conocer sus actividades y capten nuevas personas socias y voluntarias.',
        'El Ayuntamiento cede gratuitamente a cada entidad un estand de 3 x 3 metros con mesa, dos sillas, punto de luz y rótulo. Las asociaciones también pueden proponer actuaciones, exhibiciones o talleres para el escenario central, que se programarán por orden de inscripción.',
        'La inscripción se realiza mediante el formulario adjunto, que debe presentarse en la sede electrónica antes del miércoles 9 de septiembre. Solo pueden participar las entidades inscritas en el Registro Municipal de Asociaciones.',
      ],
    },
    va: {
      t: "Fira d'Associacions 2026: inscripció d'entitats fins al 9 de setembre",
      l: "Les associacions que vulguen disposar d'un estand en la Fira «Alcantir Associa», del 18 al 20 de setembre, s'han d'inscriure abans del 9 de setembre.",
      b: [
        "La Regidoria de Participació Ciutadana organitza una nova edició de la Fira d'Associacions «Alcantir Associa», que se celebrarà en la Plaça Major del divendres 18 al diumenge 20 de setembre. La fira és un aparador perquè les entitats donen a conéixer les seues activitats i capten noves persones sòcies i voluntàries.",
        "L'Ajuntament cedix gratuïtament a cada entitat un estand de 3 x 3 metres amb taula, dues cadires, punt de llum i rètol. Les associacions també poden proposar actuacions, exhibicions o tallers per a l'escenari central, que es programaran per orde d'inscripció.",
        "La inscripció es fa mitjançant el formulari adjunt, que s'ha de presentar en la seu electrònica abans del dimecres 9 de setembre. Només hi poden participar les entitats inscrites en el Registre Municipal d'Associacions.",
      ],
    },
  },
  {
    n: 7, d: '2026-09-04 20:00', cat: 'Fiestas', sec: 2, slug: 'falla-plaza-mayor-falleras-mayores-2027', place: 'major', hdr: 1, social: 'assoc',
    es: {
      t: 'La Falla Plaza Mayor ya tiene falleras mayores para 2027',
      l: 'Lucía Martínez Boix y la niña Carla Soriano Peris fueron proclamadas en la cena de hermandad de la comisión y representarán a la falla en el ejercicio 2026-2027.',
      b: [
        'La Falla Plaza Mayor celebró el jueves en su casal de la calle La Sang su tradicional cena de hermandad de septiembre, en la que se dio a conocer a sus representantes para el ejercicio 2026-2027. Lucía Martínez Boix, de 22 años, estudiante de Enfermería y fallera desde su nacimiento, será la fallera mayor, y Carla Soriano Peris, de 9 años, la fallera mayor infantil.',
        'La presidenta de la comisión, Amparo Llopis Tormo, destacó la ilusión con la que la falla afronta un ejercicio en el que celebrará su 55.º aniversario, ya que se fundó en 1972. Con 243 personas censadas, la Falla Plaza Mayor es la comisión más numerosa de Alcantir.',
        'El calendario de la comisión continuará en octubre con la presentación del boceto del monumento y, en enero, con la presentación oficial de las falleras mayores en el Auditorio Municipal.',
      ],
    },
    va: {
      t: 'La Falla Plaça Major ja té falleres majors per a 2027',
      l: "Lucía Martínez Boix i la xiqueta Carla Soriano Peris van ser proclamades en el sopar de germanor de la comissió i representaran la falla en l'exercici 2026-2027.",
      b: [
        "La Falla Plaça Major va celebrar dijous en el seu casal del carrer de la Sang el tradicional sopar de germanor de setembre, en el qual es van donar a conéixer les seues representants per a l'exercici 2026-2027. Lucía Martínez Boix, de 22 anys, estudiant d'Infermeria i fallera des del seu naixement, serà la fallera major, i Carla Soriano Peris, de 9 anys, la fallera major infantil.",
        "La presidenta de la comissió, Amparo Llopis Tormo, va destacar la il·lusió amb què la falla afronta un exercici en què celebrarà el seu 55é aniversari, ja que es va fundar en 1972. Amb 243 persones censades, la Falla Plaça Major és la comissió més nombrosa d'Alcantir.",
        "El calendari de la comissió continuarà a l'octubre amb la presentació de l'esbós del monument i, al gener, amb la presentació oficial de les falleres majors en l'Auditori Municipal.",
      ],
    },
  },
  {
    n: 8, d: '2026-09-08 10:00', cat: 'Juventud', slug: 'balance-escuela-de-verano-2026', place: 'escola', hdr: 1,
    es: {
      t: 'La Escuela de Verano cierra con 320 participantes',
      l: 'El programa municipal de ocio educativo ha atendido durante julio y agosto a 320 niños y niñas de 3 a 12 años, un 12 % más que el año pasado.',
      b: [
        'La Escuela de Verano municipal ha cerrado su edición de 2026 con 320 participantes, repartidos en turnos quincenales entre el 29 de junio y el 28 de agosto. Las actividades se han desarrollado en el CEIP Lluís Vives y en el Polideportivo Municipal, con un equipo de 24 monitores y monitoras y dos coordinadoras.',
        'El programa ha combinado talleres de ciencia, inglés, música y teatro con deportes, piscina y excursiones. Por primera vez se ha ofrecido un servicio de comedor, que han utilizado 190 niños y niñas, y se han reservado 20 plazas para alumnado con necesidades educativas especiales, con apoyo de personal específico.',
        'La concejala de Juventud e Infancia, Marta Ribes Climent, agradeció la colaboración del AMPA del CEIP Lluís Vives y anunció que las familias recibirán este mes una encuesta de satisfacción para mejorar el programa del próximo año.',
      ],
    },
    va: {
      t: "L'Escola d'Estiu tanca amb 320 participants",
      l: "El programa municipal d'oci educatiu ha atés durant juliol i agost 320 xiquets i xiquetes de 3 a 12 anys, un 12 % més que l'any passat.",
      b: [
        "L'Escola d'Estiu municipal ha tancat l'edició de 2026 amb 320 participants, repartits en torns quinzenals entre el 29 de juny i el 28 d'agost. Les activitats s'han desenvolupat en el CEIP Lluís Vives i en el Poliesportiu Municipal, amb un equip de 24 monitors i monitores i dues coordinadores.",
        "El programa ha combinat tallers de ciència, anglés, música i teatre amb esports, piscina i excursions. Per primera vegada s'ha oferit un servici de menjador, que han utilitzat 190 xiquets i xiquetes, i s'han reservat 20 places per a alumnat amb necessitats educatives especials, amb suport de personal específic.",
        "La regidora de Joventut i Infància, Marta Ribes Climent, va agrair la col·laboració de l'AMPA del CEIP Lluís Vives i va anunciar que les famílies rebran este mes una enquesta de satisfacció per a millorar el programa de l'any que ve.",
      ],
    },
  },
  {
    n: 9, d: '2026-09-10 18:00', cat: 'Deportes', sec: 3, slug: 'inscripciones-volta-a-peu-alcantir-2026', place: 'major', hdr: 1, social: 'assoc',
    links: [{ es: 'Reglamento e inscripciones', va: 'Reglament i inscripcions', u: 'https://www.alcantircorre.example/volta-a-peu' }],
    es: {
      t: "Abiertas las inscripciones para la Volta a Peu d'Alcantir",
      s: 'Domingo 27 de septiembre · 10 km y 5 km',
      l: 'La carrera popular del Club de Atletismo Alcantir Corre se disputará el último domingo de septiembre con pruebas de 10 y 5 kilómetros y carreras infantiles gratuitas.',
      b: [
        "El Club de Atletismo Alcantir Corre ha abierto las inscripciones para la Volta a Peu d'Alcantir, que se celebrará el domingo 27 de septiembre con salida y llegada en la Plaça Major. La prueba principal, de 10 kilómetros, saldrá a las 9:00 horas y recorrerá el casco urbano y el Paseo Riu Clariano; a las 9:15 horas saldrá la prueba de 5 kilómetros, abierta también a quienes prefieran caminar.",
        'La inscripción cuesta 12 euros para los 10 kilómetros y 8 euros para los 5 kilómetros hasta el 20 de septiembre o hasta agotar las 800 plazas disponibles. A partir de las 10:30 horas se disputarán las carreras infantiles, gratuitas, por categorías de edad. Todas las personas participantes recibirán una camiseta técnica y una bolsa con productos del comercio local.',
        'Los dorsales podrán recogerse el sábado 26 de septiembre, de 17:00 a 20:00 horas, en el Polideportivo Municipal. El club necesita también personas voluntarias para los avituallamientos y el control del recorrido; quienes quieran colaborar pueden escribir al correo del club.',
      ],
    },
    va: {
      t: "Obertes les inscripcions per a la Volta a Peu d'Alcantir",
      s: 'Diumenge 27 de setembre · 10 km i 5 km',
      l: "La cursa popular del Club d'Atletisme Alcantir Corre es disputarà l'últim diumenge de setembre amb proves de 10 i 5 quilòmetres i curses infantils gratuïtes.",
      b: [
        "El Club d'Atletisme Alcantir Corre ha obert les inscripcions per a la Volta a Peu d'Alcantir, que se celebrarà el diumenge 27 de setembre amb eixida i arribada en la Plaça Major. La prova principal, de 10 quilòmetres, eixirà a les 9.00 hores i recorrerà el nucli urbà i el passeig del Riu Clariano; a les 9.15 hores eixirà la prova de 5 quilòmetres, oberta també a qui preferisca caminar.",
        "La inscripció costa 12 euros per als 10 quilòmetres i 8 euros per als 5 quilòmetres fins al 20 de setembre o fins que s'esgoten les 800 places disponibles. A partir de les 10.30 hores es disputaran les curses infantils, gratuïtes, per categories d'edat. Totes les persones participants rebran una samarreta tècnica i una bossa amb productes del comerç local.",
        "Els dorsals es podran arreplegar el dissabte 26 de setembre, de 17.00 a 20.00 hores, en el Poliesportiu Municipal. El club necessita també persones voluntàries per als avituallaments i el control del recorregut; les persones que vulguen col·laborar poden escriure al correu del club.",
      ],
    },
  },
  {
    n: 10, d: '2026-09-14 09:00', cat: 'Subvenciones', slug: 'convocatoria-subvenciones-asociaciones-2026', place: 'ajuntament', hdr: 1, social: 'town',
    files: [
      { f: 'bases-convocatoria-subvenciones-2026', es: 'Bases de la convocatoria', va: 'Bases de la convocatòria' },
      { f: 'solicitud-subvencion', es: 'Modelo de solicitud', va: 'Model de sol·licitud' },
      { f: 'memoria-proyecto', es: 'Modelo de memoria del proyecto', va: 'Model de memòria del projecte' },
    ],
    links: [
      { es: 'Trámite en la sede electrónica', va: 'Tràmit en la seu electrònica', u: 'https://sede.alcantir.example/tramites/subvenciones-asociaciones' },
      { es: 'Sistema Nacional de Publicidad de Subvenciones', va: 'Sistema Nacional de Publicitat de Subvencions', u: 'https://www.infosubvenciones.es' },
    ],
    es: {
      t: 'Abierta la convocatoria de subvenciones para asociaciones 2026',
      s: 'Plazo de solicitud: del 15 de septiembre al 13 de octubre',
      l: 'Las entidades inscritas en el Registro Municipal de Asociaciones pueden solicitar hasta el 13 de octubre las ayudas para proyectos y actividades, dotadas con 95.000 euros.',
      b: [
        'El Ayuntamiento de Alcantir ha publicado la convocatoria de subvenciones en régimen de concurrencia competitiva para asociaciones sin ánimo de lucro correspondiente a 2026, con una dotación total de 95.000 euros. El extracto se ha publicado en el Boletín Oficial de la Provincia a través de la Base de Datos Nacional de Subvenciones, y el plazo de presentación de solicitudes estará abierto del 15 de septiembre al 13 de octubre, ambos incluidos.',
        'La convocatoria se divide en cuatro líneas: actividades culturales y festivas (35.000 euros), deporte base (25.000 euros), acción social y mayores (20.000 euros) y medio ambiente y participación (15.000 euros). Cada entidad podrá recibir un máximo de 6.000 euros, sin superar el 80 % del presupuesto del proyecto.',
        'Las solicitudes deben presentarse exclusivamente por la sede electrónica, ya que las personas jurídicas están obligadas a relacionarse electrónicamente con la administración. Es necesario estar al corriente de las obligaciones tributarias y con la Seguridad Social, tener actualizados los datos en el Registro Municipal de Asociaciones y haber justificado las subvenciones de años anteriores.',
        'El área de Participación Ciudadana resolverá las dudas en una sesión informativa el martes 22 de septiembre a las 19:00 horas en la Casa de les Associacions.',
      ],
    },
    va: {
      t: 'Oberta la convocatòria de subvencions per a associacions 2026',
      s: 'Termini de sol·licitud: del 15 de setembre al 13 d’octubre',
      l: "Les entitats inscrites en el Registre Municipal d'Associacions poden sol·licitar fins al 13 d'octubre les ajudes per a projectes i activitats, dotades amb 95.000 euros.",
      b: [
        "L'Ajuntament d'Alcantir ha publicat la convocatòria de subvencions en règim de concurrència competitiva per a associacions sense ànim de lucre corresponent a 2026, amb una dotació total de 95.000 euros. L'extracte s'ha publicat en el Butlletí Oficial de la Província per mitjà de la Base de Dades Nacional de Subvencions, i el termini de presentació de sol·licituds estarà obert del 15 de setembre al 13 d'octubre, ambdós inclosos.",
        "La convocatòria es dividix en quatre línies: activitats culturals i festives (35.000 euros), esport base (25.000 euros), acció social i gent gran (20.000 euros) i medi ambient i participació (15.000 euros). Cada entitat podrà rebre un màxim de 6.000 euros, sense superar el 80 % del pressupost del projecte.",
        "Les sol·licituds s'han de presentar exclusivament per la seu electrònica, ja que les persones jurídiques estan obligades a relacionar-se electrònicament amb l'administració. Cal estar al corrent de les obligacions tributàries i amb la Seguretat Social, tindre actualitzades les dades en el Registre Municipal d'Associacions i haver justificat les subvencions d'anys anteriors.",
        "L'àrea de Participació Ciutadana resoldrà els dubtes en una sessió informativa el dimarts 22 de setembre a les 19.00 hores en la Casa de les Associacions.",
      ],
    },
  },
  {
    n: 11, d: '2026-09-16 09:00', cat: 'Participación', slug: 'campana-revision-datos-registro-municipal-asociaciones', place: 'associacions',
    links: [{ es: 'Actualización de datos en la sede electrónica', va: 'Actualització de dades en la seu electrònica', u: 'https://sede.alcantir.example/tramites/registro-asociaciones' }],
    es: {
      t: 'Campaña de revisión de datos del Registro Municipal de Asociaciones',
      l: 'Hasta el 31 de octubre, las entidades inscritas pueden comprobar y actualizar la información que aparece en el nuevo Portal de Asociaciones.',
      b: [
        'El Ayuntamiento ha iniciado una campaña de revisión de los datos del Registro Municipal de Asociaciones, que se prolongará hasta el 31 de octubre. El objetivo es que la información que aparece en el nuevo Portal de Asociaciones (domicilio, teléfono, correo electrónico, junta directiva y actividades) esté completa y al día.',
        'De acuerdo con el Reglamento de Organización, Funcionamiento y Régimen Jurídico de las Entidades Locales, las asociaciones inscritas deben notificar al Registro Municipal cualquier modificación de sus datos dentro del mes siguiente a aquel en que se produzca, y comunicar en el mes de enero de cada año su presupuesto y su programa anual de actividades.',
        'Las entidades que no mantengan sus datos actualizados pueden ser dadas de baja del registro, previo aviso, lo que les impediría concurrir a la convocatoria de subvenciones o solicitar el uso de locales municipales. Recordamos también que los cambios de junta directiva y de estatutos deben comunicarse, en el plazo de un mes, al registro autonómico o estatal en el que esté inscrita la asociación.',
      ],
    },
    va: {
      t: "Campanya de revisió de dades del Registre Municipal d'Associacions",
      l: "Fins al 31 d'octubre, les entitats inscrites poden comprovar i actualitzar la informació que apareix en el nou Portal d'Associacions.",
      b: [
        "L'Ajuntament ha iniciat una campanya de revisió de les dades del Registre Municipal d'Associacions, que es prolongarà fins al 31 d'octubre. L'objectiu és que la informació que apareix en el nou Portal d'Associacions (domicili, telèfon, correu electrònic, junta directiva i activitats) estiga completa i al dia.",
        "D'acord amb el Reglament d'Organització, Funcionament i Règim Jurídic de les Entitats Locals, les associacions inscrites han de notificar al Registre Municipal qualsevol modificació de les seues dades dins del mes següent a aquell en què es produïsca, i comunicar en el mes de gener de cada any el seu pressupost i el seu programa anual d'activitats.",
        "Les entitats que no mantinguen les dades actualitzades poden ser donades de baixa del registre, amb avís previ, cosa que els impediria concórrer a la convocatòria de subvencions o sol·licitar l'ús de locals municipals. Recordem també que els canvis de junta directiva i d'estatuts s'han de comunicar, en el termini d'un mes, al registre autonòmic o estatal en què estiga inscrita l'associació.",
      ],
    },
  },
  {
    n: 12, d: '2026-09-18 19:00', cat: 'Medio ambiente', sec: 6, slug: 'estudio-calidad-agua-rio-clariano', place: 'riu', hdr: 1, imgs: 2,
    files: [{ f: 'resumen-estudio-calidad-agua', es: 'Resumen del estudio', va: "Resum de l'estudi" }],
    es: {
      t: 'El Col·lectiu Ecologista Riu Clariano presenta su estudio sobre la calidad del agua',
      l: 'Los análisis de doce muestras tomadas entre marzo y julio reflejan una mejora de la calidad biológica del río, aunque persisten puntos con exceso de nitratos.',
      b: [
        'El Col·lectiu Ecologista Riu Clariano presentó en la Casa de la Cultura los resultados de su programa de voluntariado científico, en el que treinta personas han tomado muestras en cuatro puntos del tramo municipal del río Clariano entre marzo y julio. El estudio se ha realizado con el asesoramiento de personal investigador universitario.',
        'Los resultados muestran una mejora de los índices de macroinvertebrados respecto al estudio anterior, de 2024, especialmente aguas abajo del Parque Fluvial, donde se ha vuelto a detectar la presencia de libélulas y de barbo mediterráneo. Sin embargo, dos de los puntos de muestreo superan los valores recomendados de nitratos, lo que el colectivo atribuye a la escorrentía agrícola.',
        'La entidad ha trasladado el informe al Ayuntamiento y a la Confederación Hidrográfica del Júcar y propone crear una franja de vegetación de ribera en los márgenes más afectados. El colectivo invita a la ciudadanía a participar en la jornada extraordinaria de limpieza del río del sábado 3 de octubre.',
      ],
    },
    va: {
      t: "El Col·lectiu Ecologista Riu Clariano presenta el seu estudi sobre la qualitat de l'aigua",
      l: 'Les anàlisis de dotze mostres preses entre març i juliol reflectixen una millora de la qualitat biològica del riu, encara que persistixen punts amb excés de nitrats.',
      b: [
        "El Col·lectiu Ecologista Riu Clariano va presentar en la Casa de la Cultura els resultats del seu programa de voluntariat científic, en el qual trenta persones han pres mostres en quatre punts del tram municipal del riu Clariano entre març i juliol. L'estudi s'ha fet amb l'assessorament de personal investigador universitari.",
        "Els resultats mostren una millora dels índexs de macroinvertebrats respecte a l'estudi anterior, de 2024, especialment aigües avall del Parc Fluvial, on s'ha tornat a detectar la presència de libèl·lules i de barb mediterrani. No obstant això, dos dels punts de mostreig superen els valors recomanats de nitrats, cosa que el col·lectiu atribuïx a l'escolament agrícola.",
        "L'entitat ha traslladat l'informe a l'Ajuntament i a la Confederació Hidrogràfica del Xúquer i proposa crear una franja de vegetació de ribera en els marges més afectats. El col·lectiu convida la ciutadania a participar en la jornada extraordinària de neteja del riu del dissabte 3 d'octubre.",
      ],
    },
  },
  {
    n: 13, d: '2026-09-15 10:00', cat: 'Fiestas', slug: 'balance-fiestas-cristo-de-la-fe-2026', place: 'esglesia', hdr: 1, imgs: 3, social: 'town',
    es: {
      t: 'Las fiestas del Cristo de la Fe cierran con una gran participación',
      l: 'Unas 12.000 personas asistieron a los actos de las fiestas de septiembre, que se desarrollaron sin incidentes destacables según el balance de la Policía Local.',
      b: [
        'Las fiestas en honor al Santísimo Cristo de la Fe concluyeron el domingo 13 de septiembre con el castillo de fuegos artificiales en el Parque Fluvial, que reunió a cerca de 5.000 personas. En conjunto, la Concejalía de Fiestas calcula que unas 12.000 personas participaron en los actos del programa a lo largo de los nueve días.',
        'Entre las propuestas mejor valoradas figuran la noche de teatro de calle, la zona de ocio sin alcohol para jóvenes y la procesión del Cristo por el casco antiguo, acompañada por la Unión Musical de Alcantir. El concurso de paellas batió su récord con 96 grupos inscritos.',
        'La Policía Local y Protección Civil atendieron 23 incidencias leves, la mayoría de ellas asistencias sanitarias menores. El Ayuntamiento agradece la colaboración de la Cofradía del Santísimo Cristo de la Fe, de las asociaciones, del personal municipal y del voluntariado.',
      ],
    },
    va: {
      t: 'Les festes del Crist de la Fe tanquen amb una gran participació',
      l: 'Unes 12.000 persones van assistir als actes de les festes de setembre, que es van desenvolupar sense incidents destacables segons el balanç de la Policia Local.',
      b: [
        'Les festes en honor al Santíssim Crist de la Fe van concloure el diumenge 13 de setembre amb el castell de focs artificials en el Parc Fluvial, que va reunir prop de 5.000 persones. En conjunt, la Regidoria de Festes calcula que unes 12.000 persones van participar en els actes del programa al llarg dels nou dies.',
        "Entre les propostes més ben valorades hi ha la nit de teatre de carrer, la zona d'oci sense alcohol per a joves i la processó del Crist pel nucli antic, acompanyada per la Unió Musical d'Alcantir. El concurs de paelles va batre el seu rècord amb 96 grups inscrits.",
        "La Policia Local i Protecció Civil van atendre 23 incidències lleus, la majoria assistències sanitàries menors. L'Ajuntament agraïx la col·laboració de la Confraria del Santíssim Crist de la Fe, de les associacions, del personal municipal i del voluntariat.",
      ],
    },
  },
  {
    n: 14, d: '2026-09-23 09:30', cat: 'Mayores', slug: 'programa-envejecimiento-activo-2026-2027', place: 'llar',
    files: [{ f: 'programa-envejecimiento-activo', es: 'Programa de actividades y horarios', va: "Programa d'activitats i horaris" }],
    es: {
      t: 'Abiertas las inscripciones del programa de envejecimiento activo 2026-2027',
      l: 'Yoga, memoria, informática, baile en línea y paseos saludables: el programa municipal para personas mayores de 60 años ofrece 18 grupos a partir del 5 de octubre.',
      b: [
        'La Concejalía de Mayores abre el plazo de inscripción del programa de envejecimiento activo para el curso 2026-2027, que se desarrollará de octubre a mayo en el Hogar del Jubilado San José, la Casa de la Cultura y el Polideportivo Municipal.',
        'Se ofrecen 18 grupos de actividades: gimnasia de mantenimiento, yoga, taichí, baile en línea, talleres de memoria, informática y uso del teléfono móvil, pintura y paseos saludables guiados por personal del centro de salud. Cada persona puede inscribirse en un máximo de tres actividades, con una cuota de 10 euros por actividad y trimestre.',
        'Las inscripciones pueden formalizarse del 24 al 30 de septiembre en el Hogar del Jubilado, de 10:00 a 12:30 horas, con la colaboración de la Asociación de Jubilados y Pensionistas San José. Si hay más solicitudes que plazas, se realizará un sorteo público el 2 de octubre.',
      ],
    },
    va: {
      t: "Obertes les inscripcions del programa d'envelliment actiu 2026-2027",
      l: 'Ioga, memòria, informàtica, ball en línia i passejos saludables: el programa municipal per a persones majors de 60 anys oferix 18 grups a partir del 5 d’octubre.',
      b: [
        "La Regidoria de Gent Gran obri el termini d'inscripció del programa d'envelliment actiu per al curs 2026-2027, que es desenvoluparà d'octubre a maig en la Llar del Jubilat Sant Josep, la Casa de la Cultura i el Poliesportiu Municipal.",
        "S'oferixen 18 grups d'activitats: gimnàstica de manteniment, ioga, taitxí, ball en línia, tallers de memòria, informàtica i ús del telèfon mòbil, pintura i passejos saludables guiats per personal del centre de salut. Cada persona es pot inscriure en un màxim de tres activitats, amb una quota de 10 euros per activitat i trimestre.",
        "Les inscripcions es poden formalitzar del 24 al 30 de setembre en la Llar del Jubilat, de 10.00 a 12.30 hores, amb la col·laboració de l'Associació de Jubilats i Pensionistes Sant Josep. Si hi ha més sol·licituds que places, es farà un sorteig públic el 2 d'octubre.",
      ],
    },
  },
  {
    n: 15, d: '2026-09-25 19:00', cat: 'Mayores', sec: 4, slug: 'jubilados-san-jose-renuevan-junta-directiva', place: 'llar',
    es: {
      t: 'Los Jubilados de San José renuevan su junta directiva',
      l: 'La asamblea general extraordinaria eligió a Salvador Calatayud Insa como nuevo presidente de una asociación que supera las 600 personas socias.',
      b: [
        'La Asociación de Jubilados y Pensionistas San José celebró el 22 de septiembre una asamblea general extraordinaria para renovar su junta directiva. La única candidatura presentada, encabezada por Salvador Calatayud Insa, fue elegida con 212 votos a favor y 9 abstenciones. Calatayud sustituye a Vicente Albert, que ha presidido la entidad durante ocho años.',
        'La nueva junta está formada por nueve personas, cinco de ellas incorporadas por primera vez. Entre sus prioridades figuran ampliar los talleres de nuevas tecnologías, organizar más salidas culturales y reforzar el acompañamiento a las personas socias que viven solas.',
        'La asociación comunicará el cambio de junta, en el plazo de un mes, al Registro de Asociaciones de la Comunitat Valenciana y al Registro Municipal, tal como establece la normativa. Las personas interesadas en asociarse pueden dirigirse a la conserjería del Hogar del Jubilado, abierto todos los días de 9:00 a 20:00 horas.',
      ],
    },
    va: {
      t: 'Els Jubilats de Sant Josep renoven la junta directiva',
      l: "L'assemblea general extraordinària va triar Salvador Calatayud Insa com a nou president d'una associació que supera les 600 persones sòcies.",
      b: [
        "L'Associació de Jubilats i Pensionistes Sant Josep va celebrar el 22 de setembre una assemblea general extraordinària per a renovar la junta directiva. L'única candidatura presentada, encapçalada per Salvador Calatayud Insa, va ser elegida amb 212 vots a favor i 9 abstencions. Calatayud substituïx Vicente Albert, que ha presidit l'entitat durant huit anys.",
        "La nova junta està formada per nou persones, cinc de les quals s'hi incorporen per primera vegada. Entre les seues prioritats hi ha ampliar els tallers de noves tecnologies, organitzar més eixides culturals i reforçar l'acompanyament a les persones sòcies que viuen soles.",
        "L'associació comunicarà el canvi de junta, en el termini d'un mes, al Registre d'Associacions de la Comunitat Valenciana i al Registre Municipal, tal com establix la normativa. Les persones interessades a associar-se poden adreçar-se a la consergeria de la Llar del Jubilat, oberta tots els dies de 9.00 a 20.00 hores.",
      ],
    },
  },
  {
    n: 16, d: '2026-09-21 10:00', cat: 'Participación', slug: 'balance-feria-de-asociaciones-2026', place: 'major', hdr: 1, imgs: 3, social: 'town',
    es: {
      t: 'Más de 40 entidades participan en la Feria de Asociaciones',
      l: 'La Feria «Alcantir Associa» recibió unas 7.000 visitas durante el fin de semana y las entidades registraron 230 nuevas altas de personas socias y voluntarias.',
      b: [
        'La Plaça Major acogió del 18 al 20 de septiembre la Feria de Asociaciones «Alcantir Associa», con la participación de 43 entidades culturales, deportivas, festivas, sociales y ambientales. Según los datos de la organización, unas 7.000 personas visitaron los estands a lo largo del fin de semana.',
        'El escenario central acogió 22 actuaciones y exhibiciones, desde la Unión Musical de Alcantir y el Grupo de Teatro La Carrasca hasta las escuelas de baile y los grupos de dolçaina. El Col·lectiu Ecologista Riu Clariano organizó un taller de cajas nido para niños y niñas, y el Club de Atletismo Alcantir Corre, una carrera de relevos.',
        'Las entidades participantes contabilizaron 230 nuevas altas de personas socias y voluntarias. El concejal de Participación Ciudadana, Vicent Martí Soler, agradeció el esfuerzo de las asociaciones y anunció que la próxima edición incluirá un espacio dedicado a las entidades juveniles.',
      ],
    },
    va: {
      t: "Més de 40 entitats participen en la Fira d'Associacions",
      l: 'La Fira «Alcantir Associa» va rebre unes 7.000 visites durant el cap de setmana i les entitats van registrar 230 noves altes de persones sòcies i voluntàries.',
      b: [
        "La Plaça Major va acollir del 18 al 20 de setembre la Fira d'Associacions «Alcantir Associa», amb la participació de 43 entitats culturals, esportives, festives, socials i ambientals. Segons les dades de l'organització, unes 7.000 persones van visitar els estands al llarg del cap de setmana.",
        "L'escenari central va acollir 22 actuacions i exhibicions, des de la Unió Musical d'Alcantir i el Grup de Teatre La Carrasca fins a les escoles de ball i els grups de dolçaina. El Col·lectiu Ecologista Riu Clariano va organitzar un taller de caixes niu per a xiquets i xiquetes, i el Club d'Atletisme Alcantir Corre, una cursa de relleus.",
        "Les entitats participants van comptabilitzar 230 noves altes de persones sòcies i voluntàries. El regidor de Participació Ciutadana, Vicent Martí Soler, va agrair l'esforç de les associacions i va anunciar que la pròxima edició inclourà un espai dedicat a les entitats juvenils.",
      ],
    },
  },
  {
    n: 17, d: '2026-09-30 12:00', cat: 'Cultura', slug: 'programacion-otono-tardor-cultural-2026', place: 'cultura', hdr: 1,
    links: [{ es: 'Venta de entradas', va: "Venda d'entrades", u: 'https://entradas.alcantir.example' }],
    es: {
      t: 'La Casa de la Cultura presenta la programación de otoño',
      l: 'Teatro, música, cine y exposiciones componen el ciclo «Tardor Cultural», que se desarrollará de octubre a diciembre con 24 propuestas, la mitad de ellas a cargo de entidades locales.',
      b: [
        'La Concejalía de Cultura ha presentado «Tardor Cultural 2026», la programación de otoño de la Casa de la Cultura y el Auditorio Municipal. El ciclo reúne 24 propuestas entre el 2 de octubre y el 20 de diciembre, con especial protagonismo de las asociaciones locales, que firman doce de ellas.',
        'Entre las citas destacadas figuran el estreno de «L’herència de l’oncle Visanteta», del Grupo de Teatro La Carrasca, el concierto de Santa Cecilia de la Unión Musical de Alcantir, un ciclo de cine europeo en versión original los jueves y la exposición «Alcantir, cien años de fotografía», elaborada con fondos de particulares.',
        'Las entradas de los espectáculos de pago, entre 3 y 8 euros, se venden en la taquilla del Auditorio una hora antes de cada función y en la web municipal. Las personas titulares del carné joven y las mayores de 65 años tienen un descuento del 50 %.',
      ],
    },
    va: {
      t: 'La Casa de la Cultura presenta la programació de tardor',
      l: "Teatre, música, cinema i exposicions componen el cicle «Tardor Cultural», que es desenvoluparà d'octubre a desembre amb 24 propostes, la meitat de les quals a càrrec d'entitats locals.",
      b: [
        "La Regidoria de Cultura ha presentat «Tardor Cultural 2026», la programació de tardor de la Casa de la Cultura i l'Auditori Municipal. El cicle reunix 24 propostes entre el 2 d'octubre i el 20 de desembre, amb un protagonisme especial de les associacions locals, que en signen dotze.",
        "Entre les cites destacades hi ha l'estrena de «L'herència de l'oncle Visanteta», del Grup de Teatre La Carrasca, el concert de Santa Cecília de la Unió Musical d'Alcantir, un cicle de cinema europeu en versió original els dijous i l'exposició «Alcantir, cent anys de fotografia», elaborada amb fons de particulars.",
        "Les entrades dels espectacles de pagament, entre 3 i 8 euros, es venen en la taquilla de l'Auditori una hora abans de cada funció i en el web municipal. Les persones titulars del carnet jove i les majors de 65 anys tenen un descompte del 50 %.",
      ],
    },
  },
  {
    n: 18, d: '2026-10-02 17:00', cat: 'Juventud', sec: 5, slug: 'ampa-lluis-vives-amplia-escola-matinera', place: 'escola', social: 'assoc',
    es: {
      t: 'El AMPA del CEIP Lluís Vives amplía la «escola matinera»',
      l: 'El servicio de acogida matinal abre a las 7:30 horas e incluye un desayuno saludable por 2,50 euros al día gracias a la colaboración del Ayuntamiento.',
      b: [
        'El AMPA del CEIP Lluís Vives ha ampliado este curso la «escola matinera», el servicio de acogida matinal que permite a las familias dejar a sus hijos e hijas en el colegio antes del inicio de las clases. El servicio abre ahora a las 7:30 horas, media hora antes que el curso pasado, y atiende ya a 68 niños y niñas.',
        'Dos monitoras con titulación en tiempo libre se encargan de la acogida, que incluye un desayuno saludable y juegos tranquilos hasta las 9:00 horas. El precio es de 2,50 euros por día suelto o 35 euros al mes, con descuentos para las familias socias del AMPA gracias a un convenio con el Ayuntamiento.',
        'Las familias interesadas pueden apuntarse en cualquier momento del curso escribiendo al correo del AMPA o en su despacho del colegio, los martes y jueves de 9:00 a 10:00 horas.',
      ],
    },
    va: {
      t: "L'AMPA del CEIP Lluís Vives amplia l'escola matinera",
      l: "El servici d'acollida matinal obri a les 7.30 hores i inclou un esmorzar saludable per 2,50 euros al dia gràcies a la col·laboració de l'Ajuntament.",
      b: [
        "L'AMPA del CEIP Lluís Vives ha ampliat este curs l'escola matinera, el servici d'acollida matinal que permet a les famílies deixar els seus fills i filles en el col·legi abans de l'inici de les classes. El servici obri ara a les 7.30 hores, mitja hora abans que el curs passat, i ja atén 68 xiquets i xiquetes.",
        "Dues monitores amb titulació en temps lliure s'encarreguen de l'acollida, que inclou un esmorzar saludable i jocs tranquils fins a les 9.00 hores. El preu és de 2,50 euros per dia solt o 35 euros al mes, amb descomptes per a les famílies sòcies de l'AMPA gràcies a un conveni amb l'Ajuntament.",
        "Les famílies interessades s'hi poden apuntar en qualsevol moment del curs escrivint al correu de l'AMPA o en el seu despatx del col·legi, els dimarts i dijous de 9.00 a 10.00 hores.",
      ],
    },
  },
  {
    n: 19, d: '2026-10-05 13:00', cat: 'Medio ambiente', sec: 6, slug: 'limpieza-extraordinaria-rio-clariano-balance', place: 'riu', hdr: 1, imgs: 3, social: 'assoc',
    es: {
      t: 'La limpieza del río Clariano retira 1,2 toneladas de residuos',
      l: 'Ciento cuarenta personas voluntarias participaron el sábado en la jornada organizada por el Col·lectiu Ecologista Riu Clariano a lo largo de tres kilómetros de cauce.',
      b: [
        'El Col·lectiu Ecologista Riu Clariano celebró el sábado 3 de octubre una jornada extraordinaria de limpieza del río, convocada tras las tormentas de septiembre, que arrastraron al cauce una gran cantidad de residuos. La actividad reunió a 140 personas voluntarias de todas las edades que, divididas en siete grupos, recorrieron tres kilómetros de cauce y márgenes entre el puente de la carretera y el Parque Fluvial.',
        'En total se retiraron 1,2 toneladas de residuos: plásticos, latas, neumáticos, restos de obra e incluso dos bicicletas. Los residuos se separaron en el momento y la brigada municipal los trasladó al ecoparque. El grupo también localizó tres puntos con vertidos de escombros, que el Ayuntamiento ya ha comunicado a la Policía Local.',
        'La jornada incluyó un almuerzo popular en el Parque Fluvial ofrecido por la Asociación de Comerciantes del Centro. El colectivo ya prepara su próxima actividad: una plantación popular de árboles de ribera el 14 de noviembre.',
      ],
    },
    va: {
      t: 'La neteja del riu Clariano retira 1,2 tones de residus',
      l: 'Cent quaranta persones voluntàries van participar dissabte en la jornada organitzada pel Col·lectiu Ecologista Riu Clariano al llarg de tres quilòmetres de llit.',
      b: [
        "El Col·lectiu Ecologista Riu Clariano va celebrar el dissabte 3 d'octubre una jornada extraordinària de neteja del riu, convocada després de les tempestes de setembre, que van arrossegar al llit una gran quantitat de residus. L'activitat va reunir 140 persones voluntàries de totes les edats que, dividides en set grups, van recórrer tres quilòmetres de llit i marges entre el pont de la carretera i el Parc Fluvial.",
        "En total es van retirar 1,2 tones de residus: plàstics, llandes, pneumàtics, restes d'obra i fins i tot dues bicicletes. Els residus es van separar en el moment i la brigada municipal els va traslladar a l'ecoparc. El grup també va localitzar tres punts amb abocaments de runa, que l'Ajuntament ja ha comunicat a la Policia Local.",
        "La jornada va incloure un esmorzar popular en el Parc Fluvial oferit per l'Associació de Comerciants del Centre. El col·lectiu ja prepara la pròxima activitat: una plantació popular d'arbres de ribera el 14 de novembre.",
      ],
    },
  },
  {
    n: 20, d: '2026-10-06 10:00', cat: 'Formación', slug: 'taller-como-fundar-una-asociacion', place: 'associacions', hdr: 1,
    es: {
      t: 'Taller gratuito: cómo fundar una asociación paso a paso',
      l: 'El jueves 8 de octubre, el área de Participación Ciudadana explica en una sesión práctica todo lo necesario para constituir una asociación, desde el acta fundacional hasta el NIF.',
      b: [
        'Un grupo de amigos con una afición común, unos vecinos que quieren dinamizar su barrio o unas familias que desean crear un club deportivo: todos ellos pueden dar forma a su proyecto a través de una asociación. Para facilitarlo, el área de Participación Ciudadana organiza un taller gratuito que explicará, paso a paso, cómo se constituye una asociación y qué obligaciones conlleva.',
        'La sesión, que impartirá la técnica municipal de Participación Ciudadana, abordará la redacción de los estatutos y del acta fundacional, la inscripción en el Registro de Asociaciones de la Comunitat Valenciana, la obtención del NIF, la apertura de una cuenta bancaria, los libros obligatorios y el alta en el Registro Municipal de Asociaciones.',
        'El taller se celebrará el jueves 8 de octubre, de 18:30 a 20:30 horas, en la sala polivalente de la Casa de les Associacions. Las plazas son limitadas (40) y es necesario inscribirse previamente por correo electrónico o por teléfono. Las personas asistentes recibirán modelos de estatutos y de acta fundacional.',
      ],
    },
    va: {
      t: 'Taller gratuït: com fundar una associació pas a pas',
      l: "El dijous 8 d'octubre, l'àrea de Participació Ciutadana explica en una sessió pràctica tot el que cal per a constituir una associació, des de l'acta fundacional fins al NIF.",
      b: [
        "Un grup d'amics amb una afició comuna, uns veïns que volen dinamitzar el seu barri o unes famílies que volen crear un club esportiu: tots poden donar forma al seu projecte per mitjà d'una associació. Per a facilitar-ho, l'àrea de Participació Ciutadana organitza un taller gratuït que explicarà, pas a pas, com es constituïx una associació i quines obligacions comporta.",
        "La sessió, que impartirà la tècnica municipal de Participació Ciutadana, tractarà la redacció dels estatuts i de l'acta fundacional, la inscripció en el Registre d'Associacions de la Comunitat Valenciana, l'obtenció del NIF, l'obertura d'un compte bancari, els llibres obligatoris i l'alta en el Registre Municipal d'Associacions.",
        "El taller se celebrarà el dijous 8 d'octubre, de 18.30 a 20.30 hores, en la sala polivalent de la Casa de les Associacions. Les places són limitades (40) i cal inscriure-s'hi prèviament per correu electrònic o per telèfon. Les persones assistents rebran models d'estatuts i d'acta fundacional.",
      ],
    },
  },
  {
    n: 21, d: '2026-10-09 16:00', cat: 'Cultura', slug: 'alcantir-celebra-el-9-d-octubre', place: 'ajuntament', hdr: 1, imgs: 2,
    es: {
      t: "Alcantir celebra el 9 d'Octubre con el reconocimiento a tres entidades locales",
      l: 'El Ayuntamiento entregó sus distinciones anuales a la Unión Musical de Alcantir, a la Asociación de Jubilados y Pensionistas San José y al Col·lectiu Ecologista Riu Clariano.',
      b: [
        "Alcantir celebró el Día de la Comunitat Valenciana con un acto institucional en la Plaça de l'Ajuntament, que comenzó con la interpretación del Himno de la Comunitat Valenciana por la Unión Musical de Alcantir y una «dansà» de L'Esbart Grup de Danses, que bailó la Jota d'Alcantir.",
        'Durante el acto se entregaron las distinciones «Alcantir Solidari» a tres entidades locales: a la Unión Musical de Alcantir, por su labor de formación musical de varias generaciones; a la Asociación de Jubilados y Pensionistas San José, por su programa de acompañamiento a personas mayores que viven solas, y al Col·lectiu Ecologista Riu Clariano, por su trabajo de recuperación del río.',
        'La alcaldesa, Amparo Gil Ribera, destacó que «el asociacionismo es una de las señas de identidad de Alcantir» y animó a la ciudadanía a implicarse en las entidades del municipio. El acto terminó con una mascletà en la Plaça Major.',
      ],
    },
    va: {
      t: "Alcantir celebra el 9 d'Octubre amb el reconeixement a tres entitats locals",
      l: "L'Ajuntament va lliurar les seues distincions anuals a la Unió Musical d'Alcantir, a l'Associació de Jubilats i Pensionistes Sant Josep i al Col·lectiu Ecologista Riu Clariano.",
      b: [
        "Alcantir va celebrar el Dia de la Comunitat Valenciana amb un acte institucional en la Plaça de l'Ajuntament, que va començar amb la interpretació de l'Himne de la Comunitat Valenciana per la Unió Musical d'Alcantir i una dansà de L'Esbart Grup de Danses, que va ballar la Jota d'Alcantir.",
        "Durant l'acte es van lliurar les distincions «Alcantir Solidari» a tres entitats locals: a la Unió Musical d'Alcantir, per la seua tasca de formació musical de diverses generacions; a l'Associació de Jubilats i Pensionistes Sant Josep, pel seu programa d'acompanyament a persones majors que viuen soles, i al Col·lectiu Ecologista Riu Clariano, pel seu treball de recuperació del riu.",
        "L'alcaldessa, Amparo Gil Ribera, va destacar que «l'associacionisme és una de les senyes d'identitat d'Alcantir» i va animar la ciutadania a implicar-se en les entitats del municipi. L'acte va acabar amb una mascletà en la Plaça Major.",
      ],
    },
  },
  {
    n: 22, d: '2026-10-13 20:00', cat: 'Cultura', sec: 8, slug: 'la-carrasca-estreno-l-herencia-de-l-oncle-visanteta', place: 'cultura', hdr: 1, social: 'assoc',
    es: {
      t: "La Carrasca ultima el estreno de «L'herència de l'oncle Visanteta»",
      l: 'El grupo de teatro presentará el 21 y el 22 de noviembre en la Casa de la Cultura su nueva comedia en valenciano, una obra de creación colectiva escrita por los propios miembros del grupo.',
      b: [
        "El Grupo de Teatro La Carrasca ha entrado en la recta final de los ensayos de «L'herència de l'oncle Visanteta», la comedia de creación colectiva con la que abrirá su temporada. La obra se estrenará el sábado 21 de noviembre a las 20:00 horas en la Casa de la Cultura, con una segunda función el domingo 22 a las 19:00 horas.",
        'La obra narra, en clave de sainete contemporáneo, las peripecias de una familia de Alcantir que descubre que su excéntrico tío ha dejado la herencia condicionada a una serie de pruebas disparatadas. El texto se ha escrito durante el último año en las sesiones del taller de teatro para adultos y cuenta con un reparto de doce intérpretes, bajo la dirección de Enric Belda Francés.',
        'Las entradas, a 6 euros, se pondrán a la venta el 2 de noviembre en la taquilla de la Casa de la Cultura y en la web municipal. La recaudación de la segunda función se destinará a la Red Solidaria de Alcantir.',
      ],
    },
    va: {
      t: "La Carrasca ultima l'estrena de «L'herència de l'oncle Visanteta»",
      l: 'El grup de teatre presentarà el 21 i el 22 de novembre en la Casa de la Cultura la seua nova comèdia, una obra de creació col·lectiva escrita pels mateixos membres del grup.',
      b: [
        "El Grup de Teatre La Carrasca ha entrat en la recta final dels assajos de «L'herència de l'oncle Visanteta», la comèdia de creació col·lectiva amb què obrirà la temporada. L'obra s'estrenarà el dissabte 21 de novembre a les 20.00 hores en la Casa de la Cultura, amb una segona funció el diumenge 22 a les 19.00 hores.",
        "L'obra narra, en clau de sainet contemporani, les peripècies d'una família d'Alcantir que descobrix que el seu excèntric oncle ha deixat l'herència condicionada a una sèrie de proves disbaratades. El text s'ha escrit durant l'últim any en les sessions del taller de teatre per a adults i compta amb un repartiment de dotze intèrprets, sota la direcció d'Enric Belda Francés.",
        "Les entrades, a 6 euros, es posaran a la venda el 2 de novembre en la taquilla de la Casa de la Cultura i en el web municipal. La recaptació de la segona funció es destinarà a la Xarxa Solidària d'Alcantir.",
      ],
    },
  },
  {
    n: 23, d: '2026-10-15 09:00', cat: 'Medio ambiente', slug: 'nuevos-contenedores-aceite-domestico-usado', draft: 1,
    es: {
      t: 'Nuevos contenedores para el reciclaje de aceite doméstico usado',
      l: 'El Ayuntamiento instalará doce contenedores naranjas en distintos puntos del casco urbano para recoger el aceite de cocina usado.',
      b: [
        'La Concejalía de Medio Ambiente instalará en las próximas semanas doce contenedores específicos para la recogida de aceite de cocina usado, que se sumarán al punto de recogida del ecoparque. Los contenedores, de color naranja, se situarán junto al Mercado Municipal, cerca de los centros educativos y en las principales plazas del municipio.',
        'El aceite debe depositarse en botellas de plástico bien cerradas. Un litro de aceite vertido por el fregadero puede contaminar hasta mil litros de agua y provoca atascos y malos olores en la red de saneamiento. El aceite recogido se destinará a la fabricación de biodiésel.',
        'La ubicación exacta de cada contenedor se publicará en el portal cuando finalice la instalación.',
      ],
    },
    va: {
      t: "Nous contenidors per al reciclatge d'oli domèstic usat",
      l: "L'Ajuntament instal·larà dotze contenidors taronja en diferents punts del nucli urbà per a arreplegar l'oli de cuina usat.",
      b: [
        "La Regidoria de Medi Ambient instal·larà en les pròximes setmanes dotze contenidors específics per a la recollida d'oli de cuina usat, que se sumaran al punt de recollida de l'ecoparc. Els contenidors, de color taronja, se situaran al costat del Mercat Municipal, prop dels centres educatius i en les places principals del municipi.",
        "L'oli s'ha de depositar en botelles de plàstic ben tancades. Un litre d'oli abocat per l'aigüera pot contaminar fins a mil litres d'aigua i provoca embossos i males olors en la xarxa de clavegueram. L'oli arreplegat es destinarà a la fabricació de biodièsel.",
        "La ubicació exacta de cada contenidor es publicarà en el portal quan acabe la instal·lació.",
      ],
    },
  },
  {
    n: 24, d: '2026-10-16 10:00', cat: 'Participación', slug: 'presupuestos-participativos-2027-propuestas', place: 'ajuntament', hdr: 1, social: 'town',
    files: [{ f: 'bases-presupuestos-participativos-2027', es: 'Bases de los presupuestos participativos 2027', va: 'Bases dels pressupostos participatius 2027' }],
    links: [{ es: 'Presenta tu propuesta', va: 'Presenta la teua proposta', u: 'https://sede.alcantir.example/participa/presupuestos-2027' }],
    es: {
      t: 'Presupuestos participativos 2027: la ciudadanía decide el destino de 300.000 euros',
      l: 'Hasta el 31 de octubre, cualquier persona empadronada mayor de 16 años y las asociaciones inscritas pueden presentar propuestas de inversión para sus barrios.',
      b: [
        'El Ayuntamiento de Alcantir abre la quinta edición de los presupuestos participativos, que destinarán 300.000 euros del presupuesto municipal de 2027 a inversiones propuestas y votadas por la ciudadanía. Pueden participar todas las personas empadronadas mayores de 16 años y las asociaciones inscritas en el Registro Municipal de Asociaciones.',
        'Las propuestas deben ser inversiones de competencia municipal, con un coste máximo de 60.000 euros, y pueden presentarse hasta el 31 de octubre en la sede electrónica o en las urnas instaladas en el Ayuntamiento, la Biblioteca Municipal y la Casa de les Associacions. Los servicios técnicos analizarán su viabilidad en noviembre y la votación final se celebrará en enero.',
        'En la edición anterior se ejecutaron, entre otras, la sombra del parque infantil de la Glorieta, la mejora del camino escolar del CEIP Lluís Vives y el nuevo rocódromo del Polideportivo Municipal.',
      ],
    },
    va: {
      t: 'Pressupostos participatius 2027: la ciutadania decidix el destí de 300.000 euros',
      l: "Fins al 31 d'octubre, qualsevol persona empadronada major de 16 anys i les associacions inscrites poden presentar propostes d'inversió per als seus barris.",
      b: [
        "L'Ajuntament d'Alcantir obri la cinquena edició dels pressupostos participatius, que destinaran 300.000 euros del pressupost municipal de 2027 a inversions proposades i votades per la ciutadania. Hi poden participar totes les persones empadronades majors de 16 anys i les associacions inscrites en el Registre Municipal d'Associacions.",
        "Les propostes han de ser inversions de competència municipal, amb un cost màxim de 60.000 euros, i es poden presentar fins al 31 d'octubre en la seu electrònica o en les urnes instal·lades en l'Ajuntament, la Biblioteca Municipal i la Casa de les Associacions. Els servicis tècnics n'analitzaran la viabilitat al novembre i la votació final se celebrarà al gener.",
        "En l'edició anterior es van executar, entre altres, l'ombra del parc infantil de la Glorieta, la millora del camí escolar del CEIP Lluís Vives i el nou rocòdrom del Poliesportiu Municipal.",
      ],
    },
  },
  {
    n: 25, d: '2026-09-24 09:00', cat: 'Deportes', slug: 'cortes-de-trafico-volta-a-peu-2026', place: 'major',
    es: {
      t: "Cortes de tráfico por la Volta a Peu d'Alcantir",
      l: 'El domingo 27 de septiembre, entre las 8:30 y las 12:00 horas, permanecerán cerradas al tráfico las calles del recorrido de la carrera.',
      b: [
        "Con motivo de la Volta a Peu d'Alcantir, organizada por el Club de Atletismo Alcantir Corre, la Policía Local cortará al tráfico el domingo 27 de septiembre, entre las 8:30 y las 12:00 horas, las calles por las que discurre el recorrido: Plaça Major, calle Mayor, avenida Corts Valencianes, paseo Riu Clariano, paseo Alameda y calle València.",
        'La Plaça Major y la calle Mayor permanecerán cerradas desde las 6:00 horas para el montaje de la salida y la meta. Los vehículos estacionados en estas calles deberán retirarse antes de las 22:00 horas del sábado; en caso contrario, podrán ser retirados por la grúa municipal.',
        'Se recomienda utilizar la Ronda Nord y la Ronda Sud como itinerarios alternativos. El Ayuntamiento pide disculpas por las molestias y agradece la colaboración del vecindario.',
      ],
    },
    va: {
      t: "Talls de trànsit per la Volta a Peu d'Alcantir",
      l: 'El diumenge 27 de setembre, entre les 8.30 i les 12.00 hores, estaran tancats al trànsit els carrers del recorregut de la cursa.',
      b: [
        "Amb motiu de la Volta a Peu d'Alcantir, organitzada pel Club d'Atletisme Alcantir Corre, la Policia Local tallarà al trànsit el diumenge 27 de setembre, entre les 8.30 i les 12.00 hores, els carrers per on passa el recorregut: la Plaça Major, el carrer Major, l'avinguda de les Corts Valencianes, el passeig del Riu Clariano, el passeig de l'Alameda i el carrer de València.",
        "La Plaça Major i el carrer Major estaran tancats des de les 6.00 hores per al muntatge de l'eixida i la meta. Els vehicles estacionats en estos carrers s'hauran de retirar abans de les 22.00 hores del dissabte; en cas contrari, els podrà retirar la grua municipal.",
        "Es recomana utilitzar la Ronda Nord i la Ronda Sud com a itineraris alternatius. L'Ajuntament demana disculpes per les molèsties i agraïx la col·laboració del veïnat.",
      ],
    },
  },
  {
    n: 26, d: '2026-09-28 10:30', cat: 'Deportes', sec: 3, slug: 'volta-a-peu-2026-record-participacion', place: 'major', hdr: 1, imgs: 3, social: 'assoc',
    links: [{ es: 'Clasificaciones completas', va: 'Classificacions completes', u: 'https://www.alcantircorre.example/volta-a-peu/clasificaciones' }],
    es: {
      t: "Más de 700 corredores en la Volta a Peu d'Alcantir",
      l: 'Jorge Sanchis y Marta Albert se impusieron en la prueba de 10 kilómetros de una edición que batió el récord de participación.',
      b: [
        "La Volta a Peu d'Alcantir reunió el domingo a 724 corredores y corredoras en las pruebas de 10 y 5 kilómetros, la mayor participación desde que el Club de Atletismo Alcantir Corre organiza la carrera. A ellos se sumaron más de 200 niños y niñas en las carreras infantiles, que llenaron la Plaça Major durante toda la mañana.",
        'En la prueba de 10 kilómetros, la victoria masculina fue para Jorge Sanchis, de Ontinyent, con un tiempo de 32:48, y la femenina para la atleta local Marta Albert (Alcantir Corre), que paró el crono en 37:15. En los 5 kilómetros vencieron Iván Moltó y Clara Gomar.',
        'El club agradece la colaboración de las 60 personas voluntarias, de la Policía Local, de Protección Civil y de los comercios patrocinadores. Las clasificaciones completas y las fotografías pueden consultarse en la web del club.',
      ],
    },
    va: {
      t: "Més de 700 corredors en la Volta a Peu d'Alcantir",
      l: "Jorge Sanchis i Marta Albert es van imposar en la prova de 10 quilòmetres d'una edició que va batre el rècord de participació.",
      b: [
        "La Volta a Peu d'Alcantir va reunir diumenge 724 corredors i corredores en les proves de 10 i 5 quilòmetres, la participació més alta des que el Club d'Atletisme Alcantir Corre organitza la cursa. S'hi van sumar més de 200 xiquets i xiquetes en les curses infantils, que van omplir la Plaça Major durant tot el matí.",
        "En la prova de 10 quilòmetres, la victòria masculina va ser per a Jorge Sanchis, d'Ontinyent, amb un temps de 32:48, i la femenina per a l'atleta local Marta Albert (Alcantir Corre), que va aturar el cronòmetre en 37:15. En els 5 quilòmetres van guanyar Iván Moltó i Clara Gomar.",
        "El club agraïx la col·laboració de les 60 persones voluntàries, de la Policia Local, de Protecció Civil i dels comerços patrocinadors. Les classificacions completes i les fotografies es poden consultar en el web del club.",
      ],
    },
  },
  {
    n: 27, d: '2026-10-19 21:00', cat: 'Fiestas', sec: 2, slug: 'falla-plaza-mayor-presenta-boceto-2027', place: 'major', hdr: 1, imgs: 2, social: 'assoc',
    es: {
      t: 'La Falla Plaza Mayor presenta el boceto de su falla para 2027',
      l: 'El monumento, con el lema «Temps al temps», medirá unos 14 metros y reflexionará con humor sobre la prisa y la vida digital. Lo firma el artista fallero Toni Ferrer.',
      b: [
        'La Falla Plaza Mayor presentó el sábado en su casal el boceto del monumento que plantará frente al Ayuntamiento en marzo de 2027. Con el lema «Temps al temps», la falla medirá unos 14 metros de altura y tendrá como remate central un gran reloj de arena sostenido por un caracol.',
        'El artista, Toni Ferrer, explicó que la falla hará una crítica amable a la prisa y a la dependencia de los teléfonos móviles, con escenas dedicadas a la vida cotidiana de Alcantir: las colas del mercado, los grupos de mensajería de las familias o las carreras para llegar a tiempo al colegio. La falla infantil, obra del mismo taller, se titula «Juguem?» y reivindica el juego en la calle.',
        'Los bocetos podrán verse en el casal de la calle La Sang todos los viernes y sábados por la tarde hasta la presentación de las falleras mayores, el 23 de enero.',
      ],
    },
    va: {
      t: "La Falla Plaça Major presenta l'esbós de la seua falla per a 2027",
      l: "El monument, amb el lema «Temps al temps», farà uns 14 metres i reflexionarà amb humor sobre la pressa i la vida digital. El signa l'artista faller Toni Ferrer.",
      b: [
        "La Falla Plaça Major va presentar dissabte en el seu casal l'esbós del monument que plantarà davant de l'Ajuntament al març de 2027. Amb el lema «Temps al temps», la falla farà uns 14 metres d'altura i tindrà com a remat central un gran rellotge d'arena sostingut per un caragol.",
        "L'artista, Toni Ferrer, va explicar que la falla farà una crítica amable a la pressa i a la dependència dels telèfons mòbils, amb escenes dedicades a la vida quotidiana d'Alcantir: les cues del mercat, els grups de missatgeria de les famílies o les carreres per a arribar a temps al col·legi. La falla infantil, obra del mateix taller, es titula «Juguem?» i reivindica el joc al carrer.",
        "Els esbossos es podran veure en el casal del carrer de la Sang tots els divendres i dissabtes per la vesprada fins a la presentació de les falleres majors, el 23 de gener.",
      ],
    },
  },
  {
    n: 28, d: '2026-10-20 10:00', cat: 'Comercio', sec: 7, slug: 'feria-outlet-plaza-mayor-2026', place: 'major', hdr: 1, social: 'assoc',
    es: {
      t: 'La Feria Outlet vuelve a la Plaça Major el 24 y el 25 de octubre',
      l: 'Una treintena de comercios del centro sacarán a la calle sus artículos de temporada con descuentos de hasta el 60 %.',
      b: [
        'La Asociación de Comerciantes del Centro celebrará el sábado 24 y el domingo 25 de octubre una nueva edición de la Feria Outlet en la Plaça Major. Treinta y dos establecimientos de moda, calzado, complementos, deporte, hogar y electrónica ofrecerán artículos de temporadas anteriores con descuentos de entre el 30 % y el 60 %.',
        'La feria abrirá el sábado de 10:00 a 21:00 horas y el domingo de 10:00 a 14:00 horas. Habrá también una zona de restauración con los bares de la plaza, actividades infantiles y, el sábado a las 18:00 horas, un desfile de moda con ropa de los comercios participantes.',
        'La presidenta de la asociación, Rosa Boscà Martínez, recordó que la entidad colabora con el Ayuntamiento en la nueva edición del Bono Comercio Alcantir, que se presentará esta misma semana.',
      ],
    },
    va: {
      t: "La Fira Outlet torna a la Plaça Major el 24 i el 25 d'octubre",
      l: 'Una trentena de comerços del centre trauran al carrer els seus articles de temporada amb descomptes de fins al 60 %.',
      b: [
        "L'Associació de Comerciants del Centre celebrarà el dissabte 24 i el diumenge 25 d'octubre una nova edició de la Fira Outlet en la Plaça Major. Trenta-dos establiments de moda, calçat, complements, esport, llar i electrònica oferiran articles de temporades anteriors amb descomptes d'entre el 30 % i el 60 %.",
        "La fira obrirà el dissabte de 10.00 a 21.00 hores i el diumenge de 10.00 a 14.00 hores. També hi haurà una zona de restauració amb els bars de la plaça, activitats infantils i, el dissabte a les 18.00 hores, una desfilada de moda amb roba dels comerços participants.",
        "La presidenta de l'associació, Rosa Boscà Martínez, va recordar que l'entitat col·labora amb l'Ajuntament en la nova edició del Bono Comercio Alcantir, que es presentarà esta mateixa setmana.",
      ],
    },
  },
  {
    n: 29, d: '2026-10-22 10:00', cat: 'Comercio', slug: 'bono-comercio-alcantir-nueva-edicion', place: 'mercat', hdr: 1, social: 'town',
    files: [{ f: 'bases-bono-comercio-alcantir', es: 'Bases del Bono Comercio Alcantir', va: 'Bases del Bono Comercio Alcantir' }],
    links: [{ es: 'Adhesión de establecimientos', va: "Adhesió d'establiments", u: 'https://sede.alcantir.example/tramites/bono-comercio-adhesion' }],
    es: {
      t: 'Nueva edición del Bono Comercio Alcantir: 150.000 euros para impulsar el comercio local',
      l: 'Desde el 2 de noviembre, las personas empadronadas mayores de 18 años podrán adquirir bonos de 20 euros por 10 euros para gastar en el comercio y la hostelería locales.',
      b: [
        'El Ayuntamiento de Alcantir pone en marcha una nueva edición del Bono Comercio Alcantir, dotada con 150.000 euros, con el objetivo de estimular el consumo en el comercio y la hostelería locales durante la campaña de otoño y Navidad. El programa se desarrolla en colaboración con la Asociación de Comerciantes del Centro y la Asociación de Hosteleros de Alcantir.',
        'Cada persona empadronada mayor de 18 años podrá adquirir hasta cinco bonos de 20 euros, por cada uno de los cuales pagará 10 euros; el Ayuntamiento asume la diferencia. Los bonos se compran a través de la aplicación municipal y se canjean en los establecimientos adheridos, identificados con un distintivo en el escaparate, hasta el 10 de enero de 2027 o hasta agotar la dotación.',
        'Los comercios y locales de hostelería con domicilio fiscal en Alcantir pueden adherirse hasta el 30 de octubre a través de la sede electrónica. En la edición anterior participaron 140 establecimientos, que recibieron el importe de los bonos canjeados en un plazo máximo de quince días.',
      ],
    },
    va: {
      t: 'Nova edició del Bono Comercio Alcantir: 150.000 euros per a impulsar el comerç local',
      l: 'Des del 2 de novembre, les persones empadronades majors de 18 anys podran adquirir bons de 20 euros per 10 euros per a gastar en el comerç i l’hostaleria locals.',
      b: [
        "L'Ajuntament d'Alcantir posa en marxa una nova edició del Bono Comercio Alcantir, dotada amb 150.000 euros, amb l'objectiu d'estimular el consum en el comerç i l'hostaleria locals durant la campanya de tardor i Nadal. El programa es desenvolupa en col·laboració amb l'Associació de Comerciants del Centre i l'Associació d'Hostalers d'Alcantir.",
        "Cada persona empadronada major de 18 anys podrà adquirir fins a cinc bons de 20 euros, per cadascun dels quals pagarà 10 euros; l'Ajuntament assumix la diferència. Els bons es compren per mitjà de l'aplicació municipal i es bescanvien en els establiments adherits, identificats amb un distintiu en l'aparador, fins al 10 de gener de 2027 o fins que s'esgote la dotació.",
        "Els comerços i locals d'hostaleria amb domicili fiscal a Alcantir s'hi poden adherir fins al 30 d'octubre per mitjà de la seu electrònica. En l'edició anterior hi van participar 140 establiments, que van rebre l'import dels bons bescanviats en un termini màxim de quinze dies.",
      ],
    },
  },
  {
    n: 30, d: '2026-10-26 10:00', cat: 'Mayores', slug: 'balance-semana-cultural-del-mayor-2026', place: 'llar', imgs: 2,
    es: {
      t: 'La Semana Cultural del Mayor reúne a más de 300 personas',
      l: 'Charlas, un concurso de postres tradicionales, cine y un baile de clausura llenaron el Hogar del Jubilado del 19 al 23 de octubre.',
      b: [
        'La Semana Cultural del Mayor, organizada por la Concejalía de Mayores con la Asociación de Jubilados y Pensionistas San José, cerró el viernes su edición de 2026 con un baile con música en directo en el Hogar del Jubilado. A lo largo de la semana, más de 300 personas participaron en alguna de las actividades.',
        'El programa incluyó una charla sobre prevención de estafas telefónicas a cargo de la Guardia Civil, una sesión de cine con imágenes antiguas de Alcantir cedidas por el Centro de Estudios Locales, un torneo de truc y el concurso de postres tradicionales, que ganó Carmen Insa con su «coca de llanda».',
        'La concejala de Mayores, Pilar Tormo Gil, destacó la implicación de la junta directiva de la asociación, renovada en septiembre, y anunció que en enero comenzará un taller de competencias digitales para personas mayores.',
      ],
    },
    va: {
      t: 'La Setmana Cultural de la Gent Gran reunix més de 300 persones',
      l: "Xarrades, un concurs de postres tradicionals, cinema i un ball de cloenda van omplir la Llar del Jubilat del 19 al 23 d'octubre.",
      b: [
        "La Setmana Cultural de la Gent Gran, organitzada per la Regidoria de Gent Gran amb l'Associació de Jubilats i Pensionistes Sant Josep, va tancar divendres l'edició de 2026 amb un ball amb música en directe en la Llar del Jubilat. Al llarg de la setmana, més de 300 persones van participar en alguna de les activitats.",
        "El programa va incloure una xarrada sobre prevenció d'estafes telefòniques a càrrec de la Guàrdia Civil, una sessió de cinema amb imatges antigues d'Alcantir cedides pel Centre d'Estudis Locals, un torneig de truc i el concurs de postres tradicionals, que va guanyar Carmen Insa amb la seua coca de llanda.",
        "La regidora de Gent Gran, Pilar Tormo Gil, va destacar la implicació de la junta directiva de l'associació, renovada al setembre, i va anunciar que al gener començarà un taller de competències digitals per a persones majors.",
      ],
    },
  },
  {
    n: 31, d: '2026-10-28 09:30', cat: 'Formación', slug: 'curso-gestion-economica-fiscal-asociaciones', place: 'associacions', hdr: 1,
    files: [{ f: 'programa-curso-gestion-asociaciones', es: 'Programa del curso', va: 'Programa del curs' }],
    es: {
      t: 'Curso de gestión económica y fiscal de asociaciones: abiertas las inscripciones',
      l: 'Cuatro sesiones prácticas, los martes de noviembre, sobre contabilidad, obligaciones fiscales, subvenciones y protección de datos para juntas directivas y personas voluntarias.',
      b: [
        'El área de Participación Ciudadana organiza el curso «Gestión económica y fiscal de asociaciones», dirigido a miembros de juntas directivas, personas voluntarias y cualquier persona interesada en la gestión de entidades sin ánimo de lucro. El curso es gratuito y se celebrará los martes 3, 10, 17 y 24 de noviembre, de 18:00 a 20:00 horas, en la Casa de les Associacions.',
        'Cada sesión abordará un bloque: contabilidad básica y libros obligatorios; obligaciones fiscales (NIF, impuesto sobre sociedades, IVA y retenciones); solicitud y justificación de subvenciones públicas, y protección de datos y transparencia. Las sesiones las impartirán una asesora fiscal especializada en el tercer sector y personal técnico municipal.',
        'Las plazas están limitadas a 30 personas, con prioridad para las entidades inscritas en el Registro Municipal de Asociaciones. Quienes asistan al menos a tres sesiones recibirán un certificado de aprovechamiento.',
      ],
    },
    va: {
      t: "Curs de gestió econòmica i fiscal d'associacions: obertes les inscripcions",
      l: 'Quatre sessions pràctiques, els dimarts de novembre, sobre comptabilitat, obligacions fiscals, subvencions i protecció de dades per a juntes directives i persones voluntàries.',
      b: [
        "L'àrea de Participació Ciutadana organitza el curs «Gestió econòmica i fiscal d'associacions», adreçat a membres de juntes directives, persones voluntàries i qualsevol persona interessada en la gestió d'entitats sense ànim de lucre. El curs és gratuït i se celebrarà els dimarts 3, 10, 17 i 24 de novembre, de 18.00 a 20.00 hores, en la Casa de les Associacions.",
        "Cada sessió tractarà un bloc: comptabilitat bàsica i llibres obligatoris; obligacions fiscals (NIF, impost sobre societats, IVA i retencions); sol·licitud i justificació de subvencions públiques, i protecció de dades i transparència. Les sessions les impartiran una assessora fiscal especialitzada en el tercer sector i personal tècnic municipal.",
        "Les places estan limitades a 30 persones, amb prioritat per a les entitats inscrites en el Registre Municipal d'Associacions. Les persones que assistisquen almenys a tres sessions rebran un certificat d'aprofitament.",
      ],
    },
  },
  {
    n: 32, d: '2026-10-29 12:00', cat: 'Cultura', slug: 'biblioteca-municipal-amplia-horario', place: 'biblioteca',
    es: {
      t: 'La Biblioteca Municipal amplía su horario y abre los sábados',
      l: 'Desde el 2 de noviembre, la biblioteca abrirá de lunes a viernes de 9:00 a 21:00 horas sin interrupción y los sábados por la mañana.',
      b: [
        'La Biblioteca Municipal amplía su horario a partir del lunes 2 de noviembre para responder a la demanda de estudiantes y personas usuarias. La biblioteca abrirá de lunes a viernes de 9:00 a 21:00 horas de forma ininterrumpida y los sábados de 10:00 a 14:00 horas.',
        'La ampliación ha sido posible gracias a la incorporación de una nueva auxiliar de biblioteca. Además, durante los periodos de exámenes de enero y de mayo y junio, la sala de estudio abrirá también los sábados por la tarde y los domingos por la mañana.',
        'La biblioteca ofrece también un espacio para los clubes de lectura de las asociaciones, como Espai Lector. Las entidades interesadas en utilizarlo pueden solicitarlo en el mostrador de préstamo.',
      ],
    },
    va: {
      t: "La Biblioteca Municipal amplia l'horari i obri els dissabtes",
      l: 'Des del 2 de novembre, la biblioteca obrirà de dilluns a divendres de 9.00 a 21.00 hores sense interrupció i els dissabtes de matí.',
      b: [
        "La Biblioteca Municipal amplia l'horari a partir del dilluns 2 de novembre per a respondre a la demanda d'estudiants i persones usuàries. La biblioteca obrirà de dilluns a divendres de 9.00 a 21.00 hores de manera ininterrompuda i els dissabtes de 10.00 a 14.00 hores.",
        "L'ampliació ha sigut possible gràcies a la incorporació d'una nova auxiliar de biblioteca. A més, durant els períodes d'exàmens de gener i de maig i juny, la sala d'estudi obrirà també els dissabtes de vesprada i els diumenges de matí.",
        "La biblioteca oferix també un espai per als clubs de lectura de les associacions, com ara Espai Lector. Les entitats interessades a utilitzar-lo el poden sol·licitar en el taulell de préstec.",
      ],
    },
  },
  {
    n: 33, d: '2026-11-02 10:00', cat: 'Participación', slug: 'presupuestos-participativos-87-propuestas', place: 'ajuntament',
    es: {
      t: 'Los presupuestos participativos reciben 87 propuestas',
      l: 'Los servicios técnicos estudiarán en noviembre la viabilidad de las propuestas, que se someterán a votación ciudadana en enero.',
      b: [
        'La quinta edición de los presupuestos participativos de Alcantir ha recibido 87 propuestas, 23 más que el año anterior. Del total, 61 han sido presentadas por personas a título individual y 26 por asociaciones inscritas en el Registro Municipal, entre ellas la Asociación de Vecinos del Barrio de San Roque, el AMPA del CEIP Lluís Vives y el Col·lectiu Ecologista Riu Clariano.',
        'Las propuestas más repetidas tienen que ver con la mejora de aceras y la accesibilidad, la sombra en parques y patios escolares, los carriles bici y la renaturalización de espacios junto al río. Una comisión técnica revisará durante noviembre que cada propuesta sea de competencia municipal, técnicamente viable y no supere el importe máximo de 60.000 euros.',
        'La lista de propuestas admitidas se publicará a principios de diciembre, con un plazo de diez días para presentar alegaciones. La votación se celebrará del 11 al 24 de enero en la sede electrónica y en puntos presenciales.',
      ],
    },
    va: {
      t: 'Els pressupostos participatius reben 87 propostes',
      l: 'Els servicis tècnics estudiaran al novembre la viabilitat de les propostes, que se sotmetran a votació ciutadana al gener.',
      b: [
        "La cinquena edició dels pressupostos participatius d'Alcantir ha rebut 87 propostes, 23 més que l'any anterior. Del total, 61 són de persones a títol individual i 26 d'associacions inscrites en el Registre Municipal, entre les quals l'Associació de Veïns del Barri de Sant Roc, l'AMPA del CEIP Lluís Vives i el Col·lectiu Ecologista Riu Clariano.",
        "Les propostes més repetides tenen a veure amb la millora de voreres i l'accessibilitat, l'ombra en parcs i patis escolars, els carrils bici i la renaturalització d'espais al costat del riu. Una comissió tècnica revisarà durant el mes de novembre que cada proposta siga de competència municipal, tècnicament viable i que no supere l'import màxim de 60.000 euros.",
        "La llista de propostes admeses es publicarà a principis de desembre, amb un termini de deu dies per a presentar-hi al·legacions. La votació se celebrarà de l'11 al 24 de gener en la seu electrònica i en punts presencials.",
      ],
    },
  },
  {
    n: 34, d: '2026-11-04 09:00', cat: 'Formación', slug: 'servicio-asesoramiento-gratuito-asociaciones', place: 'associacions', hdr: 1,
    links: [{ es: 'Pedir cita previa', va: 'Demanar cita prèvia', u: 'https://sede.alcantir.example/cita-previa/asociaciones' }],
    es: {
      t: 'Nuevo servicio gratuito de asesoramiento a asociaciones',
      l: 'Los martes y jueves por la mañana, con cita previa, una técnica municipal resuelve dudas sobre constitución, estatutos, registro, subvenciones y obligaciones fiscales.',
      b: [
        'El área de Participación Ciudadana ha puesto en marcha un servicio gratuito de asesoramiento para asociaciones y para grupos de personas que quieran constituir una. El servicio se presta en la Casa de les Associacions los martes y jueves, de 9:30 a 13:30 horas, con cita previa.',
        'Las consultas más habituales tienen que ver con la redacción o la modificación de estatutos, la renovación de la junta directiva y su comunicación al registro, la legalización de los libros, la solicitud y justificación de subvenciones, las obligaciones fiscales y de transparencia y la protección de datos de las personas socias.',
        'La cita puede solicitarse por teléfono, por correo electrónico o a través de la sede electrónica. La sección de recursos de este portal reúne, además, guías, modelos y fichas prácticas que pueden consultarse en cualquier momento.',
      ],
    },
    va: {
      t: "Nou servici gratuït d'assessorament a associacions",
      l: 'Els dimarts i dijous de matí, amb cita prèvia, una tècnica municipal resol dubtes sobre constitució, estatuts, registre, subvencions i obligacions fiscals.',
      b: [
        "L'àrea de Participació Ciutadana ha posat en marxa un servici gratuït d'assessorament per a associacions i per a grups de persones que en vulguen constituir una. El servici es presta en la Casa de les Associacions els dimarts i dijous, de 9.30 a 13.30 hores, amb cita prèvia.",
        "Les consultes més habituals tenen a veure amb la redacció o la modificació d'estatuts, la renovació de la junta directiva i la seua comunicació al registre, la legalització dels llibres, la sol·licitud i la justificació de subvencions, les obligacions fiscals i de transparència i la protecció de dades de les persones sòcies.",
        "La cita es pot sol·licitar per telèfon, per correu electrònic o per mitjà de la seu electrònica. La secció de recursos d'este portal reunix, a més, guies, models i fitxes pràctiques que es poden consultar en qualsevol moment.",
      ],
    },
  },
  {
    n: 35, d: '2026-11-06 09:00', cat: 'Juventud', slug: 'escoleta-de-nadal-2026-inscripciones', place: 'escola',
    es: {
      t: 'Escoleta de Nadal: inscripciones del 9 al 20 de noviembre',
      l: 'El programa de conciliación para niños y niñas de 3 a 12 años funcionará durante las vacaciones de Navidad, de 9:00 a 14:00 horas.',
      b: [
        'La Concejalía de Juventud e Infancia abre el plazo de inscripción de la Escoleta de Nadal, el programa de ocio educativo que facilita la conciliación de las familias durante las vacaciones escolares. Se desarrollará en el CEIP Lluís Vives los días 23, 28, 29 y 30 de diciembre, de 9:00 a 14:00 horas, con servicio de acogida desde las 7:30 horas.',
        'Las actividades incluyen talleres de manualidades navideñas, juegos cooperativos, cuentacuentos en valenciano y una visita al Belén monumental de los Belenistas de Alcantir. La cuota es de 30 euros por los cuatro días, con bonificaciones de hasta el 100 % para las familias derivadas por los servicios sociales.',
        'Las inscripciones pueden hacerse del 9 al 20 de noviembre en la sede electrónica o en la oficina de Juventud del Espacio Joven. Hay 90 plazas disponibles, que se adjudicarán por orden de inscripción.',
      ],
    },
    va: {
      t: "Escoleta de Nadal: inscripcions del 9 al 20 de novembre",
      l: 'El programa de conciliació per a xiquets i xiquetes de 3 a 12 anys funcionarà durant les vacances de Nadal, de 9.00 a 14.00 hores.',
      b: [
        "La Regidoria de Joventut i Infància obri el termini d'inscripció de l'Escoleta de Nadal, el programa d'oci educatiu que facilita la conciliació de les famílies durant les vacances escolars. Es desenvoluparà en el CEIP Lluís Vives els dies 23, 28, 29 i 30 de desembre, de 9.00 a 14.00 hores, amb servici d'acollida des de les 7.30 hores.",
        "Les activitats inclouen tallers de manualitats nadalenques, jocs cooperatius, contacontes en valencià i una visita al Betlem monumental dels Betlemistes d'Alcantir. La quota és de 30 euros pels quatre dies, amb bonificacions de fins al 100 % per a les famílies derivades pels servicis socials.",
        "Les inscripcions es poden fer del 9 al 20 de novembre en la seu electrònica o en l'oficina de Joventut de l'Espai Jove. Hi ha 90 places disponibles, que s'adjudicaran per orde d'inscripció.",
      ],
    },
  },
  {
    n: 36, d: '2026-11-10 10:00', cat: 'Participación', slug: 'programa-25n-2026', place: 'ajuntament', hdr: 1, social: 'town',
    es: {
      t: 'Alcantir se suma al 25N con una semana de actividades',
      l: 'Talleres en el instituto, una marcha nocturna y la lectura del manifiesto institucional centrarán los actos del Día Internacional para la Eliminación de la Violencia contra la Mujer.',
      b: [
        'El Ayuntamiento de Alcantir y la Asociación de Mujeres Clara Campoamor han presentado el programa de actividades con motivo del 25 de noviembre, Día Internacional para la Eliminación de la Violencia contra la Mujer. Los actos se desarrollarán del 20 al 27 de noviembre bajo el lema «Alcantir, ni una menys».',
        "El programa incluye talleres sobre relaciones igualitarias y violencia digital para el alumnado del IES La Costera, un cinefórum en el Espacio Joven, un curso de autodefensa y una exposición de carteles en la Biblioteca Municipal. El miércoles 25, a las 19:00 horas, se leerá el manifiesto institucional en la Plaça de l'Ajuntament y, a continuación, saldrá una marcha con antorchas hasta la Plaça Major.",
        'El Ayuntamiento recuerda que el teléfono 016 atiende a las víctimas de violencia de género las 24 horas del día, es gratuito y no deja rastro en la factura. En caso de emergencia, debe llamarse al 112.',
      ],
    },
    va: {
      t: "Alcantir se suma al 25N amb una setmana d'activitats",
      l: "Tallers a l'institut, una marxa nocturna i la lectura del manifest institucional centraran els actes del Dia Internacional per a l'Eliminació de la Violència contra la Dona.",
      b: [
        "L'Ajuntament d'Alcantir i l'Associació de Dones Clara Campoamor han presentat el programa d'activitats amb motiu del 25 de novembre, Dia Internacional per a l'Eliminació de la Violència contra la Dona. Els actes es desenvoluparan del 20 al 27 de novembre amb el lema «Alcantir, ni una menys».",
        "El programa inclou tallers sobre relacions igualitàries i violència digital per a l'alumnat de l'IES La Costera, un cinefòrum en l'Espai Jove, un curs d'autodefensa i una exposició de cartells en la Biblioteca Municipal. El dimecres 25, a les 19.00 hores, es llegirà el manifest institucional en la Plaça de l'Ajuntament i, a continuació, eixirà una marxa amb torxes fins a la Plaça Major.",
        "L'Ajuntament recorda que el telèfon 016 atén les víctimes de violència de gènere les 24 hores del dia, és gratuït i no deixa rastre en la factura. En cas d'emergència, cal telefonar al 112.",
      ],
    },
  },
  {
    n: 37, d: '2026-11-11 09:00', cat: 'Subvenciones', slug: 'subvenciones-asociaciones-2026-resolucion-provisional', place: 'ajuntament',
    files: [
      { f: 'propuesta-resolucion-provisional-subvenciones-2026', es: 'Propuesta de resolución provisional', va: 'Proposta de resolució provisional' },
      { f: 'modelo-justificacion-subvencion', es: 'Modelo de cuenta justificativa', va: 'Model de compte justificatiu' },
    ],
    links: [{ es: 'Tablón de anuncios de la sede electrónica', va: "Tauler d'anuncis de la seu electrònica", u: 'https://sede.alcantir.example/tablon' }],
    es: {
      t: 'Subvenciones a asociaciones 2026: resolución provisional',
      l: 'Cincuenta y dos entidades resultan beneficiarias. Las asociaciones disponen de diez días hábiles para presentar alegaciones o reformular sus proyectos.',
      b: [
        'La comisión de valoración de la convocatoria de subvenciones para asociaciones 2026 ha emitido la propuesta de resolución provisional, que se ha publicado en el tablón de anuncios de la sede electrónica. De las 58 solicitudes presentadas, 52 han obtenido subvención, 4 han sido desestimadas por no alcanzar la puntuación mínima y 2 se han excluido por no haber subsanado la documentación requerida.',
        'A partir del día siguiente a la publicación, las entidades disponen de un plazo de diez días hábiles para presentar alegaciones y, en caso de que la cuantía propuesta sea inferior a la solicitada, para reformular el proyecto y ajustarlo al importe concedido. Transcurrido este plazo, se dictará la resolución definitiva.',
        'Recordamos que el plazo para justificar las subvenciones concedidas finaliza el 15 de diciembre de 2026. La justificación debe incluir la memoria de actividades y la relación de gastos con las facturas y los justificantes de pago, y se presenta también a través de la sede electrónica.',
      ],
    },
    va: {
      t: 'Subvencions a associacions 2026: resolució provisional',
      l: 'Cinquanta-dues entitats en resulten beneficiàries. Les associacions disposen de deu dies hàbils per a presentar al·legacions o reformular els seus projectes.',
      b: [
        "La comissió de valoració de la convocatòria de subvencions per a associacions 2026 ha emés la proposta de resolució provisional, que s'ha publicat en el tauler d'anuncis de la seu electrònica. De les 58 sol·licituds presentades, 52 han obtingut subvenció, 4 han sigut desestimades per no arribar a la puntuació mínima i 2 han sigut excloses per no haver esmenat la documentació requerida.",
        "A partir de l'endemà de la publicació, les entitats disposen d'un termini de deu dies hàbils per a presentar al·legacions i, en cas que la quantia proposada siga inferior a la sol·licitada, per a reformular el projecte i ajustar-lo a l'import concedit. Passat este termini, es dictarà la resolució definitiva.",
        "Recordem que el termini per a justificar les subvencions concedides acaba el 15 de desembre de 2026. La justificació ha d'incloure la memòria d'activitats i la relació de despeses amb les factures i els justificants de pagament, i també es presenta per mitjà de la seu electrònica.",
      ],
    },
  },
  {
    n: 38, d: '2026-11-12 13:00', cat: 'Comercio', slug: 'mercado-de-navidad-2026-listado-provisional-paradas', place: 'major', draft: 1,
    es: {
      t: 'Mercado de Navidad 2026: listado provisional de paradas',
      l: 'Se publica la relación provisional de las 36 paradas de artesanía, alimentación y asociaciones admitidas en el Mercado de Navidad del 11 al 13 de diciembre.',
      b: [
        'La Concejalía de Comercio y la Asociación de Comerciantes del Centro han resuelto de forma provisional la adjudicación de las paradas del Mercado de Navidad, que se instalará en la Plaça Major del 11 al 13 de diciembre. Se han admitido 36 solicitudes: 18 de artesanía, 10 de alimentación y 8 de asociaciones sin ánimo de lucro.',
        'Las personas y entidades interesadas pueden consultar el listado en el tablón de anuncios de la sede electrónica y presentar reclamaciones en el plazo de cinco días hábiles. El montaje de las casetas se realizará el jueves 10 de diciembre a partir de las 16:00 horas.',
      ],
    },
    va: {
      t: 'Mercat de Nadal 2026: llista provisional de parades',
      l: "Es publica la relació provisional de les 36 parades d'artesania, alimentació i associacions admeses en el Mercat de Nadal de l'11 al 13 de desembre.",
      b: [
        "La Regidoria de Comerç i l'Associació de Comerciants del Centre han resolt provisionalment l'adjudicació de les parades del Mercat de Nadal, que s'instal·larà en la Plaça Major de l'11 al 13 de desembre. S'han admés 36 sol·licituds: 18 d'artesania, 10 d'alimentació i 8 d'associacions sense ànim de lucre.",
        "Les persones i entitats interessades poden consultar la llista en el tauler d'anuncis de la seu electrònica i presentar reclamacions en el termini de cinc dies hàbils. El muntatge de les casetes es farà el dijous 10 de desembre a partir de les 16.00 hores.",
      ],
    },
  },
  {
    n: 39, d: '2026-11-16 18:00', cat: 'Cultura', sec: 1, slug: 'santa-cecilia-2026-nuevos-musicos', place: 'musica', hdr: 1, imgs: 2, social: 'assoc',
    es: {
      t: 'Santa Cecilia: la Unión Musical da la bienvenida a 14 nuevos músicos',
      l: 'Los nuevos integrantes de la banda sinfónica, de entre 12 y 16 años, serán recogidos en sus casas el sábado 21 en el tradicional pasacalle previo al concierto de Santa Cecilia.',
      b: [
        'La Unión Musical de Alcantir celebra este fin de semana su festividad más señalada, Santa Cecilia, patrona de la música. Como manda la tradición, el sábado 21 de noviembre a partir de las 18:00 horas la banda recorrerá las calles del pueblo para recoger en sus domicilios a los catorce músicos que se incorporan este año a la banda sinfónica, procedentes de la escuela de la sociedad.',
        'El domingo 22, a las 12:00 horas, el Auditorio Municipal acogerá el concierto de Santa Cecilia, bajo la dirección del maestro Joan Climent. El programa incluye el pasodoble «Alcantir», el estreno del poema sinfónico «Riu Clariano», encargado por la sociedad al compositor Vicent Ferrer Sanz, y, en la segunda parte, una selección de bandas sonoras de cine. Durante el concierto se impondrán las insignias a los nuevos músicos y se rendirá homenaje a los socios y músicos que cumplen 25 y 50 años en la sociedad.',
        'La entrada al concierto es libre hasta completar el aforo. Al terminar, la sociedad celebrará su tradicional comida de hermandad en la Casa de la Música.',
      ],
    },
    va: {
      t: 'Santa Cecília: la Unió Musical dona la benvinguda a 14 músics nous',
      l: 'Els nous integrants de la banda simfònica, d’entre 12 i 16 anys, seran arreplegats a casa el dissabte 21 en el tradicional passacarrer previ al concert de Santa Cecília.',
      b: [
        "La Unió Musical d'Alcantir celebra este cap de setmana la seua festivitat més assenyalada, Santa Cecília, patrona de la música. Com mana la tradició, el dissabte 21 de novembre a partir de les 18.00 hores la banda recorrerà els carrers del poble per a arreplegar a casa seua els catorze músics que s'incorporen enguany a la banda simfònica, procedents de l'escola de la societat.",
        "El diumenge 22, a les 12.00 hores, l'Auditori Municipal acollirà el concert de Santa Cecília, sota la direcció del mestre Joan Climent. El programa inclou el pasdoble «Alcantir», l'estrena del poema simfònic «Riu Clariano», encarregat per la societat al compositor Vicent Ferrer Sanz, i, en la segona part, una selecció de bandes sonores de cinema. Durant el concert s'imposaran les insígnies als nous músics i es retrà homenatge als socis i músics que complixen 25 i 50 anys en la societat.",
        "L'entrada al concert és lliure fins a completar l'aforament. En acabar, la societat celebrarà el tradicional dinar de germanor en la Casa de la Música.",
      ],
    },
  },
  {
    n: 40, d: '2026-11-17 10:00', cat: 'Participación', slug: 'campana-cap-xiquet-sense-joguet-2026', place: 'associacions', hdr: 1,
    es: {
      t: 'Campaña «Cap xiquet sense joguet»: recogida de juguetes hasta el 19 de diciembre',
      l: 'La Red Solidaria de Alcantir y el Ayuntamiento recogen juguetes nuevos o en buen estado para que ningún niño ni niña se quede sin regalo en Reyes.',
      b: [
        'El Ayuntamiento de Alcantir y la Red Solidaria de Alcantir ponen en marcha una nueva edición de la campaña «Cap xiquet sense joguet», que pretende garantizar que todos los niños y niñas del municipio reciban un regalo el día de Reyes. Los juguetes recogidos se entregarán a las familias atendidas por los servicios sociales municipales y por la Red Solidaria.',
        'Pueden donarse juguetes nuevos o en muy buen estado, completos y con pilas si las necesitan, así como libros y material deportivo. Por razones de higiene, no se recogen peluches usados. Los puntos de recogida son el Ayuntamiento, la Biblioteca Municipal, la Casa de les Associacions y los comercios adheridos de la Asociación de Comerciantes del Centro.',
        'La campaña terminará el sábado 19 de diciembre con una gran jornada de recogida en la Plaça Major, de 10:00 a 14:00 horas, animada por «La Xafigà» Colla de Dolçainers i Tabaleters. Las asociaciones que quieran colaborar como punto de recogida o con personas voluntarias para la clasificación pueden contactar con el área de Participación Ciudadana.',
      ],
    },
    va: {
      t: 'Campanya «Cap xiquet sense joguet»: recollida de joguets fins al 19 de desembre',
      l: "La Xarxa Solidària d'Alcantir i l'Ajuntament arrepleguen joguets nous o en bon estat perquè cap xiquet ni xiqueta es quede sense regal per Reis.",
      b: [
        "L'Ajuntament d'Alcantir i la Xarxa Solidària d'Alcantir posen en marxa una nova edició de la campanya «Cap xiquet sense joguet», que pretén garantir que tots els xiquets i xiquetes del municipi reben un regal el dia de Reis. Els joguets arreplegats es lliuraran a les famílies ateses pels servicis socials municipals i per la Xarxa Solidària.",
        "Es poden donar joguets nous o en molt bon estat, complets i amb piles si en necessiten, així com llibres i material esportiu. Per raons d'higiene, no s'arrepleguen peluixos usats. Els punts de recollida són l'Ajuntament, la Biblioteca Municipal, la Casa de les Associacions i els comerços adherits de l'Associació de Comerciants del Centre.",
        "La campanya acabarà el dissabte 19 de desembre amb una gran jornada de recollida en la Plaça Major, de 10.00 a 14.00 hores, animada per «La Xafigà» Colla de Dolçainers i Tabaleters. Les associacions que vulguen col·laborar com a punt de recollida o amb persones voluntàries per a la classificació poden contactar amb l'àrea de Participació Ciutadana.",
      ],
    },
  },
  {
    n: 41, d: '2026-11-18 12:00', cat: 'Fiestas', slug: 'programa-navidad-2026', place: 'ajuntament', hdr: 1, social: 'town',
    files: [{ f: 'programa-navidad-2026', es: 'Programa de Navidad 2026', va: 'Programa de Nadal 2026' }],
    es: {
      t: 'Alcantir presenta su programa de Navidad 2026',
      l: 'El encendido del alumbrado, el Mercado de Navidad, el Belén monumental, la Escoleta de Nadal, la Sant Silvestre y la Cabalgata de Reyes forman parte de un programa con más de cuarenta actividades.',
      b: [
        'La Navidad comenzará oficialmente en Alcantir el viernes 27 de noviembre, a las 19:00 horas, con el encendido del alumbrado navideño en la Plaça Major, acompañado por la Unión Musical de Alcantir y por una chocolatada popular. Este año, la iluminación llegará por primera vez a todas las calles comerciales del centro gracias a la colaboración de la Asociación de Comerciantes del Centro.',
        'El programa incluye la inauguración del Belén monumental de los Belenistas de Alcantir el 8 de diciembre, el Mercado de Navidad en la Plaça Major del 11 al 13 de diciembre, el concierto de Navidad del Coro Parroquial de la Asunción el 19 de diciembre, la Sant Silvestre solidaria del 31 de diciembre y, ya en enero, la llegada del Cartero Real el día 2 y la Cabalgata de Reyes el día 5.',
        'El programa completo puede descargarse en esta página y se distribuirá en papel en los comercios y edificios municipales. Todas las actividades son gratuitas, salvo que se indique lo contrario.',
      ],
    },
    va: {
      t: 'Alcantir presenta el seu programa de Nadal 2026',
      l: "L'encesa de l'enllumenat, el Mercat de Nadal, el Betlem monumental, l'Escoleta de Nadal, la Sant Silvestre i la Cavalcada de Reis formen part d'un programa amb més de quaranta activitats.",
      b: [
        "El Nadal començarà oficialment a Alcantir el divendres 27 de novembre, a les 19.00 hores, amb l'encesa de l'enllumenat nadalenc en la Plaça Major, acompanyada per la Unió Musical d'Alcantir i per una xocolatada popular. Enguany, la il·luminació arribarà per primera vegada a tots els carrers comercials del centre gràcies a la col·laboració de l'Associació de Comerciants del Centre.",
        "El programa inclou la inauguració del Betlem monumental dels Betlemistes d'Alcantir el 8 de desembre, el Mercat de Nadal en la Plaça Major de l'11 al 13 de desembre, el concert de Nadal del Cor Parroquial de l'Assumpció el 19 de desembre, la Sant Silvestre solidària del 31 de desembre i, ja al gener, l'arribada del Carter Reial el dia 2 i la Cavalcada de Reis el dia 5.",
        "El programa complet es pot descarregar en esta pàgina i es distribuirà en paper en els comerços i edificis municipals. Totes les activitats són gratuïtes, llevat que s'indique el contrari.",
      ],
    },
  },
  {
    n: 42, d: '2026-11-19 10:00', cat: 'Fiestas', slug: 'cabalgata-reyes-2027-carrozas-asociaciones', place: 'major',
    files: [{ f: 'bases-participacion-cabalgata-reyes-2027', es: 'Bases de participación en la Cabalgata', va: 'Bases de participació en la Cavalcada' }],
    es: {
      t: 'Cabalgata de Reyes 2027: se buscan carrozas de asociaciones y personas voluntarias',
      l: 'Las entidades que quieran participar con una carroza o un grupo de animación en la Cabalgata del 5 de enero pueden inscribirse hasta el 11 de diciembre.',
      b: [
        'La Concejalía de Fiestas invita a las asociaciones del municipio a participar en la Cabalgata de Reyes del martes 5 de enero de 2027. Las entidades pueden aportar una carroza, un grupo de animación a pie o personas voluntarias para tareas de organización, seguridad y reparto de caramelos.',
        'El Ayuntamiento subvencionará con 400 euros cada carroza y con 150 euros cada grupo de animación, previa justificación del gasto, y se encargará del seguro de responsabilidad civil y de los vehículos. Las carrozas deberán respetar el tema de este año, «Els contes del món», y cumplir las normas de seguridad recogidas en las bases.',
        'La inscripción debe presentarse en la sede electrónica hasta el viernes 11 de diciembre. Por motivos de seguridad, solo se repartirán caramelos sin gluten y sin frutos secos, y no se permitirá lanzarlos desde las carrozas: se entregarán en mano.',
      ],
    },
    va: {
      t: 'Cavalcada de Reis 2027: es busquen carrosses d’associacions i persones voluntàries',
      l: "Les entitats que vulguen participar amb una carrossa o un grup d'animació en la Cavalcada del 5 de gener s'hi poden inscriure fins a l'11 de desembre.",
      b: [
        "La Regidoria de Festes convida les associacions del municipi a participar en la Cavalcada de Reis del dimarts 5 de gener de 2027. Les entitats poden aportar una carrossa, un grup d'animació a peu o persones voluntàries per a tasques d'organització, seguretat i repartiment de caramels.",
        "L'Ajuntament subvencionarà amb 400 euros cada carrossa i amb 150 euros cada grup d'animació, amb la justificació prèvia de la despesa, i s'encarregarà de l'assegurança de responsabilitat civil i dels vehicles. Les carrosses hauran de respectar el tema d'enguany, «Els contes del món», i complir les normes de seguretat recollides en les bases.",
        "La inscripció s'ha de presentar en la seu electrònica fins al divendres 11 de desembre. Per motius de seguretat, només es repartiran caramels sense gluten i sense fruits secs, i no es permetrà llançar-los des de les carrosses: es lliuraran en mà.",
      ],
    },
  },
  {
    n: 43, d: '2026-11-20 09:00', cat: 'Medio ambiente', slug: 'calendario-invierno-ecoparque-movil', place: 'mercat',
    files: [{ f: 'calendario-ecoparque-movil-invierno', es: 'Calendario de invierno del ecoparque móvil', va: "Calendari d'hivern de l'ecoparc mòbil" }],
    es: {
      t: 'Nuevo calendario de invierno del ecoparque móvil',
      l: 'El ecoparque móvil visitará cada semana cuatro puntos del casco urbano y, por primera vez, las partidas rurales de La Llosa y Les Basses.',
      b: [
        'La Concejalía de Medio Ambiente ha aprobado el calendario de invierno del ecoparque móvil, que estará vigente del 1 de diciembre al 31 de marzo. El vehículo, que permite depositar pequeños residuos que no deben tirarse a los contenedores, se instalará cada semana en cuatro puntos del casco urbano y, como novedad, un sábado al mes en las partidas de La Llosa y Les Basses.',
        'En el ecoparque móvil pueden depositarse aceite de cocina usado, pilas, bombillas y fluorescentes, pequeños aparatos eléctricos y electrónicos, cartuchos de tinta, radiografías, aerosoles y envases de pintura. Los residuos voluminosos, los muebles y los restos de poda deben llevarse al ecoparque fijo o puede solicitarse su recogida a domicilio, que es gratuita.',
        'El calendario detallado, con los días, horarios y ubicaciones, puede consultarse en el documento adjunto y en la aplicación municipal.',
      ],
    },
    va: {
      t: "Nou calendari d'hivern de l'ecoparc mòbil",
      l: "L'ecoparc mòbil visitarà cada setmana quatre punts del nucli urbà i, per primera vegada, les partides rurals de la Llosa i les Basses.",
      b: [
        "La Regidoria de Medi Ambient ha aprovat el calendari d'hivern de l'ecoparc mòbil, que estarà vigent de l'1 de desembre al 31 de març. El vehicle, que permet depositar residus menuts que no s'han de llançar als contenidors, s'instal·larà cada setmana en quatre punts del nucli urbà i, com a novetat, un dissabte al mes en les partides de la Llosa i les Basses.",
        "En l'ecoparc mòbil es poden depositar oli de cuina usat, piles, bombetes i fluorescents, aparells elèctrics i electrònics menuts, cartutxos de tinta, radiografies, esprais i envasos de pintura. Els residus voluminosos, els mobles i les restes de poda s'han de portar a l'ecoparc fix o se'n pot sol·licitar la recollida a domicili, que és gratuïta.",
        "El calendari detallat, amb els dies, els horaris i les ubicacions, es pot consultar en el document adjunt i en l'aplicació municipal.",
      ],
    },
  },
  {
    n: 44, d: '2026-11-20 13:00', cat: 'Participación', slug: 'consulta-publica-reglamento-consejo-municipal-asociaciones', place: 'ajuntament', draft: 1,
    es: {
      t: 'Reglamento del Consejo Municipal de Asociaciones: consulta pública previa',
      l: 'El Ayuntamiento abre una consulta pública previa a la elaboración del nuevo reglamento del Consejo Municipal de Asociaciones.',
      b: [
        'De acuerdo con el artículo 133 de la Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común de las Administraciones Públicas, el Ayuntamiento somete a consulta pública previa la elaboración del nuevo reglamento del Consejo Municipal de Asociaciones, que sustituirá al vigente, aprobado en 2009. El Consejo es el órgano de participación que reúne a representantes de las entidades inscritas y de los grupos municipales.',
        'Durante quince días naturales, la ciudadanía y las asociaciones pueden opinar sobre los problemas que se pretenden resolver, la necesidad y oportunidad de la norma, sus objetivos y las posibles alternativas. Las aportaciones se presentarán a través de la sede electrónica.',
      ],
    },
    va: {
      t: "Reglament del Consell Municipal d'Associacions: consulta pública prèvia",
      l: "L'Ajuntament obri una consulta pública prèvia a l'elaboració del nou reglament del Consell Municipal d'Associacions.",
      b: [
        "D'acord amb l'article 133 de la Llei 39/2015, d'1 d'octubre, del procediment administratiu comú de les administracions públiques, l'Ajuntament sotmet a consulta pública prèvia l'elaboració del nou reglament del Consell Municipal d'Associacions, que substituirà el vigent, aprovat en 2009. El Consell és l'òrgan de participació que reunix representants de les entitats inscrites i dels grups municipals.",
        "Durant quinze dies naturals, la ciutadania i les associacions poden opinar sobre els problemes que es pretenen resoldre, la necessitat i l'oportunitat de la norma, els seus objectius i les possibles alternatives. Les aportacions es presentaran per mitjà de la seu electrònica.",
      ],
    },
  },
  {
    n: 45, d: '2026-11-21 09:00', cat: 'Participación', slug: 'guia-de-recursos-para-asociaciones', place: 'associacions', hdr: 1, social: 'town',
    links: [
      { es: 'Ley Orgánica 1/2002, reguladora del Derecho de Asociación (BOE)', va: "Llei orgànica 1/2002, reguladora del dret d'associació (BOE)", u: 'https://www.boe.es/buscar/act.php?id=BOE-A-2002-5852' },
      { es: 'Ley 19/2013, de transparencia (BOE)', va: 'Llei 19/2013, de transparència (BOE)', u: 'https://www.boe.es/buscar/act.php?id=BOE-A-2013-12887' },
    ],
    es: {
      t: 'El portal estrena su guía de recursos para asociaciones',
      l: 'Diez apartados con información práctica, modelos y plazos para constituir una asociación, inscribirla en el registro, renovar la junta directiva o cumplir las obligaciones de transparencia.',
      b: [
        'El Portal de Asociaciones de Alcantir incorpora una guía de recursos elaborada por el área de Participación Ciudadana para acompañar a las entidades en su día a día. La guía explica qué es una asociación, los pasos para constituirla, cómo redactar el acta fundacional y los estatutos, qué órganos de gobierno debe tener y cómo se inscribe en el registro.',
        'Incluye también apartados sobre la legalización de los libros, los modelos para solicitar la declaración de utilidad pública, las fichas de la Generalitat para comunicar la renovación de la junta directiva y una guía sobre las obligaciones de transparencia de las entidades sin ánimo de lucro que reciben ayudas públicas.',
        'Cada apartado recoge los plazos, las tasas y los documentos necesarios, con referencias a la normativa vigente. El servicio de asesoramiento a asociaciones resolverá, con cita previa, cualquier duda sobre su contenido.',
      ],
    },
    va: {
      t: 'El portal estrena la guia de recursos per a associacions',
      l: 'Deu apartats amb informació pràctica, models i terminis per a constituir una associació, inscriure-la en el registre, renovar la junta directiva o complir les obligacions de transparència.',
      b: [
        "El Portal d'Associacions d'Alcantir incorpora una guia de recursos elaborada per l'àrea de Participació Ciutadana per a acompanyar les entitats en el seu dia a dia. La guia explica què és una associació, els passos per a constituir-la, com redactar l'acta fundacional i els estatuts, quins òrgans de govern ha de tindre i com s'inscriu en el registre.",
        "Inclou també apartats sobre la legalització dels llibres, els models per a sol·licitar la declaració d'utilitat pública, les fitxes de la Generalitat per a comunicar la renovació de la junta directiva i una guia sobre les obligacions de transparència de les entitats sense ànim de lucre que reben ajudes públiques.",
        "Cada apartat recull els terminis, les taxes i els documents necessaris, amb referències a la normativa vigent. El servici d'assessorament a associacions resoldrà, amb cita prèvia, qualsevol dubte sobre el seu contingut.",
      ],
    },
  },
  {
    n: 46, d: '2026-11-21 12:00', cat: 'Cultura', slug: 'concurso-belenes-escaparates-navidenos-2026', place: 'cultura',
    files: [{ f: 'bases-concurso-belenes-escaparates-2026', es: 'Bases del concurso', va: 'Bases del concurs' }],
    es: {
      t: 'Concurso de Belenes y Escaparates Navideños 2026',
      l: 'Hasta el 4 de diciembre pueden inscribirse particulares, comercios, centros educativos y asociaciones. Los premios suman 2.400 euros.',
      b: [
        'La Concejalía de Cultura, en colaboración con los Belenistas de Alcantir y la Asociación de Comerciantes del Centro, convoca una nueva edición del Concurso de Belenes y Escaparates Navideños. El concurso tiene tres modalidades: belenes familiares, belenes de centros educativos y asociaciones, y escaparates navideños de comercios.',
        'El jurado visitará los belenes y escaparates inscritos entre el 9 y el 18 de diciembre y valorará la originalidad, la calidad artística, el uso de materiales reciclados y, en el caso de los escaparates, la integración de productos del propio comercio. Los premios, que suman 2.400 euros, se entregarán el 22 de diciembre en la Casa de la Cultura.',
        'La inscripción es gratuita y puede hacerse hasta el viernes 4 de diciembre en la sede electrónica o en la Casa de la Cultura. Las bases completas pueden descargarse en esta página.',
      ],
    },
    va: {
      t: 'Concurs de Betlems i Aparadors Nadalencs 2026',
      l: "Fins al 4 de desembre s'hi poden inscriure particulars, comerços, centres educatius i associacions. Els premis sumen 2.400 euros.",
      b: [
        "La Regidoria de Cultura, en col·laboració amb els Betlemistes d'Alcantir i l'Associació de Comerciants del Centre, convoca una nova edició del Concurs de Betlems i Aparadors Nadalencs. El concurs té tres modalitats: betlems familiars, betlems de centres educatius i associacions, i aparadors nadalencs de comerços.",
        "El jurat visitarà els betlems i aparadors inscrits entre el 9 i el 18 de desembre i en valorarà l'originalitat, la qualitat artística, l'ús de materials reciclats i, en el cas dels aparadors, la integració de productes del mateix comerç. Els premis, que sumen 2.400 euros, es lliuraran el 22 de desembre en la Casa de la Cultura.",
        "La inscripció és gratuïta i es pot fer fins al divendres 4 de desembre en la seu electrònica o en la Casa de la Cultura. Les bases completes es poden descarregar en esta pàgina.",
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------------------------
// EVENTS. r: date ranges as local wall-clock times. Ids are given in order of the first range.
// ---------------------------------------------------------------------------------------------------------------

const EVENTS = [
  {
    n: 1, r: [['2026-08-22 22:00', '2026-08-22 23:45']], cat: 'Cultura', slug: 'cine-de-verano-sesion-de-clausura', place: 'parc', hdr: 1,
    es: {
      t: 'Cine de verano: sesión de clausura en la Glorieta',
      l: 'El ciclo de cine al aire libre se despide con la proyección de «Coco», apta para todos los públicos, en el Parque Municipal de la Glorieta.',
      b: [
        'El ciclo «Cinema a la fresca» cierra su programación de verano el sábado 22 de agosto con la proyección de «Coco», una película de animación apta para todos los públicos. La sesión comenzará a las 22:00 horas en el Parque Municipal de la Glorieta, donde se instalará una pantalla de ocho metros.',
        'La entrada es gratuita. La organización dispondrá 300 sillas, aunque se recomienda llevar silla o manta. Al ciclo, que ha programado ocho películas los sábados de julio y agosto, han asistido más de 2.500 personas.',
        'En caso de lluvia, la proyección se trasladará al Auditorio Municipal.',
      ],
    },
    va: {
      t: "Cinema d'estiu: sessió de cloenda en la Glorieta",
      l: "El cicle de cinema a l'aire lliure s'acomiada amb la projecció de «Coco», apta per a tots els públics, en el Parc Municipal de la Glorieta.",
      b: [
        "El cicle «Cinema a la fresca» tanca la programació d'estiu el dissabte 22 d'agost amb la projecció de «Coco», una pel·lícula d'animació apta per a tots els públics. La sessió començarà a les 22.00 hores en el Parc Municipal de la Glorieta, on s'instal·larà una pantalla de huit metres.",
        "L'entrada és gratuïta. L'organització disposarà 300 cadires, encara que es recomana portar cadira o manta. Al cicle, que ha programat huit pel·lícules els dissabtes de juliol i agost, hi han assistit més de 2.500 persones.",
        "En cas de pluja, la projecció es traslladarà a l'Auditori Municipal.",
      ],
    },
  },
  {
    n: 2, r: [['2026-08-25 10:00', '2026-08-25 13:00'], ['2026-08-26 10:00', '2026-08-26 13:00'], ['2026-08-27 10:00', '2026-08-27 13:00']], cat: 'Juventud', slug: 'taller-de-grafiti-espacio-joven', place: 'jove',
    es: {
      t: 'Taller de grafiti en el Espacio Joven',
      s: 'Del 25 al 27 de agosto · de 10:00 a 13:00 h',
      l: 'Tres mañanas para aprender técnicas de diseño y pintura con espray y decorar entre todos el muro del skatepark municipal.',
      b: [
        'La Concejalía de Juventud organiza un taller de grafiti para jóvenes de 12 a 20 años los días 25, 26 y 27 de agosto, de 10:00 a 13:00 horas. Las dos primeras sesiones se celebrarán en el Espacio Joven, donde las personas participantes aprenderán nociones de diseño, color y uso seguro del espray.',
        'El último día, el grupo pintará un mural colectivo en el muro del skatepark municipal, con un diseño acordado durante el taller. Lo impartirá el colectivo de arte urbano Mur Obert, que ya ha realizado murales participativos en varios municipios de la comarca.',
        'El taller es gratuito y todo el material, incluidas las mascarillas y los guantes, corre a cargo de la organización. Las plazas están limitadas a 20 personas; las inscripciones se realizan en el Espacio Joven o por correo electrónico.',
      ],
    },
    va: {
      t: "Taller de grafit en l'Espai Jove",
      s: "Del 25 al 27 d'agost · de 10.00 a 13.00 h",
      l: "Tres matins per a aprendre tècniques de disseny i pintura amb esprai i decorar entre tots el mur de l'skatepark municipal.",
      b: [
        "La Regidoria de Joventut organitza un taller de grafit per a joves de 12 a 20 anys els dies 25, 26 i 27 d'agost, de 10.00 a 13.00 hores. Les dues primeres sessions se celebraran en l'Espai Jove, on les persones participants aprendran nocions de disseny, color i ús segur de l'esprai.",
        "L'últim dia, el grup pintarà un mural col·lectiu en el mur de l'skatepark municipal, amb un disseny acordat durant el taller. L'impartirà el col·lectiu d'art urbà Mur Obert, que ja ha fet murals participatius en diversos municipis de la comarca.",
        "El taller és gratuït i tot el material, incloses les mascaretes i els guants, va a càrrec de l'organització. Les places estan limitades a 20 persones; les inscripcions es fan en l'Espai Jove o per correu electrònic.",
      ],
    },
  },
  {
    n: 3, r: [['2026-08-28 22:30', '2026-08-29 00:00']], cat: 'Cultura', sec: 1, slug: 'concierto-fin-de-verano-union-musical', place: 'parc', social: 'assoc',
    es: {
      t: 'Concierto de fin de verano de la Unión Musical',
      l: 'La banda sinfónica despide el verano con un concierto de pasodobles, música popular y bandas sonoras en el Parque Municipal de la Glorieta.',
      b: [
        'La Unión Musical de Alcantir ofrece el viernes 28 de agosto, a las 22:30 horas, su tradicional concierto de fin de verano en el templete del Parque Municipal de la Glorieta. Es la última cita antes del inicio de la temporada y de las fiestas de septiembre.',
        'El programa, pensado para todos los públicos, combina pasodobles, piezas de música popular valenciana y una selección de bandas sonoras. Participarán también los alumnos y alumnas de la banda juvenil, que interpretarán dos obras junto a la banda sinfónica.',
        'La entrada es libre. La sociedad aprovechará el concierto para informar sobre la matrícula de la escuela de música y sobre cómo hacerse socio protector.',
      ],
    },
    va: {
      t: "Concert de final d'estiu de la Unió Musical",
      l: "La banda simfònica s'acomiada de l'estiu amb un concert de pasdobles, música popular i bandes sonores en el Parc Municipal de la Glorieta.",
      b: [
        "La Unió Musical d'Alcantir oferix el divendres 28 d'agost, a les 22.30 hores, el tradicional concert de final d'estiu en el templet del Parc Municipal de la Glorieta. És l'última cita abans de l'inici de la temporada i de les festes de setembre.",
        "El programa, pensat per a tots els públics, combina pasdobles, peces de música popular valenciana i una selecció de bandes sonores. Hi participaran també els alumnes de la banda juvenil, que interpretaran dues obres juntament amb la banda simfònica.",
        "L'entrada és lliure. La societat aprofitarà el concert per a informar sobre la matrícula de l'escola de música i sobre com fer-se soci protector.",
      ],
    },
  },
  {
    n: 4, r: [['2026-08-30 08:00', '2026-08-30 13:00']], cat: 'Deportes', slug: 'ruta-guiada-serra-grossa', place: 'serra', hdr: 1,
    es: {
      t: 'Ruta guiada por la Serra Grossa',
      l: 'Una ruta circular de 12 kilómetros por las sendas recuperadas de la Serra Grossa, con salida desde el Camino de la Font Freda.',
      b: [
        'La Concejalía de Deportes y la asociación Amigos de la Serra Grossa organizan el domingo 30 de agosto una ruta guiada de 12 kilómetros y dificultad media por la Serra Grossa. El recorrido sigue sendas recuperadas por la asociación y pasa por la Font Freda, la nevera del Pla y el mirador sobre la comarca.',
        'La salida será a las 8:00 horas desde el Camino de la Font Freda y la llegada está prevista hacia las 13:00 horas. Es necesario llevar calzado de montaña, agua (al menos un litro y medio), protección solar y almuerzo. Los menores de 16 años deben ir acompañados.',
        'La actividad es gratuita, pero requiere inscripción previa en el Polideportivo Municipal antes del viernes 28 de agosto, ya que las plazas están limitadas a 40 personas. En caso de alerta por riesgo de incendio forestal, la ruta se aplazará.',
      ],
    },
    va: {
      t: 'Ruta guiada per la Serra Grossa',
      l: 'Una ruta circular de 12 quilòmetres per les sendes recuperades de la Serra Grossa, amb eixida des del camí de la Font Freda.',
      b: [
        "La Regidoria d'Esports i l'associació Amics de la Serra Grossa organitzen el diumenge 30 d'agost una ruta guiada de 12 quilòmetres i dificultat mitjana per la Serra Grossa. El recorregut seguix sendes recuperades per l'associació i passa per la Font Freda, la nevera del Pla i el mirador sobre la comarca.",
        "L'eixida serà a les 8.00 hores des del camí de la Font Freda i l'arribada està prevista cap a les 13.00 hores. Cal portar calçat de muntanya, aigua (almenys un litre i mig), protecció solar i esmorzar. Els menors de 16 anys han d'anar acompanyats.",
        "L'activitat és gratuïta, però cal inscriure-s'hi prèviament en el Poliesportiu Municipal abans del divendres 28 d'agost, ja que les places estan limitades a 40 persones. En cas d'alerta per risc d'incendi forestal, la ruta s'ajornarà.",
      ],
    },
  },
  {
    n: 5, r: [['2026-09-05 18:00', '2026-09-13 23:59']], cat: 'Fiestas', slug: 'fiestas-santisimo-cristo-de-la-fe-2026', place: 'esglesia', hdr: 1, imgs: 2, social: 'town',
    files: [{ f: 'programa-fiestas-cristo-de-la-fe', es: 'Programa de las fiestas', va: 'Programa de les festes' }],
    es: {
      t: 'Fiestas del Santísimo Cristo de la Fe 2026',
      s: 'Del 5 al 13 de septiembre',
      l: 'Nueve días de actos religiosos, culturales y populares en honor al Santísimo Cristo de la Fe.',
      b: [
        'Las fiestas de septiembre comienzan el sábado 5 con el pregón y se prolongan hasta el domingo 13. Los actos centrales son el novenario en la iglesia de la Asunción, cada tarde a las 19:30 horas; la tradicional «baixada» del Cristo con los vecinos de la calle Abadia, el viernes 11 por la noche, y la procesión por el casco antiguo, el domingo 13 a las 19:00 horas.',
        'El programa popular incluye el concurso de paellas del domingo 6 en el Parque Fluvial, actividades infantiles en la Plaça Major, conciertos de la Unión Musical de Alcantir y de «La Xafigà», una noche de teatro de calle el sábado 12 y el castillo de fuegos artificiales que cerrará las fiestas el domingo 13 a las 23:00 horas.',
        'El programa completo puede descargarse en esta página. Durante las fiestas funcionará un punto violeta en la Plaça Major, atendido por la Asociación de Mujeres Clara Campoamor.',
      ],
    },
    va: {
      t: 'Festes del Santíssim Crist de la Fe 2026',
      s: 'Del 5 al 13 de setembre',
      l: "Nou dies d'actes religiosos, culturals i populars en honor al Santíssim Crist de la Fe.",
      b: [
        "Les festes de setembre comencen el dissabte 5 amb el pregó i s'allarguen fins al diumenge 13. Els actes centrals són el novenari en l'església de l'Assumpció, cada vesprada a les 19.30 hores; la tradicional baixada del Crist amb els veïns del carrer de l'Abadia, el divendres 11 a la nit, i la processó pel nucli antic, el diumenge 13 a les 19.00 hores.",
        "El programa popular inclou el concurs de paelles del diumenge 6 en el Parc Fluvial, activitats infantils en la Plaça Major, concerts de la Unió Musical d'Alcantir i de «La Xafigà», una nit de teatre de carrer el dissabte 12 i el castell de focs artificials que tancarà les festes el diumenge 13 a les 23.00 hores.",
        "El programa complet es pot descarregar en esta pàgina. Durant les festes funcionarà un punt violeta en la Plaça Major, atés per l'Associació de Dones Clara Campoamor.",
      ],
    },
  },
  {
    n: 6, r: [['2026-09-05 20:30', '2026-09-05 22:00']], cat: 'Fiestas', slug: 'pregon-fiestas-cristo-de-la-fe-2026', place: 'ajuntament',
    es: {
      t: 'Pregón de las fiestas del Cristo de la Fe',
      l: 'La atleta local Noelia Ferrer pronunciará el pregón desde el balcón del Ayuntamiento.',
      b: [
        "El sábado 5 de septiembre, a las 21:00 horas, la atleta Noelia Ferrer, vecina de Alcantir y campeona autonómica de cross, pronunciará el pregón de las fiestas desde el balcón del Ayuntamiento. Antes, a las 20:30 horas, la Unión Musical de Alcantir y «La Xafigà» recorrerán las calles del centro en un pasacalle hasta la Plaça de l'Ajuntament.",
        'Tras el pregón se disparará una traca y la fiesta continuará con una verbena popular en la Plaça Major hasta la una de la madrugada.',
      ],
    },
    va: {
      t: 'Pregó de les festes del Crist de la Fe',
      l: "L'atleta local Noelia Ferrer pronunciarà el pregó des del balcó de l'Ajuntament.",
      b: [
        "El dissabte 5 de setembre, a les 21.00 hores, l'atleta Noelia Ferrer, veïna d'Alcantir i campiona autonòmica de cros, pronunciarà el pregó de les festes des del balcó de l'Ajuntament. Abans, a les 20.30 hores, la Unió Musical d'Alcantir i «La Xafigà» recorreran els carrers del centre en un passacarrer fins a la Plaça de l'Ajuntament.",
        'Després del pregó es dispararà una traca i la festa continuarà amb una revetla popular en la Plaça Major fins a la una de la matinada.',
      ],
    },
  },
  {
    n: 7, r: [['2026-09-12 20:00', '2026-09-13 00:15']], cat: 'Cultura', slug: 'noche-de-teatro-de-calle-2026', place: 'major', hdr: 1,
    es: {
      t: 'Noche de teatro de calle',
      l: 'Cinco compañías de la Comunitat Valenciana llenan de humor, circo y títeres las calles del casco antiguo.',
      b: [
        'El sábado 12 de septiembre, a partir de las 20:00 horas, el casco antiguo de Alcantir se convierte en un gran escenario con cinco espectáculos de teatro de calle, circo, clown y títeres. Las funciones se suceden en la Plaça Major, la plaza Porxets y la plaza Sant Miquel, de modo que el público puede seguir un itinerario y ver todas las propuestas.',
        'La noche terminará a las 23:30 horas en la Plaça Major con un espectáculo de fuego y música. Todos los espectáculos son gratuitos y aptos para todos los públicos.',
      ],
    },
    va: {
      t: 'Nit de teatre de carrer',
      l: 'Cinc companyies de la Comunitat Valenciana omplin d’humor, circ i titelles els carrers del nucli antic.',
      b: [
        "El dissabte 12 de setembre, a partir de les 20.00 hores, el nucli antic d'Alcantir es convertix en un gran escenari amb cinc espectacles de teatre de carrer, circ, pallassos i titelles. Les funcions se succeïxen en la Plaça Major, la plaça dels Porxets i la plaça de Sant Miquel, de manera que el públic pot seguir un itinerari i veure totes les propostes.",
        'La nit acabarà a les 23.30 hores en la Plaça Major amb un espectacle de foc i música. Tots els espectacles són gratuïts i aptes per a tots els públics.',
      ],
    },
  },
  {
    n: 8, r: [['2026-09-18 17:00', '2026-09-20 14:00']], cat: 'Participación', slug: 'feria-de-asociaciones-alcantir-associa-2026', place: 'major', hdr: 1, social: 'town',
    files: [{ f: 'programa-feria-de-asociaciones-2026', es: 'Programa y plano de estands', va: "Programa i plànol d'estands" }],
    es: {
      t: 'Feria de Asociaciones «Alcantir Associa» 2026',
      s: 'Plaça Major · del 18 al 20 de septiembre',
      l: 'Más de cuarenta entidades muestran sus actividades en la Plaça Major con estands, exhibiciones y talleres para todas las edades.',
      b: [
        'La Feria de Asociaciones «Alcantir Associa» reúne del viernes 18 al domingo 20 de septiembre a las entidades culturales, deportivas, festivas, sociales y ambientales del municipio. Cada asociación dispone de un estand donde informa sobre sus actividades y recoge inscripciones de nuevas personas socias y voluntarias.',
        'La feria abrirá el viernes de 17:00 a 21:00 horas, el sábado de 10:00 a 14:00 y de 17:00 a 21:00 horas y el domingo de 10:00 a 14:00 horas. En el escenario central habrá actuaciones musicales, exhibiciones de baile y deporte y, el sábado por la mañana, talleres infantiles organizados por las propias entidades.',
        'El domingo a las 12:00 horas se entregarán los reconocimientos al voluntariado y se hará una demostración del nuevo Portal de Asociaciones.',
      ],
    },
    va: {
      t: "Fira d'Associacions «Alcantir Associa» 2026",
      s: 'Plaça Major · del 18 al 20 de setembre',
      l: 'Més de quaranta entitats mostren les seues activitats en la Plaça Major amb estands, exhibicions i tallers per a totes les edats.',
      b: [
        "La Fira d'Associacions «Alcantir Associa» reunix del divendres 18 al diumenge 20 de setembre les entitats culturals, esportives, festives, socials i ambientals del municipi. Cada associació disposa d'un estand on informa sobre les seues activitats i arreplega inscripcions de noves persones sòcies i voluntàries.",
        "La fira obrirà el divendres de 17.00 a 21.00 hores, el dissabte de 10.00 a 14.00 i de 17.00 a 21.00 hores i el diumenge de 10.00 a 14.00 hores. En l'escenari central hi haurà actuacions musicals, exhibicions de ball i d'esport i, el dissabte de matí, tallers infantils organitzats per les mateixes entitats.",
        "El diumenge a les 12.00 hores es lliuraran els reconeixements al voluntariat i es farà una demostració del nou Portal d'Associacions.",
      ],
    },
  },
  {
    n: 9, r: [['2026-09-22 19:00', '2026-09-22 20:30']], cat: 'Subvenciones', slug: 'sesion-informativa-subvenciones-asociaciones-2026', place: 'associacions',
    es: {
      t: 'Sesión informativa: convocatoria de subvenciones para asociaciones 2026',
      l: 'El personal técnico municipal explicará los requisitos, los criterios de valoración y cómo presentar la solicitud por la sede electrónica.',
      b: [
        'El área de Participación Ciudadana celebra el martes 22 de septiembre, a las 19:00 horas, una sesión informativa sobre la convocatoria de subvenciones para asociaciones 2026, cuyo plazo de solicitud finaliza el 13 de octubre.',
        'Se explicarán las cuatro líneas de la convocatoria, los requisitos de las entidades beneficiarias, los criterios de valoración de los proyectos y los documentos necesarios. También se hará una demostración práctica de la presentación de la solicitud en la sede electrónica con certificado digital de representante de persona jurídica, y se resolverán las dudas sobre la justificación.',
        'La sesión es abierta y gratuita. Se recomienda que asista la persona que vaya a tramitar la solicitud en nombre de la entidad.',
      ],
    },
    va: {
      t: 'Sessió informativa: convocatòria de subvencions per a associacions 2026',
      l: 'El personal tècnic municipal explicarà els requisits, els criteris de valoració i com presentar la sol·licitud per la seu electrònica.',
      b: [
        "L'àrea de Participació Ciutadana celebra el dimarts 22 de setembre, a les 19.00 hores, una sessió informativa sobre la convocatòria de subvencions per a associacions 2026, el termini de sol·licitud de la qual acaba el 13 d'octubre.",
        "S'explicaran les quatre línies de la convocatòria, els requisits de les entitats beneficiàries, els criteris de valoració dels projectes i els documents necessaris. També es farà una demostració pràctica de la presentació de la sol·licitud en la seu electrònica amb certificat digital de representant de persona jurídica, i es resoldran els dubtes sobre la justificació.",
        "La sessió és oberta i gratuïta. Es recomana que hi assistisca la persona que haja de tramitar la sol·licitud en nom de l'entitat.",
      ],
    },
  },
  {
    n: 10, r: [['2026-09-27 09:00', '2026-09-27 12:00']], cat: 'Deportes', sec: 3, slug: 'volta-a-peu-alcantir-2026', place: 'major', hdr: 1, social: 'assoc',
    links: [{ es: 'Reglamento e inscripciones', va: 'Reglament i inscripcions', u: 'https://www.alcantircorre.example/volta-a-peu' }],
    es: {
      t: "Volta a Peu d'Alcantir",
      s: '10 km y 5 km · salida a las 9:00 h',
      l: 'La carrera popular del Club de Atletismo Alcantir Corre, con pruebas de 10 y 5 kilómetros y carreras infantiles gratuitas.',
      b: [
        'Salida y llegada en la Plaça Major. La prueba de 10 kilómetros comienza a las 9:00 horas y la de 5 kilómetros, abierta también a quienes quieran caminar, a las 9:15 horas. El recorrido pasa por el casco urbano y por el paseo Riu Clariano.',
        'A partir de las 10:30 horas se disputarán las carreras infantiles por categorías, gratuitas y con inscripción el mismo día en la carpa de la organización. La entrega de trofeos será a las 11:30 horas.',
        'Recogida de dorsales: sábado 26 de septiembre, de 17:00 a 20:00 horas, en el Polideportivo Municipal, y el mismo domingo hasta las 8:30 horas en la Plaça Major.',
      ],
    },
    va: {
      t: "Volta a Peu d'Alcantir",
      s: '10 km i 5 km · eixida a les 9.00 h',
      l: "La cursa popular del Club d'Atletisme Alcantir Corre, amb proves de 10 i 5 quilòmetres i curses infantils gratuïtes.",
      b: [
        'Eixida i arribada en la Plaça Major. La prova de 10 quilòmetres comença a les 9.00 hores i la de 5 quilòmetres, oberta també a qui vulga caminar, a les 9.15 hores. El recorregut passa pel nucli urbà i pel passeig del Riu Clariano.',
        "A partir de les 10.30 hores es disputaran les curses infantils per categories, gratuïtes i amb inscripció el mateix dia en la carpa de l'organització. El lliurament de trofeus serà a les 11.30 hores.",
        'Recollida de dorsals: dissabte 26 de setembre, de 17.00 a 20.00 hores, en el Poliesportiu Municipal, i el mateix diumenge fins a les 8.30 hores en la Plaça Major.',
      ],
    },
  },
  {
    n: 11, r: [['2026-10-03 09:30', '2026-10-03 13:30']], cat: 'Medio ambiente', sec: 6, slug: 'jornada-extraordinaria-limpieza-rio-clariano', place: 'riu', hdr: 1, social: 'assoc',
    es: {
      t: 'Jornada extraordinaria de limpieza del río Clariano',
      l: 'Tras las tormentas de septiembre, el Col·lectiu Ecologista Riu Clariano convoca a la ciudadanía para retirar los residuos arrastrados al cauce.',
      b: [
        'Las tormentas de las últimas semanas han arrastrado al río Clariano plásticos, restos de poda y todo tipo de residuos. Por ello, el Col·lectiu Ecologista Riu Clariano adelanta al otoño una jornada de limpieza que se suma a la gran limpieza anual de primavera.',
        'El punto de encuentro será el Parque Fluvial, el sábado 3 de octubre a las 9:30 horas. La organización proporcionará guantes, sacos y pinzas, y los grupos estarán coordinados por personas voluntarias con experiencia. Se recomienda llevar calzado que pueda mojarse, gorra y agua. Los menores deben ir acompañados de una persona adulta.',
        'La brigada municipal se encargará de trasladar los residuos al ecoparque. A media mañana se ofrecerá un almuerzo a todas las personas participantes, y la jornada terminará hacia las 13:30 horas.',
      ],
    },
    va: {
      t: 'Jornada extraordinària de neteja del riu Clariano',
      l: 'Després de les tempestes de setembre, el Col·lectiu Ecologista Riu Clariano convoca la ciutadania per a retirar els residus arrossegats al llit del riu.',
      b: [
        'Les tempestes de les últimes setmanes han arrossegat al riu Clariano plàstics, restes de poda i tota mena de residus. Per això, el Col·lectiu Ecologista Riu Clariano avança a la tardor una jornada de neteja que se suma a la gran neteja anual de primavera.',
        "El punt de trobada serà el Parc Fluvial, el dissabte 3 d'octubre a les 9.30 hores. L'organització proporcionarà guants, sacs i pinces, i els grups estaran coordinats per persones voluntàries amb experiència. Es recomana portar calçat que es puga mullar, gorra i aigua. Els menors han d'anar acompanyats d'una persona adulta.",
        "La brigada municipal s'encarregarà de traslladar els residus a l'ecoparc. A mig matí s'oferirà un esmorzar a totes les persones participants, i la jornada acabarà cap a les 13.30 hores.",
      ],
    },
  },
  {
    n: 12, r: [['2026-10-08 18:30', '2026-10-08 20:30']], cat: 'Formación', slug: 'taller-como-fundar-una-asociacion-paso-a-paso', place: 'associacions',
    es: {
      t: 'Taller: cómo fundar una asociación paso a paso',
      l: 'Sesión práctica y gratuita sobre estatutos, acta fundacional, inscripción registral, NIF y obligaciones básicas de una asociación.',
      b: [
        'Dirigido a grupos de personas que quieren crear una asociación o un club y a juntas directivas de entidades de reciente creación. La técnica municipal de Participación Ciudadana explicará todo el proceso: desde la reunión de las personas promotoras y la redacción de los estatutos hasta la inscripción en el registro y la obtención del NIF.',
        'Las personas asistentes recibirán modelos de acta fundacional y de estatutos adaptados a la Ley Orgánica 1/2002, reguladora del Derecho de Asociación, y a la Ley 14/2008, de Asociaciones de la Comunitat Valenciana, y podrán plantear sus casos concretos en el turno de preguntas.',
        'Plazas limitadas a 40 personas. Inscripción previa por correo electrónico a <a href="mailto:participacion@alcantir.example">participacion@alcantir.example</a> o en el teléfono 962 900 100.',
      ],
    },
    va: {
      t: 'Taller: com fundar una associació pas a pas',
      l: "Sessió pràctica i gratuïta sobre estatuts, acta fundacional, inscripció registral, NIF i obligacions bàsiques d'una associació.",
      b: [
        "Adreçat a grups de persones que volen crear una associació o un club i a juntes directives d'entitats de creació recent. La tècnica municipal de Participació Ciutadana explicarà tot el procés: des de la reunió de les persones promotores i la redacció dels estatuts fins a la inscripció en el registre i l'obtenció del NIF.",
        "Les persones assistents rebran models d'acta fundacional i d'estatuts adaptats a la Llei orgànica 1/2002, reguladora del dret d'associació, i a la Llei 14/2008, d'associacions de la Comunitat Valenciana, i podran plantejar els seus casos concrets en el torn de preguntes.",
        'Places limitades a 40 persones. Inscripció prèvia per correu electrònic a <a href="mailto:participacion@alcantir.example">participacion@alcantir.example</a> o en el telèfon 962 900 100.',
      ],
    },
  },
  {
    n: 13, r: [['2026-10-09 11:30', '2026-10-09 14:15']], cat: 'Cultura', slug: 'acto-institucional-9-d-octubre-2026', place: 'ajuntament', social: 'town',
    es: {
      t: "Acto institucional del 9 d'Octubre",
      l: 'Celebración del Día de la Comunitat Valenciana con la entrega de las distinciones «Alcantir Solidari» a tres entidades locales.',
      b: [
        "El viernes 9 de octubre, a las 11:30 horas, la Plaça de l'Ajuntament acoge el acto institucional del Día de la Comunitat Valenciana. La Unión Musical de Alcantir interpretará el Himno de la Comunitat Valenciana y L'Esbart Grup de Danses ofrecerá una «dansà» con la Jota d'Alcantir.",
        'Durante el acto se entregarán las distinciones «Alcantir Solidari», con las que el Ayuntamiento reconoce cada año la labor de entidades del municipio. Al terminar, a las 14:00 horas, se disparará una mascletà en la Plaça Major.',
      ],
    },
    va: {
      t: "Acte institucional del 9 d'Octubre",
      l: 'Celebració del Dia de la Comunitat Valenciana amb el lliurament de les distincions «Alcantir Solidari» a tres entitats locals.',
      b: [
        "El divendres 9 d'octubre, a les 11.30 hores, la Plaça de l'Ajuntament acull l'acte institucional del Dia de la Comunitat Valenciana. La Unió Musical d'Alcantir interpretarà l'Himne de la Comunitat Valenciana i L'Esbart Grup de Danses oferirà una dansà amb la Jota d'Alcantir.",
        "Durant l'acte es lliuraran les distincions «Alcantir Solidari», amb les quals l'Ajuntament reconeix cada any la tasca d'entitats del municipi. En acabar, a les 14.00 hores, es dispararà una mascletà en la Plaça Major.",
      ],
    },
  },
  {
    n: 14, r: [['2026-10-17 19:00', '2026-10-17 21:00']], cat: 'Fiestas', sec: 2, slug: 'presentacion-boceto-falla-plaza-mayor-2027', place: 'casal',
    es: {
      t: 'Presentación del boceto de la Falla Plaza Mayor 2027',
      l: 'La comisión desvela el diseño del monumento que plantará en marzo frente al Ayuntamiento y el de la falla infantil.',
      b: [
        'La Falla Plaza Mayor presenta el sábado 17 de octubre, a las 19:00 horas, en su casal de la calle La Sang, 9, los bocetos de la falla grande y de la falla infantil del ejercicio 2026-2027. El artista fallero explicará el lema y las principales escenas de los monumentos.',
        'El acto, abierto a todo el vecindario, contará con la presencia de las falleras mayores, Lucía Martínez Boix y Carla Soriano Peris, y terminará con un vino de honor. Los bocetos quedarán expuestos en el casal los viernes y sábados por la tarde.',
      ],
    },
    va: {
      t: "Presentació de l'esbós de la Falla Plaça Major 2027",
      l: "La comissió desvela el disseny del monument que plantarà al març davant de l'Ajuntament i el de la falla infantil.",
      b: [
        "La Falla Plaça Major presenta el dissabte 17 d'octubre, a les 19.00 hores, en el seu casal del carrer de la Sang, 9, els esbossos de la falla gran i de la falla infantil de l'exercici 2026-2027. L'artista faller explicarà el lema i les escenes principals dels monuments.",
        "L'acte, obert a tot el veïnat, comptarà amb la presència de les falleres majors, Lucía Martínez Boix i Carla Soriano Peris, i acabarà amb un vi d'honor. Els esbossos quedaran exposats en el casal els divendres i dissabtes per la vesprada.",
      ],
    },
  },
  {
    n: 15, r: [['2026-10-19 17:00', '2026-10-19 19:30'], ['2026-10-20 17:00', '2026-10-20 19:30'], ['2026-10-21 17:00', '2026-10-21 19:30'], ['2026-10-22 17:00', '2026-10-22 19:30'], ['2026-10-23 17:00', '2026-10-23 20:30']], cat: 'Mayores', slug: 'semana-cultural-del-mayor-2026', place: 'llar', hdr: 1,
    es: {
      t: 'Semana Cultural del Mayor 2026',
      s: 'Del 19 al 23 de octubre · de 17:00 a 19:30 h',
      l: 'Charlas, cine, un torneo de truc, un concurso de postres tradicionales y un baile de clausura en el Hogar del Jubilado.',
      b: [
        'La Concejalía de Mayores y la Asociación de Jubilados y Pensionistas San José organizan del lunes 19 al viernes 23 de octubre la Semana Cultural del Mayor, con una actividad cada tarde a partir de las 17:00 horas en el Hogar del Jubilado de la calle Sant Josep.',
        '<ul><li><strong>Lunes 19:</strong> charla sobre prevención de estafas telefónicas y por internet.</li><li><strong>Martes 20:</strong> cine con imágenes antiguas de Alcantir, del archivo del Centro de Estudios Locales.</li><li><strong>Miércoles 21:</strong> torneo de truc y dominó.</li><li><strong>Jueves 22:</strong> concurso de postres tradicionales.</li><li><strong>Viernes 23:</strong> baile de clausura con música en directo.</li></ul>',
        'Todas las actividades son gratuitas y están abiertas a las personas mayores del municipio, sean o no socias de la asociación.',
      ],
    },
    va: {
      t: 'Setmana Cultural de la Gent Gran 2026',
      s: "Del 19 al 23 d'octubre · de 17.00 a 19.30 h",
      l: 'Xarrades, cinema, un torneig de truc, un concurs de postres tradicionals i un ball de cloenda en la Llar del Jubilat.',
      b: [
        "La Regidoria de Gent Gran i l'Associació de Jubilats i Pensionistes Sant Josep organitzen del dilluns 19 al divendres 23 d'octubre la Setmana Cultural de la Gent Gran, amb una activitat cada vesprada a partir de les 17.00 hores en la Llar del Jubilat del carrer de Sant Josep.",
        "<ul><li><strong>Dilluns 19:</strong> xarrada sobre prevenció d'estafes telefòniques i per internet.</li><li><strong>Dimarts 20:</strong> cinema amb imatges antigues d'Alcantir, de l'arxiu del Centre d'Estudis Locals.</li><li><strong>Dimecres 21:</strong> torneig de truc i dòmino.</li><li><strong>Dijous 22:</strong> concurs de postres tradicionals.</li><li><strong>Divendres 23:</strong> ball de cloenda amb música en directe.</li></ul>",
        "Totes les activitats són gratuïtes i obertes a les persones majors del municipi, siguen o no sòcies de l'associació.",
      ],
    },
  },
  {
    n: 16, r: [['2026-10-24 10:00', '2026-10-24 21:00'], ['2026-10-25 10:00', '2026-10-25 14:00']], cat: 'Comercio', sec: 7, slug: 'feria-outlet-comercio-del-centro-2026', place: 'major', hdr: 1, social: 'assoc',
    es: {
      t: 'Feria Outlet del comercio del centro',
      s: 'Plaça Major · 24 y 25 de octubre',
      l: 'Treinta y dos comercios del centro ofrecen artículos de temporadas anteriores con descuentos de entre el 30 % y el 60 %.',
      b: [
        'La Asociación de Comerciantes del Centro instala en la Plaça Major la Feria Outlet, con estands de moda, calzado, complementos, deporte, hogar y electrónica. Horario: sábado 24, de 10:00 a 21:00 horas, y domingo 25, de 10:00 a 14:00 horas.',
        'El sábado a las 18:00 horas habrá un desfile de moda con ropa de los comercios participantes y, durante todo el fin de semana, actividades infantiles y una zona de restauración con los bares de la plaza.',
      ],
    },
    va: {
      t: 'Fira Outlet del comerç del centre',
      s: "Plaça Major · 24 i 25 d'octubre",
      l: "Trenta-dos comerços del centre oferixen articles de temporades anteriors amb descomptes d'entre el 30 % i el 60 %.",
      b: [
        "L'Associació de Comerciants del Centre instal·la en la Plaça Major la Fira Outlet, amb estands de moda, calçat, complements, esport, llar i electrònica. Horari: dissabte 24, de 10.00 a 21.00 hores, i diumenge 25, de 10.00 a 14.00 hores.",
        'El dissabte a les 18.00 hores hi haurà una desfilada de moda amb roba dels comerços participants i, durant tot el cap de setmana, activitats infantils i una zona de restauració amb els bars de la plaça.',
      ],
    },
  },
  {
    n: 17, r: [['2026-10-31 17:00', '2026-10-31 19:30']], cat: 'Juventud', slug: 'castanada-infantil-glorieta-2026', place: 'parc', hdr: 1,
    es: {
      t: 'Castañada infantil en la Glorieta',
      l: 'Castañas asadas, cuentos de miedo, talleres y un pasacalle de disfraces para celebrar la llegada del otoño.',
      b: [
        'El sábado 31 de octubre, de 17:00 a 19:30 horas, el Parque Municipal de la Glorieta acoge la tradicional castañada infantil, organizada por la Concejalía de Juventud e Infancia con la colaboración del Grupo Scout Ausiàs March.',
        'Habrá reparto gratuito de castañas asadas y boniatos, talleres de calabazas, una sesión de cuentos de miedo en valenciano y, para terminar, un pasacalle de disfraces por las calles del centro animado por «La Xafigà».',
      ],
    },
    va: {
      t: 'Castanyada infantil en la Glorieta',
      l: "Castanyes torrades, contes de por, tallers i un passacarrer de disfresses per a celebrar l'arribada de la tardor.",
      b: [
        "El dissabte 31 d'octubre, de 17.00 a 19.30 hores, el Parc Municipal de la Glorieta acull la tradicional castanyada infantil, organitzada per la Regidoria de Joventut i Infància amb la col·laboració de l'Agrupament Escolta Ausiàs March.",
        'Hi haurà repartiment gratuït de castanyes torrades i moniatos, tallers de carabasses, una sessió de contes de por en valencià i, per a acabar, un passacarrer de disfresses pels carrers del centre animat per «La Xafigà».',
      ],
    },
  },
  {
    n: 18, r: [['2026-11-03 18:00', '2026-11-03 20:00'], ['2026-11-10 18:00', '2026-11-10 20:00'], ['2026-11-17 18:00', '2026-11-17 20:00'], ['2026-11-24 18:00', '2026-11-24 20:00']], cat: 'Formación', slug: 'curso-gestion-economica-fiscal-asociaciones-2026', place: 'associacions',
    files: [{ f: 'programa-curso-gestion-economica-fiscal', es: 'Programa del curso', va: 'Programa del curs' }],
    es: {
      t: 'Curso de gestión económica y fiscal de asociaciones',
      s: 'Martes 3, 10, 17 y 24 de noviembre · de 18:00 a 20:00 h',
      l: 'Cuatro sesiones prácticas y gratuitas para juntas directivas y personas voluntarias de las asociaciones.',
      b: [
        'El área de Participación Ciudadana organiza este curso, impartido por una asesora fiscal especializada en el tercer sector y por personal técnico municipal. Programa:',
        '<ol><li><strong>3 de noviembre:</strong> contabilidad básica, libros obligatorios y presupuesto anual.</li><li><strong>10 de noviembre:</strong> obligaciones fiscales: NIF, impuesto sobre sociedades, IVA y retenciones.</li><li><strong>17 de noviembre:</strong> solicitud y justificación de subvenciones públicas.</li><li><strong>24 de noviembre:</strong> protección de datos de las personas socias y obligaciones de transparencia.</li></ol>',
        'El curso se celebra en la sala polivalente de la Casa de les Associacions. Plazas limitadas a 30 personas, con prioridad para las entidades inscritas en el Registro Municipal de Asociaciones. Se entregará un certificado de aprovechamiento a quienes asistan al menos a tres sesiones.',
      ],
    },
    va: {
      t: "Curs de gestió econòmica i fiscal d'associacions",
      s: 'Dimarts 3, 10, 17 i 24 de novembre · de 18.00 a 20.00 h',
      l: 'Quatre sessions pràctiques i gratuïtes per a juntes directives i persones voluntàries de les associacions.',
      b: [
        "L'àrea de Participació Ciutadana organitza este curs, impartit per una assessora fiscal especialitzada en el tercer sector i per personal tècnic municipal. Programa:",
        '<ol><li><strong>3 de novembre:</strong> comptabilitat bàsica, llibres obligatoris i pressupost anual.</li><li><strong>10 de novembre:</strong> obligacions fiscals: NIF, impost sobre societats, IVA i retencions.</li><li><strong>17 de novembre:</strong> sol·licitud i justificació de subvencions públiques.</li><li><strong>24 de novembre:</strong> protecció de dades de les persones sòcies i obligacions de transparència.</li></ol>',
        "El curs se celebra en la sala polivalent de la Casa de les Associacions. Places limitades a 30 persones, amb prioritat per a les entitats inscrites en el Registre Municipal d'Associacions. Es lliurarà un certificat d'aprofitament a les persones que assistisquen almenys a tres sessions.",
      ],
    },
  },
  {
    n: 19, r: [['2026-11-07 11:00', '2026-11-07 14:00']], cat: 'Juventud', slug: 'puertas-abiertas-espacio-joven-2026', place: 'jove',
    es: {
      t: 'Jornada de puertas abiertas del Espacio Joven',
      l: 'Las asociaciones juveniles presentan sus actividades con juegos, música en directo y una muestra de proyectos.',
      b: [
        'El Espacio Joven abre sus puertas el sábado 7 de noviembre, de 11:00 a 14:00 horas, para dar a conocer sus servicios y las actividades de las entidades juveniles del municipio. Participan, entre otras, Ágora Joven de Alcantir, el Grupo Scout Ausiàs March y el club de juegos de mesa Última Partida.',
        'Habrá una gincana por el edificio, partidas de juegos de mesa, un concierto acústico de grupos locales y un punto de información sobre el carné joven, el voluntariado europeo y cómo crear una asociación juvenil. La entrada es libre.',
      ],
    },
    va: {
      t: "Jornada de portes obertes de l'Espai Jove",
      l: 'Les associacions juvenils presenten les seues activitats amb jocs, música en directe i una mostra de projectes.',
      b: [
        "L'Espai Jove obri les portes el dissabte 7 de novembre, d'11.00 a 14.00 hores, per a donar a conéixer els seus servicis i les activitats de les entitats juvenils del municipi. Hi participen, entre altres, Àgora Jove d'Alcantir, l'Agrupament Escolta Ausiàs March i el club de jocs de taula Última Partida.",
        "Hi haurà una gimcana per l'edifici, partides de jocs de taula, un concert acústic de grups locals i un punt d'informació sobre el carnet jove, el voluntariat europeu i com crear una associació juvenil. L'entrada és lliure.",
      ],
    },
  },
  {
    n: 20, r: [['2026-11-14 10:00', '2026-11-14 13:00']], cat: 'Medio ambiente', sec: 6, slug: 'plantacion-popular-arboles-de-ribera', place: 'riu', imgs: 2,
    es: {
      t: 'Plantación popular de árboles de ribera',
      l: 'Álamos, fresnos y sauces para recuperar la vegetación de los márgenes del río Clariano junto al Parque Fluvial.',
      b: [
        'El Col·lectiu Ecologista Riu Clariano, con la colaboración del Ayuntamiento, organiza el sábado 14 de noviembre una plantación popular en los márgenes del río Clariano, aguas arriba del Parque Fluvial. Se plantarán 300 ejemplares de especies autóctonas de ribera (álamo blanco, fresno, sauce y taray) procedentes de un vivero forestal de la Generalitat.',
        'La actividad es apta para familias. La organización facilitará herramientas y guantes, y personal técnico explicará cómo plantar correctamente cada especie. El punto de encuentro es la entrada del Parque Fluvial a las 10:00 horas.',
        'Esta plantación responde a una de las propuestas del estudio sobre la calidad del agua presentado en septiembre por el colectivo: crear una franja de vegetación que filtre la escorrentía agrícola antes de que llegue al río.',
      ],
    },
    va: {
      t: "Plantació popular d'arbres de ribera",
      l: 'Àlbers, freixes i salzes per a recuperar la vegetació dels marges del riu Clariano al costat del Parc Fluvial.',
      b: [
        "El Col·lectiu Ecologista Riu Clariano, amb la col·laboració de l'Ajuntament, organitza el dissabte 14 de novembre una plantació popular en els marges del riu Clariano, aigües amunt del Parc Fluvial. Es plantaran 300 exemplars d'espècies autòctones de ribera (àlber, freixe, salze i tamariu) procedents d'un viver forestal de la Generalitat.",
        "L'activitat és apta per a famílies. L'organització facilitarà eines i guants, i personal tècnic explicarà com plantar correctament cada espècie. El punt de trobada és l'entrada del Parc Fluvial a les 10.00 hores.",
        "Esta plantació respon a una de les propostes de l'estudi sobre la qualitat de l'aigua presentat al setembre pel col·lectiu: crear una franja de vegetació que filtre l'escolament agrícola abans que arribe al riu.",
      ],
    },
  },
  {
    n: 21, r: [['2026-11-21 18:00', '2026-11-21 19:30'], ['2026-11-22 12:00', '2026-11-22 13:30']], cat: 'Cultura', sec: 1, slug: 'santa-cecilia-2026-pasacalle-y-concierto', place: 'auditori', hdr: 1, imgs: 3, social: 'assoc',
    es: {
      t: 'Santa Cecilia 2026: pasacalle y concierto de la Unión Musical',
      s: 'Sábado 21, pasacalle · Domingo 22, concierto en el Auditorio',
      l: 'La banda recoge a los nuevos músicos el sábado por la tarde y ofrece el domingo su concierto de Santa Cecilia.',
      b: [
        '<strong>Sábado 21 de noviembre, 18:00 horas.</strong> Pasacalle desde la Casa de la Música para recoger en sus domicilios a los catorce nuevos músicos de la banda sinfónica.',
        '<strong>Domingo 22 de noviembre, 12:00 horas.</strong> Concierto de Santa Cecilia en el Auditorio Municipal, bajo la dirección de Joan Climent, con el estreno del poema sinfónico «Riu Clariano», de Vicent Ferrer Sanz. Imposición de insignias a los nuevos músicos y homenaje a quienes cumplen 25 y 50 años en la sociedad.',
        'Entrada libre hasta completar el aforo.',
      ],
    },
    va: {
      t: 'Santa Cecília 2026: passacarrer i concert de la Unió Musical',
      s: "Dissabte 21, passacarrer · Diumenge 22, concert en l'Auditori",
      l: 'La banda arreplega els nous músics el dissabte de vesprada i oferix el diumenge el concert de Santa Cecília.',
      b: [
        '<strong>Dissabte 21 de novembre, 18.00 hores.</strong> Passacarrer des de la Casa de la Música per a arreplegar a casa seua els catorze nous músics de la banda simfònica.',
        "<strong>Diumenge 22 de novembre, 12.00 hores.</strong> Concert de Santa Cecília en l'Auditori Municipal, sota la direcció de Joan Climent, amb l'estrena del poema simfònic «Riu Clariano», de Vicent Ferrer Sanz. Imposició d'insígnies als nous músics i homenatge a les persones que complixen 25 i 50 anys en la societat.",
        "Entrada lliure fins a completar l'aforament.",
      ],
    },
  },
  {
    n: 22, r: [['2026-11-21 20:00', '2026-11-21 21:40'], ['2026-11-22 19:00', '2026-11-22 20:40']], cat: 'Cultura', sec: 8, slug: 'estreno-l-herencia-de-l-oncle-visanteta', place: 'cultura', hdr: 1, social: 'assoc',
    links: [{ es: 'Compra de entradas', va: "Compra d'entrades", u: 'https://entradas.alcantir.example/la-carrasca-2026' }],
    es: {
      t: "Estreno: «L'herència de l'oncle Visanteta»",
      s: 'Grupo de Teatro La Carrasca · Casa de la Cultura',
      l: 'Comedia de creación colectiva en valenciano del Grupo de Teatro La Carrasca. Sábado 21 a las 20:00 h y domingo 22 a las 19:00 h.',
      b: [
        'Una familia de Alcantir descubre que el excéntrico tío Visanteta ha dejado su herencia condicionada a una serie de pruebas disparatadas que obligarán a primos, cuñados y vecinos a convivir bajo el mismo techo. El Grupo de Teatro La Carrasca estrena esta comedia de creación colectiva, escrita en su taller de teatro para adultos y dirigida por Enric Belda Francés.',
        'Entradas: 6 euros, a la venta en la taquilla de la Casa de la Cultura y en la web municipal. La recaudación de la función del domingo se destinará a la Red Solidaria de Alcantir. Duración aproximada: 1 hora y 40 minutos.',
      ],
    },
    va: {
      t: "Estrena: «L'herència de l'oncle Visanteta»",
      s: 'Grup de Teatre La Carrasca · Casa de la Cultura',
      l: 'Comèdia de creació col·lectiva del Grup de Teatre La Carrasca. Dissabte 21 a les 20.00 h i diumenge 22 a les 19.00 h.',
      b: [
        "Una família d'Alcantir descobrix que l'excèntric oncle Visanteta ha deixat l'herència condicionada a una sèrie de proves disbaratades que obligaran cosins, cunyats i veïns a conviure davall del mateix sostre. El Grup de Teatre La Carrasca estrena esta comèdia de creació col·lectiva, escrita en el seu taller de teatre per a adults i dirigida per Enric Belda Francés.",
        "Entrades: 6 euros, a la venda en la taquilla de la Casa de la Cultura i en el web municipal. La recaptació de la funció del diumenge es destinarà a la Xarxa Solidària d'Alcantir. Durada aproximada: 1 hora i 40 minuts.",
      ],
    },
  },
  {
    n: 23, r: [['2026-11-25 19:00', '2026-11-25 20:30']], cat: 'Participación', slug: '25n-lectura-manifiesto-marcha-antorchas', place: 'ajuntament', hdr: 1,
    es: {
      t: '25N: lectura del manifiesto y marcha con antorchas',
      l: 'Acto institucional del Día Internacional para la Eliminación de la Violencia contra la Mujer.',
      b: [
        "El miércoles 25 de noviembre, a las 19:00 horas, la Plaça de l'Ajuntament acoge la lectura del manifiesto institucional con motivo del Día Internacional para la Eliminación de la Violencia contra la Mujer, a cargo de alumnas del IES La Costera y de representantes de la Asociación de Mujeres Clara Campoamor.",
        'A continuación saldrá una marcha con antorchas hasta la Plaça Major, donde se guardará un minuto de silencio en memoria de las víctimas. La organización repartirá lazos morados y antorchas entre las personas participantes.',
      ],
    },
    va: {
      t: '25N: lectura del manifest i marxa amb torxes',
      l: "Acte institucional del Dia Internacional per a l'Eliminació de la Violència contra la Dona.",
      b: [
        "El dimecres 25 de novembre, a les 19.00 hores, la Plaça de l'Ajuntament acull la lectura del manifest institucional amb motiu del Dia Internacional per a l'Eliminació de la Violència contra la Dona, a càrrec d'alumnes de l'IES La Costera i de representants de l'Associació de Dones Clara Campoamor.",
        "A continuació eixirà una marxa amb torxes fins a la Plaça Major, on es guardarà un minut de silenci en memòria de les víctimes. L'organització repartirà llaços morats i torxes entre les persones participants.",
      ],
    },
  },
  {
    n: 24, r: [['2026-11-26 19:00', '2026-11-26 21:00']], cat: 'Participación', slug: 'pleno-consejo-municipal-de-asociaciones-otono-2026', place: 'associacions',
    es: {
      t: 'Sesión plenaria del Consejo Municipal de Asociaciones',
      l: 'Orden del día: balance de la convocatoria de subvenciones, calendario de actividades de 2027 y elaboración del nuevo reglamento.',
      b: [
        'El Consejo Municipal de Asociaciones celebra su sesión plenaria ordinaria de otoño el jueves 26 de noviembre, a las 19:00 horas, en la sala polivalente de la Casa de les Associacions. El Consejo reúne a representantes de las entidades inscritas en el Registro Municipal y de los grupos políticos municipales.',
        '<p>Orden del día:</p><ol><li>Lectura y aprobación, si procede, del acta de la sesión anterior.</li><li>Balance de la convocatoria de subvenciones para asociaciones 2026.</li><li>Propuesta de calendario compartido de actividades para 2027.</li><li>Información sobre la elaboración del nuevo reglamento del Consejo.</li><li>Ruegos y preguntas.</li></ol>',
        'La sesión es pública. Las asociaciones que no forman parte del Consejo pueden asistir con voz, pero sin voto.',
      ],
    },
    va: {
      t: "Sessió plenària del Consell Municipal d'Associacions",
      l: "Orde del dia: balanç de la convocatòria de subvencions, calendari d'activitats de 2027 i elaboració del nou reglament.",
      b: [
        "El Consell Municipal d'Associacions celebra la sessió plenària ordinària de tardor el dijous 26 de novembre, a les 19.00 hores, en la sala polivalent de la Casa de les Associacions. El Consell reunix representants de les entitats inscrites en el Registre Municipal i dels grups polítics municipals.",
        "<p>Orde del dia:</p><ol><li>Lectura i aprovació, si escau, de l'acta de la sessió anterior.</li><li>Balanç de la convocatòria de subvencions per a associacions 2026.</li><li>Proposta de calendari compartit d'activitats per a 2027.</li><li>Informació sobre l'elaboració del nou reglament del Consell.</li><li>Precs i preguntes.</li></ol>",
        'La sessió és pública. Les associacions que no formen part del Consell hi poden assistir amb veu, però sense vot.',
      ],
    },
  },
  {
    n: 25, r: [['2026-11-27 19:00', '2026-11-27 21:00']], cat: 'Fiestas', slug: 'encendido-alumbrado-navideno-2026', place: 'major', hdr: 1, social: 'town',
    es: {
      t: 'Encendido del alumbrado navideño',
      l: 'La Navidad llega a Alcantir con el encendido de las luces en la Plaça Major, música de la Unión Musical y chocolatada popular.',
      b: [
        'El viernes 27 de noviembre, a las 19:00 horas, la Plaça Major acoge el encendido oficial del alumbrado navideño, que este año se extiende a todas las calles comerciales del centro gracias a la colaboración de la Asociación de Comerciantes del Centro.',
        'El acto contará con la actuación de la Unión Musical de Alcantir, que interpretará villancicos populares, y con una chocolatada con coca para todas las personas asistentes. Los comercios del centro abrirán hasta las 21:00 horas.',
      ],
    },
    va: {
      t: "Encesa de l'enllumenat nadalenc",
      l: "El Nadal arriba a Alcantir amb l'encesa de les llums en la Plaça Major, música de la Unió Musical i xocolatada popular.",
      b: [
        "El divendres 27 de novembre, a les 19.00 hores, la Plaça Major acull l'encesa oficial de l'enllumenat nadalenc, que enguany s'estén a tots els carrers comercials del centre gràcies a la col·laboració de l'Associació de Comerciants del Centre.",
        "L'acte comptarà amb l'actuació de la Unió Musical d'Alcantir, que interpretarà nadales populars, i amb una xocolatada amb coca per a totes les persones assistents. Els comerços del centre obriran fins a les 21.00 hores.",
      ],
    },
  },
  {
    n: 26, r: [['2026-12-05 10:00', '2026-12-05 13:30']], cat: 'Participación', slug: 'dia-internacional-del-voluntariado-2026', place: 'major',
    es: {
      t: 'Día Internacional del Voluntariado: muestra de entidades y reconocimientos',
      l: 'Las entidades de acción social de Alcantir presentan sus programas de voluntariado y el Ayuntamiento reconoce a diez personas voluntarias.',
      b: [
        'Con motivo del Día Internacional del Voluntariado, que se celebra cada 5 de diciembre, la Plaça Major acoge de 10:00 a 13:30 horas una muestra en la que las entidades sociales, sanitarias, ambientales y educativas del municipio informan sobre sus programas y sobre cómo colaborar con ellas.',
        'Participan, entre otras, la Red Solidaria de Alcantir, Donantes de Sangre de Alcantir, AFA Alcantir, el Col·lectiu Ecologista Riu Clariano y el Grupo Scout Ausiàs March. A las 12:30 horas, el Ayuntamiento entregará un reconocimiento a diez personas voluntarias propuestas por las propias entidades.',
      ],
    },
    va: {
      t: "Dia Internacional del Voluntariat: mostra d'entitats i reconeixements",
      l: "Les entitats d'acció social d'Alcantir presenten els seus programes de voluntariat i l'Ajuntament reconeix deu persones voluntàries.",
      b: [
        'Amb motiu del Dia Internacional del Voluntariat, que se celebra cada 5 de desembre, la Plaça Major acull de 10.00 a 13.30 hores una mostra en la qual les entitats socials, sanitàries, ambientals i educatives del municipi informen sobre els seus programes i sobre com col·laborar-hi.',
        "Hi participen, entre altres, la Xarxa Solidària d'Alcantir, Donants de Sang d'Alcantir, AFA Alcantir, el Col·lectiu Ecologista Riu Clariano i l'Agrupament Escolta Ausiàs March. A les 12.30 hores, l'Ajuntament lliurarà un reconeixement a deu persones voluntàries proposades per les mateixes entitats.",
      ],
    },
  },
  {
    n: 27, r: [['2026-12-08 18:00', '2026-12-08 19:30']], cat: 'Cultura', slug: 'inauguracion-belen-monumental-2026', place: 'betlem', imgs: 2,
    es: {
      t: 'Inauguración del Belén monumental',
      l: 'Más de sesenta metros cuadrados que reproducen el Alcantir de principios del siglo XX. Se podrá visitar hasta el 6 de enero.',
      b: [
        'Los Belenistas de Alcantir inauguran el martes 8 de diciembre, a las 18:00 horas, su Belén monumental, que este año incorpora una recreación del antiguo molino harinero y del puente sobre el río Clariano. La obra, de más de sesenta metros cuadrados, reproduce las calles, los oficios y los edificios del pueblo a principios del siglo XX.',
        'El belén podrá visitarse en el local de la asociación, en la calle Santa Bàrbara, 7, hasta el 6 de enero: de lunes a viernes de 18:00 a 21:00 horas y los sábados, domingos y festivos de 11:00 a 14:00 y de 17:00 a 21:00 horas. La entrada es gratuita; los grupos escolares pueden concertar visitas por la mañana.',
      ],
    },
    va: {
      t: 'Inauguració del Betlem monumental',
      l: "Més de seixanta metres quadrats que reproduïxen l'Alcantir de principis del segle XX. Es podrà visitar fins al 6 de gener.",
      b: [
        "Els Betlemistes d'Alcantir inauguren el dimarts 8 de desembre, a les 18.00 hores, el seu Betlem monumental, que enguany incorpora una recreació de l'antic molí fariner i del pont sobre el riu Clariano. L'obra, de més de seixanta metres quadrats, reproduïx els carrers, els oficis i els edificis del poble a principis del segle XX.",
        "El betlem es podrà visitar en el local de l'associació, al carrer de Santa Bàrbara, 7, fins al 6 de gener: de dilluns a divendres de 18.00 a 21.00 hores i els dissabtes, diumenges i festius d'11.00 a 14.00 i de 17.00 a 21.00 hores. L'entrada és gratuïta; els grups escolars poden concertar visites pel matí.",
      ],
    },
  },
  {
    n: 28, r: [['2026-12-11 17:00', '2026-12-11 21:00'], ['2026-12-12 11:00', '2026-12-12 21:00'], ['2026-12-13 11:00', '2026-12-13 20:00']], cat: 'Comercio', sec: 7, slug: 'mercado-de-navidad-2026', place: 'major', hdr: 1, imgs: 3, social: 'assoc',
    es: {
      t: 'Mercado de Navidad 2026',
      s: 'Plaça Major · del 11 al 13 de diciembre',
      l: 'Artesanía, productos locales, casetas de asociaciones, música y actividades infantiles durante tres días en la Plaça Major.',
      b: [
        'La Asociación de Comerciantes del Centro y el Ayuntamiento instalan en la Plaça Major el Mercado de Navidad, con 36 casetas de artesanía, alimentación y entidades sin ánimo de lucro. Horario: viernes 11, de 17:00 a 21:00 horas; sábado 12, de 11:00 a 21:00 horas, y domingo 13, de 11:00 a 20:00 horas.',
        'El programa incluye la visita de Papá Noel a los niños y niñas el sábado a las 18:00 horas, talleres de adornos navideños, la actuación del coro infantil de la Unión Musical de Alcantir el domingo a las 12:00 horas y degustaciones de productos típicos, como el arnadí y la coca de llanda.',
        'Las compras en las casetas de los comercios del centro pueden pagarse con el Bono Comercio Alcantir.',
      ],
    },
    va: {
      t: 'Mercat de Nadal 2026',
      s: "Plaça Major · de l'11 al 13 de desembre",
      l: "Artesania, productes locals, casetes d'associacions, música i activitats infantils durant tres dies en la Plaça Major.",
      b: [
        "L'Associació de Comerciants del Centre i l'Ajuntament instal·len en la Plaça Major el Mercat de Nadal, amb 36 casetes d'artesania, alimentació i entitats sense ànim de lucre. Horari: divendres 11, de 17.00 a 21.00 hores; dissabte 12, d'11.00 a 21.00 hores, i diumenge 13, d'11.00 a 20.00 hores.",
        "El programa inclou la visita de Pare Noel als xiquets i xiquetes el dissabte a les 18.00 hores, tallers d'ornaments nadalencs, l'actuació del cor infantil de la Unió Musical d'Alcantir el diumenge a les 12.00 hores i tastos de productes típics, com l'arnadí i la coca de llanda.",
        'Les compres en les casetes dels comerços del centre es poden pagar amb el Bono Comercio Alcantir.',
      ],
    },
  },
  {
    n: 29, r: [['2026-12-17 14:00', '2026-12-17 19:00']], cat: 'Mayores', sec: 4, slug: 'comida-de-navidad-jubilados-san-jose-2026', place: 'llar',
    es: {
      t: 'Comida de Navidad de la Asociación de Jubilados San José',
      l: 'Comida de hermandad, sorteo de una cesta navideña y baile con música en directo en el Hogar del Jubilado.',
      b: [
        'La Asociación de Jubilados y Pensionistas San José celebra su tradicional comida de Navidad el jueves 17 de diciembre a las 14:00 horas en el salón del Hogar del Jubilado. El menú, elaborado por un restaurante local, incluye el tradicional puchero con pelotas, dulces navideños y turrones.',
        'Tras la comida habrá un sorteo de una cesta navideña entre las personas socias y un baile con música en directo hasta las 19:00 horas. El precio es de 18 euros para las personas socias y de 24 euros para las acompañantes. Las entradas pueden adquirirse en la conserjería del hogar hasta el 11 de diciembre.',
      ],
    },
    va: {
      t: "Dinar de Nadal de l'Associació de Jubilats Sant Josep",
      l: "Dinar de germanor, sorteig d'una cistella nadalenca i ball amb música en directe en la Llar del Jubilat.",
      b: [
        "L'Associació de Jubilats i Pensionistes Sant Josep celebra el tradicional dinar de Nadal el dijous 17 de desembre a les 14.00 hores en el saló de la Llar del Jubilat. El menú, elaborat per un restaurant local, inclou el tradicional putxero amb pilotes, dolços nadalencs i torrons.",
        "Després del dinar hi haurà un sorteig d'una cistella nadalenca entre les persones sòcies i un ball amb música en directe fins a les 19.00 hores. El preu és de 18 euros per a les persones sòcies i de 24 euros per a les acompanyants. Les entrades es poden adquirir en la consergeria de la llar fins a l'11 de desembre.",
      ],
    },
  },
  {
    n: 30, r: [['2026-12-18 16:30', '2026-12-18 18:30']], cat: 'Juventud', sec: 5, slug: 'festival-navidad-ceip-lluis-vives-2026', place: 'escola',
    es: {
      t: 'Festival de Navidad y mercadillo solidario del CEIP Lluís Vives',
      l: 'Actuaciones del alumnado, villancicos en familia y un mercadillo de manualidades a beneficio del banco de libros.',
      b: [
        'El AMPA del CEIP Lluís Vives organiza el viernes 18 de diciembre, de 16:30 a 18:30 horas, el festival de Navidad del colegio. Cada grupo de Infantil y Primaria interpretará una canción o una breve representación preparada con sus tutores y tutoras.',
        'En el patio se instalará un mercadillo solidario con manualidades elaboradas por las familias y chocolate con bizcocho. Lo recaudado se destinará a ampliar el banco de libros del centro y a financiar las salidas escolares del alumnado con menos recursos.',
      ],
    },
    va: {
      t: 'Festival de Nadal i mercat solidari del CEIP Lluís Vives',
      l: 'Actuacions de l’alumnat, nadales en família i un mercat de manualitats a benefici del banc de llibres.',
      b: [
        "L'AMPA del CEIP Lluís Vives organitza el divendres 18 de desembre, de 16.30 a 18.30 hores, el festival de Nadal del col·legi. Cada grup d'Infantil i Primària interpretarà una cançó o una representació breu preparada amb els seus tutors i tutores.",
        "En el pati s'instal·larà un mercat solidari amb manualitats elaborades per les famílies i xocolate amb bescuit. El que es recapte es destinarà a ampliar el banc de llibres del centre i a finançar les eixides escolars de l'alumnat amb menys recursos.",
      ],
    },
  },
  {
    n: 31, r: [['2026-12-19 10:00', '2026-12-19 14:00']], cat: 'Participación', slug: 'gran-recogida-juguetes-cap-xiquet-sense-joguet', place: 'major',
    es: {
      t: 'Gran recogida de juguetes «Cap xiquet sense joguet»',
      l: 'Jornada final de la campaña solidaria de juguetes en la Plaça Major, con música de dolçaina y actividades infantiles.',
      b: [
        'La campaña «Cap xiquet sense joguet» culmina el sábado 19 de diciembre con una gran jornada de recogida en la Plaça Major, de 10:00 a 14:00 horas. Pueden entregarse juguetes nuevos o en muy buen estado, libros y material deportivo, que se repartirán a las familias atendidas por los servicios sociales y por la Red Solidaria de Alcantir.',
        '«La Xafigà» Colla de Dolçainers i Tabaleters animará la mañana y habrá talleres y juegos para los más pequeños. Las personas que quieran colaborar como voluntarias en la clasificación de los juguetes pueden acercarse a la carpa de la organización.',
      ],
    },
    va: {
      t: 'Gran recollida de joguets «Cap xiquet sense joguet»',
      l: 'Jornada final de la campanya solidària de joguets en la Plaça Major, amb música de dolçaina i activitats infantils.',
      b: [
        "La campanya «Cap xiquet sense joguet» culmina el dissabte 19 de desembre amb una gran jornada de recollida en la Plaça Major, de 10.00 a 14.00 hores. Es poden lliurar joguets nous o en molt bon estat, llibres i material esportiu, que es repartiran a les famílies ateses pels servicis socials i per la Xarxa Solidària d'Alcantir.",
        "«La Xafigà» Colla de Dolçainers i Tabaleters animarà el matí i hi haurà tallers i jocs per als més menuts. Les persones que vulguen col·laborar com a voluntàries en la classificació dels joguets es poden acostar a la carpa de l'organització.",
      ],
    },
  },
  {
    n: 32, r: [['2026-12-19 19:30', '2026-12-19 21:00']], cat: 'Cultura', slug: 'concierto-de-navidad-coro-parroquial-2026', place: 'esglesia',
    es: {
      t: 'Concierto de Navidad del Coro Parroquial de la Asunción',
      l: 'Villancicos tradicionales valencianos y obras del repertorio navideño europeo, con órgano, en la iglesia de la Asunción.',
      b: [
        'El Órgano y Coro Parroquial de la Asunción ofrece el sábado 19 de diciembre, a las 19:30 horas, su concierto de Navidad en la iglesia de la Asunción. El programa incluye villancicos tradicionales valencianos y obras corales de autores europeos acompañadas al órgano.',
        'La entrada es libre. Al finalizar, se recogerán donativos para la Red Solidaria de Alcantir.',
      ],
    },
    va: {
      t: "Concert de Nadal del Cor Parroquial de l'Assumpció",
      l: "Nadales tradicionals valencianes i obres del repertori nadalenc europeu, amb orgue, en l'església de l'Assumpció.",
      b: [
        "L'Orgue i Cor Parroquial de l'Assumpció oferix el dissabte 19 de desembre, a les 19.30 hores, el concert de Nadal en l'església de l'Assumpció. El programa inclou nadales tradicionals valencianes i obres corals d'autors europeus acompanyades a l'orgue.",
        "L'entrada és lliure. En acabar, es recolliran donatius per a la Xarxa Solidària d'Alcantir.",
      ],
    },
  },
  {
    n: 33, r: [['2026-12-23 09:00', '2026-12-23 14:00'], ['2026-12-28 09:00', '2026-12-28 14:00'], ['2026-12-29 09:00', '2026-12-29 14:00'], ['2026-12-30 09:00', '2026-12-30 14:00']], cat: 'Juventud', slug: 'escoleta-de-nadal-2026', place: 'escola',
    es: {
      t: 'Escoleta de Nadal 2026',
      s: '23, 28, 29 y 30 de diciembre · de 9:00 a 14:00 h',
      l: 'Programa de ocio educativo y conciliación para niños y niñas de 3 a 12 años durante las vacaciones de Navidad.',
      b: [
        'La Escoleta de Nadal funciona en el CEIP Lluís Vives los días 23, 28, 29 y 30 de diciembre, de 9:00 a 14:00 horas, con servicio de acogida desde las 7:30 horas. Las actividades incluyen talleres de manualidades navideñas, juegos cooperativos, cuentacuentos en valenciano y una visita al Belén monumental.',
        'Las inscripciones se realizaron del 9 al 20 de noviembre. Si quedan plazas libres, pueden solicitarse en la oficina de Juventud del Espacio Joven.',
      ],
    },
    va: {
      t: 'Escoleta de Nadal 2026',
      s: '23, 28, 29 i 30 de desembre · de 9.00 a 14.00 h',
      l: "Programa d'oci educatiu i conciliació per a xiquets i xiquetes de 3 a 12 anys durant les vacances de Nadal.",
      b: [
        "L'Escoleta de Nadal funciona en el CEIP Lluís Vives els dies 23, 28, 29 i 30 de desembre, de 9.00 a 14.00 hores, amb servici d'acollida des de les 7.30 hores. Les activitats inclouen tallers de manualitats nadalenques, jocs cooperatius, contacontes en valencià i una visita al Betlem monumental.",
        "Les inscripcions es van fer del 9 al 20 de novembre. Si queden places lliures, es poden sol·licitar en l'oficina de Joventut de l'Espai Jove.",
      ],
    },
  },
  {
    n: 34, r: [['2026-12-31 16:30', '2026-12-31 18:30']], cat: 'Deportes', sec: 3, slug: 'sant-silvestre-solidaria-2026', place: 'major', hdr: 1, social: 'assoc',
    es: {
      t: 'Sant Silvestre solidaria 2026',
      l: 'La última carrera del año, con disfraces y una inscripción muy especial: un kilo de alimentos para la Red Solidaria de Alcantir.',
      b: [
        'El Club de Atletismo Alcantir Corre organiza el jueves 31 de diciembre la Sant Silvestre solidaria, una carrera popular y no competitiva de 5 kilómetros por las calles del centro. La salida será a las 17:00 horas desde la Plaça Major, precedida a las 16:30 horas por las carreras infantiles.',
        'La inscripción consiste en entregar un kilo de alimentos no perecederos, que se donarán a la Red Solidaria de Alcantir. Las inscripciones pueden hacerse en la web del club o en la propia Plaça Major desde las 15:30 horas. Se premiarán los disfraces más originales.',
      ],
    },
    va: {
      t: 'Sant Silvestre solidària 2026',
      l: "L'última cursa de l'any, amb disfresses i una inscripció molt especial: un quilo d'aliments per a la Xarxa Solidària d'Alcantir.",
      b: [
        "El Club d'Atletisme Alcantir Corre organitza el dijous 31 de desembre la Sant Silvestre solidària, una cursa popular i no competitiva de 5 quilòmetres pels carrers del centre. L'eixida serà a les 17.00 hores des de la Plaça Major, precedida a les 16.30 hores per les curses infantils.",
        "La inscripció consistix a lliurar un quilo d'aliments no peribles, que es donaran a la Xarxa Solidària d'Alcantir. Les inscripcions es poden fer en el web del club o en la mateixa Plaça Major des de les 15.30 hores. Es premiaran les disfresses més originals.",
      ],
    },
  },
  {
    n: 35, r: [['2027-01-02 11:00', '2027-01-02 13:30']], cat: 'Fiestas', slug: 'llegada-del-cartero-real-2027', place: 'ajuntament',
    es: {
      t: 'Llegada del Cartero Real',
      l: "El emisario de Sus Majestades los Reyes Magos recoge las cartas de los niños y niñas en la Plaça de l'Ajuntament.",
      b: [
        "El sábado 2 de enero, a las 11:00 horas, el Cartero Real llegará a la Plaça de l'Ajuntament acompañado por sus pajes y por «La Xafigà». Hasta las 13:30 horas recibirá a los niños y niñas, que podrán entregarle sus cartas para los Reyes Magos.",
        'Habrá animación infantil y reparto de caramelos. Las cartas también pueden depositarse, hasta el 4 de enero, en el buzón real instalado en la entrada del Ayuntamiento.',
      ],
    },
    va: {
      t: 'Arribada del Carter Reial',
      l: "L'emissari de Ses Majestats els Reis Mags arreplega les cartes dels xiquets i xiquetes en la Plaça de l'Ajuntament.",
      b: [
        "El dissabte 2 de gener, a les 11.00 hores, el Carter Reial arribarà a la Plaça de l'Ajuntament acompanyat pels seus patges i per «La Xafigà». Fins a les 13.30 hores rebrà els xiquets i xiquetes, que li podran lliurar les seues cartes per als Reis Mags.",
        "Hi haurà animació infantil i repartiment de caramels. Les cartes també es poden depositar, fins al 4 de gener, en la bústia reial instal·lada en l'entrada de l'Ajuntament.",
      ],
    },
  },
  {
    n: 36, r: [['2027-01-05 18:00', '2027-01-05 20:30']], cat: 'Fiestas', slug: 'cabalgata-de-reyes-2027', place: 'major', hdr: 1, social: 'town',
    files: [{ f: 'recorrido-cabalgata-reyes-2027', es: 'Recorrido de la Cabalgata', va: 'Recorregut de la Cavalcada' }],
    es: {
      t: 'Cabalgata de Reyes 2027',
      s: 'Martes 5 de enero · 18:00 h',
      l: 'Sus Majestades los Reyes Magos de Oriente recorren las calles de Alcantir con carrozas de las asociaciones locales.',
      b: [
        'La Cabalgata de Reyes saldrá a las 18:00 horas desde la avenida Estació y recorrerá la avenida Corts Valencianes, la calle Mayor y la Plaça Major hasta llegar a la iglesia de la Asunción, donde los Reyes Magos adorarán al Niño Jesús. El tema de este año es «Els contes del món», y participan carrozas y grupos de animación de una docena de asociaciones.',
        'Por seguridad, los caramelos se entregarán en mano y no se lanzarán desde las carrozas. Se recomienda no aparcar en las calles del recorrido a partir de las 15:00 horas. Al terminar, la Asociación de Vecinos del Barrio de San Roque ofrecerá su tradicional chocolatada de Reyes.',
      ],
    },
    va: {
      t: 'Cavalcada de Reis 2027',
      s: 'Dimarts 5 de gener · 18.00 h',
      l: "Ses Majestats els Reis Mags d'Orient recorren els carrers d'Alcantir amb carrosses de les associacions locals.",
      b: [
        "La Cavalcada de Reis eixirà a les 18.00 hores des de l'avinguda de l'Estació i recorrerà l'avinguda de les Corts Valencianes, el carrer Major i la Plaça Major fins a arribar a l'església de l'Assumpció, on els Reis Mags adoraran el Xiquet Jesús. El tema d'enguany és «Els contes del món», i hi participen carrosses i grups d'animació d'una dotzena d'associacions.",
        "Per seguretat, els caramels es lliuraran en mà i no es llançaran des de les carrosses. Es recomana no aparcar en els carrers del recorregut a partir de les 15.00 hores. En acabar, l'Associació de Veïns del Barri de Sant Roc oferirà la tradicional xocolatada de Reis.",
      ],
    },
  },
  {
    n: 37, r: [['2027-01-14 10:00', '2027-01-14 12:00'], ['2027-01-21 10:00', '2027-01-21 12:00'], ['2027-01-28 10:00', '2027-01-28 12:00'], ['2027-02-04 10:00', '2027-02-04 12:00']], cat: 'Mayores', slug: 'taller-competencias-digitales-personas-mayores', place: 'llar',
    es: {
      t: 'Taller de competencias digitales para personas mayores',
      s: 'Jueves 14, 21 y 28 de enero y 4 de febrero · de 10:00 a 12:00 h',
      l: 'Cuatro sesiones prácticas para usar con seguridad el teléfono móvil, la banca en línea, la cita previa sanitaria y la sede electrónica.',
      b: [
        'La Concejalía de Mayores organiza, con la colaboración de la Asociación de Jubilados y Pensionistas San José, un taller gratuito de competencias digitales en el Hogar del Jubilado. Cada sesión se centra en un tema: el teléfono móvil y las aplicaciones de mensajería; la cita previa sanitaria y la tarjeta sanitaria digital; la banca en línea y cómo evitar fraudes, y los trámites con el Ayuntamiento a través de la sede electrónica.',
        'Los grupos son reducidos, de 12 personas, y cada participante trabaja con su propio teléfono. Las inscripciones pueden realizarse en la conserjería del Hogar del Jubilado a partir del 7 de enero.',
      ],
    },
    va: {
      t: 'Taller de competències digitals per a persones majors',
      s: 'Dijous 14, 21 i 28 de gener i 4 de febrer · de 10.00 a 12.00 h',
      l: 'Quatre sessions pràctiques per a utilitzar amb seguretat el telèfon mòbil, la banca en línia, la cita prèvia sanitària i la seu electrònica.',
      b: [
        "La Regidoria de Gent Gran organitza, amb la col·laboració de l'Associació de Jubilats i Pensionistes Sant Josep, un taller gratuït de competències digitals en la Llar del Jubilat. Cada sessió se centra en un tema: el telèfon mòbil i les aplicacions de missatgeria; la cita prèvia sanitària i la targeta sanitària digital; la banca en línia i com evitar fraus, i els tràmits amb l'Ajuntament per mitjà de la seu electrònica.",
        'Els grups són reduïts, de 12 persones, i cada participant treballa amb el seu propi telèfon. Les inscripcions es poden fer en la consergeria de la Llar del Jubilat a partir del 7 de gener.',
      ],
    },
  },
  {
    n: 38, r: [['2027-01-16 20:00', '2027-01-16 23:30'], ['2027-01-17 11:00', '2027-01-17 13:00']], cat: 'Fiestas', slug: 'sant-antoni-2027-foguera-y-bendicion-de-animales', place: 'santantoni', hdr: 1, imgs: 2,
    es: {
      t: 'Fiesta de Sant Antoni: hoguera y bendición de animales',
      s: 'Sábado 16 y domingo 17 de enero',
      l: 'La tradicional «foguera» del sábado por la noche y la bendición de animales del domingo por la mañana en la calle Sant Antoni.',
      b: [
        '<strong>Sábado 16 de enero, 20:00 horas.</strong> Encendido de la gran hoguera de Sant Antoni en la explanada de la calle Sant Antoni, con la leña recogida por los vecinos del barrio. Habrá música de «La Xafigà», reparto de rollos de Sant Antoni y la posibilidad de asar embutido en las brasas.',
        '<strong>Domingo 17 de enero, 11:00 horas.</strong> Desfile y bendición de animales de compañía, caballerías y animales de granja en la calle Sant Antoni, seguidos del reparto del pan bendecido.',
        'Por seguridad, Protección Civil y los bomberos del consorcio provincial supervisarán la hoguera. Se recomienda no acercarse a menos de diez metros del fuego.',
      ],
    },
    va: {
      t: 'Festa de Sant Antoni: foguera i benedicció d’animals',
      s: 'Dissabte 16 i diumenge 17 de gener',
      l: "La tradicional foguera del dissabte a la nit i la benedicció d'animals del diumenge de matí al carrer de Sant Antoni.",
      b: [
        "<strong>Dissabte 16 de gener, 20.00 hores.</strong> Encesa de la gran foguera de Sant Antoni en l'esplanada del carrer de Sant Antoni, amb la llenya arreplegada pels veïns del barri. Hi haurà música de «La Xafigà», repartiment de rotllos de Sant Antoni i la possibilitat de torrar embotit en les brases.",
        "<strong>Diumenge 17 de gener, 11.00 hores.</strong> Desfilada i benedicció d'animals de companyia, cavalleries i animals de granja al carrer de Sant Antoni, seguida del repartiment del pa beneït.",
        'Per seguretat, Protecció Civil i els bombers del consorci provincial supervisaran la foguera. Es recomana no acostar-se a menys de deu metres del foc.',
      ],
    },
  },
  {
    n: 39, r: [['2027-01-23 19:00', '2027-01-23 21:30']], cat: 'Fiestas', sec: 2, slug: 'presentacion-falleras-mayores-falla-plaza-mayor-2027', place: 'auditori', hdr: 1, social: 'assoc',
    es: {
      t: 'Presentación de las falleras mayores de la Falla Plaza Mayor',
      l: 'Lucía Martínez Boix y Carla Soriano Peris serán presentadas oficialmente como falleras mayores 2027 en el Auditorio Municipal.',
      b: [
        'La Falla Plaza Mayor celebra el sábado 23 de enero, a las 19:00 horas, el acto de presentación de sus falleras mayores, Lucía Martínez Boix y Carla Soriano Peris, y de sus cortes de honor. El acto, con un espectáculo escénico preparado por la propia comisión, tendrá lugar en el Auditorio Municipal.',
        'El mantenedor del acto será el escritor local Josep Albert Mompó. Las invitaciones pueden recogerse en el casal de la calle La Sang a partir del 8 de enero, hasta completar el aforo.',
      ],
    },
    va: {
      t: 'Presentació de les falleres majors de la Falla Plaça Major',
      l: "Lucía Martínez Boix i Carla Soriano Peris seran presentades oficialment com a falleres majors 2027 en l'Auditori Municipal.",
      b: [
        "La Falla Plaça Major celebra el dissabte 23 de gener, a les 19.00 hores, l'acte de presentació de les seues falleres majors, Lucía Martínez Boix i Carla Soriano Peris, i de les seues corts d'honor. L'acte, amb un espectacle escènic preparat per la mateixa comissió, tindrà lloc en l'Auditori Municipal.",
        "El mantenidor de l'acte serà l'escriptor local Josep Albert Mompó. Les invitacions es poden arreplegar en el casal del carrer de la Sang a partir del 8 de gener, fins a completar l'aforament.",
      ],
    },
  },
  {
    n: 40, r: [['2027-01-30 11:00', '2027-01-30 12:30']], cat: 'Juventud', slug: 'dia-escolar-no-violencia-y-paz-2027', place: 'major',
    es: {
      t: 'Día Escolar de la No Violencia y la Paz: «Cadena per la pau»',
      l: 'El alumnado de los centros educativos de Alcantir forma una cadena humana entre los colegios y la Plaça Major.',
      b: [
        'Con motivo del Día Escolar de la No Violencia y la Paz, que se celebra cada 30 de enero en recuerdo de Gandhi, los centros educativos de Alcantir y sus AMPA organizan el sábado 30 de enero, a las 11:00 horas, una cadena humana que unirá simbólicamente los colegios con la Plaça Major.',
        'El acto terminará a las 12:00 horas con la lectura de un manifiesto escrito por el alumnado, una canción colectiva y un mural con los deseos de paz de los niños y niñas. Pueden participar todas las familias.',
      ],
    },
    va: {
      t: 'Dia Escolar de la No-violència i la Pau: «Cadena per la pau»',
      l: "L'alumnat dels centres educatius d'Alcantir forma una cadena humana entre els col·legis i la Plaça Major.",
      b: [
        "Amb motiu del Dia Escolar de la No-violència i la Pau, que se celebra cada 30 de gener en record de Gandhi, els centres educatius d'Alcantir i les seues AMPA organitzen el dissabte 30 de gener, a les 11.00 hores, una cadena humana que unirà simbòlicament els col·legis amb la Plaça Major.",
        "L'acte acabarà a les 12.00 hores amb la lectura d'un manifest escrit per l'alumnat, una cançó col·lectiva i un mural amb els desitjos de pau dels xiquets i xiquetes. Hi poden participar totes les famílies.",
      ],
    },
  },
  {
    n: 41, r: [['2027-02-06 17:00', '2027-02-06 19:30']], cat: 'Juventud', sec: 5, slug: 'carnaval-infantil-ceip-lluis-vives-2027', place: 'escola', hdr: 1, social: 'assoc',
    es: {
      t: 'Carnaval infantil del CEIP Lluís Vives',
      l: 'Desfile de disfraces por las calles del barrio, con música, concurso de disfraces en familia y merienda.',
      b: [
        'El AMPA del CEIP Lluís Vives organiza el sábado 6 de febrero el Carnaval infantil, abierto a todas las familias del municipio. El desfile saldrá a las 17:00 horas desde la puerta del colegio, en la calle Lluís Vives, y recorrerá las calles del barrio hasta la Plaça Major, acompañado por una charanga.',
        'En la plaza se celebrará el concurso de disfraces, con categorías individual, familiar y de grupo, y habrá merienda para todos los niños y niñas. Este año el AMPA propone disfraces elaborados con materiales reutilizados, que tendrán un premio especial.',
      ],
    },
    va: {
      t: 'Carnestoltes infantil del CEIP Lluís Vives',
      l: 'Desfilada de disfresses pels carrers del barri, amb música, concurs de disfresses en família i berenar.',
      b: [
        "L'AMPA del CEIP Lluís Vives organitza el dissabte 6 de febrer el Carnestoltes infantil, obert a totes les famílies del municipi. La desfilada eixirà a les 17.00 hores des de la porta del col·legi, al carrer de Lluís Vives, i recorrerà els carrers del barri fins a la Plaça Major, acompanyada per una xaranga.",
        "En la plaça se celebrarà el concurs de disfresses, amb categories individual, familiar i de grup, i hi haurà berenar per a tots els xiquets i xiquetes. Enguany l'AMPA proposa disfresses fetes amb materials reutilitzats, que tindran un premi especial.",
      ],
    },
  },
  {
    n: 42, r: [['2027-02-13 10:00', '2027-02-13 13:30']], cat: 'Medio ambiente', slug: 'repair-cafe-febrero-2027', place: 'associacions',
    es: {
      t: 'Repair Café: repara en lugar de tirar',
      l: 'Personas voluntarias ayudan a reparar pequeños electrodomésticos, ropa, bicicletas y juguetes para alargar su vida útil.',
      b: [
        'La Concejalía de Medio Ambiente organiza el sábado 13 de febrero, de 10:00 a 13:30 horas, un Repair Café en la sala polivalente de la Casa de les Associacions. Personas voluntarias con conocimientos de electricidad, costura, carpintería y mecánica de bicicletas ayudarán a los vecinos y vecinas a reparar sus objetos estropeados.',
        'La actividad es gratuita y su objetivo es aprender a reparar, no solo obtener la reparación. Cada persona puede llevar un máximo de dos objetos. Habrá también un punto de intercambio de libros y de ropa infantil.',
      ],
    },
    va: {
      t: 'Repair Café: repara en compte de llançar',
      l: 'Persones voluntàries ajuden a reparar electrodomèstics menuts, roba, bicicletes i joguets per a allargar-ne la vida útil.',
      b: [
        'La Regidoria de Medi Ambient organitza el dissabte 13 de febrer, de 10.00 a 13.30 hores, un Repair Café en la sala polivalent de la Casa de les Associacions. Persones voluntàries amb coneixements d’electricitat, costura, fusteria i mecànica de bicicletes ajudaran els veïns i veïnes a reparar els seus objectes espatlats.',
        "L'activitat és gratuïta i el seu objectiu és aprendre a reparar, no només obtindre la reparació. Cada persona pot portar un màxim de dos objectes. També hi haurà un punt d'intercanvi de llibres i de roba infantil.",
      ],
    },
  },
  {
    n: 43, r: [['2027-02-18 18:30', '2027-02-18 20:30']], cat: 'Formación', slug: 'jornada-transparencia-rendicion-de-cuentas-asociaciones', place: 'associacions', hdr: 1,
    links: [{ es: 'Ley 19/2013, de transparencia (BOE)', va: 'Llei 19/2013, de transparència (BOE)', u: 'https://www.boe.es/buscar/act.php?id=BOE-A-2013-12887' }],
    es: {
      t: 'Jornada: transparencia y rendición de cuentas en las asociaciones',
      l: 'Qué deben publicar las entidades que reciben ayudas públicas, cómo hacerlo y qué herramientas pone a su disposición el Ayuntamiento.',
      b: [
        'El área de Participación Ciudadana organiza el jueves 18 de febrero, de 18:30 a 20:30 horas, una jornada sobre las obligaciones de transparencia de las asociaciones. Se explicará en qué casos obliga a las entidades privadas la Ley 19/2013, de transparencia, acceso a la información pública y buen gobierno (cuando reciben más de 100.000 euros anuales en ayudas públicas o cuando al menos el 40 % de sus ingresos procede de fondos públicos, con un mínimo de 5.000 euros) y qué añade la normativa valenciana.',
        'La segunda parte será práctica: cómo organizar la información en la web de la entidad, qué datos deben publicarse sobre subvenciones, contratos y cuentas anuales y cómo pueden las entidades pequeñas utilizar el espacio que les ofrece el Portal de Asociaciones. La jornada es gratuita y tendrá lugar en la Casa de les Associacions.',
      ],
    },
    va: {
      t: 'Jornada: transparència i rendició de comptes en les associacions',
      l: "Què han de publicar les entitats que reben ajudes públiques, com fer-ho i quines eines posa a la seua disposició l'Ajuntament.",
      b: [
        "L'àrea de Participació Ciutadana organitza el dijous 18 de febrer, de 18.30 a 20.30 hores, una jornada sobre les obligacions de transparència de les associacions. S'explicarà en quins casos obliga les entitats privades la Llei 19/2013, de transparència, accés a la informació pública i bon govern (quan reben més de 100.000 euros anuals en ajudes públiques o quan almenys el 40 % dels seus ingressos prové de fons públics, amb un mínim de 5.000 euros) i què hi afig la normativa valenciana.",
        "La segona part serà pràctica: com organitzar la informació en el web de l'entitat, quines dades s'han de publicar sobre subvencions, contractes i comptes anuals i com poden les entitats menudes utilitzar l'espai que els oferix el Portal d'Associacions. La jornada és gratuïta i tindrà lloc en la Casa de les Associacions.",
      ],
    },
  },
  {
    n: 44, r: [['2027-02-20 19:00', '2027-02-20 21:00']], cat: 'Deportes', slug: 'gala-del-deporte-alcantir-2026', place: 'auditori', hdr: 1,
    es: {
      t: 'Gala del Deporte de Alcantir 2026',
      l: 'Reconocimiento a deportistas, clubes y personas voluntarias que han destacado durante el año 2026.',
      b: [
        'El Auditorio Municipal acoge el sábado 20 de febrero, a las 19:00 horas, la Gala del Deporte, en la que el Ayuntamiento reconoce los logros deportivos del año 2026. Se entregarán premios a la mejor deportista y al mejor deportista, al mejor equipo, a la mejor entidad deportiva, al deporte base y al voluntariado deportivo.',
        'Las candidaturas han sido propuestas por los clubes y entidades deportivas del municipio, entre ellos el Club de Atletismo Alcantir Corre, Basket Alcantir, el Club de Pilota Valenciana El Trinquet y Volta i Pedal Club Ciclista. La entrada es libre hasta completar el aforo.',
      ],
    },
    va: {
      t: "Gala de l'Esport d'Alcantir 2026",
      l: "Reconeixement a esportistes, clubs i persones voluntàries que han destacat durant l'any 2026.",
      b: [
        "L'Auditori Municipal acull el dissabte 20 de febrer, a les 19.00 hores, la Gala de l'Esport, en la qual l'Ajuntament reconeix els èxits esportius de l'any 2026. Es lliuraran premis a la millor esportista i al millor esportista, al millor equip, a la millor entitat esportiva, a l'esport base i al voluntariat esportiu.",
        "Han proposat les candidatures els clubs i entitats esportives del municipi, entre els quals el Club d'Atletisme Alcantir Corre, Basket Alcantir, el Club de Pilota Valenciana El Trinquet i Volta i Pedal Club Ciclista. L'entrada és lliure fins a completar l'aforament.",
      ],
    },
  },
  {
    n: 45, r: [['2027-02-21 09:00', '2027-02-21 13:30']], cat: 'Medio ambiente', slug: 'ruta-de-los-almendros-en-flor-2027', place: 'serra', hdr: 1, imgs: 2,
    es: {
      t: 'Ruta de los almendros en flor',
      l: 'Paseo guiado de 9 kilómetros por los caminos rurales de La Solana y Els Alters, en plena floración de los almendros.',
      b: [
        'La Concejalía de Medio Ambiente y la asociación Amigos de la Serra Grossa proponen el domingo 21 de febrero una ruta guiada de 9 kilómetros y dificultad baja por los caminos rurales de las partidas de La Solana y Els Alters, coincidiendo con la floración de los almendros.',
        'Durante el recorrido se explicarán la historia de los cultivos de secano del término, la importancia de los márgenes de piedra seca y la fauna que vive en los campos. La salida será a las 9:00 horas desde el Camino de la Font Freda y la llegada, hacia las 13:30 horas. La actividad es gratuita, con inscripción previa en el Ayuntamiento.',
      ],
    },
    va: {
      t: 'Ruta dels ametlers en flor',
      l: 'Passeig guiat de 9 quilòmetres pels camins rurals de la Solana i els Alters, en plena floració dels ametlers.',
      b: [
        'La Regidoria de Medi Ambient i l’associació Amics de la Serra Grossa proposen el diumenge 21 de febrer una ruta guiada de 9 quilòmetres i dificultat baixa pels camins rurals de les partides de la Solana i els Alters, coincidint amb la floració dels ametlers.',
        "Durant el recorregut s'explicaran la història dels cultius de secà del terme, la importància dels marges de pedra seca i la fauna que viu als camps. L'eixida serà a les 9.00 hores des del camí de la Font Freda i l'arribada, cap a les 13.30 hores. L'activitat és gratuïta, amb inscripció prèvia en l'Ajuntament.",
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------------------------
// RESOURCES GUIDE (articulos): one section per topic of spec §1, in order. b holds ready HTML.
// ---------------------------------------------------------------------------------------------------------------

const GUIDE = [
  {
    es: {
      t: '¿Qué es una asociación?',
      b: '<p>Una asociación es una agrupación de personas que se unen de forma voluntaria, estable y sin ánimo de lucro para alcanzar una finalidad común, ya sea de interés general o de interés particular de sus miembros. Para constituirla hacen falta <strong>tres personas promotoras como mínimo</strong>, que pueden ser personas físicas o jurídicas, y su funcionamiento debe ser democrático.</p>'
        + '<p>El derecho de asociación está reconocido en el artículo 22 de la Constitución y se desarrolla en la <strong>Ley Orgánica 1/2002, de 22 de marzo, reguladora del Derecho de Asociación</strong>. Las asociaciones que desarrollan principalmente sus actividades en la Comunitat Valenciana se rigen también por la <strong>Ley 14/2008, de 18 de noviembre, de Asociaciones de la Comunitat Valenciana</strong>, y se inscriben en el Registro de Asociaciones de la Comunitat Valenciana, dependiente de la Generalitat.</p>'
        + '<p>«Sin ánimo de lucro» no significa que la asociación no pueda tener ingresos: puede cobrar cuotas, recibir subvenciones y donaciones, organizar actividades de pago o vender productos. Lo que no puede hacer es repartir los beneficios entre las personas socias; cualquier excedente debe destinarse al cumplimiento de sus fines.</p>'
        + '<p>La asociación adquiere personalidad jurídica con la firma del acta fundacional. La inscripción en el registro le da publicidad frente a terceros y tiene consecuencias importantes: mientras la asociación no esté inscrita, las personas promotoras responden personal y solidariamente de las obligaciones contraídas en su nombre.</p>',
    },
    va: {
      t: 'Què és una associació?',
      b: "<p>Una associació és una agrupació de persones que s'unixen de manera voluntària, estable i sense ànim de lucre per a aconseguir una finalitat comuna, ja siga d'interés general o d'interés particular dels seus membres. Per a constituir-la calen <strong>tres persones promotores com a mínim</strong>, que poden ser persones físiques o jurídiques, i el seu funcionament ha de ser democràtic.</p>"
        + "<p>El dret d'associació està reconegut en l'article 22 de la Constitució i es desplega en la <strong>Llei orgànica 1/2002, de 22 de març, reguladora del dret d'associació</strong>. Les associacions que desenvolupen principalment les seues activitats en la Comunitat Valenciana es regixen també per la <strong>Llei 14/2008, de 18 de novembre, d'associacions de la Comunitat Valenciana</strong>, i s'inscriuen en el Registre d'Associacions de la Comunitat Valenciana, que depén de la Generalitat.</p>"
        + "<p>«Sense ànim de lucre» no vol dir que l'associació no puga tindre ingressos: pot cobrar quotes, rebre subvencions i donacions, organitzar activitats de pagament o vendre productes. El que no pot fer és repartir els beneficis entre les persones sòcies; qualsevol excedent s'ha de destinar al compliment dels seus fins.</p>"
        + "<p>L'associació adquirix personalitat jurídica amb la firma de l'acta fundacional. La inscripció en el registre li dona publicitat davant de tercers i té conseqüències importants: mentre l'associació no estiga inscrita, les persones promotores responen personalment i solidàriament de les obligacions contretes en nom seu.</p>",
    },
    children: [
      {
        es: { t: '¿Quién puede formar parte de una asociación?', b: '<p>Pueden constituir asociaciones y formar parte de ellas las personas físicas con capacidad de obrar y las personas jurídicas, públicas o privadas. En el caso de las personas jurídicas, hace falta un acuerdo expreso de su órgano competente.</p><p>Las personas menores de edad no emancipadas mayores de catorce años pueden asociarse con el consentimiento documentado de quienes ejerzan su representación legal. Las asociaciones infantiles, juveniles y de alumnado tienen, además, reglas específicas. Para figurar como promotoras en el acta fundacional, el Registro de Asociaciones de la Comunitat Valenciana exige que las personas físicas sean mayores de edad.</p>' },
        va: { t: "Qui pot formar part d'una associació?", b: "<p>Poden constituir associacions i formar-ne part les persones físiques amb capacitat d'obrar i les persones jurídiques, públiques o privades. En el cas de les persones jurídiques, cal un acord exprés del seu òrgan competent.</p><p>Les persones menors d'edat no emancipades majors de catorze anys es poden associar amb el consentiment documentat de les persones que n'exercisquen la representació legal. Les associacions infantils, juvenils i d'alumnat tenen, a més, regles específiques. Per a figurar com a promotores en l'acta fundacional, el Registre d'Associacions de la Comunitat Valenciana exigix que les persones físiques siguen majors d'edat.</p>" },
      },
      {
        es: { t: 'Asociación, fundación, cooperativa o club deportivo', b: '<p>No todas las entidades sin ánimo de lucro son asociaciones. Una <strong>fundación</strong> es un patrimonio destinado por su fundador a un fin de interés general y se rige por su propia ley; una <strong>cooperativa</strong> es una sociedad que persigue un beneficio económico para sus socios. Los <strong>clubes deportivos</strong> que quieran participar en competiciones oficiales se inscriben en el Registro de Entidades Deportivas de la Comunitat Valenciana, conforme a la Ley 2/2011, de 22 de marzo, del Deporte y la Actividad Física de la Comunitat Valenciana.</p><p>Tampoco se rigen por la Ley Orgánica 1/2002, sino por su legislación específica, los partidos políticos, los sindicatos, las organizaciones empresariales, las confesiones religiosas, las federaciones deportivas ni las asociaciones de consumidores y usuarios.</p>' },
        va: { t: 'Associació, fundació, cooperativa o club esportiu', b: "<p>No totes les entitats sense ànim de lucre són associacions. Una <strong>fundació</strong> és un patrimoni destinat pel fundador a un fi d'interés general i es regix per la seua pròpia llei; una <strong>cooperativa</strong> és una societat que perseguix un benefici econòmic per als seus socis. Els <strong>clubs esportius</strong> que vulguen participar en competicions oficials s'inscriuen en el Registre d'Entitats Esportives de la Comunitat Valenciana, d'acord amb la Llei 2/2011, de 22 de març, de l'esport i l'activitat física de la Comunitat Valenciana.</p><p>Tampoc no es regixen per la Llei orgànica 1/2002, sinó per la seua legislació específica, els partits polítics, els sindicats, les organitzacions empresarials, les confessions religioses, les federacions esportives ni les associacions de consumidors i usuaris.</p>" },
      },
      {
        es: { t: '¿Por qué conviene crear una asociación?', b: '<p>Constituir una asociación permite actuar como un colectivo con personalidad jurídica propia: abrir una cuenta bancaria a nombre de la entidad, firmar contratos, solicitar subvenciones, usar locales municipales, contratar seguros y organizar actividades con las debidas garantías.</p><p>También protege a sus miembros: las deudas de una asociación inscrita se pagan con su patrimonio y no con el de las personas socias.</p>' },
        va: { t: 'Per què convé crear una associació?', b: "<p>Constituir una associació permet actuar com un col·lectiu amb personalitat jurídica pròpia: obrir un compte bancari a nom de l'entitat, signar contractes, sol·licitar subvencions, utilitzar locals municipals, contractar assegurances i organitzar activitats amb les garanties necessàries.</p><p>També protegix els seus membres: els deutes d'una associació inscrita es paguen amb el seu patrimoni i no amb el de les persones sòcies.</p>" },
      },
    ],
  },
  {
    es: {
      t: 'Pasos para constituir una asociación',
      b: '<p>Crear una asociación es un trámite sencillo y, en la mayoría de los casos, gratuito o de bajo coste. Estos son los pasos habituales para una asociación que actuará principalmente en la Comunitat Valenciana:</p>'
        + '<ol><li><strong>Reunir al grupo promotor.</strong> Hacen falta tres personas promotoras como mínimo, que acordarán el nombre, los fines, el domicilio y las actividades de la asociación.</li>'
        + '<li><strong>Redactar los estatutos.</strong> Son las normas internas de la asociación y deben recoger el contenido mínimo que fija la ley.</li>'
        + '<li><strong>Firmar el acta fundacional.</strong> En ella, las personas promotoras expresan su voluntad de constituir la asociación, aprueban los estatutos y designan la junta directiva provisional.</li>'
        + '<li><strong>Solicitar la inscripción en el registro.</strong> En el Registro de Asociaciones de la Comunitat Valenciana o, si la asociación actuará en todo el Estado, en el Registro Nacional de Asociaciones, donde se abona una tasa de unos 35 euros.</li>'
        + '<li><strong>Obtener el NIF.</strong> La Agencia Tributaria asigna a la asociación un número de identificación fiscal provisional, que pasa a ser definitivo al acreditar la inscripción.</li>'
        + '<li><strong>Darse de alta en el Registro Municipal de Asociaciones.</strong> La inscripción en el registro del Ayuntamiento de Alcantir permite solicitar subvenciones municipales, usar locales públicos y aparecer en este portal.</li>'
        + '<li><strong>Poner en marcha la asociación.</strong> Abrir una cuenta bancaria, preparar los libros obligatorios, obtener el certificado electrónico de representante y, si se organizan actividades, contratar un seguro de responsabilidad civil.</li></ol>'
        + '<p>Una vez inscrita, la asociación debe comunicar al registro cualquier modificación de sus estatutos o de su junta directiva en el <strong>plazo de un mes</strong> desde que se adopte el acuerdo.</p>',
    },
    va: {
      t: 'Passos per a constituir una associació',
      b: "<p>Crear una associació és un tràmit senzill i, en la majoria dels casos, gratuït o de baix cost. Estos són els passos habituals per a una associació que actuarà principalment en la Comunitat Valenciana:</p>"
        + "<ol><li><strong>Reunir el grup promotor.</strong> Calen tres persones promotores com a mínim, que acordaran el nom, els fins, el domicili i les activitats de l'associació.</li>"
        + "<li><strong>Redactar els estatuts.</strong> Són les normes internes de l'associació i han de recollir el contingut mínim que fixa la llei.</li>"
        + "<li><strong>Signar l'acta fundacional.</strong> En l'acta, les persones promotores expressen la voluntat de constituir l'associació, aproven els estatuts i designen la junta directiva provisional.</li>"
        + "<li><strong>Sol·licitar la inscripció en el registre.</strong> En el Registre d'Associacions de la Comunitat Valenciana o, si l'associació actuarà en tot l'Estat, en el Registre Nacional d'Associacions, on s'abona una taxa d'uns 35 euros.</li>"
        + "<li><strong>Obtindre el NIF.</strong> L'Agència Tributària assigna a l'associació un número d'identificació fiscal provisional, que passa a ser definitiu quan s'acredita la inscripció.</li>"
        + "<li><strong>Donar-se d'alta en el Registre Municipal d'Associacions.</strong> La inscripció en el registre de l'Ajuntament d'Alcantir permet sol·licitar subvencions municipals, utilitzar locals públics i aparéixer en este portal.</li>"
        + "<li><strong>Posar en marxa l'associació.</strong> Obrir un compte bancari, preparar els llibres obligatoris, obtindre el certificat electrònic de representant i, si s'organitzen activitats, contractar una assegurança de responsabilitat civil.</li></ol>"
        + "<p>Una vegada inscrita, l'associació ha de comunicar al registre qualsevol modificació dels estatuts o de la junta directiva en el <strong>termini d'un mes</strong> des que s'adopte l'acord.</p>",
    },
    children: [
      {
        es: { t: '¿Qué documentos necesito?', b: '<ul><li>Solicitud de inscripción, firmada por una de las personas promotoras o por quien represente a la asociación.</li><li>Acta fundacional firmada por todas las personas promotoras.</li><li>Estatutos firmados por todas las personas promotoras en todas sus hojas, o con firma electrónica.</li><li>Documento de identidad de las personas promotoras, si la administración no puede consultarlo directamente.</li><li>Si alguna persona promotora es una persona jurídica, certificado del acuerdo de su órgano competente con la designación de su representante.</li><li>Justificante del pago de la tasa, cuando el trámite esté sujeto a ella.</li></ul><p>Conviene conservar una copia de todo lo presentado y del justificante de registro de entrada.</p>' },
        va: { t: 'Quins documents necessite?', b: "<ul><li>Sol·licitud d'inscripció, signada per una de les persones promotores o per qui represente l'associació.</li><li>Acta fundacional signada per totes les persones promotores.</li><li>Estatuts signats per totes les persones promotores en totes les fulles, o amb firma electrònica.</li><li>Document d'identitat de les persones promotores, si l'administració no el pot consultar directament.</li><li>Si alguna persona promotora és una persona jurídica, certificat de l'acord del seu òrgan competent amb la designació de la persona que la representa.</li><li>Justificant del pagament de la taxa, quan el tràmit hi estiga subjecte.</li></ul><p>Convé conservar una còpia de tot el que es presenta i del justificant de registre d'entrada.</p>" },
      },
      {
        es: { t: 'Plazos', b: '<p>El registro dispone de tres meses para resolver la solicitud de inscripción. Si en ese tiempo no se ha notificado una resolución expresa, la inscripción se entiende estimada: es el <strong>silencio positivo a los tres meses</strong> que prevé la Ley Orgánica 1/2002.</p><p>Si la documentación presenta defectos, el registro requerirá a la asociación para que los corrija. A partir de la notificación del requerimiento hay <strong>diez días para subsanar</strong>; si no se hace, se tendrá por desistida la solicitud. Mientras tanto, el plazo de tres meses queda suspendido.</p><p>Las modificaciones posteriores (estatutos, junta directiva, domicilio) deben comunicarse en el <strong>plazo de un mes</strong> desde el acuerdo.</p>' },
        va: { t: 'Terminis', b: "<p>El registre disposa de tres mesos per a resoldre la sol·licitud d'inscripció. Si en este temps no s'ha notificat una resolució expressa, la inscripció s'entén estimada: és el <strong>silenci positiu als tres mesos</strong> que preveu la Llei orgànica 1/2002.</p><p>Si la documentació presenta defectes, el registre requerirà l'associació perquè els corregisca. A partir de la notificació del requeriment hi ha <strong>deu dies per a esmenar</strong>; si no es fa, es tindrà per desistida la sol·licitud. Mentrestant, el termini de tres mesos queda suspés.</p><p>Les modificacions posteriors (estatuts, junta directiva, domicili) s'han de comunicar en el <strong>termini d'un mes</strong> des de l'acord.</p>" },
      },
      {
        es: { t: 'Tasas', b: '<ul><li><strong>Registro Nacional de Asociaciones</strong> (asociaciones de ámbito estatal): tasa de unos 35 euros por la inscripción de la constitución, que se actualiza cada año y se abona mediante el modelo 790.</li><li><strong>Registro de Asociaciones de la Comunitat Valenciana:</strong> la inscripción de la renovación de la junta directiva está sujeta a una tasa de 10,20 euros por expediente. Conviene consultar en la ficha de cada procedimiento de la Generalitat si el trámite concreto está sujeto a tasa en el ejercicio en curso.</li><li><strong>Registro Municipal de Asociaciones de Alcantir:</strong> la inscripción es gratuita.</li></ul>' },
        va: { t: 'Taxes', b: "<ul><li><strong>Registre Nacional d'Associacions</strong> (associacions d'àmbit estatal): taxa d'uns 35 euros per la inscripció de la constitució, que s'actualitza cada any i s'abona mitjançant el model 790.</li><li><strong>Registre d'Associacions de la Comunitat Valenciana:</strong> la inscripció de la renovació de la junta directiva està subjecta a una taxa de 10,20 euros per expedient. Convé consultar en la fitxa de cada procediment de la Generalitat si el tràmit concret està subjecte a taxa en l'exercici en curs.</li><li><strong>Registre Municipal d'Associacions d'Alcantir:</strong> la inscripció és gratuïta.</li></ul>" },
      },
      {
        es: { t: 'Después de la inscripción: primeros trámites', b: '<p>Con la resolución de inscripción, hay que solicitar el NIF definitivo a la Agencia Tributaria, abrir una cuenta bancaria a nombre de la asociación y obtener el certificado electrónico de representante de persona jurídica, imprescindible para relacionarse con las administraciones, ya que las personas jurídicas están obligadas a hacerlo por medios electrónicos (artículo 14.2 de la Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común de las Administraciones Públicas).</p><p>Después, conviene inscribir la asociación en el Registro Municipal de Asociaciones y, si se van a tratar datos personales de socios y participantes, informar a estas personas y adoptar las medidas que exige el Reglamento General de Protección de Datos.</p>' },
        va: { t: 'Després de la inscripció: primers tràmits', b: "<p>Amb la resolució d'inscripció, cal sol·licitar el NIF definitiu a l'Agència Tributària, obrir un compte bancari a nom de l'associació i obtindre el certificat electrònic de representant de persona jurídica, imprescindible per a relacionar-se amb les administracions, ja que les persones jurídiques estan obligades a fer-ho per mitjans electrònics (article 14.2 de la Llei 39/2015, d'1 d'octubre, del procediment administratiu comú de les administracions públiques).</p><p>Després, convé inscriure l'associació en el Registre Municipal d'Associacions i, si es tractaran dades personals de socis i participants, informar-ne estes persones i adoptar les mesures que exigix el Reglament general de protecció de dades.</p>" },
      },
    ],
  },
  {
    es: {
      t: 'Acta fundacional',
      b: '<p>El acta fundacional es el documento por el que las personas promotoras acuerdan constituir la asociación. Con su firma, la asociación nace y adquiere personalidad jurídica y plena capacidad de obrar, aunque después debe inscribirse en el registro para dar publicidad a su constitución.</p>'
        + '<p>Según el artículo 6 de la Ley Orgánica 1/2002, el acta fundacional debe contener, como mínimo:</p>'
        + '<ul><li>El nombre y los apellidos de las personas promotoras, o la denominación de las personas jurídicas, con su nacionalidad y su domicilio.</li><li>La voluntad de constituir la asociación, los pactos que se hayan establecido y la denominación de la asociación.</li><li>Los estatutos aprobados, que regirán su funcionamiento.</li><li>El lugar y la fecha de la firma, y la firma de las personas promotoras o de sus representantes.</li><li>La designación de las personas que formarán los órganos provisionales de gobierno.</li></ul>'
        + '<p>El acta puede redactarse en valenciano o en castellano. Deben firmarla todas las personas promotoras, que como mínimo han de ser tres, y es recomendable incorporar los estatutos como anexo firmado en todas sus hojas.</p>',
    },
    va: {
      t: 'Acta fundacional',
      b: "<p>L'acta fundacional és el document pel qual les persones promotores acorden constituir l'associació. Amb la seua firma, l'associació naix i adquirix personalitat jurídica i plena capacitat d'obrar, encara que després s'ha d'inscriure en el registre per a donar publicitat a la seua constitució.</p>"
        + "<p>Segons l'article 6 de la Llei orgànica 1/2002, l'acta fundacional ha de contindre, com a mínim:</p>"
        + "<ul><li>El nom i els cognoms de les persones promotores, o la denominació de les persones jurídiques, amb la seua nacionalitat i el seu domicili.</li><li>La voluntat de constituir l'associació, els pactes que s'hagen establit i la denominació de l'associació.</li><li>Els estatuts aprovats, que en regiran el funcionament.</li><li>El lloc i la data de la firma, i la firma de les persones promotores o dels seus representants.</li><li>La designació de les persones que formaran els òrgans provisionals de govern.</li></ul>"
        + "<p>L'acta es pot redactar en valencià o en castellà. L'han de signar totes les persones promotores, que com a mínim han de ser tres, i és recomanable incorporar-hi els estatuts com a annex signat en totes les fulles.</p>",
    },
    children: [
      {
        es: { t: 'Modelo de acta fundacional', b: '<p><strong>ACTA FUNDACIONAL DE LA ASOCIACIÓN [DENOMINACIÓN]</strong></p><p>En [localidad], a [día] de [mes] de [año], se reúnen las personas que se indican a continuación, todas ellas mayores de edad y con plena capacidad de obrar:</p><ol><li>[Nombre y apellidos], de nacionalidad [nacionalidad], con domicilio en [domicilio] y DNI/NIE [número].</li><li>[Nombre y apellidos], de nacionalidad [nacionalidad], con domicilio en [domicilio] y DNI/NIE [número].</li><li>[Nombre y apellidos], de nacionalidad [nacionalidad], con domicilio en [domicilio] y DNI/NIE [número].</li></ol><p>Y ACUERDAN:</p><ol><li>Constituir una asociación sin ánimo de lucro denominada «[denominación]», al amparo de la Ley Orgánica 1/2002, de 22 de marzo, reguladora del Derecho de Asociación, y de la Ley 14/2008, de 18 de noviembre, de Asociaciones de la Comunitat Valenciana.</li><li>Aprobar los estatutos que han de regir su funcionamiento, que se incorporan como anexo a esta acta.</li><li>Designar la junta directiva provisional, formada por: presidente/a, [nombre]; secretario/a, [nombre]; tesorero/a, [nombre].</li><li>Facultar a [nombre] para realizar los trámites necesarios para la inscripción de la asociación.</li></ol><p>Y, en prueba de conformidad, firman todas las personas asistentes en el lugar y la fecha indicados.</p><p>[Firmas]</p>' },
        va: { t: "Model d'acta fundacional", b: "<p><strong>ACTA FUNDACIONAL DE L'ASSOCIACIÓ [DENOMINACIÓ]</strong></p><p>A [localitat], [dia] de [mes] de [any], es reunixen les persones que s'indiquen a continuació, totes majors d'edat i amb plena capacitat d'obrar:</p><ol><li>[Nom i cognoms], de nacionalitat [nacionalitat], amb domicili a [domicili] i DNI/NIE [número].</li><li>[Nom i cognoms], de nacionalitat [nacionalitat], amb domicili a [domicili] i DNI/NIE [número].</li><li>[Nom i cognoms], de nacionalitat [nacionalitat], amb domicili a [domicili] i DNI/NIE [número].</li></ol><p>I ACORDEN:</p><ol><li>Constituir una associació sense ànim de lucre denominada «[denominació]», a l'empara de la Llei orgànica 1/2002, de 22 de març, reguladora del dret d'associació, i de la Llei 14/2008, de 18 de novembre, d'associacions de la Comunitat Valenciana.</li><li>Aprovar els estatuts que n'han de regir el funcionament, que s'incorporen com a annex a esta acta.</li><li>Designar la junta directiva provisional, formada per: president/a, [nom]; secretari/ària, [nom]; tresorer/a, [nom].</li><li>Facultar [nom] per a fer els tràmits necessaris per a la inscripció de l'associació.</li></ol><p>I, en prova de conformitat, signen totes les persones assistents en el lloc i la data indicats.</p><p>[Firmes]</p>" },
      },
      {
        es: { t: 'Si una persona promotora es una persona jurídica o menor de edad', b: '<p>Cuando una asociación, una empresa u otra persona jurídica participa como promotora, debe acompañarse un certificado del acuerdo de su órgano competente en el que conste la voluntad de constituir la asociación y formar parte de ella, así como la designación de la persona física que la representará.</p><p>Las personas menores de edad pueden asociarse desde los catorce años con el consentimiento de sus representantes legales, pero no pueden figurar como promotoras ante el Registro de Asociaciones de la Comunitat Valenciana, que exige que las personas fundadoras sean mayores de edad. Las asociaciones juveniles tienen reglas propias.</p>' },
        va: { t: "Si una persona promotora és una persona jurídica o menor d'edat", b: "<p>Quan una associació, una empresa o una altra persona jurídica participa com a promotora, cal adjuntar un certificat de l'acord del seu òrgan competent en què conste la voluntat de constituir l'associació i formar-ne part, així com la designació de la persona física que la representarà.</p><p>Les persones menors d'edat es poden associar des dels catorze anys amb el consentiment dels seus representants legals, però no poden figurar com a promotores davant del Registre d'Associacions de la Comunitat Valenciana, que exigix que les persones fundadores siguen majors d'edat. Les associacions juvenils tenen regles pròpies.</p>" },
      },
      {
        es: { t: 'Errores frecuentes', b: '<ul><li>Que la denominación del acta no coincida exactamente con la de los estatutos.</li><li>Que falte la firma de alguna persona promotora, en el acta o en alguna hoja de los estatutos.</li><li>No designar la junta directiva provisional o no indicar qué persona ocupa cada cargo.</li><li>Omitir el domicilio o el documento de identidad de las personas promotoras.</li><li>Elegir una denominación idéntica o muy parecida a la de otra asociación ya inscrita.</li></ul><p>Estos defectos obligan a subsanar la solicitud y retrasan la inscripción. El servicio municipal de asesoramiento a asociaciones puede revisar los documentos antes de su presentación.</p>' },
        va: { t: 'Errors freqüents', b: "<ul><li>Que la denominació de l'acta no coincidisca exactament amb la dels estatuts.</li><li>Que falte la firma d'alguna persona promotora, en l'acta o en alguna fulla dels estatuts.</li><li>No designar la junta directiva provisional o no indicar quina persona ocupa cada càrrec.</li><li>Ometre el domicili o el document d'identitat de les persones promotores.</li><li>Triar una denominació idèntica o molt semblant a la d'una altra associació ja inscrita.</li></ul><p>Estos defectes obliguen a esmenar la sol·licitud i retarden la inscripció. El servici municipal d'assessorament a associacions pot revisar els documents abans de presentar-los.</p>" },
      },
    ],
  },
  {
    es: {
      t: 'Estatutos',
      b: '<p>Los estatutos son la norma interna de la asociación: regulan su funcionamiento, los derechos y deberes de las personas socias y la forma de tomar decisiones. Se aprueban en el acta fundacional y solo pueden modificarse por acuerdo de la Asamblea General.</p>'
        + '<p>El artículo 7 de la Ley Orgánica 1/2002 establece el contenido mínimo de los estatutos:</p>'
        + '<ul><li>La denominación.</li><li>El domicilio y el ámbito territorial en que desarrollará principalmente sus actividades.</li><li>La duración, cuando no se constituya por tiempo indefinido.</li><li>Los fines y las actividades, descritos de forma precisa.</li><li>Los requisitos y modalidades de admisión y baja, sanción y separación de las personas asociadas y, en su caso, las clases de socios.</li><li>Los derechos y obligaciones de las personas asociadas.</li><li>Los criterios que garantizan el funcionamiento democrático de la asociación.</li><li>Los órganos de gobierno y representación: composición, elección y sustitución, atribuciones, duración de los cargos, causas de cese, forma de deliberar y adoptar acuerdos, y quórum necesario.</li><li>El régimen de administración, contabilidad y documentación, y la fecha de cierre del ejercicio.</li><li>El patrimonio inicial y los recursos económicos de los que podrá hacer uso.</li><li>Las causas de disolución y el destino del patrimonio, que no podrá desvirtuar el carácter no lucrativo de la entidad.</li></ul>'
        + '<p>Los estatutos pueden incluir cualquier otra disposición que las personas promotoras consideren conveniente, siempre que no sea contraria a la ley ni a los principios que configuran la asociación.</p>',
    },
    va: {
      t: 'Estatuts',
      b: "<p>Els estatuts són la norma interna de l'associació: regulen el seu funcionament, els drets i deures de les persones sòcies i la manera de prendre decisions. S'aproven en l'acta fundacional i només es poden modificar per acord de l'Assemblea General.</p>"
        + "<p>L'article 7 de la Llei orgànica 1/2002 establix el contingut mínim dels estatuts:</p>"
        + "<ul><li>La denominació.</li><li>El domicili i l'àmbit territorial en què desenvoluparà principalment les seues activitats.</li><li>La duració, quan no es constituïsca per temps indefinit.</li><li>Els fins i les activitats, descrits de manera precisa.</li><li>Els requisits i les modalitats d'admissió i baixa, sanció i separació de les persones associades i, si és el cas, les classes de socis.</li><li>Els drets i les obligacions de les persones associades.</li><li>Els criteris que garantixen el funcionament democràtic de l'associació.</li><li>Els òrgans de govern i representació: composició, elecció i substitució, atribucions, duració dels càrrecs, causes de cessament, manera de deliberar i adoptar acords, i quòrum necessari.</li><li>El règim d'administració, comptabilitat i documentació, i la data de tancament de l'exercici.</li><li>El patrimoni inicial i els recursos econòmics de què podrà fer ús.</li><li>Les causes de dissolució i el destí del patrimoni, que no podrà desvirtuar el caràcter no lucratiu de l'entitat.</li></ul>"
        + "<p>Els estatuts poden incloure qualsevol altra disposició que les persones promotores consideren convenient, sempre que no siga contrària a la llei ni als principis que configuren l'associació.</p>",
    },
    children: [
      {
        es: { t: 'Denominación y domicilio', b: '<p>La denominación no puede coincidir ni confundirse con la de otra asociación ya inscrita, ni incluir términos contrarios a las leyes o que induzcan a error sobre la identidad o la naturaleza de la entidad, como los propios de las sociedades mercantiles. Antes de presentar la solicitud, conviene consultar en el registro si el nombre elegido está libre.</p><p>Para inscribirse en el registro autonómico, el domicilio debe estar en el territorio de la Comunitat Valenciana. Puede ser la sede de la asociación o el domicilio de una persona socia que lo autorice.</p>' },
        va: { t: 'Denominació i domicili', b: "<p>La denominació no pot coincidir ni confondre's amb la d'una altra associació ja inscrita, ni incloure termes contraris a les lleis o que induïsquen a error sobre la identitat o la naturalesa de l'entitat, com ara els propis de les societats mercantils. Abans de presentar la sol·licitud, convé consultar en el registre si el nom triat està lliure.</p><p>Per a inscriure's en el registre autonòmic, el domicili ha d'estar en el territori de la Comunitat Valenciana. Pot ser la seu de l'associació o el domicili d'una persona sòcia que ho autoritze.</p>" },
      },
      {
        es: { t: 'Modificar los estatutos', b: '<p>La modificación de los estatutos requiere un acuerdo de la Asamblea General convocada específicamente con ese objeto. Salvo que los estatutos establezcan otra cosa, el acuerdo exige mayoría cualificada: que los votos afirmativos superen la mitad de las personas presentes o representadas.</p><p>La modificación debe inscribirse en el registro en el <strong>plazo de un mes</strong> desde la fecha del acuerdo y solo produce efectos desde su inscripción. Hay que presentar la solicitud, el certificado del acuerdo de la asamblea y el texto íntegro de los nuevos estatutos, firmado por la secretaría con el visto bueno de la presidencia.</p>' },
        va: { t: 'Modificar els estatuts', b: "<p>La modificació dels estatuts requerix un acord de l'Assemblea General convocada específicament amb este objecte. Llevat que els estatuts establisquen una altra cosa, l'acord exigix majoria qualificada: que els vots afirmatius superen la meitat de les persones presents o representades.</p><p>La modificació s'ha d'inscriure en el registre en el <strong>termini d'un mes</strong> des de la data de l'acord i només produïx efectes des de la seua inscripció. Cal presentar la sol·licitud, el certificat de l'acord de l'assemblea i el text íntegre dels nous estatuts, signat per la secretaria amb el vistiplau de la presidència.</p>" },
      },
      {
        es: { t: 'Índice orientativo de unos estatutos', b: '<ol><li>Capítulo I. Denominación, fines, actividades, domicilio, ámbito y duración.</li><li>Capítulo II. Personas asociadas: admisión, clases, derechos, deberes, baja y régimen disciplinario.</li><li>Capítulo III. La Asamblea General: composición, convocatoria, quórum y acuerdos.</li><li>Capítulo IV. La Junta Directiva: composición, elección, duración del mandato, cese y funciones de cada cargo.</li><li>Capítulo V. Régimen económico: patrimonio inicial, recursos, presupuesto, contabilidad y cierre del ejercicio.</li><li>Capítulo VI. Modificación de los estatutos.</li><li>Capítulo VII. Disolución y destino del patrimonio.</li><li>Disposición final y diligencia de aprobación.</li></ol><p>Tanto la Generalitat como el Ministerio del Interior publican modelos orientativos de estatutos que pueden adaptarse a cada asociación.</p>' },
        va: { t: "Índex orientatiu d'uns estatuts", b: "<ol><li>Capítol I. Denominació, fins, activitats, domicili, àmbit i duració.</li><li>Capítol II. Persones associades: admissió, classes, drets, deures, baixa i règim disciplinari.</li><li>Capítol III. L'Assemblea General: composició, convocatòria, quòrum i acords.</li><li>Capítol IV. La Junta Directiva: composició, elecció, duració del mandat, cessament i funcions de cada càrrec.</li><li>Capítol V. Règim econòmic: patrimoni inicial, recursos, pressupost, comptabilitat i tancament de l'exercici.</li><li>Capítol VI. Modificació dels estatuts.</li><li>Capítol VII. Dissolució i destí del patrimoni.</li><li>Disposició final i diligència d'aprovació.</li></ol><p>Tant la Generalitat com el Ministeri de l'Interior publiquen models orientatius d'estatuts que es poden adaptar a cada associació.</p>" },
      },
    ],
  },
  {
    es: {
      t: 'Órganos de gobierno',
      b: '<p>Toda asociación debe contar, como mínimo, con dos órganos: la Asamblea General y un órgano de representación, que habitualmente se denomina Junta Directiva. Su composición, sus funciones y su funcionamiento se regulan en los estatutos, respetando siempre el principio democrático.</p>'
        + '<p>La <strong>Asamblea General</strong> es el órgano supremo de gobierno y está integrada por todas las personas asociadas. Adopta sus acuerdos por el principio mayoritario y debe reunirse, al menos, una vez al año en sesión ordinaria para aprobar las cuentas. Le corresponde, entre otras cuestiones, elegir y cesar a la Junta Directiva, aprobar el presupuesto y la memoria de actividades, fijar las cuotas, modificar los estatutos y acordar la disolución.</p>'
        + '<p>La <strong>Junta Directiva</strong> gestiona y representa los intereses de la asociación de acuerdo con las directrices de la Asamblea. Solo pueden formar parte de ella las personas asociadas, salvo que los estatutos dispongan otra cosa, y se exige ser mayor de edad, estar en pleno uso de los derechos civiles y no estar incurso en causa de incompatibilidad. Los cargos son, en principio, gratuitos; si los estatutos prevén alguna retribución, debe constar en ellos y en las cuentas anuales aprobadas por la Asamblea.</p>'
        + '<p>Las personas que integran la Junta Directiva responden ante la asociación, ante las personas socias y ante terceros por los daños causados por actos dolosos, culposos o negligentes. Por ello es importante documentar los acuerdos en el libro de actas y rendir cuentas periódicamente.</p>',
    },
    va: {
      t: 'Òrgans de govern',
      b: "<p>Tota associació ha de tindre, com a mínim, dos òrgans: l'Assemblea General i un òrgan de representació, que habitualment s'anomena Junta Directiva. La seua composició, les seues funcions i el seu funcionament es regulen en els estatuts, sempre respectant el principi democràtic.</p>"
        + "<p>L'<strong>Assemblea General</strong> és l'òrgan suprem de govern i la integren totes les persones associades. Adopta els acords pel principi majoritari i s'ha de reunir, almenys, una vegada a l'any en sessió ordinària per a aprovar els comptes. Li correspon, entre altres qüestions, triar i cessar la Junta Directiva, aprovar el pressupost i la memòria d'activitats, fixar les quotes, modificar els estatuts i acordar la dissolució.</p>"
        + "<p>La <strong>Junta Directiva</strong> gestiona i representa els interessos de l'associació d'acord amb les directrius de l'Assemblea. Només en poden formar part les persones associades, llevat que els estatuts disposen una altra cosa, i s'exigix ser major d'edat, estar en ple ús dels drets civils i no incórrer en cap causa d'incompatibilitat. Els càrrecs són, en principi, gratuïts; si els estatuts preveuen alguna retribució, ha de constar-hi i també en els comptes anuals aprovats per l'Assemblea.</p>"
        + "<p>Les persones que integren la Junta Directiva responen davant de l'associació, de les persones sòcies i de tercers pels danys causats per actes dolosos, culpables o negligents. Per això és important documentar els acords en el llibre d'actes i retre comptes periòdicament.</p>",
    },
    children: [
      {
        es: { t: 'Convocatoria, quórum y mayorías', b: '<p>Si los estatutos no dicen otra cosa, la Ley Orgánica 1/2002 establece estas reglas:</p><ul><li>La Asamblea General se convoca con <strong>quince días</strong> de antelación y queda válidamente constituida cuando asiste, presente o representado, un tercio de las personas asociadas.</li><li>Los acuerdos se adoptan por <strong>mayoría simple</strong> de las personas presentes o representadas, cuando los votos afirmativos superan a los negativos.</li><li>Requieren <strong>mayoría cualificada</strong> (que los votos afirmativos superen la mitad de las personas presentes o representadas) los acuerdos sobre disolución, modificación de los estatutos, disposición o enajenación de bienes y remuneración de los miembros del órgano de representación.</li></ul>' },
        va: { t: 'Convocatòria, quòrum i majories', b: "<p>Si els estatuts no diuen una altra cosa, la Llei orgànica 1/2002 establix estes regles:</p><ul><li>L'Assemblea General es convoca amb <strong>quinze dies</strong> d'antelació i queda vàlidament constituïda quan hi assistix, present o representat, un terç de les persones associades.</li><li>Els acords s'adopten per <strong>majoria simple</strong> de les persones presents o representades, quan els vots afirmatius superen els negatius.</li><li>Requerixen <strong>majoria qualificada</strong> (que els vots afirmatius superen la meitat de les persones presents o representades) els acords sobre dissolució, modificació dels estatuts, disposició o alienació de béns i remuneració dels membres de l'òrgan de representació.</li></ul>" },
      },
      {
        es: { t: 'Los cargos de la Junta Directiva', b: '<ul><li><strong>Presidencia:</strong> representa legalmente a la asociación, convoca y preside las reuniones y ordena los pagos.</li><li><strong>Secretaría:</strong> redacta las actas, custodia los libros y la documentación y expide certificados con el visto bueno de la presidencia.</li><li><strong>Tesorería:</strong> gestiona los fondos, lleva la contabilidad y prepara el presupuesto y las cuentas anuales.</li><li><strong>Vocalías:</strong> se encargan de las áreas o comisiones que les asigne la Junta Directiva.</li></ul><p>Los estatutos fijan la duración del mandato, habitualmente de entre dos y cuatro años, y si los cargos pueden ser reelegidos.</p>' },
        va: { t: 'Els càrrecs de la Junta Directiva', b: "<ul><li><strong>Presidència:</strong> representa legalment l'associació, convoca i presidix les reunions i ordena els pagaments.</li><li><strong>Secretaria:</strong> redacta les actes, custodia els llibres i la documentació i expedix certificats amb el vistiplau de la presidència.</li><li><strong>Tresoreria:</strong> gestiona els fons, porta la comptabilitat i prepara el pressupost i els comptes anuals.</li><li><strong>Vocalies:</strong> s'encarreguen de les àrees o comissions que els assigne la Junta Directiva.</li></ul><p>Els estatuts fixen la duració del mandat, habitualment d'entre dos i quatre anys, i si els càrrecs poden ser reelegits.</p>" },
      },
      {
        es: { t: 'Modelo de certificado de acuerdos', b: '<p>D./D.ª [nombre y apellidos], secretario/a de la asociación «[denominación]», inscrita en el Registro de Asociaciones de la Comunitat Valenciana con el número [número],</p><p><strong>CERTIFICA:</strong></p><p>Que en la reunión de la Asamblea General [ordinaria/extraordinaria] celebrada el día [fecha], en [lugar], convocada de acuerdo con los estatutos y con la asistencia de [número] personas asociadas, presentes o representadas, se adoptó por [mayoría simple/mayoría cualificada/unanimidad] el siguiente acuerdo:</p><p>[Texto literal del acuerdo.]</p><p>Y, para que conste, expido este certificado con el visto bueno de la presidencia en [localidad], a [fecha].</p><p>V.º B.º La presidenta / El presidente — La secretaria / El secretario</p>' },
        va: { t: "Model de certificat d'acords", b: "<p>[Nom i cognoms], secretari/ària de l'associació «[denominació]», inscrita en el Registre d'Associacions de la Comunitat Valenciana amb el número [número],</p><p><strong>CERTIFIQUE:</strong></p><p>Que en la reunió de l'Assemblea General [ordinària/extraordinària] celebrada el dia [data], a [lloc], convocada d'acord amb els estatuts i amb l'assistència de [nombre] persones associades, presents o representades, es va adoptar per [majoria simple/majoria qualificada/unanimitat] l'acord següent:</p><p>[Text literal de l'acord.]</p><p>I, perquè així conste, expedisc este certificat amb el vistiplau de la presidència a [localitat], [data].</p><p>Vist i plau. La presidenta / El president — La secretària / El secretari</p>" },
      },
    ],
  },
  {
    es: {
      t: 'Inscripción en el registro',
      b: '<p>La inscripción registral hace pública la constitución de la asociación y sus estatutos, y es una garantía tanto para las personas socias como para terceros. Aunque la asociación existe desde la firma del acta fundacional, solo la inscripción limita la responsabilidad de las personas promotoras y permite acceder a subvenciones y a la mayoría de los trámites administrativos.</p>'
        + '<p>El registro competente depende del ámbito de actuación de la asociación:</p>'
        + '<ul><li><strong>Registro de Asociaciones de la Comunitat Valenciana</strong>, gestionado por la conselleria competente en materia de asociaciones, para las entidades que desarrollan principalmente sus funciones en la Comunitat Valenciana. Es el caso de la gran mayoría de las asociaciones locales.</li><li><strong>Registro Nacional de Asociaciones</strong>, del Ministerio del Interior, para las asociaciones de ámbito estatal o que actúan en el territorio de más de una comunidad autónoma. La inscripción de la constitución conlleva el pago de una tasa de unos 35 euros.</li></ul>'
        + '<p>La solicitud se presenta preferentemente por vía electrónica en la sede del registro correspondiente. El registro solo puede denegar la inscripción si la asociación no reúne los requisitos legales, y debe resolver en un plazo máximo de tres meses; transcurrido ese plazo sin resolución expresa, opera el <strong>silencio positivo a los tres meses</strong>. Si hay defectos en la documentación, la asociación dispondrá de <strong>diez días para subsanar</strong>.</p>'
        + '<p>Una vez inscrita, la asociación debe comunicar al registro, en el <strong>plazo de un mes</strong>, cualquier modificación de los estatutos, los cambios en la junta directiva, la apertura de delegaciones o su integración en federaciones.</p>',
    },
    va: {
      t: 'Inscripció en el registre',
      b: "<p>La inscripció registral fa pública la constitució de l'associació i els seus estatuts, i és una garantia tant per a les persones sòcies com per a tercers. Encara que l'associació existix des de la firma de l'acta fundacional, només la inscripció limita la responsabilitat de les persones promotores i permet accedir a subvencions i a la majoria dels tràmits administratius.</p>"
        + "<p>El registre competent depén de l'àmbit d'actuació de l'associació:</p>"
        + "<ul><li><strong>Registre d'Associacions de la Comunitat Valenciana</strong>, gestionat per la conselleria competent en matèria d'associacions, per a les entitats que desenvolupen principalment les seues funcions en la Comunitat Valenciana. És el cas de la gran majoria de les associacions locals.</li><li><strong>Registre Nacional d'Associacions</strong>, del Ministeri de l'Interior, per a les associacions d'àmbit estatal o que actuen en el territori de més d'una comunitat autònoma. La inscripció de la constitució comporta el pagament d'una taxa d'uns 35 euros.</li></ul>"
        + "<p>La sol·licitud es presenta preferentment per via electrònica en la seu del registre corresponent. El registre només pot denegar la inscripció si l'associació no reunix els requisits legals, i ha de resoldre en un termini màxim de tres mesos; passat este termini sense resolució expressa, opera el <strong>silenci positiu als tres mesos</strong>. Si hi ha defectes en la documentació, l'associació disposarà de <strong>deu dies per a esmenar</strong>.</p>"
        + "<p>Una vegada inscrita, l'associació ha de comunicar al registre, en el <strong>termini d'un mes</strong>, qualsevol modificació dels estatuts, els canvis en la junta directiva, l'obertura de delegacions o la seua integració en federacions.</p>",
    },
    children: [
      {
        es: { t: 'Registro Municipal de Asociaciones de Alcantir', b: '<p>Además de la inscripción en el registro autonómico o estatal, las asociaciones con domicilio o actividad en Alcantir pueden inscribirse en el Registro Municipal de Asociaciones. La inscripción es gratuita y es requisito para solicitar subvenciones municipales, usar locales y equipamientos públicos, formar parte del Consejo Municipal de Asociaciones y aparecer en el directorio de este portal.</p><p>La solicitud se presenta en la sede electrónica del Ayuntamiento, acompañada de los estatutos, el número de inscripción en el registro autonómico o estatal, los nombres de las personas que ocupan los cargos directivos, el domicilio social, el presupuesto del año en curso, el programa de actividades y el certificado del número de personas socias. El Ayuntamiento notificará el número de inscripción en un plazo de quince días.</p><p>Las asociaciones inscritas deben notificar al Registro Municipal cualquier modificación de sus datos dentro del mes siguiente a aquel en que se produzca y comunicar cada año, en el mes de enero, su presupuesto y su programa de actividades.</p>' },
        va: { t: "Registre Municipal d'Associacions d'Alcantir", b: "<p>A més de la inscripció en el registre autonòmic o estatal, les associacions amb domicili o activitat a Alcantir es poden inscriure en el Registre Municipal d'Associacions. La inscripció és gratuïta i és requisit per a sol·licitar subvencions municipals, utilitzar locals i equipaments públics, formar part del Consell Municipal d'Associacions i aparéixer en el directori d'este portal.</p><p>La sol·licitud es presenta en la seu electrònica de l'Ajuntament, acompanyada dels estatuts, el número d'inscripció en el registre autonòmic o estatal, els noms de les persones que ocupen els càrrecs directius, el domicili social, el pressupost de l'any en curs, el programa d'activitats i el certificat del nombre de persones sòcies. L'Ajuntament notificarà el número d'inscripció en un termini de quinze dies.</p><p>Les associacions inscrites han de notificar al Registre Municipal qualsevol modificació de les seues dades dins del mes següent a aquell en què es produïsca i comunicar cada any, en el mes de gener, el seu pressupost i el seu programa d'activitats.</p>" },
      },
      {
        es: { t: 'Requerimientos de subsanación', b: '<p>Si el registro detecta defectos formales en la solicitud o en los documentos, o si la denominación coincide con la de otra entidad inscrita o puede inducir a confusión, suspenderá el plazo de inscripción y notificará un requerimiento. La asociación tiene <strong>diez días para subsanar</strong> los defectos, a contar desde el día siguiente a la notificación. Si no los corrige en ese plazo, se entenderá que desiste de su solicitud.</p><p>Por eso es importante indicar en la solicitud un correo electrónico que se consulte con frecuencia y, en el caso de las notificaciones electrónicas, acceder a ellas dentro de los diez días naturales siguientes a su puesta a disposición, ya que después se entienden rechazadas.</p>' },
        va: { t: "Requeriments d'esmena", b: "<p>Si el registre detecta defectes formals en la sol·licitud o en els documents, o si la denominació coincidix amb la d'una altra entitat inscrita o pot induir a confusió, suspendrà el termini d'inscripció i notificarà un requeriment. L'associació té <strong>deu dies per a esmenar</strong> els defectes, comptadors des de l'endemà de la notificació. Si no els corregix en este termini, s'entendrà que desistix de la sol·licitud.</p><p>Per això és important indicar en la sol·licitud un correu electrònic que es consulte sovint i, en el cas de les notificacions electròniques, accedir-hi dins dels deu dies naturals següents a la posada a disposició, ja que després s'entenen rebutjades.</p>" },
      },
      {
        es: { t: '¿Qué pasa si no inscribo la asociación?', b: '<p>Una asociación no inscrita existe y puede funcionar, pero las personas promotoras responden personal y solidariamente de las obligaciones contraídas con terceros, y las personas asociadas responden solidariamente por las obligaciones asumidas por cualquiera de ellas frente a terceros cuando hayan manifestado actuar en nombre de la asociación.</p><p>Además, sin inscripción no es posible obtener el NIF definitivo, solicitar la mayoría de las subvenciones ni inscribirse en el Registro Municipal de Asociaciones.</p>' },
        va: { t: "Què passa si no inscric l'associació?", b: "<p>Una associació no inscrita existix i pot funcionar, però les persones promotores responen personalment i solidàriament de les obligacions contretes amb tercers, i les persones associades responen solidàriament per les obligacions assumides per qualsevol d'elles davant de tercers quan hagen manifestat que actuaven en nom de l'associació.</p><p>A més, sense inscripció no és possible obtindre el NIF definitiu, sol·licitar la majoria de les subvencions ni inscriure's en el Registre Municipal d'Associacions.</p>" },
      },
    ],
  },
  {
    es: {
      t: 'Legalización de los libros',
      b: '<p>El artículo 14 de la Ley Orgánica 1/2002 obliga a todas las asociaciones a llevar una documentación mínima que permita conocer su funcionamiento y su situación económica:</p>'
        + '<ul><li>Una <strong>relación actualizada de personas asociadas</strong> (libro o fichero de socios).</li><li>Una <strong>contabilidad</strong> que permita obtener la imagen fiel del patrimonio, del resultado y de la situación financiera de la entidad, así como de las actividades realizadas.</li><li>Un <strong>inventario</strong> de sus bienes.</li><li>Un <strong>libro de actas</strong> de las reuniones de sus órganos de gobierno y representación.</li></ul>'
        + '<p>Las personas asociadas tienen derecho a consultar esta documentación a través de los órganos de representación, en los términos que establezca la normativa de protección de datos.</p>'
        + '<p>La ley no exige que los libros estén legalizados, pero diligenciarlos (es decir, que una autoridad selle y numere sus hojas antes de empezar a utilizarlos) da seguridad sobre su autenticidad, y algunas convocatorias de ayudas lo piden para justificar las subvenciones. Por eso es recomendable legalizar, al menos, el libro de actas y el libro registro de personas socias.</p>',
    },
    va: {
      t: 'Legalització dels llibres',
      b: "<p>L'article 14 de la Llei orgànica 1/2002 obliga totes les associacions a portar una documentació mínima que permeta conéixer el seu funcionament i la seua situació econòmica:</p>"
        + "<ul><li>Una <strong>relació actualitzada de persones associades</strong> (llibre o fitxer de socis).</li><li>Una <strong>comptabilitat</strong> que permeta obtindre la imatge fidel del patrimoni, del resultat i de la situació financera de l'entitat, així com de les activitats realitzades.</li><li>Un <strong>inventari</strong> dels seus béns.</li><li>Un <strong>llibre d'actes</strong> de les reunions dels seus òrgans de govern i representació.</li></ul>"
        + "<p>Les persones associades tenen dret a consultar esta documentació a través dels òrgans de representació, en els termes que establisca la normativa de protecció de dades.</p>"
        + "<p>La llei no exigix que els llibres estiguen legalitzats, però diligenciar-los (és a dir, que una autoritat segelle i numere les fulles abans de començar a utilitzar-los) dona seguretat sobre la seua autenticitat, i algunes convocatòries d'ajudes ho demanen per a justificar les subvencions. Per això és recomanable legalitzar, almenys, el llibre d'actes i el llibre registre de persones sòcies.</p>",
    },
    children: [
      {
        es: { t: 'Cómo se legalizan los libros', b: '<ol><li>Adquirir libros en blanco con las hojas numeradas correlativamente o preparar hojas móviles numeradas.</li><li>Presentarlos ante el registro en el que esté inscrita la asociación, si ofrece el servicio de diligenciado, junto con la solicitud firmada por la persona que ostente la representación. En la Comunitat Valenciana, conviene consultar en la sede electrónica de la Generalitat el procedimiento y los requisitos vigentes.</li><li>El registro extiende en la primera hoja una diligencia con los datos de la asociación, el número de hojas y la fecha, y sella todas las hojas.</li><li>Cuando un libro se termina, se legaliza el siguiente, indicando que es continuación del anterior.</li></ol>' },
        va: { t: 'Com es legalitzen els llibres', b: "<ol><li>Adquirir llibres en blanc amb les fulles numerades correlativament o preparar fulles mòbils numerades.</li><li>Presentar-los davant del registre en què estiga inscrita l'associació, si oferix el servici de diligenciament, juntament amb la sol·licitud signada per la persona que en té la representació. En la Comunitat Valenciana, convé consultar en la seu electrònica de la Generalitat el procediment i els requisits vigents.</li><li>El registre estén en la primera fulla una diligència amb les dades de l'associació, el nombre de fulles i la data, i segella totes les fulles.</li><li>Quan s'acaba un llibre, es legalitza el següent, indicant que és continuació de l'anterior.</li></ol>" },
      },
      {
        es: { t: 'Libros en hojas móviles o en formato electrónico', b: '<p>Es posible llevar los libros en hojas móviles o en formato electrónico e imprimirlos y encuadernarlos después, o firmarlos electrónicamente. En ese caso, conviene cerrar y firmar cada acta en el momento de su aprobación, con la firma de la secretaría y el visto bueno de la presidencia, y conservar una copia de seguridad.</p>' },
        va: { t: 'Llibres en fulles mòbils o en format electrònic', b: "<p>És possible portar els llibres en fulles mòbils o en format electrònic i imprimir-los i enquadernar-los després, o signar-los electrònicament. En este cas, convé tancar i signar cada acta en el moment de la seua aprovació, amb la firma de la secretaria i el vistiplau de la presidència, i conservar-ne una còpia de seguretat.</p>" },
      },
      {
        es: { t: 'La contabilidad de las asociaciones', b: '<p>Las asociaciones deben llevar su contabilidad conforme a las normas de adaptación del Plan General de Contabilidad a las entidades sin fines lucrativos, aprobadas por el Real Decreto 1491/2011, de 24 de octubre. Las entidades pequeñas pueden aplicar el plan de contabilidad de pequeñas y medianas entidades sin fines lucrativos.</p><p>Las cuentas anuales (balance, cuenta de resultados y memoria) deben aprobarse cada año en la Asamblea General. Se recomienda conservar la documentación contable y los justificantes durante, al menos, seis años.</p>' },
        va: { t: 'La comptabilitat de les associacions', b: "<p>Les associacions han de portar la comptabilitat d'acord amb les normes d'adaptació del Pla general de comptabilitat a les entitats sense finalitats lucratives, aprovades pel Reial decret 1491/2011, de 24 d'octubre. Les entitats menudes poden aplicar el pla de comptabilitat de petites i mitjanes entitats sense finalitats lucratives.</p><p>Els comptes anuals (balanç, compte de resultats i memòria) s'han d'aprovar cada any en l'Assemblea General. Es recomana conservar la documentació comptable i els justificants durant almenys sis anys.</p>" },
      },
    ],
  },
  {
    es: {
      t: 'Modelos de declaración de utilidad pública',
      b: '<p>La declaración de utilidad pública es un reconocimiento que otorga el Ministerio del Interior a las asociaciones cuya actividad contribuye de forma destacada al interés general. Se regula en los artículos 32 a 36 de la Ley Orgánica 1/2002 y en el Real Decreto 1740/2003, de 19 de diciembre, sobre procedimientos relativos a asociaciones de utilidad pública.</p>'
        + '<p>Para obtenerla, la asociación debe cumplir todos estos requisitos:</p>'
        + '<ul><li>Que sus fines estatutarios promuevan el interés general: fines cívicos, educativos, científicos, culturales, deportivos, sanitarios, de asistencia social, de defensa del medio ambiente, de promoción del voluntariado o de la igualdad, entre otros.</li><li>Que su actividad no se limite a beneficiar a sus asociados, sino que esté abierta a cualquier otra persona que reúna las condiciones propias de sus fines.</li><li>Que los miembros de los órganos de representación que perciban retribuciones no las reciban con cargo a fondos y subvenciones públicas.</li><li>Que cuente con los medios personales y materiales adecuados y con la organización idónea para cumplir sus fines.</li><li>Que haya estado constituida, inscrita y en funcionamiento, cumpliendo efectivamente sus fines de forma ininterrumpida, al menos durante los dos años inmediatamente anteriores a la solicitud.</li></ul>'
        + '<p>La declaración permite utilizar la mención «Declarada de Utilidad Pública» y acceder a beneficios fiscales (el régimen de la Ley 49/2002, de 23 de diciembre, si se cumplen sus requisitos y se opta por él) y a la asistencia jurídica gratuita. A cambio, la asociación debe rendir cuentas cada año: presentar las cuentas anuales y una memoria de actividades del ejercicio anterior en los seis meses siguientes a su cierre.</p>',
    },
    va: {
      t: "Models de declaració d'utilitat pública",
      b: "<p>La declaració d'utilitat pública és un reconeixement que atorga el Ministeri de l'Interior a les associacions l'activitat de les quals contribuïx de manera destacada a l'interés general. Es regula en els articles 32 a 36 de la Llei orgànica 1/2002 i en el Reial decret 1740/2003, de 19 de desembre, sobre procediments relatius a associacions d'utilitat pública.</p>"
        + "<p>Per a obtindre-la, l'associació ha de complir tots estos requisits:</p>"
        + "<ul><li>Que els seus fins estatutaris promoguen l'interés general: fins cívics, educatius, científics, culturals, esportius, sanitaris, d'assistència social, de defensa del medi ambient, de promoció del voluntariat o de la igualtat, entre altres.</li><li>Que la seua activitat no es limite a beneficiar les persones associades, sinó que estiga oberta a qualsevol altra persona que reunisca les condicions pròpies dels seus fins.</li><li>Que els membres dels òrgans de representació que perceben retribucions no les reben amb càrrec a fons i subvencions públiques.</li><li>Que dispose dels mitjans personals i materials adequats i de l'organització idònia per a complir els seus fins.</li><li>Que haja estat constituïda, inscrita i en funcionament, complint efectivament els seus fins de manera ininterrompuda, almenys durant els dos anys immediatament anteriors a la sol·licitud.</li></ul>"
        + "<p>La declaració permet utilitzar la menció «Declarada d'Utilitat Pública» i accedir a beneficis fiscals (el règim de la Llei 49/2002, de 23 de desembre, si se'n complixen els requisits i s'hi opta) i a l'assistència jurídica gratuïta. A canvi, l'associació ha de retre comptes cada any: presentar els comptes anuals i una memòria d'activitats de l'exercici anterior en els sis mesos següents al tancament.</p>",
    },
    children: [
      {
        es: { t: 'Modelo de solicitud', b: '<p>Al Ministerio del Interior. Registro Nacional de Asociaciones.</p><p>D./D.ª [nombre y apellidos], con DNI/NIE [número], en calidad de [presidente/a] y en representación de la asociación «[denominación]», con NIF [número], inscrita en el Registro de Asociaciones de la Comunitat Valenciana con el número [número] y domicilio en [domicilio],</p><p><strong>EXPONE:</strong> que la asociación cumple los requisitos establecidos en el artículo 32 de la Ley Orgánica 1/2002, de 22 de marzo, según se acredita con la documentación que se adjunta, y que la Asamblea General, en su reunión de [fecha], acordó solicitar la declaración de utilidad pública.</p><p><strong>SOLICITA:</strong> que, previos los trámites oportunos, se declare de utilidad pública a la asociación «[denominación]».</p><p>[Lugar, fecha y firma.]</p>' },
        va: { t: 'Model de sol·licitud', b: "<p>Al Ministeri de l'Interior. Registre Nacional d'Associacions.</p><p>[Nom i cognoms], amb DNI/NIE [número], en qualitat de [president/a] i en representació de l'associació «[denominació]», amb NIF [número], inscrita en el Registre d'Associacions de la Comunitat Valenciana amb el número [número] i domicili a [domicili],</p><p><strong>EXPOSE:</strong> que l'associació complix els requisits establits en l'article 32 de la Llei orgànica 1/2002, de 22 de març, segons s'acredita amb la documentació que s'adjunta, i que l'Assemblea General, en la reunió de [data], va acordar sol·licitar la declaració d'utilitat pública.</p><p><strong>SOL·LICITE:</strong> que, després dels tràmits oportuns, es declare d'utilitat pública l'associació «[denominació]».</p><p>[Lloc, data i firma.]</p>" },
      },
      {
        es: { t: 'Documentación que debe acompañarse', b: '<ul><li>Certificado del acuerdo de la Asamblea General de solicitar la declaración.</li><li>Memoria de las actividades realizadas en los dos últimos años, que acredite el cumplimiento de los requisitos.</li><li>Cuentas anuales de los dos últimos ejercicios, aprobadas por la Asamblea General.</li><li>Relación de las personas que integran la Junta Directiva, con indicación de si perciben retribuciones y por qué concepto.</li><li>Certificados de estar al corriente de las obligaciones tributarias y con la Seguridad Social.</li><li>Justificante del pago de la tasa, si la hubiera.</li></ul><p>Antes de presentar la solicitud, conviene consultar los modelos oficiales vigentes en la sede electrónica del Ministerio del Interior.</p>' },
        va: { t: "Documentació que s'ha d'adjuntar", b: "<ul><li>Certificat de l'acord de l'Assemblea General de sol·licitar la declaració.</li><li>Memòria de les activitats realitzades en els dos últims anys, que acredite el compliment dels requisits.</li><li>Comptes anuals dels dos últims exercicis, aprovats per l'Assemblea General.</li><li>Relació de les persones que integren la Junta Directiva, amb indicació de si perceben retribucions i per quin concepte.</li><li>Certificats d'estar al corrent de les obligacions tributàries i amb la Seguretat Social.</li><li>Justificant del pagament de la taxa, si n'hi ha.</li></ul><p>Abans de presentar la sol·licitud, convé consultar els models oficials vigents en la seu electrònica del Ministeri de l'Interior.</p>" },
      },
      {
        es: { t: 'Índice de la memoria de actividades', b: '<ol><li>Datos de la entidad: denominación, domicilio, NIF, número de inscripción y fines estatutarios.</li><li>Número de personas asociadas y, en su caso, de personas voluntarias y trabajadoras.</li><li>Actividades desarrolladas: descripción, fechas, lugar, personas beneficiarias y resultados.</li><li>Medios personales y materiales de que dispone la asociación.</li><li>Recursos económicos: ingresos por cuotas, subvenciones, donaciones y actividades, y su aplicación.</li><li>Retribuciones de los miembros de la Junta Directiva, si las hubiera.</li><li>Grado de cumplimiento de los fines estatutarios.</li></ol>' },
        va: { t: "Índex de la memòria d'activitats", b: "<ol><li>Dades de l'entitat: denominació, domicili, NIF, número d'inscripció i fins estatutaris.</li><li>Nombre de persones associades i, si és el cas, de persones voluntàries i treballadores.</li><li>Activitats desenvolupades: descripció, dates, lloc, persones beneficiàries i resultats.</li><li>Mitjans personals i materials de què disposa l'associació.</li><li>Recursos econòmics: ingressos per quotes, subvencions, donacions i activitats, i la seua aplicació.</li><li>Retribucions dels membres de la Junta Directiva, si n'hi ha.</li><li>Grau de compliment dels fins estatutaris.</li></ol>" },
      },
      {
        es: { t: 'Obligaciones tras la declaración', b: '<p>Cada año, dentro de los seis meses siguientes al cierre del ejercicio, la asociación debe presentar ante el Ministerio del Interior sus cuentas anuales y la memoria de actividades, y facilitar a las administraciones los informes que le soliciten. El incumplimiento de estas obligaciones o la pérdida de alguno de los requisitos puede dar lugar a la revocación de la declaración.</p>' },
        va: { t: 'Obligacions després de la declaració', b: "<p>Cada any, dins dels sis mesos següents al tancament de l'exercici, l'associació ha de presentar davant del Ministeri de l'Interior els comptes anuals i la memòria d'activitats, i facilitar a les administracions els informes que li demanen. L'incompliment d'estes obligacions o la pèrdua d'algun dels requisits pot donar lloc a la revocació de la declaració.</p>" },
      },
    ],
  },
  {
    es: {
      t: 'Fichas autonómicas: renovación de la junta directiva (Comunitat Valenciana)',
      b: '<p>Cada vez que cambia la composición de la Junta Directiva (por elecciones, dimisiones, fallecimiento o cese de alguno de sus miembros), la asociación debe comunicarlo al Registro de Asociaciones de la Comunitat Valenciana. La inscripción de la nueva junta acredita ante terceros (bancos, administraciones, proveedores) quién representa legalmente a la asociación.</p>'
        + '<p>La comunicación debe hacerse en el <strong>plazo de un mes</strong> desde la fecha del acuerdo de la Asamblea General o del órgano que, según los estatutos, sea competente para elegir o designar los cargos. El trámite se presenta por vía electrónica en la sede de la Generalitat, con el certificado electrónico de la asociación o de su representante, y está sujeto a una tasa de <strong>10,20 euros por expediente</strong>.</p>'
        + '<p>Estas fichas resumen lo que hay que saber para hacer el trámite sin errores. Recuerde que el cambio de junta también debe comunicarse al Registro Municipal de Asociaciones y, si cambia la persona que representa a la asociación, a la Agencia Tributaria y a la entidad bancaria.</p>',
    },
    va: {
      t: 'Fitxes autonòmiques: renovació de la junta directiva (Comunitat Valenciana)',
      b: "<p>Cada vegada que canvia la composició de la Junta Directiva (per eleccions, dimissions, defunció o cessament d'algun dels membres), l'associació ho ha de comunicar al Registre d'Associacions de la Comunitat Valenciana. La inscripció de la nova junta acredita davant de tercers (bancs, administracions, proveïdors) qui representa legalment l'associació.</p>"
        + "<p>La comunicació s'ha de fer en el <strong>termini d'un mes</strong> des de la data de l'acord de l'Assemblea General o de l'òrgan que, segons els estatuts, siga competent per a triar o designar els càrrecs. El tràmit es presenta per via electrònica en la seu de la Generalitat, amb el certificat electrònic de l'associació o del seu representant, i està subjecte a una taxa de <strong>10,20 euros per expedient</strong>.</p>"
        + "<p>Estes fitxes resumixen el que cal saber per a fer el tràmit sense errors. Cal recordar que el canvi de junta també s'ha de comunicar al Registre Municipal d'Associacions i, si canvia la persona que representa l'associació, a l'Agència Tributària i a l'entitat bancària.</p>",
    },
    children: [
      {
        es: { t: 'Ficha 1. ¿Qué documentos necesito?', b: '<ul><li>Solicitud de inscripción de la modificación de la Junta Directiva, en el formulario oficial de la Generalitat.</li><li>Certificado del acuerdo de elección o renovación, firmado por la persona titular de la secretaría con el visto bueno de la presidencia, en el que consten la fecha de la reunión, el órgano que adoptó el acuerdo y la composición completa de la nueva junta: nombre, apellidos, documento de identidad y cargo de cada persona, y fecha de su nombramiento.</li><li>Aceptación de los cargos por las personas elegidas, que puede incluirse en el propio certificado con su firma.</li><li>Justificante del pago de la tasa.</li></ul>' },
        va: { t: 'Fitxa 1. Quins documents necessite?', b: "<ul><li>Sol·licitud d'inscripció de la modificació de la Junta Directiva, en el formulari oficial de la Generalitat.</li><li>Certificat de l'acord d'elecció o renovació, signat per la persona titular de la secretaria amb el vistiplau de la presidència, en què consten la data de la reunió, l'òrgan que va adoptar l'acord i la composició completa de la nova junta: nom, cognoms, document d'identitat i càrrec de cada persona, i data del nomenament.</li><li>Acceptació dels càrrecs per les persones elegides, que es pot incloure en el mateix certificat amb la seua firma.</li><li>Justificant del pagament de la taxa.</li></ul>" },
      },
      {
        es: { t: 'Ficha 2. Tasa y forma de pago', b: '<p>La inscripción de la renovación de la Junta Directiva está sujeta a una tasa de <strong>10,20 euros por expediente</strong>. Se paga una sola tasa por cada solicitud, con independencia del número de cargos que cambien.</p><p>La tasa se abona mediante autoliquidación (modelo 046 de la Generalitat), que puede generarse y pagarse en línea o en una entidad bancaria colaboradora. El justificante debe adjuntarse a la solicitud. Como los importes de las tasas se actualizan periódicamente, conviene comprobar el importe vigente en la ficha del procedimiento antes de pagar.</p>' },
        va: { t: 'Fitxa 2. Taxa i forma de pagament', b: "<p>La inscripció de la renovació de la Junta Directiva està subjecta a una taxa de <strong>10,20 euros per expedient</strong>. Es paga una sola taxa per cada sol·licitud, independentment del nombre de càrrecs que canvien.</p><p>La taxa s'abona mitjançant autoliquidació (model 046 de la Generalitat), que es pot generar i pagar en línia o en una entitat bancària col·laboradora. El justificant s'ha d'adjuntar a la sol·licitud. Com que els imports de les taxes s'actualitzen periòdicament, convé comprovar l'import vigent en la fitxa del procediment abans de pagar.</p>" },
      },
      {
        es: { t: 'Ficha 3. Plazos', b: '<ul><li>Solicitud de inscripción: <strong>plazo de un mes</strong> desde el acuerdo.</li><li>Corrección de defectos: <strong>diez días para subsanar</strong> desde la notificación del requerimiento.</li><li>Resolución: el registro dispone de tres meses; si no se notifica una resolución expresa, opera el <strong>silencio positivo a los tres meses</strong>.</li></ul><p>Mientras no se inscriba la nueva junta, puede haber dificultades para operar con el banco o para presentar solicitudes en nombre de la asociación, por lo que conviene no agotar los plazos.</p>' },
        va: { t: 'Fitxa 3. Terminis', b: "<ul><li>Sol·licitud d'inscripció: <strong>termini d'un mes</strong> des de l'acord.</li><li>Correcció de defectes: <strong>deu dies per a esmenar</strong> des de la notificació del requeriment.</li><li>Resolució: el registre disposa de tres mesos; si no es notifica una resolució expressa, opera el <strong>silenci positiu als tres mesos</strong>.</li></ul><p>Mentre no s'inscriga la nova junta, hi pot haver dificultats per a operar amb el banc o per a presentar sol·licituds en nom de l'associació, per la qual cosa convé no esgotar els terminis.</p>" },
      },
      {
        es: { t: 'Ficha 4. Modelo de certificado de renovación de la Junta Directiva', b: '<p>D./D.ª [nombre y apellidos], secretario/a de la asociación «[denominación]», inscrita en el Registro de Asociaciones de la Comunitat Valenciana con el número [número],</p><p><strong>CERTIFICA:</strong></p><p>Que la Asamblea General [ordinaria/extraordinaria], en su reunión del día [fecha], válidamente convocada y constituida conforme a los estatutos, eligió por [mayoría/unanimidad] a las siguientes personas como miembros de la Junta Directiva, que aceptan sus cargos:</p><table><thead><tr><th scope="col">Cargo</th><th scope="col">Nombre y apellidos</th><th scope="col">DNI/NIE</th></tr></thead><tbody><tr><td>Presidencia</td><td>[…]</td><td>[…]</td></tr><tr><td>Vicepresidencia</td><td>[…]</td><td>[…]</td></tr><tr><td>Secretaría</td><td>[…]</td><td>[…]</td></tr><tr><td>Tesorería</td><td>[…]</td><td>[…]</td></tr><tr><td>Vocalías</td><td>[…]</td><td>[…]</td></tr></tbody></table><p>Y, para que conste ante el Registro de Asociaciones de la Comunitat Valenciana, expido este certificado con el visto bueno de la presidencia en [localidad], a [fecha].</p><p>V.º B.º La presidenta / El presidente — La secretaria / El secretario</p><p>Firma de aceptación de las personas elegidas: [firmas]</p>' },
        va: { t: 'Fitxa 4. Model de certificat de renovació de la Junta Directiva', b: "<p>[Nom i cognoms], secretari/ària de l'associació «[denominació]», inscrita en el Registre d'Associacions de la Comunitat Valenciana amb el número [número],</p><p><strong>CERTIFIQUE:</strong></p><p>Que l'Assemblea General [ordinària/extraordinària], en la reunió del dia [data], convocada i constituïda vàlidament d'acord amb els estatuts, va triar per [majoria/unanimitat] les persones següents com a membres de la Junta Directiva, que n'accepten els càrrecs:</p><table><thead><tr><th scope=\"col\">Càrrec</th><th scope=\"col\">Nom i cognoms</th><th scope=\"col\">DNI/NIE</th></tr></thead><tbody><tr><td>Presidència</td><td>[…]</td><td>[…]</td></tr><tr><td>Vicepresidència</td><td>[…]</td><td>[…]</td></tr><tr><td>Secretaria</td><td>[…]</td><td>[…]</td></tr><tr><td>Tresoreria</td><td>[…]</td><td>[…]</td></tr><tr><td>Vocalies</td><td>[…]</td><td>[…]</td></tr></tbody></table><p>I, perquè així conste davant del Registre d'Associacions de la Comunitat Valenciana, expedisc este certificat amb el vistiplau de la presidència a [localitat], [data].</p><p>Vist i plau. La presidenta / El president — La secretària / El secretari</p><p>Firma d'acceptació de les persones elegides: [firmes]</p>" },
      },
    ],
  },
  {
    es: {
      t: 'Guía de transparencia para entidades sin ánimo de lucro',
      b: '<p>La transparencia refuerza la confianza de las personas socias, de los donantes y de las administraciones que financian a las asociaciones. Además de una buena práctica, en determinados casos es una obligación legal.</p>'
        + '<p>La <strong>Ley 19/2013, de 9 de diciembre, de transparencia, acceso a la información pública y buen gobierno</strong>, obliga a las entidades privadas a publicar información cuando perciban durante el periodo de un año ayudas o subvenciones públicas por importe <strong>superior a 100.000 euros</strong>, o cuando <strong>al menos el 40 %</strong> del total de sus ingresos anuales tenga carácter de ayuda o subvención pública, siempre que alcancen como <strong>mínimo la cantidad de 5.000 euros</strong>.</p>'
        + '<p>En la Comunitat Valenciana, la <strong>Ley 2/2015, de 2 de abril, de Transparencia, Buen Gobierno y Participación Ciudadana de la Comunitat Valenciana</strong>, amplió estas obligaciones a las entidades privadas que perciban durante un año ayudas o subvenciones públicas por importe <strong>superior a 10.000 euros</strong>. Esta ley ha sido sustituida por la Ley 1/2022, de 13 de abril, de Transparencia y Buen Gobierno de la Comunitat Valenciana, por lo que conviene comprobar en ella los umbrales y las obligaciones vigentes en cada momento.</p>'
        + '<p>La información debe publicarse en la página web de la entidad de forma clara, estructurada, comprensible y actualizada, preferiblemente en formatos reutilizables.</p>',
    },
    va: {
      t: 'Guia de transparència per a entitats sense ànim de lucre',
      b: "<p>La transparència reforça la confiança de les persones sòcies, dels donants i de les administracions que financen les associacions. A més de ser una bona pràctica, en determinats casos és una obligació legal.</p>"
        + "<p>La <strong>Llei 19/2013, de 9 de desembre, de transparència, accés a la informació pública i bon govern</strong>, obliga les entitats privades a publicar informació quan perceben durant el període d'un any ajudes o subvencions públiques per un import <strong>superior a 100.000 euros</strong>, o quan <strong>almenys el 40 %</strong> del total dels seus ingressos anuals té caràcter d'ajuda o subvenció pública, sempre que arriben com a <strong>mínim a la quantitat de 5.000 euros</strong>.</p>"
        + "<p>En la Comunitat Valenciana, la <strong>Llei 2/2015, de 2 d'abril, de transparència, bon govern i participació ciutadana de la Comunitat Valenciana</strong>, va ampliar estes obligacions a les entitats privades que perceben durant un any ajudes o subvencions públiques per un import <strong>superior a 10.000 euros</strong>. Esta llei ha sigut substituïda per la Llei 1/2022, de 13 d'abril, de transparència i bon govern de la Comunitat Valenciana, per la qual cosa convé comprovar-hi els llindars i les obligacions vigents en cada moment.</p>"
        + "<p>La informació s'ha de publicar en la pàgina web de l'entitat de manera clara, estructurada, comprensible i actualitzada, preferentment en formats reutilitzables.</p>",
    },
    children: [
      {
        es: { t: '¿Qué información hay que publicar?', b: '<ul><li><strong>Información institucional y organizativa:</strong> fines y actividades, estatutos y normativa aplicable, estructura organizativa y composición de la Junta Directiva.</li><li><strong>Contratos y convenios</strong> celebrados con administraciones públicas: objeto, importe, duración y partes.</li><li><strong>Subvenciones y ayudas públicas recibidas:</strong> importe, finalidad y administración concedente.</li><li><strong>Información económica:</strong> presupuesto y cuentas anuales.</li><li><strong>Retribuciones</strong> anuales de los máximos responsables de la entidad, si las perciben.</li></ul>' },
        va: { t: 'Quina informació cal publicar?', b: "<ul><li><strong>Informació institucional i organitzativa:</strong> fins i activitats, estatuts i normativa aplicable, estructura organitzativa i composició de la Junta Directiva.</li><li><strong>Contractes i convenis</strong> subscrits amb administracions públiques: objecte, import, duració i parts.</li><li><strong>Subvencions i ajudes públiques rebudes:</strong> import, finalitat i administració concedent.</li><li><strong>Informació econòmica:</strong> pressupost i comptes anuals.</li><li><strong>Retribucions</strong> anuals dels màxims responsables de l'entitat, si en perceben.</li></ul>" },
      },
      {
        es: { t: 'Entidades pequeñas', b: '<p>Las entidades que persigan exclusivamente fines de interés social o cultural y cuyo presupuesto sea inferior a 50.000 euros pueden cumplir sus obligaciones de transparencia utilizando los medios electrónicos que ponga a su disposición la administración de la que proceda la mayor parte de sus ayudas o subvenciones (artículo 5.4 de la Ley 19/2013).</p><p>Las asociaciones que se encuentren en este caso y reciban la mayor parte de sus ayudas del Ayuntamiento de Alcantir pueden publicar su información en la ficha de la entidad de este portal, con el asesoramiento del área de Participación Ciudadana.</p>' },
        va: { t: 'Entitats menudes', b: "<p>Les entitats que perseguisquen exclusivament fins d'interés social o cultural i el pressupost de les quals siga inferior a 50.000 euros poden complir les obligacions de transparència utilitzant els mitjans electrònics que pose a la seua disposició l'administració de la qual procedisca la major part de les seues ajudes o subvencions (article 5.4 de la Llei 19/2013).</p><p>Les associacions que es troben en este cas i reben la major part de les ajudes de l'Ajuntament d'Alcantir poden publicar la informació en la fitxa de l'entitat d'este portal, amb l'assessorament de l'àrea de Participació Ciutadana.</p>" },
      },
      {
        es: { t: 'Lista de comprobación anual', b: '<ol><li>Calcular el total de ayudas públicas recibidas en el año y el porcentaje que representan sobre los ingresos.</li><li>Comprobar si se supera alguno de los umbrales: más de 100.000 euros; al menos el 40 % de los ingresos, con un mínimo de 5.000 euros; o más de 10.000 euros, según la normativa valenciana.</li><li>Actualizar en la web la composición de la Junta Directiva y los estatutos vigentes.</li><li>Publicar las cuentas anuales aprobadas por la Asamblea General.</li><li>Publicar la relación de subvenciones, contratos y convenios del ejercicio.</li><li>Revisar que la información es accesible y está fechada.</li></ol>' },
        va: { t: 'Llista de comprovació anual', b: "<ol><li>Calcular el total d'ajudes públiques rebudes en l'any i el percentatge que representen sobre els ingressos.</li><li>Comprovar si se supera algun dels llindars: més de 100.000 euros; almenys el 40 % dels ingressos, amb un mínim de 5.000 euros; o més de 10.000 euros, segons la normativa valenciana.</li><li>Actualitzar en el web la composició de la Junta Directiva i els estatuts vigents.</li><li>Publicar els comptes anuals aprovats per l'Assemblea General.</li><li>Publicar la relació de subvencions, contractes i convenis de l'exercici.</li><li>Revisar que la informació és accessible i està datada.</li></ol>" },
      },
      {
        es: { t: 'Buenas prácticas más allá de la ley', b: '<p>Aunque la asociación no esté obligada, publicar la memoria de actividades, las cuentas y la composición de la junta en la web o en el portal municipal es una buena forma de rendir cuentas a las personas socias y de generar confianza. También ayuda a preparar las justificaciones de subvenciones y las solicitudes de declaración de utilidad pública.</p>' },
        va: { t: 'Bones pràctiques més enllà de la llei', b: "<p>Encara que l'associació no hi estiga obligada, publicar la memòria d'activitats, els comptes i la composició de la junta en el web o en el portal municipal és una bona manera de retre comptes a les persones sòcies i de generar confiança. També ajuda a preparar les justificacions de subvencions i les sol·licituds de declaració d'utilitat pública.</p>" },
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------------
// LEGAL TEXTS
// ---------------------------------------------------------------------------------------------------------------

const AVISO_LEGAL = {
  es: '<h2>1. Datos identificativos</h2>'
    + "<p>En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico, se informa de que el titular de este portal es el <strong>Ayuntamiento de Alcantir</strong> (Ajuntament d'Alcantir), con NIF P4600000A y domicilio en la Plaça de l'Ajuntament, 1, 46890 Alcantir (València). Teléfono: 962 900 100. Correo electrónico: <a href=\"mailto:participacion@alcantir.example\">participacion@alcantir.example</a>.</p>"
    + '<h2>2. Objeto</h2>'
    + '<p>El Portal de Asociaciones de Alcantir es un servicio público municipal de información que tiene por objeto dar a conocer el tejido asociativo del municipio, facilitar la relación entre las asociaciones, la ciudadanía y el Ayuntamiento y ofrecer recursos para la creación y la gestión de asociaciones. El acceso al portal es libre y gratuito y atribuye la condición de persona usuaria, que acepta estas condiciones de uso.</p>'
    + '<h2>3. Contenidos de las asociaciones</h2>'
    + '<p>La información de cada asociación (datos de contacto, descripción, noticias, actividades, imágenes y documentos) la facilita y la mantiene la propia entidad a través del portal de gestión, y es responsabilidad de esta. El Ayuntamiento revisa los contenidos antes de su publicación y se reserva el derecho a retirar aquellos que sean contrarios a la ley, a la dignidad de las personas o a estas condiciones.</p>'
    + '<h2>4. Propiedad intelectual e industrial</h2>'
    + '<p>Los contenidos elaborados por el Ayuntamiento de Alcantir (textos, diseño gráfico, logotipos y código) están protegidos por la normativa de propiedad intelectual e industrial. Salvo indicación en contrario, los textos y datos publicados por el Ayuntamiento se difunden con la licencia Creative Commons Reconocimiento 4.0 (CC BY 4.0) y pueden reutilizarse citando la fuente, de acuerdo con la Ley 37/2007, de 16 de noviembre, sobre reutilización de la información del sector público.</p>'
    + '<p>Las imágenes, logotipos y documentos aportados por las asociaciones pertenecen a sus respectivos titulares y no pueden reproducirse sin su autorización. Los escudos y las marcas de otras administraciones se reproducen únicamente con fines informativos.</p>'
    + '<h2>5. Responsabilidad</h2>'
    + '<p>El Ayuntamiento procura que la información del portal sea exacta y esté actualizada, pero no garantiza la ausencia de errores ni se responsabiliza de los daños que pudieran derivarse del uso de la información publicada, que tiene carácter orientativo y no sustituye a las publicaciones oficiales (boletines oficiales y tablón de anuncios de la sede electrónica). Tampoco se hace responsable de las interrupciones del servicio por causas técnicas o de fuerza mayor ni del contenido de los sitios web externos enlazados.</p>'
    + '<h2>6. Enlaces</h2>'
    + '<p>Los enlaces a sitios externos se ofrecen con fines informativos y no implican relación alguna con sus titulares ni la aprobación de sus contenidos. El establecimiento de enlaces a este portal desde otros sitios no requiere autorización, siempre que se enlace a la página principal o a páginas concretas sin reproducir sus contenidos como propios.</p>'
    + '<h2>7. Protección de datos</h2>'
    + '<p>El tratamiento de los datos personales se rige por la política de privacidad del portal, accesible desde el pie de todas las páginas.</p>'
    + '<h2>8. Legislación aplicable y jurisdicción</h2>'
    + '<p>Estas condiciones se rigen por la legislación española. Para la resolución de cualquier controversia serán competentes los juzgados y tribunales de la jurisdicción que corresponda con sede en la provincia de València, sin perjuicio de los recursos administrativos que procedan.</p>'
    + '<p><em>Última actualización: 21 de noviembre de 2026.</em></p>',
  va: '<h2>1. Dades identificatives</h2>'
    + "<p>En compliment de l'article 10 de la Llei 34/2002, d'11 de juliol, de servicis de la societat de la informació i de comerç electrònic, s'informa que el titular d'este portal és l'<strong>Ajuntament d'Alcantir</strong>, amb NIF P4600000A i domicili en la Plaça de l'Ajuntament, 1, 46890 Alcantir (València). Telèfon: 962 900 100. Correu electrònic: <a href=\"mailto:participacion@alcantir.example\">participacion@alcantir.example</a>.</p>"
    + '<h2>2. Objecte</h2>'
    + "<p>El Portal d'Associacions d'Alcantir és un servici públic municipal d'informació que té com a objecte donar a conéixer el teixit associatiu del municipi, facilitar la relació entre les associacions, la ciutadania i l'Ajuntament i oferir recursos per a la creació i la gestió d'associacions. L'accés al portal és lliure i gratuït i atribuïx la condició de persona usuària, que accepta estes condicions d'ús.</p>"
    + '<h2>3. Continguts de les associacions</h2>'
    + "<p>La informació de cada associació (dades de contacte, descripció, notícies, activitats, imatges i documents) la facilita i la manté la mateixa entitat per mitjà del portal de gestió, i n'és responsable. L'Ajuntament revisa els continguts abans de publicar-los i es reserva el dret de retirar els que siguen contraris a la llei, a la dignitat de les persones o a estes condicions.</p>"
    + "<h2>4. Propietat intel·lectual i industrial</h2>"
    + "<p>Els continguts elaborats per l'Ajuntament d'Alcantir (textos, disseny gràfic, logotips i codi) estan protegits per la normativa de propietat intel·lectual i industrial. Llevat que s'indique el contrari, els textos i les dades que publica l'Ajuntament es difonen amb la llicència Creative Commons Reconeixement 4.0 (CC BY 4.0) i es poden reutilitzar citant-ne la font, d'acord amb la Llei 37/2007, de 16 de novembre, sobre reutilització de la informació del sector públic.</p>"
    + "<p>Les imatges, els logotips i els documents aportats per les associacions pertanyen als seus titulars respectius i no es poden reproduir sense la seua autorització. Els escuts i les marques d'altres administracions es reproduïxen únicament amb finalitats informatives.</p>"
    + '<h2>5. Responsabilitat</h2>'
    + "<p>L'Ajuntament procura que la informació del portal siga exacta i estiga actualitzada, però no garantix l'absència d'errors ni es fa responsable dels danys que puguen derivar-se de l'ús de la informació publicada, que té caràcter orientatiu i no substituïx les publicacions oficials (butlletins oficials i tauler d'anuncis de la seu electrònica). Tampoc no es fa responsable de les interrupcions del servici per causes tècniques o de força major ni del contingut dels llocs web externs enllaçats.</p>"
    + '<h2>6. Enllaços</h2>'
    + "<p>Els enllaços a llocs externs s'oferixen amb finalitats informatives i no impliquen cap relació amb els seus titulars ni l'aprovació dels seus continguts. L'establiment d'enllaços a este portal des d'altres llocs no requerix autorització, sempre que s'enllace a la pàgina principal o a pàgines concretes sense reproduir-ne els continguts com a propis.</p>"
    + '<h2>7. Protecció de dades</h2>'
    + '<p>El tractament de les dades personals es regix per la política de privadesa del portal, accessible des del peu de totes les pàgines.</p>'
    + '<h2>8. Legislació aplicable i jurisdicció</h2>'
    + "<p>Estes condicions es regixen per la legislació espanyola. Per a la resolució de qualsevol controvèrsia seran competents els jutjats i tribunals de la jurisdicció que corresponga amb seu a la província de València, sense perjudici dels recursos administratius que escaiguen.</p>"
    + '<p><em>Última actualització: 21 de novembre de 2026.</em></p>',
};

const PRIVACIDAD = {
  es: '<h2>1. Responsable del tratamiento</h2>'
    + "<p>Ayuntamiento de Alcantir. NIF: P4600000A. Dirección: Plaça de l'Ajuntament, 1, 46890 Alcantir (València). Teléfono: 962 900 100. Correo electrónico: <a href=\"mailto:participacion@alcantir.example\">participacion@alcantir.example</a>.</p>"
    + '<h2>2. Delegado de protección de datos</h2>'
    + '<p>Puede contactar con el delegado de protección de datos del Ayuntamiento en <a href="mailto:dpd@alcantir.example">dpd@alcantir.example</a> o por correo postal en la dirección indicada, con la referencia «Delegado de Protección de Datos».</p>'
    + '<h2>3. Finalidades del tratamiento</h2>'
    + '<ul><li>Gestionar el Registro Municipal de Asociaciones y publicar en el directorio los datos de contacto de las entidades. Los datos de personas físicas solo se publican cuando son datos de contacto institucional facilitados por la propia entidad con el consentimiento de las personas afectadas.</li><li>Publicar las noticias, las actividades y las imágenes que aportan las asociaciones.</li><li>Atender las consultas, las solicitudes y las comunicaciones que se dirijan a través del portal o de sus formularios.</li><li>Gestionar la inscripción en actividades, cursos y talleres.</li><li>Elaborar estadísticas anónimas de uso del portal para mejorarlo.</li></ul>'
    + '<h2>4. Legitimación</h2>'
    + '<ul><li>El cumplimiento de una misión realizada en interés público o en el ejercicio de poderes públicos (artículo 6.1.e del Reglamento General de Protección de Datos, RGPD), en relación con la Ley 7/1985, de 2 de abril, reguladora de las Bases del Régimen Local, y con el Reglamento de Organización, Funcionamiento y Régimen Jurídico de las Entidades Locales, en lo relativo al Registro Municipal de Asociaciones y al fomento de la participación ciudadana.</li><li>El consentimiento de la persona interesada (artículo 6.1.a del RGPD) para la publicación de datos de contacto personales y de imágenes, y para el almacenamiento no técnico en su dispositivo. El consentimiento puede retirarse en cualquier momento.</li><li>El cumplimiento de obligaciones legales (artículo 6.1.c del RGPD), cuando así lo exija la normativa de transparencia, de archivos o de procedimiento administrativo.</li></ul>'
    + '<h2>5. Plazo de conservación</h2>'
    + '<p>Los datos se conservarán mientras la asociación permanezca inscrita o mientras sean necesarios para la finalidad para la que se recogieron y, después, durante un año desde la baja en el registro, la supresión solicitada o el fin de la necesidad, salvo que deban conservarse durante más tiempo por obligación legal o de acuerdo con la normativa de archivos y documentos.</p>'
    + '<h2>6. Destinatarios</h2>'
    + '<p>Los datos publicados en el directorio son accesibles para cualquier persona que consulte el portal. No se cederán datos a terceros, salvo obligación legal (por ejemplo, a otras administraciones públicas, a juzgados y tribunales o a la Sindicatura de Comptes). El Ayuntamiento cuenta con un proveedor tecnológico que presta el servicio de alojamiento y mantenimiento del portal como encargado del tratamiento, con el que ha suscrito el contrato exigido por el artículo 28 del RGPD. No se realizan transferencias internacionales de datos.</p>'
    + '<h2>7. Derechos de las personas interesadas</h2>'
    + "<p>Cualquier persona puede ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad de sus datos, así como retirar el consentimiento prestado, mediante un escrito dirigido al Ayuntamiento de Alcantir (Plaça de l'Ajuntament, 1, 46890 Alcantir) o a través de la sede electrónica, acompañado de una copia de un documento que acredite su identidad. El Ayuntamiento responderá en el plazo de un mes, prorrogable otros dos meses en el caso de solicitudes complejas.</p>"
    + '<p>Si considera que sus derechos no han sido debidamente atendidos, puede presentar una reclamación ante la <strong>Agencia Española de Protección de Datos</strong> (C/ Jorge Juan, 6, 28001 Madrid, <a href="https://www.aepd.es">www.aepd.es</a>), previa consulta, si lo desea, al delegado de protección de datos.</p>'
    + '<h2>8. Edad mínima</h2>'
    + '<p>Los servicios del portal que requieren el tratamiento de datos personales están dirigidos a personas mayores de 14 años. Las personas menores de esa edad necesitan el consentimiento de quienes ejerzan su patria potestad o tutela (artículo 7 de la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales). Al facilitar sus datos, la persona usuaria declara ser mayor de 14 años.</p>'
    + '<h2>9. Seguridad</h2>'
    + '<p>El Ayuntamiento aplica las medidas técnicas y organizativas previstas en el Esquema Nacional de Seguridad para garantizar la confidencialidad, la integridad y la disponibilidad de los datos.</p>'
    + '<h2>10. Almacenamiento en el dispositivo</h2>'
    + '<p>El portal solo utiliza almacenamiento local técnico para recordar el idioma y las preferencias de la persona usuaria. Las funciones que requieren almacenamiento en el dispositivo con otras finalidades, la geolocalización precisa o la identificación del dispositivo solo se activan si se aceptan en el aviso de cookies, donde puede cambiarse la elección en cualquier momento.</p>'
    + '<p><em>Fecha de revisión: 27 de febrero de 2019.</em></p>',
  va: '<h2>1. Responsable del tractament</h2>'
    + "<p>Ajuntament d'Alcantir. NIF: P4600000A. Adreça: Plaça de l'Ajuntament, 1, 46890 Alcantir (València). Telèfon: 962 900 100. Correu electrònic: <a href=\"mailto:participacion@alcantir.example\">participacion@alcantir.example</a>.</p>"
    + '<h2>2. Delegat de protecció de dades</h2>'
    + "<p>Es pot contactar amb el delegat de protecció de dades de l'Ajuntament en <a href=\"mailto:dpd@alcantir.example\">dpd@alcantir.example</a> o per correu postal en l'adreça indicada, amb la referència «Delegat de Protecció de Dades».</p>"
    + '<h2>3. Finalitats del tractament</h2>'
    + "<ul><li>Gestionar el Registre Municipal d'Associacions i publicar en el directori les dades de contacte de les entitats. Les dades de persones físiques només es publiquen quan són dades de contacte institucional facilitades per la mateixa entitat amb el consentiment de les persones afectades.</li><li>Publicar les notícies, les activitats i les imatges que aporten les associacions.</li><li>Atendre les consultes, les sol·licituds i les comunicacions que es dirigisquen per mitjà del portal o dels seus formularis.</li><li>Gestionar la inscripció en activitats, cursos i tallers.</li><li>Elaborar estadístiques anònimes d'ús del portal per a millorar-lo.</li></ul>"
    + '<h2>4. Legitimació</h2>'
    + "<ul><li>El compliment d'una missió feta en interés públic o en l'exercici de poders públics (article 6.1.e del Reglament general de protecció de dades, RGPD), en relació amb la Llei 7/1985, de 2 d'abril, reguladora de les bases del règim local, i amb el Reglament d'organització, funcionament i règim jurídic de les entitats locals, pel que fa al Registre Municipal d'Associacions i al foment de la participació ciutadana.</li><li>El consentiment de la persona interessada (article 6.1.a del RGPD) per a la publicació de dades de contacte personals i d'imatges, i per a l'emmagatzematge no tècnic en el seu dispositiu. El consentiment es pot retirar en qualsevol moment.</li><li>El compliment d'obligacions legals (article 6.1.c del RGPD), quan ho exigisca la normativa de transparència, d'arxius o de procediment administratiu.</li></ul>"
    + '<h2>5. Termini de conservació</h2>'
    + "<p>Les dades es conservaran mentre l'associació continue inscrita o mentre siguen necessàries per a la finalitat per a la qual es van recollir i, després, durant un any des de la baixa en el registre, la supressió sol·licitada o la fi de la necessitat, llevat que s'hagen de conservar més temps per obligació legal o d'acord amb la normativa d'arxius i documents.</p>"
    + '<h2>6. Destinataris</h2>'
    + "<p>Les dades publicades en el directori són accessibles per a qualsevol persona que consulte el portal. No es cediran dades a tercers, llevat d'obligació legal (per exemple, a altres administracions públiques, a jutjats i tribunals o a la Sindicatura de Comptes). L'Ajuntament compta amb un proveïdor tecnològic que presta el servici d'allotjament i manteniment del portal com a encarregat del tractament, amb el qual ha subscrit el contracte exigit per l'article 28 del RGPD. No es fan transferències internacionals de dades.</p>"
    + '<h2>7. Drets de les persones interessades</h2>'
    + "<p>Qualsevol persona pot exercir els drets d'accés, rectificació, supressió, oposició, limitació del tractament i portabilitat de les seues dades, i també retirar el consentiment prestat, mitjançant un escrit adreçat a l'Ajuntament d'Alcantir (Plaça de l'Ajuntament, 1, 46890 Alcantir) o per mitjà de la seu electrònica, acompanyat d'una còpia d'un document que n'acredite la identitat. L'Ajuntament respondrà en el termini d'un mes, prorrogable dos mesos més en el cas de sol·licituds complexes.</p>"
    + "<p>Si una persona considera que els seus drets no han sigut atesos degudament, pot presentar una reclamació davant de l'<strong>Agència Espanyola de Protecció de Dades</strong> (C/ Jorge Juan, 6, 28001 Madrid, <a href=\"https://www.aepd.es\">www.aepd.es</a>), amb consulta prèvia, si ho desitja, al delegat de protecció de dades.</p>"
    + "<h2>8. Edat mínima</h2>"
    + "<p>Els servicis del portal que requerixen el tractament de dades personals estan adreçats a persones majors de 14 anys. Les persones menors d'esta edat necessiten el consentiment de qui n'exercisca la pàtria potestat o la tutela (article 7 de la Llei orgànica 3/2018, de 5 de desembre, de protecció de dades personals i garantia dels drets digitals). En facilitar les seues dades, la persona usuària declara que és major de 14 anys.</p>"
    + '<h2>9. Seguretat</h2>'
    + "<p>L'Ajuntament aplica les mesures tècniques i organitzatives previstes en l'Esquema Nacional de Seguretat per a garantir la confidencialitat, la integritat i la disponibilitat de les dades.</p>"
    + "<h2>10. Emmagatzematge en el dispositiu</h2>"
    + "<p>El portal només utilitza emmagatzematge local tècnic per a recordar l'idioma i les preferències de la persona usuària. Les funcions que requerixen emmagatzematge en el dispositiu amb altres finalitats, la geolocalització precisa o la identificació del dispositiu només s'activen si s'accepten en l'avís de galetes, on es pot canviar l'elecció en qualsevol moment.</p>"
    + '<p><em>Data de revisió: 27 de febrer de 2019.</em></p>',
};

// ---------------------------------------------------------------------------------------------------------------
// Emblem and partner logos
// ---------------------------------------------------------------------------------------------------------------

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96" role="img" aria-label="Ajuntament d'Alcantir · Ayuntamiento de Alcantir">`
  + `<title>Ajuntament d'Alcantir · Ayuntamiento de Alcantir</title>`
  + `<path d="M18 15 22 5l8 6 10-8 10 8 8-6 4 10Z" fill="${PRIMARY}"/>`
  + `<path d="M12 18h56v34c0 20-14 32-28 40-14-8-28-20-28-40Z" fill="${PRIMARY}"/>`
  + `<path d="M17 23h46v29c0 16-11 26-23 33-12-7-23-17-23-33Z" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1.5"/>`
  + `<path d="M29 63V39h4v-5h4v5h6v-5h4v5h4v24Z" fill="#fff"/><path d="M37 63v-8a3 3 0 0 1 6 0v8Z" fill="${PRIMARY}"/>`
  + `<path d="M22 72q6-4 12 0t12 0 12 0" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`
  + `<text x="84" y="38" font-family="Helvetica, Arial, sans-serif" font-size="13" letter-spacing="2" fill="#5c5c5c">AJUNTAMENT · AYUNTAMIENTO</text>`
  + `<text x="82" y="79" font-family="Georgia, 'Times New Roman', serif" font-size="44" font-weight="700" fill="${PRIMARY}">Alcantir</text>`
  + `</svg>\n`;

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">`
  + `<path d="M10 4h44v26c0 16-11 25-22 31C21 55 10 46 10 30Z" fill="${PRIMARY}"/>`
  + `<path d="M22 42V24h3v-4h3v4h8v-4h3v4h3v18Z" fill="#fff"/><path d="M29 42v-6a3 3 0 0 1 6 0v6Z" fill="${PRIMARY}"/>`
  + `<path d="M18 50q4.7-3 9.3 0t9.4 0 9.3 0" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`
  + `</svg>\n`;

const GVA_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="Generalitat Valenciana">`
  + `<title>Generalitat Valenciana</title>`
  + `<rect x="8" y="16" width="40" height="48" rx="4" fill="#f2c230"/>`
  + [0, 1, 2, 3].map((i) => `<rect x="${13 + i * 9}" y="16" width="4.5" height="48" fill="#c8102e"/>`).join('')
  + `<text x="60" y="38" font-family="Helvetica, Arial, sans-serif" font-size="19" font-weight="700" fill="#333">GENERALITAT</text>`
  + `<text x="60" y="60" font-family="Helvetica, Arial, sans-serif" font-size="15" letter-spacing="3" fill="#555">VALENCIANA</text>`
  + `</svg>\n`;

const DIVAL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="Diputació de València">`
  + `<title>Diputació de València</title>`
  + `<circle cx="32" cy="40" r="24" fill="none" stroke="#1d3f73" stroke-width="4"/>`
  + `<path d="M22 28h10a12 12 0 0 1 0 24H22Z" fill="#1d3f73"/>`
  + `<text x="66" y="38" font-family="Georgia, 'Times New Roman', serif" font-size="22" font-weight="700" fill="#1d3f73">Diputació</text>`
  + `<text x="66" y="60" font-family="Helvetica, Arial, sans-serif" font-size="15" letter-spacing="1" fill="#555">de València</text>`
  + `</svg>\n`;

// ---------------------------------------------------------------------------------------------------------------
// Builders
// ---------------------------------------------------------------------------------------------------------------

const norm = (s) => s.replace(/’/g, "'");
const TT = (es, va) => ({ es: norm(es), va: norm(va) });

function svgAsset(file, svg, width, height, alt) {
  writeAsset(file, svg);
  return { file, width, height, alt, mime: 'image/svg+xml', size: Buffer.byteLength(svg) };
}

function pdfAsset(file, f, context) {
  const buf = makePdf(norm(f.es), [
    norm(f.va),
    '',
    `Ayuntamiento de Alcantir / Ajuntament d'Alcantir`,
    norm(context.es),
    norm(context.va),
    '',
    'Documento de demostración del Portal de Asociaciones de Alcantir.',
    "Document de demostració del Portal d'Associacions d'Alcantir.",
  ]);
  writeAsset(file, buf);
  return { file, name: `${norm(f.es)}.pdf`, mime: 'application/pdf', size: buf.length };
}

function addDays(day, days) {
  return new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** When an event was announced: three weeks before it, but never after the anchor (later events spread over November). */
function announced(first, num) {
  let day = addDays(first, -21);
  if (day > '2026-11-20') day = addDays('2026-11-20', -(num % 12));
  return `${day} 10:00`;
}

function buildItem(item, num, kind) {
  const tag = `n${pad(num, 3)}`;
  const place = item.place ? PLACES[item.place] : undefined;
  const doc = { _id: oid('6650a3', num), title: TT(item.es.t, item.va.t) };
  const sub = item.es.s ? [item.es.s, item.va.s] : kind === 'event' && place ? [place.es, place.va] : undefined;
  if (sub) doc.subtitle = TT(sub[0], sub[1]);
  doc.lead = TT(html(item.es.l), html(item.va.l));
  doc.body = TT(html(item.es.b), html(item.va.b));
  doc.date = iso(kind === 'news' ? item.d : announced(item.r[0][0], num));
  doc.categories = [item.cat];
  doc.nodeTypes = [kind === 'news' ? 'Noticia' : 'Evento'];
  if (item.hdr) {
    doc.headerImage = svgAsset(`${tag}-cabecera.svg`, artSvg({ w: 1200, h: 630, cat: item.cat, seed: num * 13 + 5, label: norm(item.es.t) }), 1200, 630,
      TT(`Ilustración: ${item.es.t}`, `Il·lustració: ${item.va.t}`));
  }
  if (item.imgs) {
    doc.images = Array.from({ length: item.imgs }, (_, i) => svgAsset(`${tag}-imagen-${i + 1}.svg`,
      artSvg({ w: 1200, h: 800, cat: item.cat, seed: num * 101 + i * 17 + 3, label: `${norm(item.es.t)} (${i + 1})` }), 1200, 800,
      TT(`Ilustración ${i + 1}: ${item.es.t}`, `Il·lustració ${i + 1}: ${item.va.t}`)));
  }
  const withMap = kind === 'news' ? Boolean(item.imgs) : Boolean(item.hdr || item.imgs || num % 2 === 1);
  if (place && withMap) doc.coordinates = { lat: place.lat, lng: place.lng };
  if (item.files) {
    doc.filesGroup = [{
      name: TT('Documentación', 'Documentació'),
      files: item.files.map((f) => pdfAsset(`${tag}-${f.f}.pdf`, f, { es: item.es.t, va: item.va.t })),
    }];
  }
  if (item.links) {
    doc.linksGroup = [{ name: TT('Enlaces de interés', "Enllaços d'interés"), links: item.links.map((l) => ({ title: TT(l.es, l.va), uri: l.u })) }];
  }
  if (item.social) doc.socialShare = item.social === 'town' ? TOWN_SOCIAL : ASSOC_SOCIAL[item.sec];
  if (item.sec) doc.section = assocId(item.sec);
  doc.isPublished = !item.draft;
  doc.data = { slug: item.slug };
  if (kind === 'event') doc.period = { dateRanges: item.r.map(([s, e]) => ({ start: iso(s), end: iso(e) })) };
  if (item.until) doc.publishPeriod = { start: iso(item.d), end: iso(item.until) };
  doc.extra = {};
  return doc;
}

const news = [...NEWS].sort((a, b) => a.d.localeCompare(b.d) || a.n - b.n).map((item, i) => buildItem(item, i + 1, 'news'));
const events = [...EVENTS].sort((a, b) => a.r[0][0].localeCompare(b.r[0][0]) || a.n - b.n).map((item, i) => buildItem(item, 101 + i, 'event'));
const eventos = [...news, ...events];

const articulos = [{
  _id: '6650a4000000000000000001',
  title: TT('Recursos para asociaciones', 'Recursos per a associacions'),
  data: { slug: 'portal-de-asociaciones-recursos' },
  voidGroup: GUIDE.map((s) => ({
    title: TT(s.es.t, s.va.t),
    body: TT(s.es.b, s.va.b),
    children: s.children.map((c) => ({ title: TT(c.es.t, c.va.t), body: TT(c.es.b, c.va.b) })),
  })),
}];

const logo = svgAsset('alcantir-logo.svg', LOGO_SVG, 360, 96, TT("Escudo y nombre del Ayuntamiento de Alcantir", "Escut i nom de l'Ajuntament d'Alcantir"));
const favicon = svgAsset('alcantir-favicon.svg', FAVICON_SVG, 64, 64, TT('Escudo de Alcantir', "Escut d'Alcantir"));
const art = (file, w, h, cat, seed, es, va) => svgAsset(file, artSvg({ w, h, cat, seed, label: es }), w, h, TT(es, va));

const settings = [
  {
    _id: '6650a6000000000000000001',
    name: 'asociaciones',
    municipio: 'Alcantir',
    languages: ['es', 'va'],
    favicon,
    logo,
    css: '',
    available: ['asociaciones', 'recursos', 'agenda', 'noticias', 'contacto'],
    primaryColor: PRIMARY,
    palette: [PRIMARY, '#B8476A', '#F5E6EB', '#2E2A2B', '#FAF7F5'],
    fontSizeTexto: '16px',
    portada: {
      intro: TT(
        '<p>El Portal de Asociaciones de Alcantir le da la bienvenida. Este es el punto de encuentro de las más de sesenta entidades culturales, deportivas, festivas, sociales y vecinales que dan vida a nuestro municipio.</p><p>Aquí encontrará el directorio de asociaciones, la agenda de actividades, las últimas noticias y una guía práctica para crear y gestionar una asociación. Participar en la vida asociativa es la mejor manera de construir un Alcantir más vivo y solidario.</p>',
        "<p>Benvinguts i benvingudes al Portal d'Associacions d'Alcantir, el punt de trobada de les més de seixanta entitats culturals, esportives, festives, socials i veïnals que donen vida al nostre poble.</p><p>Ací trobareu el directori d'associacions, l'agenda d'activitats, les últimes notícies i una guia pràctica per a crear i gestionar una associació. Participar en la vida associativa és la millor manera de construir un Alcantir més viu i solidari.</p>",
      ),
      banners: [
        {
          title: TT('Directorio de asociaciones', "Directori d'associacions"),
          text: TT('Más de sesenta entidades culturales, deportivas, sociales y festivas. Búsquelas por nombre, por categoría o en el mapa.', 'Més de seixanta entitats culturals, esportives, socials i festives. Busqueu-les per nom, per categoria o en el mapa.'),
          image: art('portada-banner-directorio.svg', 800, 450, 'Participación', 811, 'Directorio de asociaciones', "Directori d'associacions"),
          link: { title: TT('Ver el directorio', 'Veure el directori'), href: '/asociaciones' },
        },
        {
          title: TT('Cómo crear tu club o asociación', 'Com crear el teu club o associació'),
          text: TT('Pasos, modelos de acta fundacional y de estatutos, registro, libros y obligaciones: todo lo necesario para empezar.', "Passos, models d'acta fundacional i d'estatuts, registre, llibres i obligacions: tot el que cal per a començar."),
          image: art('portada-banner-recursos.svg', 800, 450, 'Formación', 823, 'Cómo crear tu club o asociación', 'Com crear el teu club o associació'),
          link: { title: TT('Consultar la guía', 'Consultar la guia'), href: '/recursos' },
        },
        {
          title: TT('Agenda de actividades', "Agenda d'activitats"),
          text: TT('Conciertos, fiestas, cursos, rutas y encuentros organizados por las asociaciones y el Ayuntamiento.', "Concerts, festes, cursos, rutes i trobades organitzats per les associacions i l'Ajuntament."),
          image: art('portada-banner-agenda.svg', 800, 450, 'Fiestas', 837, 'Agenda de actividades', "Agenda d'activitats"),
          link: { title: TT('Ver la agenda', "Veure l'agenda"), href: '/agenda' },
        },
      ],
      carousel: {
        height: '700px',
        items: [
          {
            image: art('portada-carrusel-crear-club.svg', 1600, 700, 'Formación', 901, '¿Quieres crear un club?', 'Vols crear un club?'),
            title: TT('¿Quieres crear un club?', 'Vols crear un club?'),
            subtitle: TT('Te explicamos paso a paso cómo constituir una asociación: estatutos, acta fundacional, registro y primeros trámites.', "T'expliquem pas a pas com constituir una associació: estatuts, acta fundacional, registre i primers tràmits."),
            link: { title: TT('Guía de recursos', 'Guia de recursos'), href: '/recursos' },
          },
          {
            image: art('portada-carrusel-unete.svg', 1600, 700, 'Participación', 917, 'Únete a una asociación', "Uneix-te a una associació"),
            title: TT('Únete a una asociación', "Uneix-te a una associació"),
            subtitle: TT('Música, deporte, fiestas, medio ambiente, acción social… Encuentra la entidad que encaja contigo.', 'Música, esport, festes, medi ambient, acció social… Troba l’entitat que encaixa amb tu.'),
            link: { title: TT('Buscar en el directorio', 'Busca en el directori'), href: '/directorio' },
          },
          {
            image: art('portada-carrusel-agenda.svg', 1600, 700, 'Cultura', 929, 'Toda la actividad de Alcantir en una agenda', "Tota l'activitat d'Alcantir en una agenda"),
            title: TT('Toda la actividad de Alcantir en una agenda', "Tota l'activitat d'Alcantir en una agenda"),
            subtitle: TT('Consulta los conciertos, fiestas, cursos y encuentros de este mes.', "Consulta els concerts, les festes, els cursos i les trobades d'este mes."),
            link: { title: TT('Ver la agenda', "Veure l'agenda"), href: '/agenda' },
          },
        ],
      },
    },
    recursos: { id: '6650a4000000000000000001' },
    footer: {
      legal: TT(
        "<p>© 2026 Ayuntamiento de Alcantir · NIF P4600000A · Plaça de l'Ajuntament, 1, 46890 Alcantir (València). Los contenidos municipales se publican con licencia CC BY 4.0.</p>",
        "<p>© 2026 Ajuntament d'Alcantir · NIF P4600000A · Plaça de l'Ajuntament, 1, 46890 Alcantir (València). Els continguts municipals es publiquen amb llicència CC BY 4.0.</p>",
      ),
      logos: [
        { image: svgAsset('footer-generalitat.svg', GVA_SVG, 240, 80, TT('Generalitat Valenciana', 'Generalitat Valenciana')), title: TT('Generalitat Valenciana', 'Generalitat Valenciana'), href: 'https://www.gva.es' },
        { image: svgAsset('footer-diputacio.svg', DIVAL_SVG, 240, 80, TT('Diputación de Valencia', 'Diputació de València')), title: TT('Diputación de Valencia', 'Diputació de València'), href: 'https://www.dival.es' },
      ],
      contacto: {
        nombre: 'Laura',
        apellidos: 'Sanchis Ortega',
        cargo: TT('Técnica de Participación Ciudadana', 'Tècnica de Participació Ciutadana'),
        email: 'participacion@alcantir.example',
        telefono: '962 900 100',
        direccion: TT("Plaça de l'Ajuntament, 1, 46890 Alcantir (València)", "Plaça de l'Ajuntament, 1, 46890 Alcantir (València)"),
        horario: TT('De lunes a viernes, de 9:00 a 14:00 horas. Jueves por la tarde, de 17:00 a 19:00 horas, con cita previa.', 'De dilluns a divendres, de 9.00 a 14.00 hores. Dijous de vesprada, de 17.00 a 19.00 hores, amb cita prèvia.'),
      },
      zity: '',
    },
    socialShare: TOWN_SOCIAL,
    'aviso-legal': TT(AVISO_LEGAL.es, AVISO_LEGAL.va),
    'politica-privacidad': TT(PRIVACIDAD.es, PRIVACIDAD.va),
  },
  {
    _id: '6650a6000000000000000002',
    name: 'realm',
    realm: 'alcantir',
    mainColor: PRIMARY,
    secondaryColor: '#B8476A',
    logo,
    buttonColor: PRIMARY,
    voucherName: 'Bono Comercio Alcantir',
  },
];

const region = [{ _id: '6650a5000000000000000001', region: { realm: 'alcantir', coordinates: { lat: CENTRE.lat, lng: CENTRE.lng } } }];

// ---------------------------------------------------------------------------------------------------------------
// Write and check
// ---------------------------------------------------------------------------------------------------------------

const out = (name, value) => writeFileSync(join(DEMO, name), `${JSON.stringify(value, null, 2)}\n`);
out('asociaciones_eventos.json', eventos);
out('articulos.json', articulos);
out('settings.json', settings);
out('region.json', region);
out('meta.json', { anchor: ANCHOR });

const problems = [];
const check = (ok, message) => { if (!ok) problems.push(message); };

// Ids unique within the realm (other collections of the realm included when present).
const allIds = [...eventos, ...articulos, ...settings, ...region].map((d) => d._id);
for (const other of ['asociaciones.json', 'asociaciones_multimedia.json', 'callejero.json']) {
  if (existsSync(join(DEMO, other))) allIds.push(...JSON.parse(readFileSync(join(DEMO, other), 'utf8')).map((d) => d._id));
}
check(new Set(allIds).size === allIds.length, 'duplicate ids');
for (const id of allIds) check(/^[0-9a-f]{24}$/.test(id), `bad id ${id}`);

// Every referenced asset exists; sizes within budget.
const referenced = new Set();
JSON.stringify([eventos, settings], (key, value) => { if (key === 'file' && typeof value === 'string') referenced.add(value); return value; });
for (const file of referenced) {
  check(existsSync(join(ASSETS, file)), `missing asset ${file}`);
  check(/^(n|g|alcantir-|portada-|footer-)/.test(file), `asset name outside our prefixes: ${file}`);
  const size = existsSync(join(ASSETS, file)) ? statSync(join(ASSETS, file)).size : 0;
  if (/-cabecera\.svg$/.test(file)) check(size < 4096, `${file} is ${size} bytes`);
  if (/^portada-/.test(file)) check(size < 5120, `${file} is ${size} bytes`);
}
check(written.size === referenced.size, `written ${written.size} assets, referenced ${referenced.size}`);

// Dates: offsets agree with Europe/Madrid; ranges are ordered.
const madrid = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const wall = (s) => madrid.format(new Date(s)).replace(',', '');
const allDates = [];
for (const d of eventos) {
  allDates.push(d.date);
  for (const r of d.period?.dateRanges ?? []) { allDates.push(r.start, r.end); check(Date.parse(r.start) < Date.parse(r.end), `${d._id} range ends before it starts`); }
  if (d.publishPeriod) allDates.push(d.publishPeriod.start, d.publishPeriod.end);
  if (d.coordinates) check(Math.abs(d.coordinates.lat - CENTRE.lat) <= 0.01 && Math.abs(d.coordinates.lng - CENTRE.lng) <= 0.01, `${d._id} coordinates too far`);
  check(d.title.es && d.title.va && d.lead.es && d.lead.va && d.body.es && d.body.va, `${d._id} missing a language`);
}
for (const s of allDates) check(wall(s) === `${s.slice(0, 10)} ${s.slice(11, 16)}`, `offset of ${s}`);

// Counts and spreads.
const newsDocs = eventos.filter((d) => d.nodeTypes[0] === 'Noticia');
const eventDocs = eventos.filter((d) => d.nodeTypes[0] === 'Evento');
check(newsDocs.length >= 44 && eventDocs.length >= 44, 'not enough news or events');
check(newsDocs.every((d) => d.date.slice(0, 10) >= '2026-08-21' && d.date.slice(0, 10) <= '2026-11-21'), 'news date outside the window');
check(eventDocs.every((d) => d.period.dateRanges.every((r) => r.start.slice(0, 10) >= '2026-08-21' && r.end.slice(0, 10) <= '2027-02-21')), 'event outside the window');
const byMonth = {};
for (const d of eventDocs) { const m = d.period.dateRanges[0].start.slice(0, 7); byMonth[m] = (byMonth[m] ?? 0) + 1; }
check((byMonth['2026-11'] ?? 0) >= 6 && (byMonth['2026-12'] ?? 0) >= 6, 'fewer than 6 events in November or December');

// Guide facts, verbatim, in both languages.
const guideText = { es: '', va: '' };
for (const s of articulos[0].voidGroup) for (const lang of ['es', 'va']) guideText[lang] += s.body[lang] + s.children.map((c) => c.body[lang]).join('');
const FACTS = {
  es: ['tres personas promotoras como mínimo', 'tasa de unos 35 euros', '10,20 euros por expediente', 'plazo de un mes', 'diez días para subsanar', 'silencio positivo a los tres meses', 'superior a 100.000 euros', 'al menos el 40 %', '5.000 euros', 'superior a 10.000 euros'],
  va: ['tres persones promotores com a mínim', "taxa d'uns 35 euros", '10,20 euros per expedient', "termini d'un mes", 'deu dies per a esmenar', 'silenci positiu als tres mesos', 'superior a 100.000 euros', 'almenys el 40 %', '5.000 euros', 'superior a 10.000 euros'],
};
for (const lang of ['es', 'va']) for (const fact of FACTS[lang]) check(guideText[lang].replace(/<[^>]+>/g, '').includes(fact), `guide (${lang}) lacks "${fact}"`);
for (const [k, fact] of [['es', 'Fecha de revisión: 27 de febrero de 2019'], ['va', 'Data de revisió: 27 de febrer de 2019']]) check(settings[0]['politica-privacidad'][k].includes(fact), `privacy (${k}) lacks its review date`);

const unpublished = newsDocs.filter((d) => d.isPublished === false).map((d) => d._id);
const expired = newsDocs.filter((d) => d.publishPeriod).map((d) => d._id);
const owned = (docs) => docs.filter((d) => d.section).length;

console.log(`news ${newsDocs.length} (${owned(newsDocs)} owned by associations), events ${eventDocs.length} (${owned(eventDocs)} owned)`);
console.log('events per month (first range):', JSON.stringify(byMonth));
console.log('unpublished news:', unpublished.join(', '));
console.log('news with an expired publishPeriod:', expired.join(', '));
console.log(`header images ${eventos.filter((d) => d.headerImage).length}, with gallery ${eventos.filter((d) => d.images).length}, with coordinates ${eventos.filter((d) => d.coordinates).length}, with files ${eventos.filter((d) => d.filesGroup).length}, with links ${eventos.filter((d) => d.linksGroup).length}, with social ${eventos.filter((d) => d.socialShare).length}`);
console.log(`assets written: ${written.size}`);
if (problems.length) {
  console.error(`${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('all checks passed');
