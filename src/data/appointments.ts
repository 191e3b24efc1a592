/**
 * What the appointment pages read of a realm's snapshot (docs/appointments.md "Pages"): the services it lists and
 * the pages they make, `/cita-previa` and `/cita-previa/{service}` in each of the realm's languages.
 */
import { type ListedService, listedServices } from '../domain/appointments/service-pages.ts';
import { snapshot } from './snapshot.ts';
import { type PageProps, realmLanguagePaths } from './site.ts';

const listed = new Map<string, ListedService[]>();

/** The services a realm lists (published, with an office to attend them), read once per realm. */
export function realmServices(realm: string): ListedService[] {
  let services = listed.get(realm);
  if (!services) {
    services = listedServices(snapshot(realm).appointments);
    listed.set(realm, services);
  }
  return services;
}

/** Whether a realm offers appointments: the pages exist, and the footer, home page and procedures link them. */
export const offersAppointments = (realm: string) => realmServices(realm).length > 0;

/** `/cita-previa` of every realm that offers appointments, in each of its languages. */
export function appointmentsPaths(): Array<{ params: { realm: string; lang: string | undefined }; props: PageProps }> {
  return realmLanguagePaths().filter(({ props }) => offersAppointments(props.realm));
}

/** `/cita-previa/{service}`: one page per listed service of each realm, in each of its languages. */
export function servicePaths() {
  return appointmentsPaths().flatMap((path) =>
    realmServices(path.props.realm).map(({ service }) => ({
      params: { ...path.params, service: service._id },
      props: { ...path.props, service: service._id },
    })),
  );
}

/** The statistics files' names (docs/appointments.md "Statistics"), under `/cita-previa/datos/`. */
export const APPOINTMENT_STATS_FILES = { csv: 'estadisticas.csv', json: 'estadisticas.json' } as const;
export type AppointmentStatsFile = keyof typeof APPOINTMENT_STATS_FILES;

/** Whether a realm publishes cita previa's statistics: it offers appointments and the build got its figures. */
export const hasAppointmentStats = (realm: string) => offersAppointments(realm) && snapshot(realm).appointmentStats !== undefined;

/** The statistics files of every realm that has them, once per realm (the language-free paths). */
export function appointmentStatsPaths() {
  return appointmentsPaths()
    .filter(({ params, props }) => params.lang === undefined && hasAppointmentStats(props.realm))
    .flatMap(({ params, props }) =>
      (Object.keys(APPOINTMENT_STATS_FILES) as AppointmentStatsFile[]).map((file) => ({
        params: { ...params, file: APPOINTMENT_STATS_FILES[file] },
        props: { ...props, file },
      })),
    );
}
