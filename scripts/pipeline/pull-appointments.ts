/**
 * The pull of a realm's appointment content (docs/appointments.md "Content"): the five `citaprevia_*` collections,
 * each record validated like every collection's and the dropped ones reported, with what each collection sent
 * for the gate. A content API without them (404) means a realm without appointments. Services and offices not
 * published are left out; plans, exceptions and holidays of what is left out stay, unread by the slot engine.
 */
import * as v from 'valibot';
import { ApiRequestError, resolveUrl, type ApiClient } from '../../src/api/client.ts';
import type { ContentApi } from '../../src/api/content.ts';
import type { Problem } from '../../src/data/snapshot.ts';
import {
  APPOINTMENT_COLLECTIONS,
  AppointmentStatsSchema,
  type AppointmentCollection,
  type AppointmentContent,
  type AppointmentStats,
} from '../../src/schemas/appointments.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import { formatIssues } from '../../src/realm/friendly-errors.ts';
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
  http?: ApiClient,
): Promise<{ appointments: AppointmentContent; received: Partial<Record<AppointmentCollection, number>>; stats?: AppointmentStats }> {
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
  const stats = http && appointments.services.length ? await pullStats(realm, http, problems) : undefined;
  return { appointments, received, ...(stats ? { stats } : {}) };
}

/**
 * The statistics of the last twelve months from the appointments API (`GET {realm}/citaprevia/stats`,
 * docs/appointments.md "Statistics"), for the open-data files. An API without the call (404) gives none; a failed
 * call or an answer that is not one is reported and left out: no page depends on it.
 */
async function pullStats(realm: RealmConfig, http: ApiClient, problems: Problem[]): Promise<AppointmentStats | undefined> {
  let raw: unknown;
  try {
    raw = await http.getJson(resolveUrl(realm.endpoints.citaprevia ?? '/api', `${realm.id}/citaprevia/stats`, http.origin));
  } catch (error) {
    // The files are a by-product: a call that fails leaves them out (reported, unless the API has no such call).
    if (!(error instanceof ApiRequestError && error.failure.httpStatus === 404))
      problems.push({ realm: realm.id, collection: 'citaprevia/stats', id: '-', field: '-', message: (error as Error).message });
    return undefined;
  }
  const parsed = v.safeParse(AppointmentStatsSchema, raw);
  if (parsed.success) return parsed.output;
  problems.push({ realm: realm.id, collection: 'citaprevia/stats', id: '-', field: '-', message: formatIssues(parsed.issues).join('; ') });
  return undefined;
}
