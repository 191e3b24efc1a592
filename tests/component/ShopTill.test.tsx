import { within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { formatVoucherCode } from '../../src/domain/vouchers/codes.ts';
import ShopTill from '../../src/islands/ShopTill/ShopTill.tsx';
import { CODE, shopTillExamples as examples, VALIDATE } from '../../src/islands/ShopTill/ShopTill.examples.ts';
import { testEveryExample } from './support/examples.tsx';

const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/\u00a0/g, ' '));
const called = <Call extends { key: string }>(calls: Call[], prefix: string) => calls.filter((c) => c.key.startsWith(prefix));

describe('the shop’s till, in each of its examples', () => {
  testEveryExample(ShopTill, examples, {
    ready: async ({ screen }) => {
      expect(await screen.findByText('Comercio: Forn Sant Roc')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Escanear con la cámara' })).toBeEnabled();
      expect(screen.getByRole('textbox', { name: 'Escriba el código' })).toHaveAccessibleDescription(/^17 caracteres/);
      const today = screen.getByRole('list');
      expect(rows(today)).toEqual([
        '10:55…G2FZ-Stique de 31,20 €, cubierto 25 €Deshacer',
        '09:12…ZP8T-0tique de 31,20 €, cubierto 25 €',
        '08:40…G2FZ-Stique de 31,20 €, cubierto 25 €Deshecha',
      ]);
      // Only the validation still within its 10 minutes can be undone, and the button says which.
      expect(screen.getAllByRole('button', { name: /^Deshacer/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
        'Deshacer la validación del bono …G2FZ-S de las 10:55',
      ]);
    },
    readyInValencian: async ({ screen }) => {
      expect(await screen.findByText('Comerç: Forn Sant Roc')).toBeVisible();
      expect(screen.getByRole('heading', { name: "Validacions d'avui" })).toBeVisible();
      expect(screen.getByRole('button', { name: /^Desfer/ })).toBeVisible();
    },
    signedOut: async ({ screen }) => {
      expect(await screen.findByText('Inicie sesión con la cuenta de su comercio para validar bonos.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Acceder con la cuenta del comercio' })).toHaveAttribute('href', '/cuenta?volver=%2Fcomercio');
    },
    notShop: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('Debes autentificarte como comercio autorizado.');
      expect(screen.queryByRole('textbox')).toBeNull();
    },
    suspended: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('Su comercio no puede validar bonos en este momento.');
      expect(screen.getByRole('button', { name: 'Buscar el bono' })).toBeDisabled();
      expect(screen.getByText('Hoy todavía no ha validado ningún bono.')).toBeVisible();
    },
    offline: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('No hay conexión a internet');
      expect(screen.getByRole('link', { name: '962 000 100' })).toHaveAttribute('href', 'tel:962000100');
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
    mistyped: async ({ screen, api }) => {
      const input = screen.getByRole('textbox', { name: 'Escriba el código' });
      expect(input).toHaveAccessibleDescription(/El código no es correcto: seguramente hay un carácter mal escrito/);
      expect(input).toHaveFocus();
      expect(called(api.calls, 'GET /api/alcantir/shop/vouchers/')).toEqual([]);
    },
    lookedUp: async ({ screen }) => {
      const section = screen.getByRole('region', { name: `Bono ${formatVoucherCode(CODE)}` });
      const facts = within(section)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')}`);
      expect(facts).toEqual([
        'Estado: Disponible',
        'Valor: 25 €',
        'Le queda: 25 €',
        'Usos que le quedan: 1',
        'Compra mínima: 30 €',
        'Caduca: 31 de enero de 2027',
      ]);
      expect(within(section).getByRole('textbox', { name: 'Importe del tique (€)' })).toHaveAccessibleDescription(
        /^Con punto para los céntimos, por ejemplo 12\.50\. Mínimo: 30\s€\.$/,
      );
      expect(within(section).getByLabelText('Foto del tique')).toHaveAttribute('accept', 'image/*');
      // Found, the keyboard goes on to the amount.
      expect(within(section).getByRole('textbox', { name: 'Importe del tique (€)' })).toHaveFocus();
    },
    comma: async ({ screen, api }) => {
      expect(screen.getByRole('textbox', { name: 'Importe del tique (€)' })).toHaveAccessibleDescription(
        /Escriba el importe con punto para los céntimos, no con coma \(por ejemplo, 12\.50\)\.$/,
      );
      expect(called(api.calls, VALIDATE)).toEqual([]);
    },
    validated: async ({ screen, api }) => {
      expect(await screen.findByText('Bono validado. Cubre 25 €; el cliente paga 6,20 €.')).toBeVisible();
      const [sent] = called(api.calls, VALIDATE);
      const body = sent!.body as FormData;
      expect(body.get('amount')).toBe('31.20');
      expect((body.get('ticket') as File).name).toBe('tique.jpg');
      expect(rows(screen.getByRole('list'))[0]).toMatch(/^11:00…/);
      expect(screen.getByRole('textbox', { name: 'Escriba el código' })).toHaveValue('');
    },
    refusedSpent: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('Este bono ya se ha gastado por completo.');
    },
    spentVoucher: async ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Este bono ya se ha gastado por completo.');
      expect(screen.queryByRole('textbox', { name: 'Importe del tique (€)' })).toBeNull();
      expect(screen.getByRole('heading', { name: /^Bono / })).toHaveFocus();
    },
    undone: async ({ screen }) => {
      await expect.poll(() => rows(screen.getByRole('list'))[0]).toMatch(/Deshecha$/);
      expect(screen.queryByRole('button', { name: /^Deshacer/ })).toBeNull();
    },
  });
});
