import { waitFor, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import RequestForm from '../../../src/islands/RequestForm/RequestForm.tsx';
import { requestFormExamples } from '../../../src/islands/RequestForm/RequestForm.examples.ts';
import { testEveryExample } from '../support/examples.tsx';

const EURO = /20,00\s€/;

describe('the request form, in each of its examples', () => {
  testEveryExample(RequestForm, requestFormExamples, {
    loading: ({ screen, view }) => {
      expect(screen.getByText('Avísenos de una farola apagada, un bache o un contenedor lleno.')).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent('Cargando el formulario…');
      expect(view.container.querySelector('form')).toBeNull();
    },
    noUser: async ({ screen, view }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('Usuario no encontrado');
      expect(view.container.querySelector('form')).toBeNull();
    },
    misconfigured: async ({ screen }) => {
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(await screen.findByRole('alert')).toHaveTextContent('Buzón no configurado correctamente.');
      // The editor's mistake is named in the console, for whoever opens it.
      expect(warned).toHaveBeenCalledWith('Mailbox "incidencias" is not valid:', expect.anything());
      warned.mockRestore();
    },
    unreachable: async ({ screen }) => {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Ha ocurrido un error');
      expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
    closed: async ({ screen, view }) => {
      expect(await screen.findByText('Este Buzón está cerrado', { exact: true })).toBeVisible();
      expect(view.container.querySelector('form')).toBeNull();
      // Not a dead end: what to do instead, with the way to the other procedures and to the town hall.
      expect(screen.getByText('Ahora no admite solicitudes. Puede hacer otro trámite en línea o dirigirse al Ayuntamiento.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Ver los trámites en línea' })).toHaveAttribute('href', '/tramites');
      expect(screen.getByRole('link', { name: 'Contactar con el Ayuntamiento' })).toHaveAttribute('href', '/contacto');
    },
    closedToAdministrator: async ({ screen }) => {
      expect(await screen.findByText('Este Buzón está cerrado. Solo se muestra al administrador.')).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Su propuesta' })).toBeVisible();
    },
    incidenceEmpty: async ({ screen, api }) => {
      expect(await screen.findByRole('heading', { level: 2, name: 'Incidencia' })).toBeVisible();
      expect(screen.getByRole('group', { name: 'Sus datos de contacto' })).toBeVisible();
      expect(screen.getByRole('combobox', { name: 'Tipo de incidencia' })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue('');
      expect(screen.getByRole('combobox', { name: 'Calle' })).toHaveValue('');
      expect(await screen.findByRole('img', { name: 'Operación aritmética que debe resolver' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeVisible();
      // Nothing typed, nothing to print: no button that would print an empty copy.
      expect(screen.queryByRole('button', { name: /^Imprimir/ })).toBeNull();
      expect(screen.queryByText('Hemos recuperado lo que escribió la última vez.')).toBeNull();
      // The device was registered and logged in with the same id and its MD5 password (docs/product-spec.md §3
      // "User").
      const registered = api.calls.find((c) => c.key === 'POST /api/v2/auth/register')?.body as { deviceId: string; password: string };
      expect(registered.deviceId).toMatch(/^web-\d+-\d{1,4}$/);
      expect(api.calls.find((c) => c.key === 'POST /api/v2/auth/login')?.body).toEqual(registered);
      expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual(registered);
    },
    streetSuggestions: async ({ screen, api }) => {
      const street = screen.getByRole('combobox', { name: 'Calle' });
      const list = await screen.findByRole('listbox', { name: '2 calles encontradas' });
      expect(street).toHaveAttribute('aria-expanded', 'true');
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Calle Abadia · Alcantir', 'Plaza Abad Climent · Alcantir']);
      expect(screen.getByText('2 calles encontradas', { selector: '[role=status]' })).toBeInTheDocument();
      // One query for the whole word typed (the field waits for a pause), as the query language's regex.
      const queries = api.calls.filter((c) => c.key === 'GET /api/alcantir/collections/callejero');
      expect(queries.map((c) => c.query.get('nombrevia'))).toEqual(['/abad/i']);
    },
    incidenceSignedIn: async ({ screen, api }) => {
      const contact = await screen.findByRole('group', { name: 'Sus datos de contacto' });
      expect(contact).toHaveTextContent('Hemos rellenado estos datos con los de su perfil. Puede cambiarlos para esta solicitud.');
      expect(within(contact).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía');
      expect(within(contact).getByRole('textbox', { name: 'Apellidos' })).toHaveValue('Ferrer Puig');
      expect(within(contact).getByRole('textbox', { name: 'Teléfono' })).toHaveValue('600 123 456');
      expect(within(contact).getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('lucia.ferrer@example.org');
      expect(within(contact).getByRole('textbox', { name: 'Nombre' })).not.toHaveAttribute('readonly');
      // A confirmed address asks no captcha: no operation shown, none fetched.
      expect(screen.getByRole('textbox', { name: 'Descripción' })).toBeVisible();
      expect(screen.queryByRole('textbox', { name: /Resultado de la operación/ })).toBeNull();
      expect(api.calls.some((c) => c.key.startsWith('GET /api/alcantir/requests/captcha'))).toBe(false);
    },
    incidenceNotVerified: async ({ screen }) => {
      const contact = await screen.findByRole('group', { name: 'Sus datos de contacto' });
      expect(within(contact).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía');
      expect(await screen.findByRole('img', { name: 'Operación aritmética que debe resolver' })).toBeVisible();
    },
    incidenceFilled: async ({ screen }) => {
      expect(await screen.findByText('Hemos recuperado lo que escribió la última vez.')).toBeVisible();
      expect(screen.getByRole('combobox', { name: 'Tipo de incidencia' })).toHaveValue('Alumbrado público');
      expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue('La farola de la esquina lleva una semana apagada por la noche.');
      expect(screen.getByRole('combobox', { name: 'Calle' })).toHaveValue('Calle Abadia');
      expect(screen.getByRole('textbox', { name: 'Número' })).toHaveValue('12');
      // What was typed can be printed, from a button apart from «Enviar solicitud», not beside it.
      const print = screen.getByRole('button', { name: 'Imprimir una copia de sus respuestas' });
      expect(print.closest('.rf-actions')).toBeNull();
      expect(document.querySelector('.rf-print-copy')).toHaveTextContent('La farola de la esquina lleva una semana apagada por la noche.');
      expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía');
      expect(screen.getByRole('checkbox', { name: 'He leído y acepto las Condiciones y Política de privacidad' })).toBeChecked();
      // The captcha answer is single-use and never kept.
      expect(screen.getByRole('textbox', { name: 'Resultado de la operación' })).toHaveValue('');
    },
    errorSummary: async ({ screen }) => {
      const summary = await screen.findByRole('alert', { name: 'Revise estos datos' });
      expect(summary).toHaveFocus();
      const links = within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(links).toEqual([
        'Por favor, rellene el campo Nombre',
        'Por favor, rellene el campo Apellidos',
        'Por favor, rellene el campo Teléfono',
        'Por favor, introduzca un correo electrónico válido.',
        'Por favor, rellene el campo Tipo de incidencia',
        'Por favor, rellene el campo Descripción',
        'Por favor, rellene el campo Calle',
        'Por favor, rellene el campo Resultado de la operación',
        'Por favor, confirme que ha leído y acepta las Condiciones y Política de privacidad.',
      ]);
      // Each field carries its own message too, tied to the input for screen readers.
      expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveAccessibleDescription(/^Error: ?Por favor, rellene el campo Descripción$/);
      expect(screen.getByRole('textbox', { name: 'Descripción' })).toBeInvalid();
    },
    errorSummaryInValencian: async ({ screen }) => {
      const summary = await screen.findByRole('alert', { name: 'Revise estes dades' });
      expect(within(summary).getByRole('link', { name: 'Per favor, ompla el camp Descripció' })).toBeVisible();
      expect(within(summary).getByRole('link', { name: 'Per favor, ompla el camp Carrer' })).toBeVisible();
    },
    captchaAsText: async ({ screen, api }) => {
      expect(await screen.findByText('¿Cuánto es tres más cuatro?')).toBeVisible();
      expect(screen.queryByRole('img', { name: 'Operación aritmética que debe resolver' })).toBeNull();
      const asked = api.calls.filter((c) => c.key === 'GET /api/alcantir/requests/captcha').map((c) => Object.fromEntries(c.query));
      // The captcha shown (its image and work), then the same operation in words.
      expect(asked).toEqual([{ format: 'json' }, { format: 'text', lang: 'es' }]);
    },
    captchaSolving: async ({ screen, api, view }) => {
      expect(screen.getByText('Preparando la comprobación del formulario…')).toBeVisible();
      expect(screen.getByRole('img', { name: 'Operación aritmética que debe resolver' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      );
      // Sent while the work goes on: the form waits for it, busy, and sends nothing yet.
      expect(await screen.findByRole('button', { name: 'Enviando la solicitud…' })).toBeVisible();
      expect(view.container.querySelector('form')).toHaveAttribute('aria-busy', 'true');
      expect(api.calls.filter((c) => c.key === 'POST /api/alcantir/requests/incidencias/create')).toHaveLength(0);
    },
    captchaWorkFailed: async ({ screen, api, user }) => {
      const failed = await screen.findByText('No se ha podido preparar la comprobación del formulario. Pida otra operación.', { selector: '.rf-captcha-work' });
      expect(failed).toHaveAttribute('role', 'alert');
      const summary = await screen.findByRole('alert', { name: 'Revise estos datos' });
      expect(within(summary).getByRole('link', { name: 'No se ha podido preparar la comprobación del formulario. Pida otra operación.' })).toBeVisible();
      expect(api.calls.filter((c) => c.key === 'POST /api/alcantir/requests/incidencias/create')).toHaveLength(0);
      // Another operation: a new work, solved, and the request goes with it.
      await user.click(screen.getByRole('button', { name: 'Otra operación' }));
      await waitFor(() => expect(screen.queryByText(/No se ha podido preparar/, { selector: '.rf-captcha-work' })).toBeNull());
      await user.type(screen.getByRole('textbox', { name: 'Resultado de la operación' }), '7');
      await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
      expect(await screen.findByRole('dialog', { name: 'Solicitud enviada correctamente' })).toBeVisible();
      const sent = api.calls.filter((c) => c.key === 'POST /api/alcantir/requests/incidencias/create');
      expect(sent.map((c) => (c.body as { captchaWork?: unknown }).captchaWork)).toEqual([
        { salt: 'c0ffee00c0ffee00c0ffee00.1790000000000', number: 7, signature: 'c2lnbmVkLWJ5LXRoZS1zZXJ2ZXI' },
      ]);
    },
    captchaRefused: async ({ screen }) => {
      const dialog = await screen.findByRole('dialog', { name: 'No se ha podido enviar la solicitud' });
      expect(dialog).toHaveTextContent('Error en el Captcha!. Introduzca el resultado de la operación correctamente.');
      expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
      expect(screen.getByRole('textbox', { name: 'Resultado de la operación', hidden: true })).toHaveValue('');
    },
    sent: async ({ screen, api }) => {
      const dialog = await screen.findByRole('dialog', { name: 'Solicitud enviada correctamente' });
      expect(dialog).toHaveTextContent('Referencia de su solicitud: ALC-2026-7KX4-M9QP. Guárdela para consultar su estado.');
      expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
      // Sent without an account: the private link, with the key in the fragment, shown whole to keep.
      // The link is named by where it leads, not by its address; the address is shown whole beside it, to keep.
      const link = within(dialog).getByRole('link', { name: 'Consultar mi solicitud' });
      expect(link.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/mis-solicitudes\/ALC-2026-7KX4-M9QP#clave=Xq3vN8kLr2TtYw7PzA0bC4dE6fG9hJ1mK5nR8sU2wZ_$/);
      expect(within(dialog).getByText(link.getAttribute('href')!)).toBeVisible();
      expect(
        within(dialog)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Consultar mi solicitud']);
      expect(dialog).toHaveTextContent('Puede consultar el estado de su solicitud y escribirnos con este enlace privado.');
      const sent = api.calls.filter((c) => c.key === 'POST /api/alcantir/requests/incidencias/create');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
      expect(sent[0]!.body).toMatchObject({
        category: 'Alumbrado público',
        address: 'Calle Abadia, 12',
        captcha: '7',
        // The captcha's proof of work, solved while the citizen typed: 7 is the number whose digest the server gave.
        captchaWork: { salt: 'c0ffee00c0ffee00c0ffee00.1790000000000', number: 7, signature: 'c2lnbmVkLWJ5LXRoZS1zZXJ2ZXI' },
        contact: { firstName: 'Lucía', lastName: 'Ferrer Soler', telephone: '600 123 456', email: 'lucia@example.org' },
      });
      // Accepted: the draft is gone from the device.
      expect(sessionStorage.getItem('form autocomplete') ?? '').not.toContain('farola');
    },
    subsidyFirstPage: async ({ screen }) => {
      expect(await screen.findByRole('heading', { level: 2, name: 'Paso 1 de 3: Entidad' })).toBeVisible();
      const steps = screen.getByRole('navigation', { name: 'Solicitud de subvención para asociaciones' });
      expect(
        within(steps)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['1 Entidad', '2 Proyecto', '3 Documentación']);
      expect(within(steps).getByRole('button', { name: /Entidad/ })).toHaveAttribute('aria-current', 'step');
      expect(screen.getByText('Le responderemos con los datos de su perfil.')).toBeVisible();
      expect(screen.getByText('Lucía')).toBeVisible();
      expect(await screen.findByRole('textbox', { name: 'Número de inscripción en el registro municipal' })).toBeVisible();
      expect(screen.getByRole('group', { name: 'Contacto de la asociación' })).toBeVisible();
      expect(screen.getByRole('complementary', { name: 'Ayuda' })).toHaveTextContent('Las asociaciones inscritas en el registro municipal.');
      expect(screen.getByRole('button', { name: 'Siguiente' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Anterior' })).toBeNull();
    },
    censusChecked: async ({ screen, api }) => {
      expect(await screen.findByText('Datos comprobados en el censo.')).toBeVisible();
      const check = api.calls.find((c) => c.key === 'POST /api/alcantir/census2/registro-asociaciones');
      expect(check?.body).toEqual({ census: { id: 'G46123456', answers: { inscripcion: '117' } } });
    },
    subsidySecondPage: async ({ screen }) => {
      expect(await screen.findByRole('heading', { level: 2, name: 'Paso 2 de 3: Proyecto' })).toBeVisible();
      expect(screen.getByRole('button', { name: /Proyecto/ })).toHaveAttribute('aria-current', 'step');
      expect(screen.getByRole('textbox', { name: 'Nombre del proyecto' })).toHaveValue('');
      // A project starts on a day: no clock time asked, and no day before today (25 November 2026 here).
      const start = screen.getByLabelText(/^Fecha de inicio del proyecto/);
      expect(start).toHaveAttribute('type', 'date');
      expect(start).toHaveAttribute('min', '2026-11-25');
      expect(start).toHaveAccessibleDescription(/25 de noviembre de 2026/);
      expect(screen.getByRole('button', { name: 'Anterior' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Siguiente' })).toBeVisible();
    },
    documentsAttached: async ({ screen }) => {
      expect(await screen.findByRole('heading', { level: 2, name: 'Paso 3 de 3: Documentación' })).toBeVisible();
      const pdf = screen.getByRole('group', { name: /^Solicitud firmada \(PDF\) ?\(obligatorio\)$/ });
      expect(pdf).toHaveTextContent('solicitud-firmada.pdf (180 KB)');
      expect(within(pdf).getByRole('button', { name: 'Quitar solicitud-firmada.pdf' })).toBeVisible();
      // One signed PDF per request: the input is full.
      expect(within(pdf).getByLabelText('Adjuntar el PDF firmado')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeVisible();
    },
    profileIncomplete: async ({ screen }) => {
      const way = await screen.findByRole('region', { name: 'Acceda o regístrese para enviar esta solicitud' });
      expect(way).toHaveTextContent('lo que escriba se guarda en este dispositivo mientras accede');
      expect(within(way).getByRole('link', { name: 'Acceder o crear una cuenta' })).toHaveAttribute('href', '/cuenta?volver=%2Fbuzon%2Fsubvenciones');
      // Above the form, so it is read before anything is typed; the form can be filled meanwhile.
      expect(way.compareDocumentPosition(screen.getByRole('textbox', { name: /NIF de la asociación/ })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      const contact = screen.getByRole('group', { name: 'Sus datos de contacto' });
      expect(contact).toHaveTextContent('Debes rellenar tus datos y verificar tu correo electrónico para poder enviar una solicitud.');
      expect(within(contact).queryByRole('textbox')).toBeNull();
    },
    signInToSendInValencian: async ({ screen }) => {
      const summary = await screen.findByRole('alert');
      const first = within(summary).getAllByRole('link')[0]!;
      expect(first).toHaveTextContent("Accedisca o registre's per a enviar esta sol·licitud");
      expect(first).toHaveAttribute('href', '#rf-account');
      expect(screen.getByRole('link', { name: 'Accedir o crear un compte' })).toHaveAttribute('href', '/va/compte?volver=%2Fva%2Fbustia%2Fsubvenciones');
    },
    profileToComplete: async ({ screen }) => {
      const way = await screen.findByRole('region', { name: 'Complete su perfil para enviar esta solicitud' });
      expect(way).toHaveTextContent('Debes rellenar tus datos y verificar tu correo electrónico para poder enviar una solicitud.');
      expect(within(way).getByRole('link', { name: 'Completar mi perfil' })).toHaveAttribute('href', '/cuenta/perfil?volver=%2Fbuzon%2Fsubvenciones');
    },
    bookingBeforePayment: async ({ screen }) => {
      const payment = await screen.findByRole('region', { name: 'Pago' });
      const facts = within(payment)
        .getAllByRole('definition')
        .map((d) => d.textContent);
      expect(facts).toEqual([
        expect.stringMatching(EURO),
        'Una sesión de hasta cuatro horas, con la limpieza incluida.',
        'Sin coste hasta 48 horas antes de la sesión; después no se devuelve el importe.',
      ]);
      // One action pays and sends; it says what is still missing.
      const button = within(payment).getByRole('button', { name: /^Pagar y enviar 20,00\s€$/ });
      expect(button).toHaveAccessibleDescription(
        'Para pagar y enviar, complete antes: Nombre, Correo electrónico, Sala, Día y hora de inicio, Actividad y la aceptación de la política de privacidad.',
      );
      expect(screen.queryByRole('button', { name: 'Enviar la reserva' })).toBeNull();
      // The start is a block of the chosen room (docs/rooms.md "The form"): none is offered before the room.
      const start = screen.getByRole('group', { name: /^Día y hora de inicio/ });
      expect(await within(start).findByRole('status')).toHaveTextContent('Elija primero la sala para ver sus turnos libres.');
      expect(within(start).getByLabelText('Día')).toHaveAttribute('type', 'date');
      expect(within(start).queryByRole('button')).toBeNull();
    },
    bookingReady: async ({ screen }) => {
      const button = await screen.findByRole('button', { name: /^Pagar y enviar 20,00\s€$/ });
      expect(button).not.toHaveAccessibleDescription();
      const start = screen.getByRole('group', { name: /^Día y hora de inicio/ });
      expect(within(start).getByLabelText('Día')).toHaveValue('2026-12-18');
      await waitFor(() => expect(within(start).getByRole('status')).toHaveTextContent('2 turnos libres el viernes, 18 de diciembre.'));
      expect(within(start).getByLabelText('Día')).toHaveAccessibleDescription('Fechas admitidas: del 2 de diciembre de 2026 al 24 de mayo de 2027.');
      expect(within(start).getByLabelText('Día')).toHaveAttribute('min', '2026-12-02');
      expect(within(start).getByLabelText('Día')).toHaveAttribute('max', '2027-05-24');
      const blocks = within(start).getByRole('list', { name: 'Turnos libres del viernes, 18 de diciembre' });
      expect(within(blocks).getByRole('button', { name: '14:00–18:00, libre' })).toHaveAttribute('aria-pressed', 'false');
      expect(within(blocks).getByRole('button', { name: '18:00–22:00, libre' })).toHaveAttribute('aria-pressed', 'true');
    },
    bookingTooSoon: async ({ screen, api }) => {
      const summary = await screen.findByRole('alert', { name: 'Revise estos datos' });
      const message = 'Por favor, elija en el campo Día y hora de inicio una fecha del 2 de diciembre de 2026 al 24 de mayo de 2027.';
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
      const start = screen.getByRole('group', { name: /^Día y hora de inicio/ });
      expect(within(start).getByLabelText('Día')).toHaveAccessibleDescription(new RegExp(`${message}$`));
      // A day before the room's window asks for no blocks: it says so.
      expect(within(start).getByRole('status')).toHaveTextContent('El viernes, 27 de noviembre no se puede reservar: elija un día entre las fechas admitidas.');
      expect(api.calls.filter((c) => c.key.includes('/blocks'))).toHaveLength(0);
      expect(api.calls.filter((c) => c.key.includes('/checkout'))).toHaveLength(0);
    },
    bookingWaitingForGateway: async ({ screen }) => {
      const payment = await screen.findByRole('region', { name: 'Pago' });
      expect(within(payment).getByText(/^Hemos abierto la pasarela de pago en una ventana nueva\./)).toBeVisible();
      expect(within(payment).getByRole('button', { name: 'Abrir de nuevo la pasarela de pago' })).toBeVisible();
      expect(within(payment).getByRole('status')).toHaveTextContent('Esperando la confirmación del pago…');
      expect(within(payment).queryByRole('button', { name: EURO })).toBeNull();
      // The request is on the server as it was: the form cannot change under it.
      expect(screen.getByRole('textbox', { name: 'Actividad' })).toBeDisabled();
      expect(screen.getByRole('combobox', { name: 'Sala' })).toBeDisabled();
      // The block being paid for is held, so no longer among the free ones: the form still says which it is.
      expect(await screen.findByText('Turno elegido: viernes, 18 de diciembre, 18:00.')).toBeVisible();
    },
    bookingPaid: async ({ screen }) => {
      const payment = await screen.findByRole('region', { name: 'Pago' });
      expect(await within(payment).findByText('Pago completado.')).toBeVisible();
      expect(within(payment).getByRole('status')).toHaveTextContent('Estamos registrando su solicitud…');
    },
    bookingSent: async ({ screen }) => {
      const dialog = await screen.findByRole('dialog', { name: 'Reserva enviada correctamente' });
      expect(dialog).toHaveTextContent('ALC-2026-R3SV-8QWZ');
      expect(within(dialog).getByRole('link', { name: 'Consultar mi solicitud' }).getAttribute('href')).toMatch(
        /\/mis-solicitudes\/ALC-2026-R3SV-8QWZ#clave=Xq3vN8kLr2TtYw7PzA0bC4dE6fG9hJ1mK5nR8sU2wZ_$/,
      );
      expect(sessionStorage.getItem('form autocomplete') ?? '').not.toContain('Ensayo abierto');
    },
    bookingRefused: async ({ screen }) => {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Pago no realizado. La reserva no se ha completado.');
      expect(alert).toHaveTextContent('No se ha enviado su solicitud ni se le ha cobrado nada.');
      expect(screen.getByRole('button', { name: 'Volver a intentar' })).toBeVisible();
      // Back from the bank with the payment refused, the focus is on the way forward, not lost to <body>.
      expect(screen.getByRole('button', { name: 'Volver a intentar' })).toHaveFocus();
      expect(screen.getByRole('textbox', { name: 'Actividad' })).toBeEnabled();
    },
    donationAmount: async ({ screen }) => {
      const amount = await screen.findByRole('textbox', { name: 'Importe que va a pagar (€)' });
      expect(amount).toHaveAccessibleDescription(/^Entre 5,00\s€ y 500,00\s€\./);
      expect(screen.getByRole('button', { name: 'Pagar y enviar' })).toHaveAccessibleDescription(/el importe\.$/);
    },
  });
});
