import { within } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, test } from 'vitest';
import MyVouchers from '../../src/islands/MyVouchers/MyVouchers.tsx';
import { myVouchersExamples as examples } from '../../src/islands/MyVouchers/MyVouchers.examples.ts';
import { CODES } from '../../src/islands/VoucherApply/VoucherApply.examples.ts';
import { formatVoucherCode } from '../../src/domain/vouchers/codes.ts';
import { renderExample, testEveryExample } from './support/examples.tsx';

const facts = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')]),
  );

/** The QR code's modules read back into pixels, as a camera would see the card, and decoded by jsQR. */
function readQr(svg: SVGSVGElement): string | undefined {
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const scale = 4;
  const size = side * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  const path = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * size + Number(x) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
  }
  return jsQR(pixels, size, size)?.data;
}

describe('Mis bonos, in each of its examples', () => {
  testEveryExample(MyVouchers, examples, {
    list: async ({ screen }) => {
      const list = await screen.findByRole('list', { name: 'Sus bonos' });
      const cards = [...list.children] as HTMLElement[];
      expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
        'Bono Comercio Alcantir 2026',
        'Xec Comerç Vilamar',
        'Bono Comercio Alcantir 2026',
      ]);
      expect(facts(cards[0]!)).toEqual({
        Código: formatVoucherCode(CODES[0]!),
        Estado: 'Disponible',
        Valor: '25 €',
        'Le queda': '25 €',
        'Usos que le quedan': '1',
        Caduca: '31 de enero de 2027',
      });
      expect(facts(cards[1]!)['Le queda']).toBe('7,50 €');
      expect(within(cards[1]!).getByText('26 de noviembre, Merceria Rosa: tique de 12,50 €, el bono pagó 12,50 €.')).toBeVisible();
      // A spent voucher keeps its card and its figures, without a QR code to scan.
      expect(facts(cards[2]!).Estado).toBe('Gastado');
      expect(within(cards[2]!).queryByRole('img')).toBeNull();
      expect(screen.getByRole('button', { name: 'Imprimir los bonos' })).toBeVisible();
    },
    listInValencian: async ({ screen }) => {
      const list = await screen.findByRole('list', { name: 'Els seus bons' });
      expect(facts(list.children[1] as HTMLElement)['Li queda']).toBe('7,50 €');
      expect(screen.getByRole('button', { name: 'Imprimir els bons' })).toBeVisible();
    },
    empty: async ({ screen }) => {
      expect(await screen.findByText('Todavía no tiene ningún bono en esta cuenta.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Ver las campañas' })).toHaveAttribute('href', '/bonos');
    },
    signedOut: async ({ screen }) => {
      expect(await screen.findByText('Inicie sesión para ver los bonos de su cuenta.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Acceder o registrarse' })).toHaveAttribute('href', '/cuenta?volver=%2Fbonos%2Fmis-bonos');
    },
    offline: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('No hay conexión a internet');
      expect(screen.getByRole('link', { name: '962 000 100' })).toBeVisible();
    },
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Cargando sus bonos…');
    },
  });

  test('the QR code on a card holds BONO: and the code, and is named by the code it shows', async () => {
    const { screen } = await renderExample(MyVouchers, examples.list);
    const qr = await screen.findByRole('img', { name: `Código QR del bono ${formatVoucherCode(CODES[0]!)}` });
    expect(readQr(qr as unknown as SVGSVGElement)).toBe(`BONO:${CODES[0]}`);
  });

  test('Reintentar after losing the network loads the vouchers', async () => {
    const { screen, user } = await renderExample(MyVouchers, examples.offline);
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Sus bonos' })).toBeVisible();
  });
});
