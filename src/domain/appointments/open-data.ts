/**
 * Cita previa's statistics as open data (docs/appointments.md "Statistics"): per month and service, how many
 * appointments were booked, attended, not shown up to and cancelled, how many people came without one, and how many
 * days ahead the first free slot was on average. Counts only: nobody is named. Column names are Spanish whatever the
 * page's language, as the other open-data files' are; the service's title is given by the caller.
 */
import type { AppointmentStats, ServiceMonth } from '../../schemas/appointments.ts';
import { csv } from '../text/csv.ts';

/** What the counter's store counts of a service in a month: by status, walk-ins apart. */
export interface StatusCounts {
  service: string;
  booked: number;
  arrived: number;
  attended: number;
  missed: number;
  cancelled: number;
  walkIns: number;
  firstFreeDays: number | null;
}

/** A service's month as published: `booked` is every appointment of the month, whatever its status now. */
export function serviceMonth(counts: StatusCounts): ServiceMonth {
  return {
    service: counts.service,
    booked: counts.booked + counts.arrived + counts.attended + counts.missed + counts.cancelled,
    attended: counts.attended,
    noShows: counts.missed,
    cancelled: counts.cancelled,
    walkIns: counts.walkIns,
    firstFreeDays: counts.firstFreeDays,
  };
}

/** The CSV's columns, in order. */
export const APPOINTMENT_STATS_COLUMNS = [
  'mes',
  'servicio_id',
  'servicio',
  'citas',
  'atendidas',
  'no_presentadas',
  'anuladas',
  'sin_cita',
  'dias_primer_hueco',
] as const;

/** The months, oldest first, and in each the services in id order, as rows of the CSV (decimals with a comma). */
export function appointmentStatsCsv(stats: AppointmentStats, titleOf: (service: string) => string): string {
  const decimal = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));
  return csv(
    [...APPOINTMENT_STATS_COLUMNS],
    [...stats.months]
      .sort((a, b) => a.month.localeCompare(b.month))
      .flatMap(({ month, services }) =>
        [...services]
          .sort((a, b) => a.service.localeCompare(b.service))
          .map((s) => [
            month,
            s.service,
            titleOf(s.service),
            String(s.booked),
            String(s.attended),
            String(s.noShows),
            String(s.cancelled),
            String(s.walkIns),
            decimal(s.firstFreeDays),
          ]),
      ),
  );
}

/** The JSON file: the months as the API gave them, each service with its title. */
export function appointmentStatsJson(stats: AppointmentStats, titleOf: (service: string) => string) {
  return {
    months: [...stats.months]
      .sort((a, b) => a.month.localeCompare(b.month))
      .map(({ month, services }) => ({
        month,
        services: [...services].sort((a, b) => a.service.localeCompare(b.service)).map((s) => ({ ...s, title: titleOf(s.service) })),
      })),
  };
}
