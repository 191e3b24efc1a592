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
