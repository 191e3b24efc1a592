/**
 * Every field kind of `FIELD_TYPES`, taken from the list itself: the form renders its input under its label, and
 * sending the form with the required field empty shows the message the shared rules give (the server's test of
 * the same is `tests/unit/field-kinds.test.ts`). A new kind is picked up here.
 */
import { act, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { formLabels } from '../../../src/data/mailboxes.ts';
import { validateRequest } from '../../../src/domain/requests/request-rules.ts';
import { pick } from '../../../src/i18n/pick.ts';
import { t } from '../../../src/i18n/index.ts';
import { ALCANTIR_CENTRE, ok, sameOriginEndpoints, type IslandExample } from '../../../src/islands/examples.ts';
import RequestForm, { type RequestFormProps } from '../../../src/islands/RequestForm/RequestForm.tsx';
import { FIELD_TYPES, MailboxSchema, type FieldType } from '../../../src/schemas/mailbox.ts';
import { EVERY_KIND, EXAMPLE_CENSUS, fieldName, mailboxOfKind } from '../../support/field-kinds.ts';
import { renderExample } from '../support/examples.tsx';
import { bringNearScreen } from '../support/viewport.ts';

const user = { _id: '66b0d1e2f3a4b5c6d7e8f901', realm: 'alcantir', deviceId: '203.0.113.7-1767225600000-4821', remote: '203.0.113.7' };

function example(type: FieldType): IslandExample<RequestFormProps> {
  const mailbox = mailboxOfKind(type);
  return {
    name: `a form with one required ${type} field`,
    props: {
      realm: 'alcantir',
      mailbox: mailbox._id,
      lang: 'es',
      locale: 'es-ES',
      endpoints: sameOriginEndpoints,
      center: ALCANTIR_CENTRE,
      mapStyle: 'builtin',
      accountLinks: { signIn: '/cuenta', profile: '/cuenta/perfil' },
      labels: formLabels('es'),
    },
    api: {
      'GET /api/v2/auth/loggedin': ok(user),
      [`GET /api/alcantir/mailbox/${mailbox._id}`]: ok(mailbox),
      [`GET /api/alcantir/census2/${EXAMPLE_CENSUS}`]: ok({ questions: [{ id: 'inscripcion', label: { es: 'Número de inscripción' } }] }),
      // The captcha's image and work may stay on their way: the rules' message does not wait for them.
      'GET /api/alcantir/requests/captcha': 'no-answer',
    },
  };
}

describe.each(FIELD_TYPES)('a required field of kind %s', (type) => {
  test('is rendered under its label, and sent empty shows the rules’ message', async () => {
    const { screen, user: citizen, view } = await renderExample(RequestForm, example(type));
    const send = await screen.findByRole('button', { name: 'Enviar solicitud' });
    const label = EVERY_KIND[type].field.label;
    // Scrolled to, as a citizen would: the map's picker loads only near the screen.
    act(() => view.container.querySelectorAll('.rf-field').forEach(bringNearScreen));
    // The label names an input or a group of inputs of the field.
    const named = async () => [...screen.queryAllByLabelText(label, { exact: false }), ...screen.queryAllByRole('group', { name: new RegExp(label) })];
    await waitFor(async () => expect((await named()).length, `an input or group named ${label}`).toBeGreaterThan(0));
    expect(view.container.querySelector(`[id^="rf-${fieldName(type)}"]`)).not.toBeNull();

    await citizen.click(send);
    const mailbox = v.parse(MailboxSchema, mailboxOfKind(type));
    const errors = validateRequest(
      mailbox,
      { values: {}, contact: {}, privacyAccepted: false },
      { field: (f) => pick(f.label, 'es'), group: (g) => pick(g.label, 'es'), contact: (f) => f },
    );
    expect(errors).toHaveLength(1);
    const summary = await screen.findByRole('alert', { name: 'Revise estos datos' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(errors.map((e) => t('es', e.key, e.params ?? {})));
  });
});
