import { describe, expect, it } from 'vitest';
import { t } from '../../../../src/i18n/index.ts';
import { pick } from '../../../../src/i18n/pick.ts';
import { formNeeds } from '../../../../src/domain/requests/form-needs.ts';
import { type Mailbox, MailboxSchema } from '../../../../src/schemas/mailbox.ts';
import * as v from 'valibot';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { realmsDir } from '../../../../src/realm/load.ts';

const demo = JSON.parse(readFileSync(join(realmsDir(), 'alcantir', 'demo', 'mailboxes.json'), 'utf8')) as unknown[];
const mailbox = (id: string): Mailbox =>
  v.parse(
    MailboxSchema,
    demo.find((m) => (m as { _id: string })._id === id),
  );
const texts = (lang: 'es' | 'va') => ({
  tr: (key: string, params?: Record<string, string | number>) => t(lang, key, params),
  text: (value: Parameters<typeof pick>[0]) => pick(value, lang),
  locale: lang === 'es' ? 'es-ES' : 'ca-ES-valencia',
});

describe('what a request form asks for, where the form cannot run', () => {
  it('lists the contact details, then each field with the required ones marked, and leaves the captcha out', () => {
    expect(formNeeds(mailbox('incidencias'), texts('es'))).toEqual([
      'Sus datos de contacto: nombre, apellidos, teléfono, correo electrónico',
      'Tipo de incidencia (obligatorio)',
      'Asunto',
      'Descripción (obligatorio)',
      'Calle (obligatorio)',
      'Ubicación en el mapa',
      'Fotos',
    ]);
  });

  it('says what a paid request costs, or the range of a chosen amount, in the page’s language', () => {
    // Intl writes a no-break space before the euro sign.
    const last = (needs: string[]) => needs.at(-1)?.replace(/\u00a0/g, ' ');
    expect(last(formNeeds(mailbox('reservas'), texts('es')))).toBe('El pago de 20,00 €');
    expect(last(formNeeds(mailbox('aportacion'), texts('va')))).toBe("El pagament de l'import que vosté trie, entre 5,00 € i 500,00 €");
  });

  it('asks for the account where the contact comes from the profile, not for details the form never shows', () => {
    const needs = formNeeds(mailbox('subvenciones'), texts('va'));
    expect(needs[0]).toBe('Un compte del portal amb les seues dades de contacte completes i el correu verificat');
    expect(needs.some((need) => need.startsWith('Les seues dades de contacte'))).toBe(false);
  });

  it('asks nothing of a form without contact details or fields beyond the captcha', () => {
    const bare = { ...mailbox('incidencias'), contactRequest: { mode: 'no' as const, fields: [], position: 'above' as const } };
    bare.form = { ...bare.form, pages: [{ title: 'x', fields: bare.form.pages[0]!.fields.filter((f) => f.type === 'captcha') }] };
    expect(formNeeds(bare, texts('es'))).toEqual([]);
  });
});
