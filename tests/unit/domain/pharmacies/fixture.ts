import * as v from 'valibot';
import { dutyWindow } from '../../../../src/domain/pharmacies/duty.ts';
import { type Duty, type DutyKind, DutySchema, type DutyZone, DutyZoneSchema, type Pharmacy, PharmacySchema } from '../../../../src/schemas/pharmacies.ts';

/** A zone of two towns: 8 December for both, 9 December for Benicalf only. */
export const ZONE: DutyZone = v.parse(DutyZoneSchema, {
  _id: 'zona-1',
  name: { es: 'Zona de Alcantir' },
  towns: [{ name: 'Alcantir' }, { name: 'Benicalf', holidays: ['2026-12-09'] }],
  holidays: ['2026-12-08'],
});

export function pharmacy(id: string, openingHours: string, town = 'Alcantir'): Pharmacy {
  return v.parse(PharmacySchema, {
    _id: id,
    name: `Farmacia ${id}`,
    zone: 'zona-1',
    town,
    address: 'Carrer Major, 1',
    coordinates: { lat: 38.98, lng: -0.52 },
    telephone: '962 00 00 00',
    openingHours,
  });
}

/** A rota entry of `kind` on a duty day, as the import writes it. */
export function duty(pharmacyId: string, day: string, kind: DutyKind): Duty {
  return v.parse(DutySchema, { _id: `${pharmacyId}-${day}-${kind}`, pharmacy: pharmacyId, kind, ...dutyWindow(day, kind) });
}
