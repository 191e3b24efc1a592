import { check } from '@placemarkio/check-geojson';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { placeCsvHeader, placesCsv, placesGeoJson } from '../../../../src/domain/places/place-open-data.ts';
import { PlaceSchema } from '../../../../src/schemas/places.ts';
import { ROOT } from '../../support/imports.ts';

const places = v.parse(v.array(PlaceSchema), JSON.parse(readFileSync(join(ROOT, 'realms', 'alcantir', 'demo', 'lugares.json'), 'utf8')));
const url = (slug: string) => `https://asociaciones.alcantir.es/lugares/${slug}`;
const LANGS = ['es', 'va'];

describe('places as open data', () => {
  it('are a GeoJSON FeatureCollection an independent checker accepts, longitude first, every place once', () => {
    const text = JSON.stringify(placesGeoJson(places, LANGS, url));
    const parsed = check(text);
    if (parsed.type !== 'FeatureCollection') throw new Error(`a ${parsed.type}, not a FeatureCollection`);
    expect(parsed.features).toHaveLength(places.length);
    const museum = parsed.features.find((f) => f.id === 'museo-etnologico');
    expect(museum?.geometry).toEqual({ type: 'Point', coordinates: [-0.5219, 38.9879] });
    expect(museum?.properties).toMatchObject({
      categoria: 'museo',
      horario: 'Tu-Sa 10:00-14:00,17:00-19:30; Su 10:00-14:00; PH off',
      precio_minimo: 0,
      precio_maximo: 3,
      accesibilidad: ['step-free', 'adapted-toilet', 'audio-description', 'induction-loop'],
      nombre_es: 'Museo Etnológico',
      nombre_va: 'Museu Etnològic',
      url: 'https://asociaciones.alcantir.es/lugares/museo-etnologico',
    });
    // A place without hours says so with null, not with a made-up value.
    expect(parsed.features.find((f) => f.id === 'fuente-doce-canos')?.properties?.horario).toBeNull();
  });

  it('are a CSV papaparse reads back with the same rows, texts per language and the point last', () => {
    const text = placesCsv(places, LANGS, url);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('\r\n');
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(placeCsvHeader(LANGS));
    expect(parsed.meta.fields?.slice(-2)).toEqual(['latitud', 'longitud']);
    expect(parsed.data).toHaveLength(places.length);
    const castle = parsed.data.find((r) => r.id === 'castillo');
    expect(castle).toMatchObject({ categoria: 'monumento', nombre_va: "Castell d'Alcantir", latitud: '38.9905', longitud: '-0.5248', precio_maximo: '2' });
    // A description of two paragraphs stays one cell.
    expect(castle?.descripcion_es).toContain('\n\nSe sube a pie');
    expect(parsed.data.find((r) => r.id === 'museo-etnologico')?.accesibilidad).toBe('step-free|adapted-toilet|audio-description|induction-loop');
  });
});
