import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { csvRows, EXPORT_COLUMNS, type ExportRow, exportTable } from '../../../../src/domain/desk/desk-export.ts';
import { t } from '../../../../src/i18n/index.ts';
import { MailboxSchema } from '../../../../src/schemas/mailbox.ts';
import mailboxes from '../../../../realms/alcantir/demo/mailboxes.json' with { type: 'json' };

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

  it('gives a row per request: dates as instants, the mailbox’s and assignee’s names, the status in words', () => {
    expect(exportTable([ROW], 'es', NAMES).rows).toEqual([
      [
        'ALC-2026-7KX4-M9QP',
        { instant: '2026-07-01T08:05:00Z' },
        'Buzón alumbrado',
        'En gestión',
        'Farola rota',
        'Ana Pérez',
        'ana@example.es',
        '+34 962 000 111',
        'Persona staff-1',
        { instant: '2026-01-15T23:30:00Z' },
      ],
    ]);
  });

  it('writes dates for the CSV as Madrid’s minute, numbers with a decimal comma, nothing as empty', () => {
    expect(csvRows(exportTable([ROW], 'es', NAMES).rows)).toEqual([
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

  describe('of one mailbox', () => {
    const demo = (id: string) =>
      v.parse(
        MailboxSchema,
        (mailboxes as Array<{ _id: string }>).find((m) => m._id === id),
      );
    const booking: ExportRow = {
      ...ROW,
      mailbox: 'reservas',
      title: 'Ensayo',
      sent: {
        title: 'Ensayo',
        body: '=cmd|calc',
        extra: { entidad: 'Coral Alcantir', sala: 'casa-cultura', inicio: '2027-03-14T18:00:00+01:00', asistentes: 25.5 },
      },
      payment: { status: 'pay', amount: 20 },
    };

    it('adds its questions as columns (not the title, twice) and its payment, each answer in its own kind of cell', () => {
      const table = exportTable([booking], 'es', NAMES, demo('reservas'));
      expect(table.header.slice(EXPORT_COLUMNS.length)).toEqual([
        'Asociación que organiza',
        'Sala',
        'Día y hora de inicio',
        'Asistentes previstos',
        'Actividad',
        'Estado del pago',
        'Importe pagado (€)',
      ]);
      expect(table.rows[0]!.slice(EXPORT_COLUMNS.length)).toEqual([
        'Coral Alcantir',
        'Aula 2 de la Casa de la Cultura (30 personas)',
        { instant: '2027-03-14T18:00:00+01:00' },
        25.5,
        "'=cmd|calc",
        'pagado',
        20,
      ]);
      expect(csvRows(table.rows)[0]!.slice(EXPORT_COLUMNS.length)).toEqual([
        'Coral Alcantir',
        'Aula 2 de la Casa de la Cultura (30 personas)',
        '2027-03-14 18:00',
        '25,5',
        "'=cmd|calc",
        'pagado',
        '20',
      ]);
    });

    it('gives a register’s census field the NIF that passed, the official name and the directory entry, never the hash', () => {
      const names = {
        ...NAMES,
        registers: new Set(['registro-asociaciones']),
        association: (id: string) => (id === 'a1' ? 'Unión Musical de Alcantir' : undefined),
      };
      const kept = { idHash: 'c2VjcmV0', verified: true, id: 'G46123456', record: { name: '=Sociedad Unión Musical', association: 'a1' } };
      const grant: ExportRow = { ...ROW, mailbox: 'subvenciones', sent: { title: 'Certamen', extra: { registro: kept, entidad: 'Unió Musical' } } };
      const hashOnly: ExportRow = { ...grant, sent: { title: 'Certamen', extra: { registro: { idHash: 'c2VjcmV0', verified: true } } } };
      const table = exportTable([grant, hashOnly], 'es', names, demo('subvenciones'));
      const at = table.header.indexOf('NIF de la asociación');
      expect(table.header.slice(at, at + 3)).toEqual(['NIF de la asociación', 'Nombre oficial', 'Ficha en el directorio']);
      expect(table.rows[0]!.slice(at, at + 3)).toEqual(['G46123456', "'=Sociedad Unión Musical", 'Unión Musical de Alcantir']);
      expect(table.rows[1]!.slice(at, at + 3)).toEqual([null, null, null]);
      expect(JSON.stringify(table)).not.toContain('c2VjcmV0');
      // A census that is no public register (the padrón) gets no columns at all.
      expect(exportTable([grant], 'es', NAMES, demo('subvenciones')).header).not.toContain('NIF de la asociación');
    });

    it('leaves empty what a request did not answer, and gives no payment columns to a mailbox without payments', () => {
      const table = exportTable([{ ...ROW, sent: { title: 'Farola rota', category: 'Alumbrado público', extra: {} } }], 'va', NAMES, demo('incidencias'));
      // The map, the photos and the captcha are no columns (as in the copy of what was sent).
      expect(table.header.slice(EXPORT_COLUMNS.length)).toEqual(["Tipus d'incidència", 'Descripció', 'Carrer']);
      expect(table.rows[0]!.slice(EXPORT_COLUMNS.length)).toEqual(['Enllumenat públic', null, null]);
    });
  });
});
