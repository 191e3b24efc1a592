/**
 * The pull of a realm's appointment content (docs/appointments.md "Content"): the five `citaprevia_*` collections,
 * each record validated like every collection's and the dropped ones reported, with what each collection sent
 * for the gate. A content API without them (404) means a realm without appointments. Services and offices not
 * published are left out; plans, exceptions and holidays of what is left out stay, unread by the slot engine.
 */
import type * as v from 'valibot';
import { ApiRequestError } from '../../src/api/client.ts';
import type { ContentApi } from '../../src/api/content.ts';
import type { Problem } from '../../src/data/snapshot.ts';
import { APPOINTMENT_COLLECTIONS, type AppointmentCollection, type AppointmentContent } from '../../src/schemas/appointments.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import { validateList } from './validate-list.ts';

/** Each collection's key in the snapshot's `appointments`. */
const FIELDS = {
  citaprevia_servicios: 'services',
  citaprevia_oficinas: 'offices',
  citaprevia_horarios: 'plans',
  citaprevia_excepciones: 'exceptions',
  citaprevia_festivos: 'holidays',
} as const satisfies Record<AppointmentCollection, keyof AppointmentContent>;

export async function pullAppointments(
  realm: RealmConfig,
  content: ContentApi,
  problems: Problem[],
): Promise<{ appointments: AppointmentContent; received: Partial<Record<AppointmentCollection, number>> }> {
  const appointments: AppointmentContent = { services: [], offices: [], plans: [], exceptions: [], holidays: [] };
  const received: Partial<Record<AppointmentCollection, number>> = {};
  for (const collection of Object.keys(APPOINTMENT_COLLECTIONS) as AppointmentCollection[]) {
    let raw: unknown[];
    try {
      raw = await content.appointments(collection);
    } catch (error) {
      if (error instanceof ApiRequestError && error.failure.httpStatus === 404) continue;
      throw error;
    }
    received[collection] = raw.length;
    const valid = validateList(APPOINTMENT_COLLECTIONS[collection] as v.GenericSchema, raw, realm.id, collection, problems);
    Object.assign(appointments, { [FIELDS[collection]]: valid });
  }
  appointments.services = appointments.services.filter((s) => s.isPublished);
  appointments.offices = appointments.offices.filter((o) => o.isPublished);
  return { appointments, received };
}
