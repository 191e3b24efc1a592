/** Cita previa's statistics as open data (docs/appointments.md "Statistics"): counts only, CSV and JSON. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATS_COLUMNS, appointmentStatsCsv, appointmentStatsJson, serviceMonth } from '../../../../src/domain/appointments/open-data.ts';
import { AppointmentStatsSchema } from '../../../../src/schemas/appointments.ts';

const titles: Record<string, string> = { padron: 'Padrón', 'registro-general': 'Registro; general' };
const titleOf = (id: string) => titles[id] ?? id;

const STATS = v.parse(AppointmentStatsSchema, {
  months: [
    {
      month: '2026-04',
      services: [{ service: 'padron', booked: 3, attended: 2, noShows: 0, cancelled: 1, walkIns: 0, firstFreeDays: null }],
    },
    {
      month: '2026-03',
      services: [
        { service: 'registro-general', booked: 5, attended: 3, noShows: 1, cancelled: 1, walkIns: 4, firstFreeDays: 2.5 },
        { service: 'padron', booked: 10, attended: 7, noShows: 2, cancelled: 1, walkIns: 1, firstFreeDays: 1 },
      ],
    },
  ],
});

describe("cita previa's statistics as open data", () => {
  it('count every appointment of the month as booked, whatever became of it, and walk-ins apart', () => {
    expect(serviceMonth({ service: 'padron', booked: 1, arrived: 1, attended: 3, missed: 2, cancelled: 4, walkIns: 5, firstFreeDays: 1.5 })).toEqual({
      service: 'padron',
      booked: 11,
      attended: 3,
      noShows: 2,
      cancelled: 4,
      walkIns: 5,
      firstFreeDays: 1.5,
    });
  });

  it('write the CSV oldest month first, services by id, decimals with a comma and titles quoted when they must be', () => {
    const lines = appointmentStatsCsv(STATS, titleOf)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      APPOINTMENT_STATS_COLUMNS.join(';'),
      '2026-03;padron;Padrón;10;7;2;1;1;1',
      '2026-03;registro-general;"Registro; general";5;3;1;1;4;2,5',
      '2026-04;padron;Padrón;3;2;0;1;0;',
    ]);
  });

  it('write the JSON in the same order, each service with its title, and nothing that names a person', () => {
    const json = appointmentStatsJson(STATS, titleOf);
    expect(json.months.map((m) => [m.month, m.services.map((s) => s.service)])).toEqual([
      ['2026-03', ['padron', 'registro-general']],
      ['2026-04', ['padron']],
    ]);
    expect(json.months[0]!.services[1]).toEqual({
      service: 'registro-general',
      title: 'Registro; general',
      booked: 5,
      attended: 3,
      noShows: 1,
      cancelled: 1,
      walkIns: 4,
      firstFreeDays: 2.5,
    });
    // The schema of the API's answer takes no other field: a name could not slip through the build.
    expect(
      v.parse(AppointmentStatsSchema, { months: [{ month: '2026-03', services: [{ ...STATS.months[0]!.services[0]!, name: 'Lucía' }] }] }).months[0]!
        .services[0],
    ).not.toHaveProperty('name');
  });
});
