import { useEffect, useMemo, type ReactNode } from 'react';
import type { BookingAnswer, ServiceAnswer } from '../../api/appointments.ts';
import { appointmentDownload } from '../../domain/appointments/calendar-download.ts';
import { privateLinkFragment } from '../../domain/appointments/private-link.ts';
import type { BookingTexts } from './texts.ts';

interface Props {
  texts: BookingTexts;
  booked: BookingAnswer;
  service: ServiceAnswer;
  appointmentPage: string;
  host: string;
  heading: ReactNode;
}

/**
 * The booked appointment (docs/appointments.md "Booking"): its code, the service, the office and its address, the
 * day and time, what to bring, the calendar file and the private link, which only this answer and the confirmation
 * e-mail ever carry.
 */
export function Confirmation({ texts, booked, service, appointmentPage, host, heading }: Props) {
  const { tr } = texts;
  const { appointment, code, key } = booked;
  const office = service.offices.find((o) => o._id === appointment.office);
  const when = tr('appointments.booking.whenValue', { day: texts.longDay(appointment.day), time: appointment.start });
  const privateLink = key ? `${appointmentPage}${privateLinkFragment(code, key)}` : undefined;

  const calendarUrl = useMemo(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const ics = appointmentDownload({
      uid: `cita-descarga-${typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Date.now().toString(36)}@${host}`,
      startsAt: appointment.startsAt,
      endsAt: appointment.endsAt,
      stamp: new Date(),
      summary: texts.tr('appointments.booking.calendarSummary', { service: service.title }),
      description: [texts.tr('appointments.booking.calendarCode', { code }), ...service.documents].join('\n'),
      location: office ? `${office.title}, ${texts.address(office.address)}` : '',
    });
    return URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
  }, [appointment, code, host, office, service, texts]);
  useEffect(() => () => (calendarUrl ? URL.revokeObjectURL(calendarUrl) : undefined), [calendarUrl]);

  return (
    <section className="ab ab-done">
      {heading}
      <dl className="ab-facts">
        <dt>{tr('appointments.booking.code')}</dt>
        <dd className="ab-code">{code}</dd>
        <dt>{tr('appointments.booking.service')}</dt>
        <dd>{service.title}</dd>
        <dt>{tr('appointments.booking.when')}</dt>
        <dd>{when}</dd>
        <dt>{tr('appointments.booking.office')}</dt>
        <dd>
          {office?.title ?? appointment.office}
          {office ? (
            <>
              <br />
              {texts.address(office.address)}
            </>
          ) : null}
        </dd>
      </dl>
      <h4>{tr('appointments.documents')}</h4>
      {service.documents.length > 0 ? (
        <ul>
          {service.documents.map((document) => (
            <li key={document}>{document}</li>
          ))}
        </ul>
      ) : (
        <p>{tr('appointments.documentsNone')}</p>
      )}
      {calendarUrl ? (
        <p>
          <a className="button secondary" href={calendarUrl} download="cita.ics">
            {tr('appointments.booking.calendar')}
          </a>
        </p>
      ) : null}
      <h4>{tr('appointments.booking.privateLink')}</h4>
      {privateLink ? (
        <>
          <p>
            <a href={privateLink} className="ab-private-link">
              {tr('appointments.booking.privateLinkOpen')}
            </a>
          </p>
          <p>{tr('appointments.booking.privateLinkHint')}</p>
        </>
      ) : (
        <p>{tr('appointments.booking.privateLinkByEmail')}</p>
      )}
    </section>
  );
}
