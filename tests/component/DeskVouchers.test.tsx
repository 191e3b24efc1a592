import { within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { formatVoucherCode } from '../../src/domain/vouchers/codes.ts';
import Desk from '../../src/islands/Desk/Desk.tsx';
import { deskVouchersExamples as examples, LAZY } from '../../src/islands/Desk/DeskVouchers.examples.ts';
import { CODES } from '../../src/islands/VoucherApply/VoucherApply.examples.ts';
import { testEveryExample } from './support/examples.tsx';

const DESK = '/api/alcantir/desk/vouchers/bono-comercio-2026';
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')));

describe("the desk's vouchers, in each of their examples", () => {
  testEveryExample(Desk, examples, {
    figures: async ({ screen }) => {
      const figures = await screen.findByRole('region', { name: 'Cifras' }, LAZY);
      expect(
        within(figures)
          .getAllByRole('definition')
          .map((d) => d.textContent?.replace(/\u00a0/g, ' ')),
      ).toEqual(['588 de 1000', '4', '588 (8820,00 €)', '312 (7800,00 €)']);
      const [shops, days] = screen.getAllByRole('table');
      expect(cells(shops!)).toEqual([
        ['Forn Sant Roc', '140', '3500,00 €', 'XLSX CSV', 'Activo Suspender'],
        ['Llibreria La Plaça', '172', '4300,00 €', 'XLSX CSV', 'Activo Suspender'],
      ]);
      expect(screen.getByRole('link', { name: 'Reembolso de Forn Sant Roc en XLSX' })).toHaveAttribute('href', `${DESK}/reimbursement.xlsx?shop=forn-sant-roc`);
      expect(screen.getByRole('link', { name: 'Reembolso de Llibreria La Plaça en CSV' })).toHaveAttribute(
        'href',
        `${DESK}/reimbursement.csv?shop=llibreria-la-placa`,
      );
      expect(screen.getAllByRole('link', { name: 'XLSX' }).at(-1)).toHaveAttribute('href', `${DESK}/reimbursement.xlsx`);
      expect(cells(days!)).toEqual([
        ['26/11/2026', '120', '80', '2000,00 €'],
        ['27/11/2026', '60', '42', '1050,00 €'],
      ]);
      const patterns = screen.getByRole('region', { name: 'Casos que conviene revisar' });
      expect(within(patterns).getByRole('listitem')).toHaveTextContent(
        `Muchos bonos de una persona en pocos minutos · Forn Sant Roc · 27/11/26, 10:31 · ${formatVoucherCode(CODES[0]!)}`,
      );
    },
    figuresInValencian: async ({ screen }) => {
      expect(await screen.findByRole('region', { name: 'Xifres' }, LAZY)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Suspendre Forn Sant Roc' })).toBeVisible();
    },
    shopSuspended: async ({ screen, api }) => {
      expect(await screen.findByRole('button', { name: 'Reactivar Forn Sant Roc' })).toBeVisible();
      expect(api.calls.find((c) => c.key === `POST ${DESK}/shops/forn-sant-roc/status`)?.body).toEqual({ suspended: true });
    },
    voucherFound: async ({ screen, api }) => {
      expect(await screen.findByRole('button', { name: 'Reactivar el bono' })).toBeVisible();
      expect(screen.getByText('Lucía Ferrer Puig (****5678Z)')).toBeVisible();
      expect(screen.getByText('Suspendido')).toBeVisible();
      // The code looked for is the code read from what was typed: case and dashes do not matter.
      expect(api.calls.filter((c) => c.key === `GET ${DESK}/vouchers`).map((c) => c.query.get('code'))).toEqual([CODES[0], CODES[0]]);
      expect(api.calls.find((c) => c.key === `POST ${DESK}/vouchers/${CODES[0]}/status`)?.body).toEqual({ suspended: true });
    },
    badCode: async ({ screen, api }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('Ese código no es de un bono: compruebe que está bien escrito.');
      expect(api.calls.filter((c) => c.key === `GET ${DESK}/vouchers`)).toEqual([]);
    },
    unreachable: async ({ screen }) => {
      expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent('No se han podido cargar las cifras de la campaña.');
    },
  });
});
