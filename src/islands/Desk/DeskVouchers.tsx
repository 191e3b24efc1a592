import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { answered, createApiClient, refusalOf } from '../../api/client.ts';
import { type DeskVoucher, type DeskVoucherFigures, vouchersApi } from '../../api/vouchers.ts';
import { formatVoucherCode, parseVoucherCode } from '../../domain/vouchers/codes.ts';
import type { RealmConfig } from '../../schemas/realm.ts';
import { useDesk } from './context.ts';

export interface DeskVouchersProps {
  realm: string;
  endpoints: RealmConfig['endpoints'];
  /** The realm's campaigns, the latest first, with their titles in the page's language. */
  campaigns: Array<{ slug: string; title: string }>;
}

type Figures = { name: 'loading' | 'failed' } | { name: 'shown'; figures: DeskVoucherFigures };
type Found = { name: 'none' | 'looking' | 'nothing' } | { name: 'shown'; voucher: DeskVoucher } | { name: 'error'; message: string };

/**
 * The town hall's vouchers (`/gestion/bonos`, docs/vouchers.md "Pages"): a campaign's figures (issued, paid,
 * validated), per shop (each suspended or allowed again) and per day, a voucher found by its code (whose it is, and
 * suspended or allowed again), the patterns worth a look, and the reimbursement as CSV and XLSX, every shop's or one's.
 * Loaded only on its page, as the notices' view is.
 */
