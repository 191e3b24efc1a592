/**
 * The room mailbox's start, chosen among the chosen room's free blocks (docs/rooms.md "The form"): the blocks of a
 * day, a day with none, and a block the server refused, which offers its next free blocks instead.
 */
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { PaymentAnswer } from '../../../src/api/payments.ts';
import type { RoomBlocksAnswer } from '../../../src/api/rooms.ts';
import { ok, status } from '../../../src/islands/examples.ts';
import RequestForm from '../../../src/islands/RequestForm/RequestForm.tsx';
import { ROOM_BLOCKS, requestFormExamples as examples, roomBlock } from '../../../src/islands/RequestForm/RequestForm.examples.ts';
import { renderExample } from '../support/examples.tsx';

const CHECKOUT = 'POST /api/alcantir/requests/reservas/checkout';
const PAY = /^Pagar y enviar 20,00\s€$/;
const startGroup = (screen: Awaited<ReturnType<typeof renderExample>>['screen']) => screen.getByRole('group', { name: /^Día y hora de inicio/ });

describe("a room's blocks in the booking form", () => {
  test('after the room and a day, the free blocks are listed and counted; the one chosen is the start sent', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const pending: PaymentAnswer = { _id: '66b0e4a1c2d3e4f5a6b7c8d9', token: 'tok-8f2a91', status: 'pending', amount: 20 };
    const { screen, user, api } = await renderExample(RequestForm, {
      ...examples.bookingReady,
      api: {
        ...examples.bookingReady.api,
        [ROOM_BLOCKS]: [
          ok<RoomBlocksAnswer>({ items: [roomBlock('2026-12-18', '14:00', '18:00'), roomBlock('2026-12-18', '18:00', '22:00')] }),
          ok<RoomBlocksAnswer>({ items: [roomBlock('2026-12-19', '10:00', '14:00')] }),
        ],
        [CHECKOUT]: ok<PaymentAnswer>(pending),
        'GET /api/alcantir/payments/66b0e4a1c2d3e4f5a6b7c8d9': ok<PaymentAnswer>({ status: 'pending', amount: 20 }),
      },
    });
    await screen.findByRole('button', { name: PAY });
    const start = startGroup(screen);
    await within(start).findByRole('button', { name: '18:00–22:00, libre' });

    // Another day: the block of the day before is no longer chosen, and the new day's blocks are asked for.
    fireEvent.change(within(start).getByLabelText('Día'), { target: { value: '2026-12-19' } });
    await waitFor(() => expect(within(start).getByRole('status')).toHaveTextContent('1 turno libre el sábado, 19 de diciembre.'));
    const asked = api.calls.filter((c) => c.key === ROOM_BLOCKS).at(-1)!;
    expect(asked.query.get('from')).toBe('2026-12-19');
    expect(asked.query.get('to')).toBe('2026-12-19');
    expect(screen.getByRole('button', { name: PAY })).toHaveAccessibleDescription(/Día y hora de inicio/);
    const block = within(start).getByRole('button', { name: '10:00–14:00, libre' });
    expect(block).toHaveAttribute('aria-pressed', 'false');

    await user.click(block);
    expect(block).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: PAY })).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: PAY }));
    await screen.findByRole('button', { name: 'Abrir de nuevo la pasarela de pago' });
    const [sent] = api.calls.filter((c) => c.key === CHECKOUT);
    expect(sent!.body).toMatchObject({ request: { extra: { sala: 'centro-civico', inicio: '2026-12-19T10:00:00+01:00' } } });
  });

  test('a day with no free block says so, offers nothing to choose, and the form still asks for the start', async () => {
    const { screen, user, api } = await renderExample(RequestForm, {
      ...examples.bookingReady,
      api: {
        ...examples.bookingReady.api,
        [ROOM_BLOCKS]: [ok<RoomBlocksAnswer>({ items: [roomBlock('2026-12-18', '18:00', '22:00')] }), ok<RoomBlocksAnswer>({ items: [] })],
      },
    });
    await screen.findByRole('button', { name: PAY });
    const start = startGroup(screen);
    await within(start).findByRole('button', { name: '18:00–22:00, libre' });
    fireEvent.change(within(start).getByLabelText('Día'), { target: { value: '2026-12-24' } });
    await waitFor(() =>
      expect(within(start).getByRole('status')).toHaveTextContent('No queda ningún turno libre el jueves, 24 de diciembre. Pruebe otro día.'),
    );
    expect(within(start).queryByRole('list')).toBeNull();
    expect(within(start).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: PAY }));
    const summary = await screen.findByRole('alert', { name: 'Revise estos datos' });
    expect(within(summary).getByRole('link', { name: 'Por favor, rellene el campo Día y hora de inicio' })).toBeVisible();
    expect(api.calls.filter((c) => c.key === CHECKOUT)).toHaveLength(0);
  });

  test("a block the server refuses shows its words beside the field, the server's next free blocks to choose, and the day's blocks asked again", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const words =
      'Ese turno de la sala ya está reservado o alguien lo está pagando en este momento. No se le ha cobrado nada. Siguientes turnos libres: sábado, 19 de diciembre, 10:00–14:00.';
    const { screen, user, api } = await renderExample(RequestForm, {
      ...examples.bookingReady,
      api: {
        ...examples.bookingReady.api,
        [ROOM_BLOCKS]: [
          ok<RoomBlocksAnswer>({ items: [roomBlock('2026-12-18', '14:00', '18:00'), roomBlock('2026-12-18', '18:00', '22:00')] }),
          ok<RoomBlocksAnswer>({ items: [roomBlock('2026-12-18', '14:00', '18:00')] }),
        ],
        [CHECKOUT]: status(409, {
          err: words,
          errCode: 'room-taken',
          errors: [{ field: 'inicio', key: 'api.error.roomTaken', params: { next: 'sábado, 19 de diciembre, 10:00–14:00' }, message: words }],
          next: [roomBlock('2026-12-19', '10:00', '14:00')],
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: PAY }));
    const start = startGroup(screen);
    await waitFor(() => expect(within(start).getByLabelText('Día')).toHaveAccessibleDescription(new RegExp(`${words}$`)));
    const summary = await screen.findByRole('alert', { name: 'Revise estos datos' });
    expect(within(summary).getByRole('link', { name: words })).toBeVisible();
    // The refused block is no longer offered nor chosen: the day's blocks were asked again.
    await waitFor(() => expect(within(start).getByRole('status')).toHaveTextContent('1 turno libre el viernes, 18 de diciembre.'));
    expect(api.calls.filter((c) => c.key === ROOM_BLOCKS)).toHaveLength(2);
    expect(within(start).queryByRole('button', { name: '18:00–22:00, libre' })).toBeNull();
    const next = within(start).getByRole('list', { name: 'Siguientes turnos libres' });
    const offered = within(next).getByRole('button', { name: 'sábado, 19 de diciembre, 10:00–14:00, libre' });

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await user.click(offered);
    expect(offered).toHaveAttribute('aria-pressed', 'true');
    expect(within(start).getByLabelText('Día')).toHaveValue('2026-12-19');
    // A block chosen answers the refusal: its words leave the field and the summary.
    expect(within(start).getByLabelText('Día')).not.toHaveAccessibleDescription(new RegExp(words.slice(0, 20)));
    expect(screen.queryByRole('link', { name: words })).toBeNull();
  });
  test('another room empties the block chosen, and its own free blocks of the day are asked for', async () => {
    const SALON = 'GET /api/alcantir/requests/reservas/rooms/salon-actos/blocks';
    const { screen, user, api } = await renderExample(RequestForm, {
      ...examples.bookingReady,
      api: { ...examples.bookingReady.api, [SALON]: ok<RoomBlocksAnswer>({ items: [{ ...roomBlock('2026-12-18', '17:00', '21:00') }] }) },
    });
    await screen.findByRole('button', { name: PAY });
    const start = startGroup(screen);
    await within(start).findByRole('button', { name: '18:00–22:00, libre' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sala' }), 'salon-actos');
    const other = await within(start).findByRole('button', { name: '17:00–21:00, libre' });
    expect(other).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls.filter((c) => c.key === SALON)[0]!.query.get('from')).toBe('2026-12-18');
    expect(screen.getByRole('button', { name: PAY })).toHaveAccessibleDescription(/Día y hora de inicio/);
  });
});
