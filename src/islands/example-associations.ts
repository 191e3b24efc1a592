/**
 * A small directory for the examples of the islands that show associations (the search box and the map), shaped
 * like the demo town hall's (`realms/alcantir/demo/asociaciones.json`) and typed as the content API answers it.
 * The islands never read these records: their examples turn them into the files the build writes for them, with
 * the build's own functions, so an example sees what a visitor's browser would fetch.
 */
import * as v from 'valibot';
import { AssociationSchema, type Association } from '../schemas/association.ts';

type AssociationAnswer = v.InferInput<typeof AssociationSchema>;

const inAlcantir = (street: string) => ({ street, city: 'Alcantir', zipCode: '46890', province: 'Valencia' });

const records: AssociationAnswer[] = [
  {
    _id: '6650a1000000000000000001',
    title: { es: 'Unión Musical de Alcantir', va: 'Unió Musical d’Alcantir' },
    nodeTypes: ['Musicales', 'Cultural'],
    coordinates: { lat: 38.992299, lng: -0.519551 },
    address: inAlcantir('Calle Mestre Serrano, 4'),
  },
  {
    _id: '6650a1000000000000000002',
    title: { es: 'Falla Plaza Mayor', va: 'Falla Plaça Major' },
    nodeTypes: ['Fiestas'],
    coordinates: { lat: 38.98334, lng: -0.523866 },
    address: inAlcantir('Calle La Sang, 9'),
  },
  {
    _id: '6650a1000000000000000003',
    title: { es: 'Club de Atletismo Alcantir Corre', va: 'Club d’Atletisme Alcantir Corre' },
    nodeTypes: ['Deportiva'],
    coordinates: { lat: 38.987293, lng: -0.524673 },
    address: inAlcantir('Avenida Esports, s/n'),
  },
  {
    _id: '6650a1000000000000000004',
    title: { es: 'Asociación de Jubilados y Pensionistas San José', va: 'Associació de Jubilats i Pensionistes Sant Josep' },
    nodeTypes: ['Jubilados-pensionistas'],
    coordinates: { lat: 38.983866, lng: -0.521561 },
    address: inAlcantir('Calle Sant Josep, 21'),
  },
  {
    _id: '6650a1000000000000000005',
    title: 'AMPA CEIP Lluís Vives',
    nodeTypes: ['AMPA'],
    coordinates: { lat: 38.988396, lng: -0.519404 },
    address: inAlcantir('Calle Lluís Vives, 30'),
  },
  {
    _id: '6650a1000000000000000006',
    title: 'Col·lectiu Ecologista Riu Clariano',
    nodeTypes: ['Medio Ambiente'],
    coordinates: { lat: 38.990487, lng: -0.518145 },
    address: inAlcantir('Paseo Riu Clariano, 15'),
  },
  {
    _id: '6650a1000000000000000008',
    title: { es: 'Grupo de Teatro La Carrasca', va: 'Grup de Teatre La Carrasca' },
    nodeTypes: ['Teatro'],
    coordinates: { lat: 38.988037, lng: -0.519068 },
    address: inAlcantir('Plaza Poeta Llorente, 2'),
  },
  {
    _id: '6650a1000000000000000010',
    title: { es: 'Órgano y Coro Parroquial de la Asunción', va: 'Orgue i Cor Parroquial de l’Assumpció' },
    nodeTypes: ['Religioso', 'Musicales'],
    coordinates: { lat: 38.989981, lng: -0.52268 },
    address: inAlcantir('Plaza Església, 1'),
  },
  // Without coordinates: in the directory and its search, not on the map.
  {
    _id: '6650a1000000000000000021',
    title: { es: 'Coral Santa Cecilia', va: 'Coral Santa Cecília' },
    nodeTypes: ['Musicales'],
    address: inAlcantir('Calle Mayor, 12'),
  },
];

/** The example directory as the build holds it after validation. */
export const exampleAssociations: Association[] = records.map((record) => v.parse(AssociationSchema, record));
