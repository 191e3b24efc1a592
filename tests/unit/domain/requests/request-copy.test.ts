/** The copy of what was sent (receipt e-mail, follow-up page): numbers read as the field asks for them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requestCopy } from '../../../../src/domain/requests/request-copy.ts';
import { realmsDir } from '../../../../src/realm/load.ts';
import { MailboxSchema } from '../../../../src/schemas/mailbox.ts';

const mailboxes = JSON.parse(readFileSync(join(realmsDir(), 'alcantir', 'demo', 'mailboxes.json'), 'utf8')) as Array<{ _id: string }>;
const subsidy = v.parse(
  MailboxSchema,
  mailboxes.find((m) => m._id === 'subvenciones'),
);
const value = (rows: ReturnType<typeof requestCopy>, label: string) => rows.find((row) => row.label === label)?.value;

describe('a number in the copy of a request', () => {
  it('shows the cents of an amount in steps of 0.01, in each language', () => {
    const request = { extra: { importe: 1500.5, participantes: 1200 } };
    expect(value(requestCopy(subsidy, request, 'es', 'es-ES'), 'Importe solicitado (€)')).toBe('1500,50');
    // Spanish groups thousands from five digits on (1500,50; 15.000,50), Catalan and Valencian from four.
    expect(value(requestCopy(subsidy, request, 'va', 'ca-ES'), 'Import sol·licitat (€)')).toBe('1.500,50');
    expect(value(requestCopy(subsidy, { extra: { importe: 2500 } }, 'es', 'es-ES'), 'Importe solicitado (€)')).toBe('2500,00');
  });

  it('shows a count in whole steps without decimals', () => {
    expect(value(requestCopy(subsidy, { extra: { participantes: 1200 } }, 'es', 'es-ES'), 'Personas participantes previstas')).toBe('1200');
  });
});

describe('a day asked without a time in the copy of a request', () => {
  it('shows the day alone, in Madrid, with no clock time', () => {
    const request = { extra: { inicio: '2027-04-15T00:00:00+02:00' } };
    expect(value(requestCopy(subsidy, request, 'es', 'es-ES'), 'Fecha de inicio del proyecto')).toBe('15 de abril de 2027');
    expect(value(requestCopy(subsidy, request, 'va', 'ca-ES'), "Data d'inici del projecte")).toMatch(/^15 d’abril (de|del) 2027$/);
  });
});
