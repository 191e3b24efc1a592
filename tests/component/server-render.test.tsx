/**
 * What each island with a fallback sends in the page, before (or without) its script: the server renders only the
 * fallback the page gives it, so a reader without JavaScript never meets an empty grid, a spinner or an empty
 * map frame. The live states are the examples' tests; this is the first HTML.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Agenda from '../../src/islands/Agenda/Agenda.tsx';
import AppointmentBooking from '../../src/islands/AppointmentBooking/AppointmentBooking.tsx';
import { appointmentBookingExamples } from '../../src/islands/AppointmentBooking/AppointmentBooking.examples.ts';
import AppointmentView from '../../src/islands/AppointmentView/AppointmentView.tsx';
import { appointmentViewExamples } from '../../src/islands/AppointmentView/AppointmentView.examples.ts';
import { agendaExamples } from '../../src/islands/Agenda/Agenda.examples.ts';
import DutyBoard from '../../src/islands/DutyBoard/DutyBoard.tsx';
import { dutyBoardExamples } from '../../src/islands/DutyBoard/DutyBoard.examples.ts';
import Desk from '../../src/islands/Desk/Desk.tsx';
import { deskAppointmentsExamples } from '../../src/islands/Desk/DeskAppointments.examples.ts';
import OpenPlaces from '../../src/islands/OpenPlaces/OpenPlaces.tsx';
import { openPlacesExamples } from '../../src/islands/OpenPlaces/OpenPlaces.examples.ts';
import PlaceMap from '../../src/islands/PlaceMap/PlaceMap.tsx';
import { placeMapExamples } from '../../src/islands/PlaceMap/PlaceMap.examples.ts';
import RequestForm from '../../src/islands/RequestForm/RequestForm.tsx';
import { requestFormExamples } from '../../src/islands/RequestForm/RequestForm.examples.ts';
import MyVouchers from '../../src/islands/MyVouchers/MyVouchers.tsx';
import { myVouchersExamples } from '../../src/islands/MyVouchers/MyVouchers.examples.ts';
import ShopTill from '../../src/islands/ShopTill/ShopTill.tsx';
import { shopTillExamples } from '../../src/islands/ShopTill/ShopTill.examples.ts';
import VoucherApply from '../../src/islands/VoucherApply/VoucherApply.tsx';
import { voucherApplyExamples } from '../../src/islands/VoucherApply/VoucherApply.examples.ts';
import SurveyVote from '../../src/islands/SurveyVote/SurveyVote.tsx';
import { surveyVoteExamples } from '../../src/islands/SurveyVote/SurveyVote.examples.ts';

const fallback = <p data-fallback>Las próximas actividades</p>;

describe('an island rendered on the server', () => {
  it('the agenda: its fallback only, no calendar grid and nothing loading', () => {
    const html = renderToString(<Agenda {...agendaExamples.monthWithEvents.props}>{fallback}</Agenda>);
    expect(html).toContain('data-fallback');
    expect(html).not.toMatch(/<table|role="grid"|Cargando/);
  });

  it('the duty board: the duties the build knew only, no duty "now" the server cannot know', () => {
    const html = renderToString(<DutyBoard {...dutyBoardExamples.dayDuty.props}>{fallback}</DutyBoard>);
    expect(html).toContain('data-fallback');
    expect(html).not.toMatch(/De guardia ahora|Abiertas ahora|tel:/);
  });

  it('the places list: the build’s list with today’s hours only, nothing "open now" the server cannot know', () => {
    const html = renderToString(<OpenPlaces {...openPlacesExamples.tuesdayMorning.props}>{fallback}</OpenPlaces>);
    expect(html).toContain('data-fallback');
    expect(html).not.toMatch(/Abierto ahora|Cerrado ahora|Abiertos ahora|a cualquier hora/);
  });

  it('the appointment booking: the page’s other ways to book only, no step, no button, nothing loading', () => {
    const html = renderToString(<AppointmentBooking {...appointmentBookingExamples.days.props}>{fallback}</AppointmentBooking>);
    expect(html).toContain('data-fallback');
    expect(html).not.toMatch(/<button|<h3|Cargando|Primer hueco libre/);
  });

  it('an appointment’s page: the offices’ telephones only, no appointment, no button, nothing loading', () => {
    const html = renderToString(<AppointmentView {...appointmentViewExamples.booked.props}>{fallback}</AppointmentView>);
    expect(html).toContain('data-fallback');
    expect(html).not.toMatch(/<button|<dl|Buscando su cita|No encontramos/);
  });

  it('a request form: the description the build knew and its fallback, no spinner', () => {
    const { props } = requestFormExamples.loading;
    const html = renderToString(<RequestForm {...props}>{fallback}</RequestForm>);
    expect(html).toContain(props.description);
    expect(html).toContain('data-fallback');
    expect(html).not.toMatch(/loading-indicator|Cargando/);
  });

  it('a place map: its fallback in the map’s place, no empty map frame', () => {
    const html = renderToString(<PlaceMap {...placeMapExamples.association.props}>{fallback}</PlaceMap>);
    expect(html).toContain('data-fallback');
    expect(html).not.toContain('map-frame');
  });

  it('a survey’s ballot and a call for proposals: no button that only script works, nothing loading', () => {
    for (const example of [surveyVoteExamples.survey, surveyVoteExamples.proposal]) {
      const html = renderToString(<SurveyVote {...example.props} />);
      const scriptOnly = [...html.matchAll(/<button[^>]*type="button"[^>]*>/g)].map((m) => m[0]).filter((button) => !/\shidden=""/.test(button));
      expect(scriptOnly, example.name).toEqual([]);
      expect(html, example.name).not.toMatch(/Cargando/);
    }
  });

  it("the counter's day of cita previa: only the check of who is signed in, no appointment, no mark's button", () => {
    const html = renderToString(<Desk {...deskAppointmentsExamples.day.props} />);
    expect(html).toContain('Comprobando su acceso…');
    expect(html).not.toMatch(/<button|<select|<input|desk-card|ALC-CP-/);
  });

  it('the vouchers’ islands: nothing claimed to be loading, checked or left, no form, no button, before the script runs (the page’s noscript says what needs it)', () => {
    const pages = [
      renderToString(<VoucherApply {...voucherApplyExamples.open.props} />),
      renderToString(<MyVouchers {...myVouchersExamples.list.props} />),
      renderToString(<ShopTill {...shopTillExamples.ready.props} />),
    ];
    for (const html of pages) expect(html).not.toMatch(/<button|<form|<input|Consultando|Cargando|Comprobando|Quedan|agotado/);
  });
});
