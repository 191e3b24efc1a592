import { waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import Desk from '../../src/islands/Desk/Desk.tsx';
import { deskExamples as examples } from '../../src/islands/Desk/Desk.examples.ts';
import type { DeskRequest } from '../../src/domain/desk/desk-answers.ts';
import { ok } from '../../src/islands/examples.ts';
import { renderExample, testEveryExample, type RenderedExample } from './support/examples.tsx';

/** The queue's first call for its page (after who is signed in and what is new). */
const queueCall = (api: RenderedExample['api']) => api.calls.find((call) => call.key === 'GET /api/alcantir/desk/requests')!;

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));

describe('the desk, in each of its examples', () => {
  testEveryExample(Desk, examples, {
    checking: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Comprobando su acceso…');
      // The queue's heading is the page's (DeskPage.astro); only a request's page has the island's.
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      expect(screen.queryByRole('table')).toBeNull();
    },
    signedOut: async ({ screen }) => {
      expect(await screen.findByRole('heading', { name: 'Acceda para gestionar las solicitudes' })).toBeVisible();
      // The way in brings the member back to the very view they asked for.
      expect(screen.getByRole('link', { name: 'Acceder' })).toHaveAttribute('href', `/cuenta?volver=${encodeURIComponent('/gestion?status=Recibida')}`);
      expect(screen.queryByRole('table')).toBeNull();
    },
    forbidden: async ({ screen }) => {
      expect(await screen.findByRole('heading', { name: 'Su cuenta no tiene acceso a la gestión de solicitudes' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Acceder con otra cuenta' })).toHaveAttribute('href', '/cuenta?volver=%2F');
    },
    unreachable: async ({ screen, api }) => {
      // Reads are retried with back-off (0.5 s, then 1 s) before the desk gives up.
      expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('No se ha podido conectar con el servidor.');
      expect(api.calls.length).toBe(3);
      expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeVisible();
    },
    queue: async ({ screen, api }) => {
      const table = await screen.findByRole('table', { name: 'Solicitudes recibidas' });
      // First, the box that selects every request of the page (its name is its label, not a header's text).
      expect(headers(table)).toEqual(['', 'Referencia', 'Fecha de envío', 'Buzón', 'Estado', 'Título', 'Contacto', 'Asignada a', 'Último cambio']);
      expect(within(table).getByRole('checkbox', { name: 'Seleccionar todas las de esta página' })).not.toBeChecked();
      expect(within(table).getByRole('columnheader', { name: /Fecha de envío/ })).toHaveAttribute('aria-sort', 'descending');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
        'ALC-2026-7KX4-M9QP Respuesta sin leer',
        'ALC-2026-0020-AB2C ',
        'ALC-2026-0010-AB1C ',
      ]);
      expect(within(rows[0]!).getByRole('link', { name: 'ALC-2026-7KX4-M9QP' })).toHaveAttribute('href', '/gestion/solicitud?ref=ALC-2026-7KX4-M9QP');
      expect(within(rows[1]!).getByRole('checkbox', { name: 'Seleccionar ALC-2026-0020-AB2C' })).not.toBeChecked();
      // What is new since the last visit, and the way to the member's replies unread.
      const news = screen.getByRole('region', { name: 'Novedades' });
      expect(news).toHaveTextContent('2 solicitudes nuevas desde su última visita');
      expect(within(news).getByRole('link', { name: '1 respuesta sin leer en sus solicitudes' })).toHaveAttribute('href', '/gestion?assignee=me&unread=1');
      expect(screen.getByRole('checkbox', { name: 'Solo con respuesta sin leer' })).not.toBeChecked();
      expect(rows[0]).toHaveTextContent('En gestión');
      expect(rows[0]).toHaveTextContent('Pau Sanchis Mira');
      // Each request's age, the exact moment in its <time>; overdue ones say so in words.
      const sent = within(rows[0]!).getByText('hace 10 días');
      expect(sent.tagName).toBe('TIME');
      expect(sent).toHaveAttribute('datetime', '2026-05-03T08:30:00.000Z');
      expect(sent).toHaveAttribute('title', '3/5/26, 10:30');
      expect(within(rows[0]!).getByText('Vencida')).toBeVisible();
      expect(within(rows[1]!).getByText('hace 11 días')).toBeVisible();
      expect(within(rows[1]!).getByText('Vencida')).toBeVisible();
      expect(within(rows[2]!).getByText('hace 12 días')).toBeVisible();
      expect(within(rows[2]!).queryByText('Vencida')).toBeNull();
      expect(screen.getByRole('checkbox', { name: 'Solo las vencidas' })).not.toBeChecked();
      expect(rows[2]).toHaveTextContent('(sin título)');
      expect(rows[2]).toHaveTextContent('Solicitud de subvención para asociaciones');
      expect(screen.getByRole('status')).toHaveTextContent('3 solicitudes · Página 1 de 1');
      const counts = screen.getByRole('navigation', { name: 'Solicitudes por estado' });
      expect(within(counts).getByRole('link', { name: 'Todas 3' })).toHaveAttribute('aria-current', 'true');
      expect(within(counts).getByRole('link', { name: 'Recibida 2' })).toHaveAttribute('href', '/gestion?status=Recibida');
      expect(screen.getByRole('link', { name: 'Hoja de cálculo (XLSX)' })).toHaveAttribute('href', '/api/alcantir/desk/requests.xlsx?lang=es');
      expect(screen.getByRole('table')).toHaveAccessibleDescription(/j y k/);
      expect(api.calls.map((call) => call.key)).toEqual(['GET /api/alcantir/desk/staff', 'GET /api/alcantir/desk/inbox', 'GET /api/alcantir/desk/requests']);
    },
    queueInValencian: async ({ screen, api }) => {
      const table = await screen.findByRole('table', { name: 'Sol·licituds rebudes' });
      expect(within(table).getByRole('columnheader', { name: /Títol/ })).toHaveAttribute('aria-sort', 'ascending');
      expect(within(table).getByRole('columnheader', { name: /Data d'enviament/ })).not.toHaveAttribute('aria-sort');
      expect(screen.getByRole('combobox', { name: 'Estat' })).toHaveValue('Recibida');
      expect(within(screen.getByRole('navigation', { name: 'Sol·licituds per estat' })).getByRole('link', { name: 'Rebuda 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      expect(screen.getByRole('status')).toHaveTextContent('2 sol·licituds · Pàgina 1 de 1');
      expect(queueCall(api).query.toString()).toBe('status=Recibida&sort=title');
      expect(screen.getByRole('link', { name: 'Full de càlcul (XLSX)' })).toHaveAttribute(
        'href',
        '/api/alcantir/desk/requests.xlsx?status=Recibida&sort=title&lang=va',
      );
    },
    queueEmpty: async ({ screen }) => {
      expect(await screen.findByText('Ninguna solicitud coincide con estos filtros.')).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent('0 solicitudes');
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByRole('searchbox', { name: 'Buscar solicitudes' })).toHaveValue('piscina');
    },
    queueOverdue: async ({ screen, api }) => {
      const table = await screen.findByRole('table', { name: 'Solicitudes recibidas' });
      expect(queueCall(api).query.toString()).toBe('overdue=1');
      expect(screen.getByRole('checkbox', { name: 'Solo las vencidas' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Solo las vencidas' })).toHaveAccessibleDescription('Sin resolver y fuera del plazo que da su buzón.');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getByText('Vencida') && within(row).getByRole('link').textContent)).toEqual([
        'ALC-2026-7KX4-M9QP',
        'ALC-2026-0020-AB2C',
      ]);
      expect(screen.getByRole('link', { name: 'Hoja de cálculo (XLSX)' })).toHaveAttribute('href', '/api/alcantir/desk/requests.xlsx?overdue=1&lang=es');
    },
    queueOfOneMailbox: async ({ screen }) => {
      await screen.findByRole('table');
      const mailbox = screen.getByRole('combobox', { name: 'Buzón' });
      expect(
        within(mailbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Todos los buzones', 'Comunicar una incidencia']);
      expect(screen.getByText('Ha accedido como Toni Llopis Ferrer')).toBeVisible();
    },
    queueOnAPhone: async ({ screen, user }) => {
      // No table to scroll sideways: a list with a card per request, in the queue's order.
      const list = await screen.findByRole('list', { name: 'Solicitudes recibidas' });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['ALC-2026-7KX4-M9QP', 'ALC-2026-0020-AB2C', 'ALC-2026-0010-AB1C']);
      const first = cards[0]!;
      expect(within(first).getByRole('link', { name: 'ALC-2026-7KX4-M9QP' })).toHaveAttribute('href', '/gestion/solicitud?ref=ALC-2026-7KX4-M9QP');
      // The link is described by the request's title, as a screen reader reads it in a list of links.
      expect(within(first).getByRole('link')).toHaveAccessibleDescription('Banco roto en el parque del Molí');
      expect(within(first).getByText('En gestión')).toBeVisible();
      expect(within(first).getByText('Lucía Ferrer', { selector: 'dd' })).toBeVisible();
      expect(within(first).getByText('Pau Sanchis Mira', { selector: 'dd' })).toBeVisible();
      expect(within(first).getByText('hace 10 días')).toHaveAttribute('datetime', '2026-05-03T08:30:00.000Z');
      expect(within(first).getByText('Vencida')).toBeVisible();
      expect(within(cards[1]!).getByText('Sin asignar')).toBeVisible();
      expect(within(cards[2]!).getByText('(sin título)')).toBeVisible();
      // The filters wait folded behind how many apply; opened, they show what is applied.
      const fold = screen.getByText('Filtros (2 activos)', { selector: 'summary' });
      expect(screen.getByRole('combobox', { name: 'Estado' })).not.toBeVisible();
      await user.click(fold);
      expect(screen.getByRole('combobox', { name: 'Estado' })).toBeVisible();
      expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('Recibida');
      expect(screen.getByRole('combobox', { name: 'Asignada a' })).toHaveValue('me');
    },
    request: async ({ screen }) => {
      // The page's heading names the request: its reference, then its title.
      expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud ALC-2026-7KX4-M9QP Banco roto en el parque del Molí' })).toBeVisible();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByText('Valencià', { selector: 'dd' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'lucia@example.org' })).toHaveAttribute('href', 'mailto:lucia@example.org');
      expect(screen.getByRole('link', { name: '600 123 456' })).toHaveAttribute('href', 'tel:600123456');
      expect(screen.getByText(/Al banco de la entrada le faltan dos tablas/, { selector: 'dd' })).toBeVisible();
      expect(screen.getByRole('link', { name: /banco\.jpg/ })).toHaveAttribute('href', '/api/alcantir/desk/requests/ALC-2026-7KX4-M9QP/attachments/up1');
      expect(screen.getByRole('heading', { name: 'Ubicación' })).toBeVisible();
      expect(screen.getByText('Calle Abadia, 12', { selector: 'p' })).toBeVisible();
      // A way to the place for the crew, not raw coordinates.
      expect(screen.getByRole('link', { name: 'Ver el lugar en OpenStreetMap' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/),
      );
      expect(screen.queryByText(/\d+\.\d{5}, -?\d+\.\d{5}/)).toBeNull();
      // The incidence form takes no payment: no row to say so.
      expect(screen.queryByRole('heading', { name: 'Pago' })).toBeNull();
      expect(screen.queryByText('Esta solicitud no lleva pago.')).toBeNull();
      const history = screen.getByRole('table');
      expect(
        within(history)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual([
        'FechaQuiénQué',
        expect.stringMatching(/Persona solicitanteEnvió la solicitud$/),
        expect.stringMatching(/Pau Sanchis MiraAsignó la solicitud a Pau Sanchis MiraSolo la ve el personal$/),
        expect.stringMatching(/Pau Sanchis MiraCambió el estado de «Recibida» a «En gestión»Mañana pasa la brigada\.$/),
        expect.stringMatching(/Pau Sanchis MiraAñadió una nota internaSolo la ve el personalPedir tablas al almacén$/),
        expect.stringMatching(/Persona solicitanteRespondióGracias, es el banco junto a la fuente\.$/),
      ]);
      const actions = screen.getByRole('complementary', { name: 'Tramitación' });
      expect(within(actions).getByText('Estado actual: En gestión.')).toBeVisible();
      expect(
        within(actions)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['Resuelta', 'Rechazada']);
      expect(within(actions).getByRole('combobox', { name: 'Asignar a' })).toHaveDisplayValue('Pau Sanchis Mira (usted)');
      expect(within(actions).queryByRole('button', { name: 'Asignármela' })).toBeNull();
      expect(within(actions).getByRole('textbox', { name: 'Texto de la nota' })).toHaveAccessibleDescription('La persona solicitante no la verá nunca.');
    },
    requestOfABooking: async ({ screen }) => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud ALC-2026-7KX4-M9QP Sala para un ensayo' })).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Pago' })).toBeVisible();
      expect(screen.getByText(/20,00\s€ · pagado · Reserva de sala municipal/)).toBeVisible();
      // A booking's form asks for no place: no row saying none was given.
      expect(screen.queryByRole('heading', { name: 'Ubicación' })).toBeNull();
      expect(screen.queryByText('No indicó ninguna ubicación.')).toBeNull();
    },
    requestOfASubsidy: async ({ screen }) => {
      // The heading may wrap between words, never inside the reference (shared/requests/Reference.tsx).
      const heading = await screen.findByRole('heading', { level: 1, name: /ALC-2026-7KX4-M9QP/ });
      expect(heading.querySelector('.reference-code')).toHaveTextContent(/^ALC-2026-7KX4-M9QP$/);
      // The association is the one whose NIF passed the register check, not only the name the citizen typed.
      const verified = await screen.findByRole('region', { name: 'Inscripción comprobada en el registro' });
      expect(within(verified).getByText('NIF de la asociación').nextElementSibling).toHaveTextContent('G46123456');
      expect(within(verified).getByText('Nombre oficial').nextElementSibling).toHaveTextContent('Sociedad Unión Musical de Alcantir');
      expect(within(verified).getByRole('link', { name: 'Unión Musical de Alcantir' })).toHaveAttribute('href', '/asociaciones/6650a1000000000000000001');
      expect(screen.getByText('Unió Musical')).toBeVisible();
    },
    requestClosed: async ({ screen }) => {
      const actions = await screen.findByRole('complementary', { name: 'Tramitación' });
      expect(within(actions).getByText('La solicitud está cerrada: ya no cambia de estado.')).toBeVisible();
      expect(within(actions).queryByRole('radio')).toBeNull();
      expect(within(actions).queryByRole('heading', { name: 'Escribir a la persona solicitante' })).toBeNull();
      expect(within(actions).getByRole('button', { name: 'Añadir la nota' })).toBeVisible();
      expect(screen.getByText('No adjuntó archivos.')).toBeVisible();
    },
    requestMissing: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('No existe ninguna solicitud con esa referencia.');
      // No request to name: the page is headed as any request's.
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Solicitud$/);
      expect(screen.getByRole('link', { name: /Volver a la cola/ })).toHaveAttribute('href', '/gestion');
    },
    assigned: async ({ screen, api }) => {
      expect(await screen.findByText('Asignada a Toni Llopis Ferrer.')).toBeVisible();
      expect(api.calls.at(-1)!.body).toEqual({ action: 'assign', expectedVersion: 3, to: 'u-brigada' });
      expect(screen.getByRole('button', { name: 'Asignármela' })).toBeVisible();
    },
    queueUnread: async ({ screen }) => {
      const table = await screen.findByRole('table', { name: 'Solicitudes recibidas' });
      expect(screen.getByRole('checkbox', { name: 'Solo con respuesta sin leer' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Solo con respuesta sin leer' })).toHaveAccessibleDescription(
        'La persona solicitante ha respondido y quien la tiene asignada aún no la ha abierto.',
      );
      expect(within(table).getByText('Respuesta sin leer')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Hoja de cálculo (XLSX)' })).toHaveAttribute(
        'href',
        '/api/alcantir/desk/requests.xlsx?assignee=me&unread=1&lang=es',
      );
    },
    bulkAssigned: async ({ screen, api }) => {
      const table = await screen.findByRole('table', { name: 'Solicitudes recibidas' });
      for (const box of within(table).getAllByRole('checkbox')) expect(box).toBeChecked();
      expect(await screen.findByText('2 solicitudes cambiadas.')).toHaveAttribute('role', 'status');
      expect(screen.getByRole('alert')).toHaveTextContent('No se han podido cambiar: ALC-2026-0010-AB1C.');
      expect(api.calls.find((call) => call.key === 'POST /api/alcantir/desk/requests/bulk')!.body).toEqual({
        action: 'assign',
        to: 'u-brigada',
        refs: ['ALC-2026-7KX4-M9QP', 'ALC-2026-0020-AB2C', 'ALC-2026-0010-AB1C'],
      });
      // The queue is asked again, and the selection can be downloaded as it is.
      await expect.poll(() => api.calls.filter((call) => call.key === 'GET /api/alcantir/desk/requests').length).toBe(2);
      const bulk = screen.getByRole('region', { name: /Acciones con las seleccionadas/ });
      expect(within(bulk).getByRole('link', { name: 'Hoja de cálculo (XLSX)' })).toHaveAttribute(
        'href',
        '/api/alcantir/desk/requests.xlsx?refs=ALC-2026-7KX4-M9QP%2CALC-2026-0020-AB2C%2CALC-2026-0010-AB1C&lang=es',
      );
      expect(within(bulk).getByRole('button', { name: 'Cerrar las seleccionadas' })).toHaveAccessibleDescription(
        'Solo se pueden cerrar las resueltas y las rechazadas.',
      );
    },
    readyReply: async ({ screen }) => {
      // After what was typed, in the request's language (Valencian), with the focus there to read or change it.
      const message = screen.getByRole('textbox', { name: 'Mensaje' });
      expect(message).toHaveValue('Bon dia.\n\nPer a poder valorar-ho, ens cal una foto del lloc. Pot enviar-la-hi responent a aquesta sol·licitud.');
      expect(message).toHaveFocus();
      expect(screen.getAllByText('Se añade al mensaje en el idioma de la solicitud (Valencià); puede cambiarla antes de enviarla.')).toHaveLength(2);
      // Never for an internal note.
      const note = screen.getByRole('textbox', { name: 'Texto de la nota' }).closest('form')!;
      expect(within(note).queryByRole('combobox', { name: 'Respuestas preparadas' })).toBeNull();
    },
    changedMeanwhile: async ({ screen }) => {
      expect(
        await screen.findByText(/^Ha cambiado mientras la tenía abierta\. Toni Llopis Ferrer, .*: Cambió el estado de «En gestión» a «Resuelta»\./),
      ).toHaveAttribute('role', 'status');
      expect(screen.getByText('Estado actual: Resuelta.')).toBeVisible();
    },
    conflict: async ({ screen, api }) => {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Otra persona ha cambiado esta solicitud mientras usted la miraba.');
      expect(api.calls.at(-1)!.body).toEqual({ action: 'status', expectedVersion: 3, to: 'Resuelta', message: 'Ya está arreglado.' });
      // The request as the colleague left it, and what this member typed, still there to send again.
      expect(screen.getByText('Estado actual: Resuelta.')).toBeVisible();
      expect(screen.getByRole('combobox', { name: 'Asignar a' })).toHaveDisplayValue('Toni Llopis Ferrer');
      expect(screen.getByRole('textbox', { name: 'Mensaje para la persona solicitante (opcional)' })).toHaveValue('Ya está arreglado.');
      expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Cerrada', 'En gestión (reabrirla)']);
    },
  });
});

describe('the desk, driven from the keyboard', () => {
  test('j and k, or the arrows, move from one request to the next; the links open them', async () => {
    const { screen, user } = await renderExample(Desk, examples.queue);
    const links = within(await screen.findByRole('table')).getAllByRole('link');
    await user.keyboard('j');
    expect(links[0]).toHaveFocus();
    await user.keyboard('j');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('k');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(links[0]).toHaveFocus();
    // In the search box, j is a letter.
    await user.click(screen.getByRole('searchbox', { name: 'Buscar solicitudes' }));
    await user.keyboard('j');
    expect(screen.getByRole('searchbox', { name: 'Buscar solicitudes' })).toHaveValue('j');
  });

  test('on a phone, where the cards have no headings to sort by, the queue is ordered from a list and a button', async () => {
    const { screen, user, api } = await renderExample(Desk, examples.queueOnAPhone);
    await screen.findByRole('list', { name: 'Solicitudes recibidas' });
    const order = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(order).toHaveValue('-created');
    await user.selectOptions(order, 'Título (ascendente)');
    // Choosing alone changes nothing (WCAG 3.2.2); the button orders.
    expect(api.calls.filter((call) => call.query.get('sort') === 'title')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ordenar' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('sort')).toBe('title'));
  });

  test('on a phone, j and k move between the cards, and a tap anywhere on a card opens it', async () => {
    const { screen, user } = await renderExample(Desk, examples.queueOnAPhone);
    const links = within(await screen.findByRole('list', { name: 'Solicitudes recibidas' })).getAllByRole('link');
    await user.keyboard('j');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}j');
    expect(links[2]).toHaveFocus();
    await user.keyboard('k');
    expect(links[1]).toHaveFocus();
    let opened = '';
    links[1]!.addEventListener('click', (event) => {
      opened = links[1]!.getAttribute('href') ?? '';
      event.preventDefault();
    });
    await user.click(screen.getByText('Sala para un ensayo'));
    expect(opened).toBe('/gestion/solicitud?ref=ALC-2026-0020-AB2C');
  });

  test('no filter applied: the folded filters say just that', async () => {
    const { screen } = await renderExample(Desk, { ...examples.queueOnAPhone, url: '/gestion' });
    await screen.findByRole('list', { name: 'Solicitudes recibidas' });
    expect(screen.getByText('Filtros', { selector: 'summary' })).toBeVisible();
  });

  test('a wide screen keeps the table and its filters in view', async () => {
    const { screen } = await renderExample(Desk, { ...examples.queueOnAPhone, width: 1280 });
    expect(await screen.findByRole('table', { name: 'Solicitudes recibidas' })).toBeVisible();
    expect(screen.queryByText(/^Filtros/, { selector: 'summary' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeVisible();
  });

  test('ticking «Solo las vencidas» filters the queue to them, and the address keeps it', async () => {
    const { screen, user, api } = await renderExample(Desk, examples.queue);
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Solo las vencidas' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(location.search).toBe('?overdue=1');
    await expect.poll(() => api.calls.at(-1)!.query.get('overdue')).toBe('1');
  });

  test('a column header sorts by it, then the other way, and the address follows', async () => {
    const { screen, user, api } = await renderExample(Desk, examples.queue);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /Título/ }));
    expect(location.search).toBe('?sort=title');
    await expect.poll(() => api.calls.at(-1)!.query.get('sort')).toBe('title');
    await user.click(screen.getByRole('button', { name: /Título/ }));
    expect(location.search).toBe('?sort=-title');
  });

  test('the filters apply together, and a status count filters at once', async () => {
    const { screen, user, api } = await renderExample(Desk, examples.queue);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Asignada a' }), 'A mí');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar solicitudes' }), 'farola');
    expect(api.calls).toHaveLength(3);
    await user.keyboard('{Enter}');
    expect(location.search).toBe('?assignee=me&q=farola');
    await user.click(screen.getByRole('link', { name: 'En gestión 1' }));
    expect(location.search).toBe('?status=En+gesti%C3%B3n&assignee=me&q=farola');
    await expect.poll(() => api.calls.at(-1)!.query.get('status')).toBe('En gestión');
  });

  test("a request's page is headed from its first HTML, before anyone is known to be signed in", async () => {
    const { screen } = await renderExample(Desk, { ...examples.checking, props: { ...examples.checking.props, view: 'request' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud' })).toBeVisible();
  });

  // The request as the examples give it, to change for the focus tests below.
  const REQUEST_CALL = 'GET /api/alcantir/desk/requests/ALC-2026-7KX4-M9QP';
  const ACTIONS_CALL = 'POST /api/alcantir/desk/requests/ALC-2026-7KX4-M9QP/actions';
  const sample = (examples.request.api[REQUEST_CALL] as { body: DeskRequest }).body;
  const withRequest = (before: Partial<DeskRequest>, after: Partial<DeskRequest>) => ({
    ...examples.request,
    api: { ...examples.request.api, [REQUEST_CALL]: ok<DeskRequest>({ ...sample, ...before }), [ACTIONS_CALL]: ok<DeskRequest>({ ...sample, ...after }) },
  });

  test('«Asignármela» gone once the request is the member’s, the focus stays in the assignment form, not on <body>', async () => {
    const { screen, user } = await renderExample(Desk, withRequest({ assignedTo: 'u-brigada' }, { assignedTo: 'u-gestor', version: 4 }));
    await user.click(await screen.findByRole('button', { name: 'Asignármela' }));
    await screen.findByText(/^Asignada a Pau Sanchis Mira/);
    expect(screen.queryByRole('button', { name: 'Asignármela' })).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('combobox', { name: 'Asignar a' })).toHaveFocus();
  });

  test('a final status change leaves no status to choose: the focus goes to the status form’s heading, not <body>', async () => {
    const { screen, user } = await renderExample(Desk, withRequest({ status: 'Resuelta' }, { status: 'Cerrada', version: 4 }));
    await user.click(await screen.findByRole('radio', { name: 'Cerrada' }));
    await user.click(screen.getByRole('button', { name: 'Cambiar el estado' }));
    await screen.findByText('La solicitud está cerrada: ya no cambia de estado.');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('heading', { name: 'Cambiar el estado' })).toHaveFocus();
  });

  test('a request prints from its own button, the browser’s "Guardar como PDF"', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { screen, user } = await renderExample(Desk, examples.request);
    await user.click(await screen.findByRole('button', { name: 'Imprimir o guardar en PDF' }));
    expect(print).toHaveBeenCalledOnce();
    // On paper, who printed it and when (shown only in print, desk.css).
    expect(screen.getByText(/^Impreso el .* por Pau Sanchis Mira$/)).toHaveClass('desk-print-only');
  });

  test('the select-all box and each row box are reached and ticked from the keyboard', async () => {
    const { screen, user } = await renderExample(Desk, examples.queue);
    const all = await screen.findByRole('checkbox', { name: 'Seleccionar todas las de esta página' });
    all.focus();
    await user.keyboard(' ');
    expect(all).toBeChecked();
    expect(await screen.findByRole('heading', { name: /3 solicitudes seleccionadas/ })).toBeVisible();
    // From a request's link (j), the next Tab reaches the next row's box.
    await user.keyboard('j');
    expect(screen.getByRole('link', { name: 'ALC-2026-7KX4-M9QP' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar ALC-2026-0020-AB2C' })).toHaveFocus();
    await user.keyboard(' ');
    expect(all).not.toBeChecked();
    expect(screen.getByRole('heading', { name: /2 solicitudes seleccionadas/ })).toBeVisible();
  });

  test('an empty message is not sent: the field says why', async () => {
    const { screen, user, api } = await renderExample(Desk, examples.request);
    await user.click(await screen.findByRole('button', { name: 'Enviar el mensaje' }));
    const box = screen.getByRole('textbox', { name: 'Mensaje' });
    expect(box).toHaveAccessibleDescription(/Escriba el mensaje\./);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.map((call) => call.key)).not.toContain('POST /api/alcantir/desk/requests/ALC-2026-7KX4-M9QP/actions');
  });

  test('"Mensaje enviado." is brought on screen: the message form is far below where it shows', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { screen, user } = await renderExample(Desk, {
      ...examples.request,
      // The server answers the request as it now is: here, as it was.
      api: {
        ...examples.request.api,
        'POST /api/alcantir/desk/requests/ALC-2026-7KX4-M9QP/actions': examples.request.api['GET /api/alcantir/desk/requests/ALC-2026-7KX4-M9QP'],
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Mensaje' }), 'Mañana pasa la brigada.');
    await user.click(screen.getByRole('button', { name: 'Enviar el mensaje' }));
    const told = await screen.findByText('Mensaje enviado.');
    expect(told).toHaveAttribute('role', 'status');
    expect(scrolled.mock.contexts).toContain(told);
    scrolled.mockRestore();
  });
});
