/**
 * "Mis bonos" in its states (docs/vouchers.md "Pages"): an account's vouchers (one to spend, one used in part, one
 * spent), none yet, signed out, offline and loading. The vouchers are shaped as `GET {realm}/vouchers/mine` answers.
 */
import type { Voucher } from '../../api/vouchers.ts';
import { voucherLabels } from '../../data/voucher-labels.ts';
import { locale } from '../../i18n/index.ts';
import type { Language } from '../../schemas/realm.ts';
import { ok, sameOriginEndpoints, status, type IslandExamples } from '../examples.ts';
import { CODES, voucher } from '../VoucherApply/VoucherApply.examples.ts';
import type { MyVouchersProps } from './MyVouchers.tsx';

const MINE = 'GET /api/alcantir/vouchers/mine';

const props = (lang: Language = 'es'): MyVouchersProps => ({
  realm: 'alcantir',
  lang,
  locale: locale(lang),
  endpoints: sameOriginEndpoints,
  labels: voucherLabels(lang),
  voucherName: 'Bono Comercio',
  phone: '962 000 100',
  paths: { signIn: '/cuenta?volver=%2Fbonos%2Fmis-bonos', campaigns: '/bonos' },
});

export const myVouchers: Voucher[] = [
  voucher(CODES[0]!),
  voucher(CODES[1]!, {
    campaign: 'xec-comerc-vilamar',
    title: 'Xec Comerç Vilamar',
    value: 20,
    remaining: 7.5,
    usesLeft: 1,
    uses: [{ at: '2026-11-26T10:42:00.000Z', shop: 'Merceria Rosa', amount: 12.5, covered: 12.5 }],
  }),
  voucher('7K2M9QHX4D1RZP8T0', {
    state: 'spent',
    remaining: 0,
    usesLeft: 0,
    uses: [{ at: '2026-11-20T17:05:00.000Z', shop: 'Forn Sant Roc', amount: 31.2, covered: 25 }],
  }),
];

export const myVouchersExamples = {
  list: {
    name: "an account's vouchers, each a card with its code, QR code, value, what is left, uses left and expiry",
    props: props(),
    api: { [MINE]: ok<{ items: Voucher[] }>({ items: myVouchers }) },
  },
  listInValencian: {
    name: 'the same in Valencian',
    props: props('va'),
    api: { [MINE]: ok<{ items: Voucher[] }>({ items: myVouchers }) },
  },
  empty: {
    name: 'no voucher yet: where the campaigns are',
    props: props(),
    api: { [MINE]: ok<{ items: Voucher[] }>({ items: [] }) },
  },
  signedOut: {
    name: 'nobody signed in: how to sign in, coming back here',
    props: props(),
    api: { [MINE]: status(401, { err: 'Inicie sesión.', errCode: 'not-signed-in' }) },
  },
  offline: {
    name: "no network: said, with the town hall's telephone and a retry",
    props: props(),
    api: { [MINE]: ['network-error', ok<{ items: Voucher[] }>({ items: myVouchers })] },
  },
  loading: {
    name: 'the vouchers still on their way',
    props: props(),
    api: { [MINE]: 'no-answer' },
  },
} satisfies IslandExamples<MyVouchersProps>;