export function DeskVouchers({ realm, endpoints, campaigns }: DeskVouchersProps) {
  const { tr, euros, dateTime, lang, signedOut } = useDesk();
  const api = useMemo(() => vouchersApi(createApiClient({ language: lang }), { id: realm, endpoints }), [realm, endpoints, lang]);
  const [slug, setSlug] = useState(campaigns[0]?.slug ?? '');
  const [figures, setFigures] = useState<Figures>({ name: 'loading' });
  const [code, setCode] = useState('');
  const [found, setFound] = useState<Found>({ name: 'none' });
  const [problem, setProblem] = useState<string | undefined>();

  const load = useCallback(async () => {
    if (!slug) return;
    setFigures({ name: 'loading' });
    const answer = await api.deskFigures(slug);
    if (refusalOf(answer)?.code === 'not-signed-in') return signedOut();
    const given = answered(answer);
    setFigures(given ? { name: 'shown', figures: given } : { name: 'failed' });
  }, [api, slug, signedOut]);
  useEffect(() => {
    void load();
  }, [load]);

  if (campaigns.length === 0) return <p>{tr('desk.vouchers.none')}</p>;

  const setShop = async (shop: string, suspended: boolean) => {
    setProblem(undefined);
    const answer = await api.deskShopStatus(slug, shop, suspended);
    if (answered(answer)) void load();
    else setProblem(refusalOf(answer)?.message ?? tr('desk.vouchers.failed'));
  };

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseVoucherCode(code);
    if (!parsed.ok) return setFound({ name: 'error', message: tr('desk.vouchers.find.badCode') });
    setFound({ name: 'looking' });
    const answer = await api.deskFind(slug, parsed.code);
    const items = answered(answer)?.items;
    if (items) setFound(items[0] ? { name: 'shown', voucher: items[0] } : { name: 'nothing' });
    else setFound({ name: 'error', message: refusalOf(answer)?.message ?? tr('desk.vouchers.failed') });
  };

  const setVoucher = async (voucher: DeskVoucher, suspended: boolean) => {
    const answer = await api.deskVoucherStatus(slug, voucher.code, suspended);
    if (answered(answer)) {
      const again = answered(await api.deskFind(slug, voucher.code))?.items?.[0];
      setFound(again ? { name: 'shown', voucher: again } : { name: 'nothing' });
    } else setFound({ name: 'error', message: refusalOf(answer)?.message ?? tr('desk.vouchers.failed') });
  };

  const shown = figures.name === 'shown' ? figures.figures : undefined;
  return (
    <div className="desk-vouchers">
      {campaigns.length > 1 ? (
        <p>
          <label htmlFor="desk-voucher-campaign">{tr('desk.vouchers.campaign')}</label>{' '}
          <select id="desk-voucher-campaign" value={slug} onChange={(e) => setSlug(e.target.value)}>
            {campaigns.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.title}
              </option>
            ))}
          </select>
        </p>
      ) : (
        <h2>{campaigns[0]!.title}</h2>
      )}
      {problem ? (
        <p className="notice" role="alert">
          {problem}
        </p>
      ) : null}
      {figures.name === 'loading' ? <p className="loading-indicator">{tr('desk.vouchers.loading')}</p> : null}
      {figures.name === 'failed' ? (
        <div className="notice" role="alert">
          <p>{tr('desk.vouchers.failed')}</p>
          <button type="button" className="button" onClick={() => void load()}>
            {tr('desk.retry')}
          </button>
        </div>
      ) : null}
      {shown ? (
        <>
          <section aria-labelledby="desk-vouchers-figures">
            <h2 id="desk-vouchers-figures">{tr('desk.vouchers.figures')}</h2>
            <dl className="desk-voucher-figures">
              <div>
                <dt>{tr('desk.vouchers.issued')}</dt>
                <dd>{tr('desk.vouchers.ofCap', { count: shown.issued, cap: shown.cap })}</dd>
              </div>
              <div>
                <dt>{tr('desk.vouchers.held')}</dt>
                <dd>{shown.held}</dd>
              </div>
              <div>
                <dt>{tr('desk.vouchers.paid')}</dt>
                <dd>{tr('desk.vouchers.countAmount', { count: shown.paid.count, amount: euros(shown.paid.amount) })}</dd>
              </div>
              <div>
                <dt>{tr('desk.vouchers.validated')}</dt>
                <dd>{tr('desk.vouchers.countAmount', { count: shown.validated.count, amount: euros(shown.validated.amount) })}</dd>
              </div>
            </dl>
          </section>
          {/* The table's scrolling region below bears the heading's name: the section itself is no second landmark of it. */}
          <section>
            <h2 id="desk-vouchers-shops">{tr('desk.vouchers.shops')}</h2>
            {/* Scrolls sideways on a phone: a region the keyboard reaches, named by its heading. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll with the keyboard */}
            <section className="desk-table-wrap" aria-labelledby="desk-vouchers-shops" tabIndex={0}>
              <table className="desk-table">
                <thead>
                  <tr>
                    <th scope="col">{tr('desk.vouchers.shop')}</th>
                    <th scope="col">{tr('desk.vouchers.validations')}</th>
                    <th scope="col">{tr('desk.vouchers.amount')}</th>
                    <th scope="col">{tr('desk.vouchers.reimbursement')}</th>
                    <th scope="col">{tr('desk.vouchers.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.perShop.map((s) => (
                    <tr key={s.shop}>
                      <th scope="row">{s.name}</th>
                      <td>{s.count}</td>
                      <td>{euros(s.amount)}</td>
                      <td>
                        <a href={api.reimbursementUrl(slug, 'xlsx', s.shop)} aria-label={tr('desk.vouchers.exportShop', { format: 'XLSX', shop: s.name })}>
                          XLSX
                        </a>{' '}
                        <a href={api.reimbursementUrl(slug, 'csv', s.shop)} aria-label={tr('desk.vouchers.exportShop', { format: 'CSV', shop: s.name })}>
                          CSV
                        </a>
                      </td>
                      <td>
                        {s.suspended ? tr('desk.vouchers.suspended') : tr('desk.vouchers.active')}{' '}
                        <button
                          type="button"
                          className="button secondary"
                          aria-label={tr(s.suspended ? 'desk.vouchers.resumeShop' : 'desk.vouchers.suspendShop', { shop: s.name })}
                          onClick={() => void setShop(s.shop, !s.suspended)}
                        >
                          {tr(s.suspended ? 'desk.vouchers.resume' : 'desk.vouchers.suspend')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <p>
              {tr('desk.vouchers.exportAll')} <a href={api.reimbursementUrl(slug, 'xlsx')}>XLSX</a> · <a href={api.reimbursementUrl(slug, 'csv')}>CSV</a>
            </p>
          </section>
          <section>
            <h2 id="desk-vouchers-days">{tr('desk.vouchers.perDay')}</h2>
            {shown.perDay.length === 0 ? (
              <p>{tr('desk.vouchers.noDays')}</p>
            ) : (
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll with the keyboard
              <section className="desk-table-wrap" aria-labelledby="desk-vouchers-days" tabIndex={0}>
                <table className="desk-table">
                  <thead>
                    <tr>
                      <th scope="col">{tr('desk.vouchers.day')}</th>
                      <th scope="col">{tr('desk.vouchers.issued')}</th>
                      <th scope="col">{tr('desk.vouchers.validated')}</th>
                      <th scope="col">{tr('desk.vouchers.amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.perDay.map((d) => (
                      <tr key={d.day}>
                        <th scope="row">{d.day.split('-').reverse().join('/')}</th>
                        <td>{d.issued}</td>
                        <td>{d.validated}</td>
                        <td>{euros(d.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            )}
          </section>
          <section aria-labelledby="desk-vouchers-patterns">
            <h2 id="desk-vouchers-patterns">{tr('desk.vouchers.patterns')}</h2>
            {shown.patterns.length === 0 ? (
              <p>{tr('desk.vouchers.noPatterns')}</p>
            ) : (
              <ul>
                {shown.patterns.map((p) => (
                  <li key={`${p.kind} ${p.shop} ${p.at}`}>
                    <strong>{tr(`desk.vouchers.pattern.${p.kind}`)}</strong> · {shown.perShop.find((s) => s.shop === p.shop)?.name ?? p.shop} · {dateTime(p.at)}{' '}
                    · {p.codes.map((c) => formatVoucherCode(c)).join(', ')}
                    {p.detail ? ` · ${p.detail}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
      <section aria-labelledby="desk-vouchers-find">
        <h2 id="desk-vouchers-find">{tr('desk.vouchers.find.title')}</h2>
        <form onSubmit={(event) => void find(event)} noValidate>
          <label htmlFor="desk-voucher-code">{tr('desk.vouchers.find.code')}</label>{' '}
          <input id="desk-voucher-code" value={code} autoComplete="off" spellCheck={false} onChange={(e) => setCode(e.target.value)} />{' '}
          <button type="submit" className="button">
            {tr('desk.vouchers.find.button')}
          </button>
        </form>
        {found.name === 'nothing' ? <p role="status">{tr('desk.vouchers.find.nothing')}</p> : null}
        {found.name === 'error' ? (
          <p className="notice" role="alert">
            {found.message}
          </p>
        ) : null}
        {found.name === 'shown' ? (
          <div className="desk-voucher-found">
            <dl>
              <div>
                <dt>{tr('desk.vouchers.find.code')}</dt>
                <dd>{formatVoucherCode(found.voucher.code)}</dd>
              </div>
              <div>
                <dt>{tr('desk.vouchers.find.holder')}</dt>
                <dd>
                  {found.voucher.holder.name} ({found.voucher.holder.censusIdMasked})
                </dd>
              </div>
              <div>
                <dt>{tr('desk.vouchers.status')}</dt>
                <dd>{tr(`desk.vouchers.state.${found.voucher.state}`)}</dd>
              </div>
              <div>
                <dt>{tr('desk.vouchers.find.remaining')}</dt>
                <dd>
                  {euros(found.voucher.remaining)} / {euros(found.voucher.value)}
                </dd>
              </div>
            </dl>
            <button type="button" className="button secondary" onClick={() => void setVoucher(found.voucher, found.voucher.state !== 'suspended')}>
              {tr(found.voucher.state === 'suspended' ? 'desk.vouchers.find.resume' : 'desk.vouchers.find.suspend')}
            </button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
