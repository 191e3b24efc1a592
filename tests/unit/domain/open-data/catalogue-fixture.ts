import type { Catalogue } from '../../../../src/domain/open-data/dcat.ts';

/** A realm's catalogue as src/data/catalogue.ts makes it: two languages, two datasets, one without a licence address when asked. */
export function catalogueFixture(licenceUrl: string | null = 'https://creativecommons.org/licenses/by/4.0/'): Catalogue {
  const origin = 'https://asociaciones.alcantir.es';
  return {
    iri: `${origin}/datos-abiertos/catalogo`,
    titles: { es: "Datos abiertos de Ajuntament d'Alcantir", 'ca-valencia': "Dades obertes d'Ajuntament d'Alcantir" },
    descriptions: { es: 'Los conjuntos de datos del portal.', 'ca-valencia': 'Els conjunts de dades del portal.' },
    homepage: `${origin}/`,
    publisher: { names: { es: 'Ayuntamiento de Alcantir', 'ca-valencia': "Ajuntament d'Alcantir" }, url: `${origin}/` },
    languages: ['es', 'va'],
    licence: { url: licenceUrl ?? undefined, name: 'CC BY 4.0' },
    issued: '2026-01-15T09:00:00+01:00',
    modified: '2026-11-27T04:00:00+01:00',
    datasets: [
      {
        id: 'lugares',
        titles: { es: 'Lugares de interés', 'ca-valencia': "Llocs d'interés" },
        descriptions: { es: 'Monumentos "y" <museos> & más,\nen dos líneas.', 'ca-valencia': 'Monuments i museus.' },
        keywords: { es: ['Lugares de interés', 'Alcantir'], 'ca-valencia': ["Llocs d'interés", 'Alcantir'] },
        sector: 'turismo',
        frequency: 'IRREG',
        issued: '2026-01-15T09:00:00+01:00',
        modified: '2026-11-27T04:00:00+01:00',
        landingPage: `${origin}/datos-abiertos#dataset-lugares`,
        distributions: [
          {
            titles: { es: 'GeoJSON', 'ca-valencia': 'GeoJSON' },
            url: `${origin}/lugares/datos/lugares.geojson`,
            mediaType: 'application/geo+json',
            format: 'GeoJSON',
          },
          { titles: { es: 'CSV', 'ca-valencia': 'CSV' }, url: `${origin}/lugares/datos/lugares.csv`, mediaType: 'text/csv; charset=utf-8', format: 'CSV' },
        ],
      },
      {
        id: 'farmacias',
        titles: { es: 'Farmacias de guardia', 'ca-valencia': 'Farmàcies de guàrdia' },
        descriptions: { es: 'Las farmacias y sus guardias.', 'ca-valencia': 'Les farmàcies i les guàrdies.' },
        keywords: { es: ['Farmacias de guardia'] },
        sector: 'salud',
        frequency: 'DAILY',
        issued: '2026-10-19T09:00:00+02:00',
        modified: '2026-11-27T04:00:00+01:00',
        landingPage: `${origin}/datos-abiertos#dataset-farmacias`,
        distributions: [
          { titles: { es: 'iCalendar' }, url: `${origin}/farmacias/datos/guardias.ics`, mediaType: 'text/calendar; charset=utf-8', format: 'iCalendar' },
        ],
      },
    ],
  };
}
