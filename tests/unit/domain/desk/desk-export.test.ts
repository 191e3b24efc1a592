import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, type ExportRow, exportTable } from '../../../../src/domain/desk/desk-export.ts';
import { t } from '../../../../src/i18n/index.ts';

const ROW: ExportRow = {
  _id: 'r1',
  iid: 7,
  reference: 'ALC-2026-7KX4-M9QP',
  mailbox: 'alumbrado',
  status: 'En gestión',
  version: 3,
  assignedTo: 'staff-1',
  createdAt: '2026-07-01T08:05:00Z',
  updatedAt: '2026-01-15T23:30:00Z',
  title: 'Farola rota',
  contactName: 'Ana Pérez',
  contactEmail: 'ana@example.es',
  contactTelephone: '+34 962 000 111',
};
const NAMES = { mailbox: (id: string) => `Buzón ${id}`, staff: (id: string) => `Persona ${id}` };

describe('the desk’s export of the queue', () => {
  it('names its columns in the member’s language', () => {
    expect(exportTable([], 'va', NAMES).header).toEqual(EXPORT_COLUMNS.map((key) => t('va', key)));
    expect(exportTable([], 'es', NAMES).header[0]).toBe('Referencia');
  });

  it('gives a row per request: Madrid times, the mailbox’s and assignee’s names, the status in words', () => {
    expect(exportTable([ROW], 'es', NAMES).rows).toEqual([
      [
        'ALC-2026-7KX4-M9QP',
        '2026-07-01 10:05',
        'Buzón alumbrado',
        'En gestión',
        'Farola rota',
        'Ana Pérez',
        'ana@example.es',
        '+34 962 000 111',
        'Persona staff-1',
        '2026-01-16 00:30',
      ],
    ]);
  });

  it('leaves the assignee empty for an unassigned request', () => {
    expect(exportTable([{ ...ROW, assignedTo: null }], 'es', NAMES).rows[0]![8]).toBe('');
  });

  it('never lets a citizen’s text run as a formula in a clerk’s spreadsheet', () => {
    const [row] = exportTable([{ ...ROW, title: '=HYPERLINK("http://evil.example")', contactName: '@SUM(1)' }], 'es', NAMES).rows;
    expect(row![4]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(row![5]).toBe("'@SUM(1)");
  });
});
