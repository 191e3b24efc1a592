/**
 * `npm run generate -- --id poble --associations 10000 --events 2000 --news 500 [--out DIR] [--seed 7] [--languages es,va]`
 *
 * Writes a large synthetic realm (realm.json and demo/*.json) for benchmarks: plausible, valid and
 * deterministic for a given seed. It goes to `.cache/synthetic/realms/<id>` unless --out says otherwise.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CATEGORIES } from '../src/domain/content/categories.ts';

export interface GenerateOptions {
  id: string;
  associations: number;
  events: number;
  news: number;
  languages: string[];
  seed: number;
}

/** A small, fast, seedable PRNG (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS = ['Asociación', 'Club', 'Peña', 'Colectivo', 'Agrupación', 'Sociedad', 'Grupo', 'Coral', 'Falla', 'Comparsa', 'AMPA', 'Cofradía'];
const KINDS_VA = ['Associació', 'Club', 'Penya', 'Col·lectiu', 'Agrupació', 'Societat', 'Grup', 'Coral', 'Falla', 'Comparsa', 'AMPA', 'Confraria'];
const TOPICS = [
  'Cultural',
  'Deportiva',
  'Musical',
  'de Vecinos',
  'Juvenil',
  'de Mayores',
  'Ecologista',
  'Gastronómica',
  'Teatral',
  'de Mujeres',
  'Solidaria',
  'Recreativa',
];
const TOPICS_VA = [
  'Cultural',
  'Esportiva',
  'Musical',
  'de Veïns',
  'Juvenil',
  'de Majors',
  'Ecologista',
  'Gastronòmica',
  'Teatral',
  'de Dones',
  'Solidària',
  'Recreativa',
];
const NAMES = [
  'Àgora',
  'El Molí',
  'La Carrasca',
  'Sant Roc',
  'Riu Verd',
  "L'Espiga",
  'Ñora',
  'La Torre',
  'Els Arcs',
  'La Plaça',
  'Sol Naixent',
  'Vent de Mar',
  'Les Eres',
  'Nova Era',
  'Tres Camins',
  'El Pinar',
  'Bona Vida',
  'Zenit',
  'Urbà',
  'Ítaca',
];
const STREETS = ['Mayor', 'Sant Josep', 'Doctor Fleming', 'Blasco Ibáñez', 'Ausiàs March', 'La Pau', 'Valencia', 'Nou', 'Les Eres', 'Sant Roc'];

const hex = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;

export function generateRealm(options: GenerateOptions) {
  const rnd = random(options.seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const [, second = 'va'] = options.languages;
  const text = (es: string, other: string) => ({ es, [second]: other });
  const centre = { lat: 38.5 + rnd(), lng: -0.9 + rnd() * 0.6 };
  const day = 86_400_000;
  const anchor = Date.parse('2026-11-21T00:00:00Z');
  const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', '+00:00');

  const associations = Array.from({ length: options.associations }, (_, i) => {
    // Names as a town's directory has them: a third start with "Asociación", most others with a kind of club,
    // some with their own name (Ñora, Àgora, Zenit…) and a few with a date, so every letter and "Números y signos"
    // have cards, and the A is by far the longest letter, as it is in real directories.
    const shape = rnd();
    const k = shape < 0.35 ? 0 : Math.floor(rnd() * KINDS.length);
    const t = Math.floor(rnd() * TOPICS.length);
    const name = `${pick(NAMES)} ${i + 1}`;
    const category = pick(CATEGORIES);
    const aprilDay = 1 + (i % 28);
    const title =
      shape >= 0.98
        ? text(`${aprilDay} de Abril ${TOPICS[t]} ${i + 1}`, `${aprilDay} d'Abril ${TOPICS_VA[t]} ${i + 1}`)
        : shape >= 0.8
          ? text(`${name} ${TOPICS[t]}`, `${name} ${TOPICS_VA[t]}`)
          : text(`${KINDS[k]} ${TOPICS[t]} ${name}`, `${KINDS_VA[k]} ${TOPICS_VA[t]} ${name}`);
    return {
      _id: hex('9a', i + 1),
      title,
      subtitle: text(`${TOPICS[t]} desde ${1950 + Math.floor(rnd() * 70)}`, `${TOPICS_VA[t]} des de ${1950 + Math.floor(rnd() * 70)}`),
      nodeTypes: rnd() < 0.2 ? [category, pick(CATEGORIES)] : [category],
      address: { street: `Calle ${pick(STREETS)}, ${1 + Math.floor(rnd() * 120)}`, city: options.id, zipCode: '46000', province: 'Valencia' },
      telephones: [{ value: `96${Math.floor(1_000_000 + rnd() * 8_999_999)}` }],
      emails: [{ uri: `info${i + 1}@${options.id}.example` }],
      coordinates: { lat: centre.lat + (rnd() - 0.5) * 0.03, lng: centre.lng + (rnd() - 0.5) * 0.03 },
      revisions: [{ date: iso(anchor - rnd() * 700 * day) }],
      estado: rnd() < 0.95 ? 'Activa' : 'Baja',
      contacto: {
        nombre: 'Persona',
        apellidos: `Responsable ${i + 1}`,
        cargo: 'Presidencia',
        email: `presidencia${i + 1}@${options.id}.example`,
        telefono: '600000000',
      },
    };
  });
  const multimedia = associations
    .filter(() => rnd() < 0.6)
    .map((a, i) => ({
      _id: hex('9b', i + 1),
      section: a._id,
      lead: text(`<p>Presentación de ${a.title.es}.</p>`, `<p>Presentació de ${a.title[second as 'es']}.</p>`),
      body: text(
        '<p>Actividades durante todo el año, abiertas a todo el vecindario.</p><p>Cuota anual asequible.</p>',
        '<p>Activitats durant tot l’any, obertes a tot el veïnat.</p><p>Quota anual assequible.</p>',
      ),
    }));
  const newsEvents = [
    ...Array.from({ length: options.news }, (_, i) => ({
      _id: hex('9c', i + 1),
      title: text(`Noticia ${i + 1} del municipio`, `Notícia ${i + 1} del municipi`),
      lead: text('<p>Resumen de la noticia.</p>', '<p>Resum de la notícia.</p>'),
      body: text('<p>Texto de la noticia.</p>', '<p>Text de la notícia.</p>'),
      date: iso(anchor - rnd() * 90 * day),
      categories: ['Participación'],
      nodeTypes: ['Noticia'],
      isPublished: true,
      ...(rnd() < 0.3 ? { section: pick(associations)._id } : {}),
    })),
    ...Array.from({ length: options.events }, (_, i) => {
      const start = anchor + (rnd() - 0.5) * 180 * day;
      return {
        _id: hex('9d', i + 1),
        title: text(`Evento ${i + 1}`, `Esdeveniment ${i + 1}`),
        lead: text('<p>Actividad abierta.</p>', '<p>Activitat oberta.</p>'),
        date: iso(start - 10 * day),
        categories: ['Cultura'],
        nodeTypes: ['Evento'],
        isPublished: true,
        period: { dateRanges: [{ start: iso(start), end: iso(start + (rnd() < 0.2 ? 2 * day : 2 * 3_600_000)) }] },
        ...(rnd() < 0.3 ? { section: pick(associations)._id } : {}),
      };
    }),
  ];
  const settings = [
    {
      _id: hex('9e', 1),
      name: 'asociaciones',
      municipio: options.id[0]!.toUpperCase() + options.id.slice(1),
      languages: options.languages,
      available: ['asociaciones', 'recursos', 'agenda', 'noticias', 'contacto'],
      primaryColor: '#870C3B',
      portada: { intro: text('<p>Portal de asociaciones.</p>', '<p>Portal d’associacions.</p>') },
      recursos: { id: hex('9f', 1) },
      footer: { contacto: { nombre: 'Atención', apellidos: 'Ciudadana', email: `info@${options.id}.example`, telefono: '960000000' } },
      'aviso-legal': text('<p>Aviso legal.</p>', '<p>Avís legal.</p>'),
      'politica-privacidad': text('<p>Política de privacidad.</p>', '<p>Política de privacitat.</p>'),
    },
    { _id: hex('9e', 2), name: 'realm', realm: options.id },
  ];
  const articulos = [
    {
      _id: hex('9f', 1),
      title: text('Recursos', 'Recursos'),
      data: { slug: 'portal-de-asociaciones-recursos' },
      voidGroup: ['Qué es una asociación', 'Cómo constituirla', 'Estatutos'].map((title) => ({
        title: text(title, title),
        body: text('<p>Contenido.</p>', '<p>Contingut.</p>'),
        children: [],
      })),
    },
  ];
  const realm = {
    id: options.id,
    name: `Ajuntament de ${options.id}`,
    hosts: [`asociaciones.${options.id}.example`, `${options.id}.localhost`],
    languages: options.languages,
  };
  return {
    realm,
    demo: {
      meta: { anchor: '2026-11-21' },
      settings,
      asociaciones: associations,
      asociaciones_multimedia: multimedia,
      asociaciones_eventos: newsEvents,
      articulos,
      callejero: [],
      region: { _id: hex('a0', 1), region: { realm: options.id, coordinates: centre } },
    },
  };
}

export function writeRealm(dir: string, options: GenerateOptions): string {
  const { realm, demo } = generateRealm(options);
  const root = join(dir, options.id);
  mkdirSync(join(root, 'demo'), { recursive: true });
  writeFileSync(join(root, 'realm.json'), JSON.stringify(realm, null, 2));
  for (const [name, content] of Object.entries(demo)) writeFileSync(join(root, 'demo', `${name}.json`), JSON.stringify(content));
  return root;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      id: { type: 'string', default: 'sintetico' },
      associations: { type: 'string', default: '1000' },
      events: { type: 'string', default: '200' },
      news: { type: 'string', default: '100' },
      languages: { type: 'string', default: 'es,va' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string', default: join(process.cwd(), '.cache', 'synthetic', 'realms') },
    },
  });
  const root = writeRealm(values.out, {
    id: values.id,
    associations: Number(values.associations),
    events: Number(values.events),
    news: Number(values.news),
    languages: values.languages.split(','),
    seed: Number(values.seed),
  });
  console.log(`Wrote ${root}`);
}
