import { within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import VoucherApply, { pendingKey } from '../../src/islands/VoucherApply/VoucherApply.tsx';
import { CODES, voucherApplyExamples as examples } from '../../src/islands/VoucherApply/VoucherApply.examples.ts';
import { formatVoucherCode } from '../../src/domain/vouchers/codes.ts';
import { renderExample, testEveryExample } from './support/examples.tsx';

const APPLY = 'POST /api/alcantir/vouchers/bono-comercio-2026/apply';

describe('a campaign’s application, in each of its examples', () => {
  afterEach(() => sessionStorage.clear());

  testEveryExample(VoucherApply, examples, {
    open: async ({ screen }) => {
      expect(await screen.findByText('Quedan 412 de los 1000 bonos.')).toBeVisible();
      const form = await screen.findByRole('form', { name: 'Solicitar Bono Comercio' });
      expect(within(form).getByRole('group', { name: 'Comprobación en el padrón' })).toBeVisible();
      expect(await within(form).findByRole('textbox', { name: 'Año de nacimiento' })).toBeVisible();
      expect(within(form).getByText(/tal como constan en el padrón municipal/)).toBeVisible();
      expect(
        within(form)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['1', '2']);
      expect(within(form).getByText('Pagará 15 € y recibirá bonos por valor de 25 €.')).toBeVisible();
      expect(within(form).getByRole('button', { name: 'Pagar y solicitar' })).toBeEnabled();
    },
    openInValencian: async ({ screen }) => {
      expect(await screen.findByText('Queden 412 dels 1000 bons.')).toBeVisible();
      expect(await screen.findByRole('textbox', { name: 'Any de naixement' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Pagar i sol·licitar' })).toBeVisible();
    },
    exhausted: async ({ screen }) => {
      expect(await screen.findByText('Se ha agotado el presupuesto de esta campaña: ya no quedan bonos.')).toBeVisible();
      expect(screen.queryByRole('form')).toBeNull();
    },
    upcoming: async ({ screen }) => {
      expect(await screen.findByText('Las solicitudes se abren el 16 de noviembre de 2026.')).toBeVisible();
      expect(screen.queryByRole('form')).toBeNull();
    },
    signedOut: async ({ screen }) => {
      expect(await screen.findByText('Para solicitar bonos, inicie sesión con su cuenta del portal.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Acceder o registrarse' })).toHaveAttribute('href', '/cuenta?volver=%2Fbonos%2Fbono-comercio-2026');
      expect(screen.queryByRole('form')).toBeNull();
    },
    offline: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('No hay conexión a internet');
      expect(screen.getByRole('link', { name: '962 000 100' })).toHaveAttribute('href', 'tel:962000100');
    },
    missingCensus: async ({ screen, api }) => {
      expect(screen.getByRole('textbox', { name: 'DNI o NIE' })).toHaveAccessibleDescription('Escriba su DNI o NIE.');
      expect(screen.getByRole('textbox', { name: 'DNI o NIE' })).toHaveFocus();
      expect(screen.getByRole('textbox', { name: 'Año de nacimiento' })).toHaveAccessibleDescription('Responda: Año de nacimiento.');
      expect(api.calls.filter((c) => c.key === APPLY)).toEqual([]);
    },
    issuedFree: async ({ screen, api }) => {
      const list = await screen.findByRole('list', { name: 'Sus bonos' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(CODES.map((c) => `${formatVoucherCode(c)} · 25\u00a0€`));
      expect(screen.getByRole('link', { name: 'Ver mis bonos' })).toHaveAttribute('href', '/bonos/mis-bonos');
      // What the contract's body holds: the census ID as typed (upper case) with the list's answers, and how many.
      expect(api.calls.find((c) => c.key === APPLY)?.body).toEqual({ census: { id: '12345678Z', answers: { nacimiento: '1985' } }, count: 2 });
    },
    exhaustedOnApply: async ({ screen }) => {
      expect(await screen.findByText('Se ha agotado el presupuesto de esta campaña: ya no quedan bonos.')).toBeVisible();
      expect(screen.queryByRole('form')).toBeNull();
      expect(sessionStorage.getItem(pendingKey('bono-comercio-2026'))).toBeNull();
    },
    limit: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('Ya ha obtenido los 2 bonos que corresponden a cada persona en esta campaña.');
      expect(screen.getByRole('button', { name: 'Pagar y solicitar' })).toBeEnabled();
    },
    paidBack: async ({ screen }) => {
      expect(await screen.findByText('Pago recibido. Ya tiene sus bonos: también están en «Mis bonos».')).toBeVisible();
      const list = screen.getByRole('list', { name: 'Sus bonos' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      expect(sessionStorage.getItem(pendingKey('bono-comercio-2026'))).toBeNull();
    },
    paidInAddress: async ({ screen, api }) => {
      expect(await screen.findByText('Pago recibido. Ya tiene sus bonos: también están en «Mis bonos».')).toBeVisible();
      expect(within(screen.getByRole('list', { name: 'Sus bonos' })).getAllByRole('listitem')).toHaveLength(1);
      expect(api.calls.map((c) => c.key)).toContain('GET /api/alcantir/payments/pay-7');
    },
    payRefused: async ({ screen }) => {
      expect(await screen.findByText('Pago no realizado. No se ha emitido ningún bono ni se le ha cobrado nada.')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Pagar y solicitar' })).toBeVisible();
    },
  });

  test('a paid application opens the gateway in the window opened within the click, and waits for the payment', async () => {
    const gateway = { closed: false, close: vi.fn(), location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(gateway as unknown as Window);
    const { screen, user } = await renderExample(VoucherApply, {
      ...examples.open,
      api: {
        ...examples.open.api,
        [APPLY]: { status: 201, body: { payment: { id: 'pay-7', redirectUrl: '/api/payments/gateway?token=t' } } },
        'GET /api/alcantir/payments/pay-7': 'no-answer',
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'DNI o NIE' }), '12345678Z');
    await user.type(screen.getByRole('textbox', { name: 'Año de nacimiento' }), '1985');
    await user.click(screen.getByRole('button', { name: 'Pagar y solicitar' }));
    expect(await screen.findByText(/Complete el pago en la ventana de la pasarela/)).toBeVisible();
    expect(open).toHaveBeenCalledWith('', 'bonos-pasarela');
    expect(gateway.location.href).toBe('/api/payments/gateway?token=t');
    expect(JSON.parse(sessionStorage.getItem(pendingKey('bono-comercio-2026'))!)).toEqual({ id: 'pay-7', redirectUrl: '/api/payments/gateway?token=t' });
    open.mockRestore();
  });
});
