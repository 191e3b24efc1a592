import { useCallback, useEffect, useState } from 'react';
import { answered, refusalOf } from '../../api/client.ts';
import type { Voucher } from '../../api/vouchers.ts';
import { qrSvg } from '../../domain/qr/qr-svg.ts';
import { formatVoucherCode, QR_PREFIX } from '../../domain/vouchers/codes.ts';
import { LoadingIndicator } from '../widgets/LoadingIndicator.tsx';
import { OfflineNotice, useVoucherPage, VoucherFacts, type VoucherIslandProps, type VoucherTexts } from '../shared/vouchers/page.tsx';
import '../shared/vouchers/vouchers.css';

export interface MyVouchersProps extends VoucherIslandProps {
  /** Where things are in the page's language: the sign-in page (coming back here) and the campaigns. */
  paths: { signIn: string; campaigns: string };
}

type State = { name: 'starting' | 'loading' | 'signIn' | 'failed' | 'offline' } | { name: 'shown'; items: Voucher[] };

function VoucherCard({ voucher, texts, name }: { voucher: Voucher; texts: VoucherTexts; name: string }) {
  const { tr } = texts;
  const shown = formatVoucherCode(voucher.code);
  // The QR code holds `BONO:{code}` (docs/vouchers.md "A voucher"); its name says what it is, the code is written below.
  const qr = qrSvg(`${QR_PREFIX}${voucher.code}`, { label: tr('vouchers.mine.qrLabel', { code: shown }), correction: 'Q' });
  const headingId = `voucher-${voucher.code}`;
  return (
    <li className="voucher-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{voucher.title || name}</h2>
      {voucher.state === 'active' ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is drawn by qrSvg from the code alone, every text in it escaped
        <div className="voucher-qr" dangerouslySetInnerHTML={{ __html: qr }} />
      ) : null}
      <VoucherFacts voucher={voucher} texts={texts} code={shown} />
      {voucher.uses.length > 0 ? (
        <>
          <h3>{tr('vouchers.mine.uses')}</h3>
          <ul>
            {voucher.uses.map((use) => (
              <li key={use.at}>
                {tr('vouchers.mine.use', {
                  day: texts.dayOfInstant(use.at),
                  shop: use.shop,
                  amount: texts.euros(use.amount),
                  covered: texts.euros(use.covered),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}

/**
 * "Mis bonos" (docs/vouchers.md "Pages"): the signed-in account's vouchers of every campaign, each a card with its
 * code in groups of four, the QR code the shop scans, its value, what is left, the uses left and until when it can be
 * spent; printed, one card a page. Signed out, how to sign in.
 */
export default function MyVouchers(props: MyVouchersProps) {
  const { paths, phone } = props;
  const { texts, api } = useVoucherPage(props);
  const { tr } = texts;
  const [state, setState] = useState<State>({ name: 'starting' });

  const load = useCallback(async () => {
    setState({ name: 'loading' });
    const answer = await api.mine();
    const refusal = refusalOf(answer);
    if (refusal?.code === 'not-signed-in') return setState({ name: 'signIn' });
    if (refusal?.offline) return setState({ name: 'offline' });
    const items = answered(answer)?.items;
    setState(Array.isArray(items) ? { name: 'shown', items } : { name: 'failed' });
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  switch (state.name) {
    case 'starting':
      return <div className="my-vouchers" />;
    case 'loading':
      return (
        <div className="my-vouchers">
          <LoadingIndicator label={tr('vouchers.mine.loading')} force />
        </div>
      );
    case 'signIn':
      return (
        <div className="my-vouchers">
          <p>{tr('vouchers.mine.signIn')}</p>
          <p>
            <a className="button" href={paths.signIn}>
              {tr('vouchers.apply.signInLink')}
            </a>
          </p>
        </div>
      );
    case 'offline':
      return (
        <div className="my-vouchers">
          <OfflineNotice texts={texts} phone={phone} />
          <button type="button" className="button" onClick={() => void load()}>
            {tr('vouchers.retry')}
          </button>
        </div>
      );
    case 'failed':
      return (
        <div className="my-vouchers notice" role="alert">
          <p>{tr('vouchers.mine.error')}</p>
          <button type="button" className="button" onClick={() => void load()}>
            {tr('vouchers.retry')}
          </button>
        </div>
      );
    case 'shown':
      if (state.items.length === 0) {
        return (
          <div className="my-vouchers">
            <p>{tr('vouchers.mine.empty')}</p>
            <p>
              <a href={paths.campaigns}>{tr('vouchers.mine.toCampaigns')}</a>
            </p>
          </div>
        );
      }
      return (
        <div className="my-vouchers">
          <p className="voucher-print">
            <button type="button" className="button secondary" onClick={() => window.print()}>
              {tr('vouchers.mine.print')}
            </button>
          </p>
          <ul className="voucher-cards" aria-label={tr('vouchers.mine.list')}>
            {state.items.map((voucher) => (
              <VoucherCard key={voucher.code} voucher={voucher} texts={texts} name={props.voucherName} />
            ))}
          </ul>
        </div>
      );
  }
}
