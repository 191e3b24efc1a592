/**
 * A realm's appointment content as the server reads it (docs/appointments.md "Content"): the five collections the
 * local content API serves, each record validated by its schema as the build's pull does, an invalid one left out.
 * Read at every call: the document store caches parsed collections and sees what an editor saves.
 */
import * as v from 'valibot';
import { APPOINTMENT_COLLECTIONS, type AppointmentContent } from '../../src/schemas/appointments.ts';
import type { DocumentStore } from './documents.ts';

const FIELDS = {
  services: 'citaprevia_servicios',
  offices: 'citaprevia_oficinas',
  plans: 'citaprevia_horarios',
  exceptions: 'citaprevia_excepciones',
  holidays: 'citaprevia_festivos',
} as const satisfies Record<keyof AppointmentContent, keyof typeof APPOINTMENT_COLLECTIONS>;

function valid<T>(store: DocumentStore, realm: string, collection: keyof typeof APPOINTMENT_COLLECTIONS): T[] {
  const schema = APPOINTMENT_COLLECTIONS[collection] as v.GenericSchema;
  return store.all(realm, collection).flatMap((doc) => {
    const parsed = v.safeParse(schema, doc);
    return parsed.success ? [parsed.output as T] : [];
  });
}

/** The realm's appointment content; empty collections for a realm without appointments. */
export function appointmentContent(store: DocumentStore, realm: string): AppointmentContent {
  return Object.fromEntries(Object.entries(FIELDS).map(([field, collection]) => [field, valid(store, realm, collection)])) as unknown as AppointmentContent;
}
