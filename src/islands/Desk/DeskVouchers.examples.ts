/**
 * The desk's vouchers (`/gestion/bonos`, docs/vouchers.md "Pages"): a campaign's figures, per shop and per day, with
 * the patterns worth a look and the exports; a shop suspended; a voucher found by its code and suspended; a code
 * mistyped; the figures unreachable. Answers as the contract's desk calls give them.
 */
import type { DeskVoucher, DeskVoucherFigures } from '../../api/vouchers.ts';
import type { DeskStaff } from '../../domain/desk/desk-answers.ts';
import { ok, status, type IslandExamples } from '../examples.ts';
import { CODES, voucher } from '../VoucherApply/VoucherApply.examples.ts';
import { deskExampleProps } from './Desk.examples.ts';
import type { DeskProps } from './Desk.tsx';

const DESK = '/api/alcantir/desk/vouchers/bono-comercio-2026';
/** The view is loaded on demand: its first render waits for its module. */
export const LAZY = { timeout: 5000 };
const gestor = { _id: 'u-gestor', name: 'Pau Sanchis Mira', mailboxes: null, offices: null };
const ready = { 'GET /api/alcantir/desk/staff': ok<DeskStaff>({ me: gestor, staff: [gestor] }) } as const;

function props(lang: 'es' | 'va' = 'es'): DeskProps {
  return {
    ...deskExampleProps('vouchers', lang),
    vouchers: { campaigns: [{ slug: 'bono-comercio-2026', title: lang === 'va' ? 'Bo Comerç Alcantir 2026' : 'Bono Comercio Alcantir 2026' }] },
  };
}

export const deskFigures = (suspended = false): DeskVoucherFigures => ({
  cap: 1000,
  issued: 588,
  held: 4,
  paid: { count: 588, amount: 8820 },
  validated: { count: 312, amount: 7800 },
  perShop: [
    { shop: 'forn-sant-roc', name: 'Forn Sant Roc', suspended, count: 140, amount: 3500 },
    { shop: 'llibreria-la-placa', name: 'Llibreria La Plaça', suspended: false, count: 172, amount: 4300 },
  ],
  perDay: [
    { day: '2026-11-26', issued: 120, validated: 80, amount: 2000 },
    { day: '2026-11-27', issued: 60, validated: 42, amount: 1050 },
  ],
  patterns: [
    { kind: 'burst', shop: 'forn-sant-roc', at: '2026-11-27T09:31:00.000Z', codes: [CODES[0]!, CODES[1]!, '7K2M9QHX4D1RZP8T0'], detail: '3 en 4 minutos' },
  ],
});

const found: DeskVoucher = { ...voucher(CODES[0]!), holder: { name: 'Lucía Ferrer Puig', censusIdMasked: '****5678Z' } };

export const deskVouchersExamples = {
  figures: {
    name: "a campaign's figures, per shop (with the reimbursement of each) and per day, and a pattern worth a look",
    props: props(),
    api: { ...ready, [`GET ${DESK}`]: ok(deskFigures()) },
  },
  figuresInValencian: {
    name: 'the same in Valencian',
    props: props('va'),
    api: { ...ready, [`GET ${DESK}`]: ok(deskFigures()) },
  },
  shopSuspended: {
    name: 'a shop suspended: the figures read again say so, and it can be reinstated',
    props: props(),
    api: {
      ...ready,
      [`GET ${DESK}`]: [ok(deskFigures()), ok(deskFigures(true))],
      [`POST ${DESK}/shops/forn-sant-roc/status`]: ok({ id: 'forn-sant-roc', suspended: true }),
    },
    play: async ({ screen, user }) => {
      await user.click(await screen.findByRole('button', { name: 'Suspender Forn Sant Roc' }, LAZY));
    },
  },
  voucherFound: {
    name: 'a voucher found by its code (whose it is, what is left), then suspended',
    props: props(),
    api: {
      ...ready,
      [`GET ${DESK}`]: ok(deskFigures()),
      [`GET ${DESK}/vouchers`]: [ok({ items: [found] }), ok({ items: [{ ...found, state: 'suspended' }] })],
      [`POST ${DESK}/vouchers/${CODES[0]}/status`]: ok({ ...found, state: 'suspended' }),
    },
    play: async ({ screen, user }) => {
      await user.type(await screen.findByRole('textbox', { name: 'Código del bono' }, LAZY), CODES[0]!.toLowerCase());
      await user.click(screen.getByRole('button', { name: 'Buscar' }));
      await user.click(await screen.findByRole('button', { name: 'Suspender el bono' }));
    },
  },
  badCode: {
    name: 'a mistyped code: refused before any call',
    props: props(),
    api: { ...ready, [`GET ${DESK}`]: ok(deskFigures()) },
    play: async ({ screen, user }) => {
      await user.type(await screen.findByRole('textbox', { name: 'Código del bono' }, LAZY), 'ABCD-EFGH');
      await user.click(screen.getByRole('button', { name: 'Buscar' }));
    },
  },
  unreachable: {
    name: 'the figures cannot be read: said, with a retry',
    props: props(),
    api: { ...ready, [`GET ${DESK}`]: status(500, { err: 'Error', errCode: 'unexpected' }) },
  },
} satisfies IslandExamples<DeskProps>;
