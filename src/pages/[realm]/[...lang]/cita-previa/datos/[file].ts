import type { APIRoute } from 'astro';
import { appointmentStatsPaths, type AppointmentStatsFile } from '../../../../../data/appointments.ts';
import { share, siteContext, type PageProps } from '../../../../../data/site.ts';
import { appointmentStatsCsv, appointmentStatsJson } from '../../../../../domain/appointments/open-data.ts';
import { MEDIA_TYPES } from '../../../../../domain/http/media-types.ts';
import { pick } from '../../../../../i18n/index.ts';

/**
 * Cita previa's statistics as open data (docs/appointments.md "Statistics"): per month and service, appointments
 * booked, attended, not shown up to, cancelled, walk-ins and the days to the first free slot, as CSV and JSON. One
 * of each per realm; the services' titles in the realm's first language. Counts only: nobody is named.
 */
export const getStaticPaths = () => share(appointmentStatsPaths());

export const GET: APIRoute = ({ props }) => {
  const { realm, lang, file } = props as PageProps & { file: AppointmentStatsFile };
  const ctx = siteContext(realm, lang);
  const stats = ctx.snap.appointmentStats ?? { months: [] };
  const services = ctx.snap.appointments?.services ?? [];
  const titleOf = (id: string) => {
    const service = services.find((s) => s._id === id);
    return service ? pick(service.title, lang) : id;
  };
  switch (file) {
    case 'csv':
      return new Response(appointmentStatsCsv(stats, titleOf), { headers: { 'Content-Type': MEDIA_TYPES.csv } });
    case 'json':
      return new Response(JSON.stringify(appointmentStatsJson(stats, titleOf)), { headers: { 'Content-Type': MEDIA_TYPES.json } });
  }
};
