import type { APIRoute } from 'astro';
import { CATALOGUE_FILES, type CatalogueFile, realmCatalogue } from '../../../../data/catalogue.ts';
import { realmLanguagePaths, share, type PageProps } from '../../../../data/site.ts';
import { MEDIA_TYPES } from '../../../../domain/http/media-types.ts';
import { catalogueTriples } from '../../../../domain/open-data/dcat.ts';
import { toJsonLd, toRdfXml, toTurtle } from '../../../../domain/open-data/rdf.ts';

/**
 * The open-data catalogue in DCAT-AP-ES (docs/places.md "The open-data catalogue"): RDF/XML for datos.gob.es's
 * harvester, and the same triples as Turtle and JSON-LD. One of each per realm, with the texts of every language.
 */
export const getStaticPaths = () =>
  share(
    realmLanguagePaths()
      .filter(({ params }) => params.lang === undefined)
      .flatMap(({ params, props }) =>
        (Object.keys(CATALOGUE_FILES) as CatalogueFile[]).map((file) => ({
          params: { ...params, catalogue: CATALOGUE_FILES[file] },
          props: { ...props, file },
        })),
      ),
  );

export const GET: APIRoute = ({ props }) => {
  const { realm, file } = props as PageProps & { file: CatalogueFile };
  const triples = catalogueTriples(realmCatalogue(realm));
  switch (file) {
    case 'rdf':
      return new Response(toRdfXml(triples), { headers: { 'Content-Type': MEDIA_TYPES.rdf } });
    case 'ttl':
      return new Response(toTurtle(triples), { headers: { 'Content-Type': MEDIA_TYPES.ttl } });
    case 'jsonld':
      return new Response(JSON.stringify(toJsonLd(triples)), { headers: { 'Content-Type': MEDIA_TYPES.jsonld } });
  }
};
