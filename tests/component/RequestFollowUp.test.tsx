import { within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { CitizenRequest } from '../../src/domain/requests/citizen-request.ts';
import { ok, status } from '../../src/islands/examples.ts';
import RequestFollowUp from '../../src/islands/RequestFollowUp/RequestFollowUp.tsx';
import { paidBooking, requestFollowUpExamples as examples } from '../../src/islands/RequestFollowUp/RequestFollowUp.examples.ts';
import { renderExample, testEveryExample } from './support/examples.tsx';

const REPLY = 'POST /api/alcantir/requests/ALC-2026-R3SV-8QWZ/reply';
const steps = (screen: Parameters<Parameters<typeof testEveryExample>[2][string]>[0]['screen']) =>
  within(screen.getByRole('region', { name: /^Esta(do|t) de la sol/ }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe("a request's page, in each of its examples", () => {
  testEveryExample(RequestFollowUp, examples, {
    privateLink: async ({ screen, api }) => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud ALC-2026-R3SV-8QWZ' })).toBeVisible();
      // The key went as a header, never in the address.
      const call = api.calls.find((c) => c.key === 'GET /api/alcantir/requests/ALC-2026-R3SV-8QWZ')!;
      expect(call.headers.get('X-Follow-Up-Key')).toBe('Xq3vN8kLr2TtYw7PzA0bC4dE6fG9hJ1mK5nR8sU2wZ_');
      expect([...call.query.keys()]).toEqual([]);
      expect(screen.getByText(/^Está viendo esta solicitud con su enlace privado/)).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Volver a Mis solicitudes' })).toBeNull();
      expect(steps(screen)).toEqual([
        'Recibida24 de noviembre de 2026 a las 18:05',
        'En gestión25 de noviembre de 2026 a las 10:00',
        'Resuelta o rechazadapendiente',
        'Cerradapendiente',
      ]);
      const sent = within(screen.getByRole('region', { name: 'Lo que nos envió' }));
      expect(sent.getAllByRole('term').map((t) => t.textContent)).toEqual(['Sala', 'Día y hora de inicio', 'Actividad']);
      expect(sent.getAllByRole('definition').map((d) => d.textContent)).toEqual([
        'Sala polivalente del Centro Cívico (80 personas)',
        '18 de diciembre de 2026 a las 18:00',
        'Ensayo abierto de la coral con público; necesitamos sillas en filas.',
      ]);
      expect(within(screen.getByRole('region', { name: 'Pago' })).getByText(/^20,00\s€ · Reserva de sala municipal · pagado$/)).toBeVisible();
      const conversation = within(screen.getByRole('region', { name: 'Conversación con el Ayuntamiento' }));
      expect(conversation.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Ayuntamiento · 25 de noviembre de 2026 a las 10:00La solicitud pasó a «En gestión».Estamos comprobando la disponibilidad de la sala para ese día.',
        'Usted · 25 de noviembre de 2026 a las 10:40Gracias. Si no estuviera libre, nos vale también el Aula 2.',
      ]);
      expect(conversation.getByRole('textbox', { name: 'Escribir al Ayuntamiento' })).toHaveAccessibleDescription(/^Hasta 5000 caracteres\./);
    },
    owner: async ({ screen }) => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud ALC-2026-7KX4-M9QP' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Volver a Mis solicitudes' })).toHaveAttribute('href', '/mis-solicitudes');
      expect(within(screen.getByRole('region', { name: 'Archivos adjuntos' })).getByText('farola.jpg')).toBeVisible();
      const sent = within(screen.getByRole('region', { name: 'Lo que nos envió' }));
      expect(sent.getByText('Calle Abadia, 12')).toBeVisible();
      // The point on the map is a link to see it there, not its coordinates.
      expect(sent.getByRole('link', { name: 'Ver el lugar en OpenStreetMap' })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/?mlat=38.98661&mlon=-0.52132#map=17/38.98661/-0.52132',
      );
      expect(sent.queryByText(/38\.98661/)).toBeNull();
      expect(
        within(screen.getByRole('region', { name: 'Datos de contacto' }))
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['Lucía', 'Ferrer Soler', '600 123 456', 'lucia@example.org']);
      expect(screen.getByText(/^Todavía no hay mensajes\./)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Imprimir el justificante' })).toBeVisible();
    },
    closed: async ({ screen }) => {
      await screen.findByRole('heading', { level: 1, name: 'Solicitud ALC-2026-7KX4-M9QP' });
      expect(steps(screen)).toEqual([
        'Recibida10 de noviembre de 2026 a las 9:30',
        'En gestión11 de noviembre de 2026 a las 9:00',
        'Resuelta14 de noviembre de 2026 a las 13:00',
        'Cerrada20 de noviembre de 2026 a las 11:00',
      ]);
      expect(screen.getByText(/^Esta solicitud está cerrada y ya no admite mensajes\./)).toBeVisible();
      expect(screen.queryByRole('textbox')).toBeNull();
    },
    inValencian: async ({ screen }) => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Sol·licitud ALC-2026-R3SV-8QWZ' })).toBeVisible();
      // The reference is kept whole on one line; the heading wraps only between words.
      expect(screen.getByRole('heading', { level: 1 }).querySelector('.reference-code')).toHaveTextContent(/^ALC-2026-R3SV-8QWZ$/);
      expect(screen.getByRole('region', { name: "Conversa amb l'Ajuntament" })).toBeVisible();
      expect(steps(screen)[2]).toBe('Resolta o rebutjadapendent');
      expect(screen.getByRole('textbox', { name: "Escriure a l'Ajuntament" })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Imprimir el justificant' })).toBeVisible();
    },
    notFound: async ({ screen }) => {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No encontramos esta solicitud. Compruebe que el enlace está completo, tal como aparece en el justificante.');
      expect(screen.getByRole('heading', { level: 1, name: 'Consultar una solicitud' })).toBeVisible();
      // A lost or expired link: the form to get it again, with the page's reference already in it.
      const lost = within(screen.getByRole('region', { name: '¿Ha perdido el enlace?' }));
      expect(lost.getByRole('textbox', { name: 'Referencia' })).toHaveValue('ALC-2026-R3SV-8QWZ');
      expect(lost.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('');
    },
    noReference: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent(/^No encontramos esta solicitud\./);
      // Back to this very page once signed in (jsdom's page is at /).
      expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Acceder o registrarse' })).toHaveAttribute('href', '/cuenta?volver=%2F');
    },
    unreachable: async ({ screen }) => {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No se ha podido cargar la solicitud.');
      expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  });

  test('takes the private key off the address bar, as #codigo= is, and keeps it for its calls', async () => {
    const key = 'Xq3vN8kLr2TtYw7PzA0bC4dE6fG9hJ1mK5nR8sU2wZ_';
    const { address: _address, ...fromThePage } = examples.privateLink.props;
    const answered: CitizenRequest = {
      ...paidBooking,
      threads: [...paidBooking.threads, { at: '2026-11-25T11:00:00.000Z', author: 'citizen', message: 'Gracias.' }],
    };
    const { screen, user, api } = await renderExample(RequestFollowUp, {
      ...examples.privateLink,
      url: `/mis-solicitudes/ALC-2026-R3SV-8QWZ?desde=correo#clave=${key}`,
      props: fromThePage,
      api: { ...examples.privateLink.api, [REPLY]: ok<CitizenRequest>(answered) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud ALC-2026-R3SV-8QWZ' })).toBeVisible();
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(key);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/mis-solicitudes/ALC-2026-R3SV-8QWZ?desde=correo');
    await user.type(screen.getByRole('textbox', { name: 'Escribir al Ayuntamiento' }), 'Gracias.');
    await user.click(screen.getByRole('button', { name: 'Enviar el mensaje' }));
    expect(await within(screen.getByRole('region', { name: 'Conversación con el Ayuntamiento' })).findByText('Gracias.')).toBeVisible();
    for (const call of api.calls.filter((c) => c.key.includes('ALC-2026-R3SV-8QWZ'))) expect(call.headers.get('X-Follow-Up-Key')).toBe(key);
  });

  test('a reply joins the conversation, the box empties, and "Mensaje enviado." shows on screen', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const answered: CitizenRequest = {
      ...paidBooking,
      threads: [...paidBooking.threads, { at: '2026-11-25T11:00:00.000Z', author: 'citizen', message: 'Seremos unas cuarenta personas.' }],
    };
    const { screen, user, api } = await renderExample(RequestFollowUp, {
      ...examples.privateLink,
      api: { ...examples.privateLink.api, [REPLY]: ok<CitizenRequest>(answered) },
    });
    const box = await screen.findByRole('textbox', { name: 'Escribir al Ayuntamiento' });
    await user.click(screen.getByRole('button', { name: 'Enviar el mensaje' }));
    expect(box).toHaveAccessibleDescription(/Escriba un mensaje antes de enviarlo\.$/);
    expect(api.calls.filter((c) => c.key === REPLY)).toHaveLength(0);
    await user.type(box, 'Seremos unas cuarenta personas.');
    await user.click(screen.getByRole('button', { name: 'Enviar el mensaje' }));
    const conversation = within(screen.getByRole('region', { name: 'Conversación con el Ayuntamiento' }));
    expect(await conversation.findByText('Seremos unas cuarenta personas.')).toBeVisible();
    expect(box).toHaveValue('');
    // Shown beside the button, not only read out, and brought on screen.
    const told = conversation.getByText('Mensaje enviado.');
    expect(told).toHaveAttribute('role', 'status');
    expect(told.closest('.visually-hidden')).toBeNull();
    expect(scrolled.mock.contexts).toContain(told);
    scrolled.mockRestore();
    const [sent] = api.calls.filter((c) => c.key === REPLY);
    expect(sent!.body).toEqual({ message: 'Seremos unas cuarenta personas.' });
    expect(sent!.headers.get('X-Follow-Up-Key')).toBe('Xq3vN8kLr2TtYw7PzA0bC4dE6fG9hJ1mK5nR8sU2wZ_');
  });

  test('a reply to a request closed meanwhile says it is closed and keeps what was typed', async () => {
    const { screen, user } = await renderExample(RequestFollowUp, {
      ...examples.privateLink,
      api: { ...examples.privateLink.api, [REPLY]: status(409, { err: 'Esta solicitud está cerrada y ya no admite mensajes.', errCode: 'closed' }) },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Escribir al Ayuntamiento' }), 'Un mensaje tardío');
    await user.click(screen.getByRole('button', { name: 'Enviar el mensaje' }));
    expect(await screen.findByText(/^Esta solicitud está cerrada y ya no admite mensajes\./)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
  test("a room booking's panel says its state and terms; Cancelar la reserva asks first, then posts, and shows it cancelled and refunded", async () => {
    const CANCEL = 'POST /api/alcantir/requests/ALC-2026-R3SV-8QWZ/room/cancel';
    const cancelled: CitizenRequest = {
      ...paidBooking,
      room: { ...paidBooking.room!, status: 'cancelled', canCancel: false, refund: { outcome: 'refunded', amount: 20 } },
    };
    const { screen, user, api } = await renderExample(RequestFollowUp, {
      ...examples.privateLink,
      api: { ...examples.privateLink.api, [CANCEL]: ok<CitizenRequest>(cancelled) },
    });
    const panel = await screen.findByRole('region', { name: 'Reserva de sala' });
    expect(panel).toHaveTextContent('Sala polivalente del Centro Cívico');
    expect(panel).toHaveTextContent('viernes, 18 de diciembre de 2026, de 18:00 a 22:00');
    expect(panel).toHaveTextContent('Pendiente de confirmación');
    expect(panel).toHaveTextContent('Puede cancelarla sin coste hasta el 16 de diciembre de 2026 a las 18:00: se le devolverá el importe pagado.');

    // Asked first: "No, mantenerla" cancels nothing.
    await user.click(within(panel).getByRole('button', { name: 'Cancelar la reserva' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la reserva?' });
    expect(dialog).toHaveTextContent('Va a cancelar la reserva de Sala polivalente del Centro Cívico del viernes, 18 de diciembre de 2026, de 18:00 a 22:00.');
    expect(within(dialog).getByRole('button', { name: 'No, mantenerla' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'No, mantenerla' }));
    expect(api.calls.filter((c) => c.key === CANCEL)).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Cancelar la reserva' }));
    await user.click(within(await screen.findByRole('dialog', { name: '¿Cancelar la reserva?' })).getByRole('button', { name: 'Sí, cancelar la reserva' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Reserva cancelada.');
    const sent = api.calls.filter((c) => c.key === CANCEL);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('X-Follow-Up-Key')).toBe('Xq3vN8kLr2TtYw7PzA0bC4dE6fG9hJ1mK5nR8sU2wZ_');
    expect(panel).toHaveTextContent('Cancelada');
    expect(panel).toHaveTextContent(/Le hemos devuelto 20,00\s€ por el mismo medio de pago\./);
    expect(within(panel).queryByRole('button', { name: 'Cancelar la reserva' })).toBeNull();
  });

  test('a booking past its terms when cancelled says so, and offers the button no more', async () => {
    const CANCEL = 'POST /api/alcantir/requests/ALC-2026-R3SV-8QWZ/room/cancel';
    const { screen, user } = await renderExample(RequestFollowUp, {
      ...examples.privateLink,
      api: {
        ...examples.privateLink.api,
        [CANCEL]: status(409, { err: 'La reserva ya no se puede anular en sus condiciones.', errCode: 'not-active' }),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Reserva de sala' });
    await user.click(within(panel).getByRole('button', { name: 'Cancelar la reserva' }));
    await user.click(within(await screen.findByRole('dialog', { name: '¿Cancelar la reserva?' })).getByRole('button', { name: 'Sí, cancelar la reserva' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('La reserva ya no se puede cancelar sin coste: el plazo ha terminado.');
    expect(panel).toHaveTextContent('El plazo para cancelarla sin coste terminó el 16 de diciembre de 2026 a las 18:00.');
    expect(panel).toHaveTextContent('Pendiente de confirmación');
    expect(within(panel).queryByRole('button', { name: 'Cancelar la reserva' })).toBeNull();
  });

  describe('"Reenviarme el enlace"', () => {
    const RESEND = 'POST /api/alcantir/requests/resend-link';
    const SENT = 'Si la referencia y el correo coinciden, le enviaremos el enlace en unos minutos.';

    test('asks for both fields before sending, then sends them and says the same neutral sentence', async () => {
      const { screen, user, api } = await renderExample(RequestFollowUp, {
        ...examples.noReference,
        api: { [RESEND]: status(202, { message: SENT }) },
      });
      const lost = within(await screen.findByRole('region', { name: '¿Ha perdido el enlace?' }));
      const reference = lost.getByRole('textbox', { name: 'Referencia' });
      const email = lost.getByRole('textbox', { name: 'Correo electrónico' });
      await user.type(email, 'marta@example.org');
      await user.click(lost.getByRole('button', { name: 'Reenviarme el enlace' }));
      expect(reference).toHaveAccessibleDescription(/Escriba la referencia y el correo electrónico\.$/);
      expect(email).not.toHaveAttribute('aria-invalid');
      expect(api.calls.filter((c) => c.key === RESEND)).toHaveLength(0);
      await user.type(reference, ' alc-2026-r3sv-8qwz ');
      await user.click(lost.getByRole('button', { name: 'Reenviarme el enlace' }));
      expect(await lost.findByRole('status')).toHaveTextContent(SENT);
      expect(reference).not.toHaveAttribute('aria-invalid');
      expect(api.calls.filter((c) => c.key === RESEND).map((c) => c.body)).toEqual([{ reference: 'alc-2026-r3sv-8qwz', email: 'marta@example.org' }]);
    });

    test('says it could not send when the API refuses (too many tries) or cannot be reached', async () => {
      const { screen, user } = await renderExample(RequestFollowUp, {
        ...examples.noReference,
        api: { [RESEND]: status(429, { err: 'Demasiadas peticiones.', errCode: 'rate' }) },
      });
      const lost = within(await screen.findByRole('region', { name: '¿Ha perdido el enlace?' }));
      await user.type(lost.getByRole('textbox', { name: 'Referencia' }), 'ALC-2026-R3SV-8QWZ');
      await user.type(lost.getByRole('textbox', { name: 'Correo electrónico' }), 'marta@example.org');
      await user.click(lost.getByRole('button', { name: 'Reenviarme el enlace' }));
      expect(await lost.findByRole('status')).toHaveTextContent('No hemos podido enviar su petición. Inténtelo de nuevo dentro de un rato.');
    });
  });
});
