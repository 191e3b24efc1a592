import { useEffect, useMemo, useState } from 'react';
import { appointmentsApi, type MyAppointmentsAnswer } from '../../api/appointments.ts';
import { answered, createApiClient } from '../../api/client.ts';
import { privateLinkFragment } from '../../domain/appointments/private-link.ts';
import type { RealmConfig } from '../../schemas/realm.ts';

export interface MyAppointmentsProps {
  realm: string;
  lang: string;
  locale: string;
  endpoints: RealmConfig['endpoints'];
  /** The appointment's page in the page's language (`/cita-previa/cita`), and each service's title by id. */
  page: string;
  services: Record<string, string>;
  tr: (key: string, params?: Record<string, string | number>) => string;
}

type Item = MyAppointmentsAnswer['items'][number];

/**
 * "Mis citas" beside "Mis solicitudes" (docs/appointments.md "Mis citas"): the signed-in citizen's appointments, the
 * coming ones first, then the past ones, each linking to its page by its code alone (the server opens it there for
 * the citizen who booked it). Changing and cancelling happen on that page, by POST: nothing here changes anything.
 */
export function MyAppointments({ realm, lang, locale, endpoints, page, services, tr }: MyAppointmentsProps) {
  const api = useMemo(() => appointmentsApi(createApiClient({ language: lang }), { id: realm, endpoints }), [realm, lang, endpoints]);
  const [items, setItems] = useState<Item[] | 'failed'>();
  useEffect(() => {
    let cancelled = false;
    void api.mine().then((answer) => {
      if (!cancelled) setItems(answered(answer)?.items ?? 'failed');
    });
    return () => {
      cancelled = true;
    };
  }, [api]);
  const when = useMemo(() => new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }), [locale]);
  if (items === undefined) return null;
  if (items === 'failed') return <p className="notice">{tr('mine.appointments.error')}</p>;
  const list = (shown: Item[], label: string) => (
    <>
      <h3>{label}</h3>
      <ul className="request-list">
        {shown.map((item) => (
          <li key={item.code} className="request-card">
            <p>
              <a href={`${page}${privateLinkFragment(item.code)}`}>{services[item.service] ?? item.service}</a>
            </p>
            <p>
              {tr('mine.appointments.when', { day: when.format(new Date(`${item.day}T12:00:00Z`)), time: item.start })}
              {' · '}
              <span className="reference">{item.code}</span>
              {' · '}
              {tr(`mine.appointments.status.${item.upcoming ? 'booked' : item.status}`)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
  const coming = items.filter((i) => i.upcoming);
  const past = items.filter((i) => !i.upcoming);
  return (
    <section className="my-appointments" aria-labelledby="my-appointments">
      <h2 id="my-appointments">{tr('mine.appointments.title')}</h2>
      {!items.length && <p>{tr('mine.appointments.none')}</p>}
      {coming.length > 0 && list(coming, tr('mine.appointments.coming'))}
      {past.length > 0 && list(past, tr('mine.appointments.past'))}
    </section>
  );
}
