/**
 * The desk's notices (`/gestion/avisos`, docs/notices.md "The desk"): the realm's notices with their states, an empty
 * realm, a notice left half written (each problem beside its field, what was typed kept), one published now, one
 * scheduled, the server's refusal of a field, and one withdrawn; a published notice's copies (how many went), and one
 * never queued ("sin envíos"). Bodies are typed with the client's schemas
 * (src/schemas/notices.ts), so a change in what the server answers breaks these at `npm run check`.
 */
import type { DeskStaff } from '../../domain/desk/desk-answers.ts';
import type { DeskNoticeAnswer, NoticeDelivery } from '../../schemas/notices.ts';
import { ok, status, type ExamplePage, type IslandExamples } from '../examples.ts';
import { deskExampleProps } from './Desk.examples.ts';
import type { DeskProps } from './Desk.tsx';

const STAFF = '/api/alcantir/desk/staff';
const LIST = '/api/alcantir/desk/avisos';
/** Tuesday 1 December 2026, 10:00 in Madrid. */
const NOW = '2026-12-01T10:00:00+01:00';

function props(lang: 'es' | 'va' = 'es'): DeskProps {
  return {
    ...deskExampleProps('notices', lang),
    notices: {
      languages: [
        { code: 'es', name: 'Castellano' },
        { code: 'va', name: 'Valencià' },
      ],
      topics:
        lang === 'va'
          ? { urgentes: 'Urgents', agenda: 'Agenda', noticias: 'Notícies', farmacias: 'Farmàcies' }
          : { urgentes: 'Urgentes', agenda: 'Agenda', noticias: 'Noticias', farmacias: 'Farmacias' },
    },
  };
}

const gestor = { _id: 'u-gestor', name: 'Pau Sanchis Mira', mailboxes: null, offices: null };
const ready = { [`GET ${STAFF}`]: ok<DeskStaff>({ me: gestor, staff: [gestor] }) };

const notice = (slug: string, over: Partial<DeskNoticeAnswer['notice']> = {}): DeskNoticeAnswer['notice'] => ({
  _id: `${slug.length}`.padStart(24, 'a'),
  slug,
  topic: 'urgentes',
  urgent: true,
  texts: {
    es: { title: 'Aviso amarillo por lluvias', summary: 'Lluvias fuertes hasta el día 5.', body: 'Texto.' },
    va: { title: 'Avís groc per pluges', summary: 'Pluges fortes fins al dia 5.', body: 'Text.' },
  },
  publishedAt: '2026-11-26T08:30:00.000+01:00',
  until: '2026-12-05T23:59:00.000+01:00',
  ...over,
});
const rain: DeskNoticeAnswer = { notice: notice('lluvias'), state: 'published', handedOverAt: '2026-11-26T07:30:00.000Z' };
const water: DeskNoticeAnswer = {
  notice: notice('corte-agua', {
    _id: 'b'.repeat(24),
    texts: {
      es: { title: 'Corte de agua', summary: 'Sin agua de 8 a 14.', body: 'Texto.' },
      va: { title: "Tall d'aigua", summary: 'Sense aigua de 8 a 14.', body: 'Text.' },
    },
    publishedAt: '2026-11-23T17:00:00.000+01:00',
    until: '2026-11-24T14:00:00.000+01:00',
  }),
  state: 'expired',
};
const fiesta: DeskNoticeAnswer = {
  notice: notice('fiestas', {
    _id: 'c'.repeat(24),
    topic: 'agenda',
    urgent: false,
    texts: {
      es: { title: 'Fiestas de la Purísima', summary: 'Del 5 al 8.', body: 'Programa.' },
      va: { title: 'Festes de la Puríssima', summary: 'Del 5 al 8.', body: 'Programa.' },
    },
    publishedAt: '2026-12-03T09:00:00.000+01:00',
    until: undefined,
  }),
  state: 'scheduled',
};
const list = { items: [fiesta, rain, water] };

/** How a published notice's copies went, by its slug: the server's `noticeDeliveryCounts`. */
const delivery = (slug: string) => `GET /api/alcantir/desk/notices/${slug}/delivery`;
const rainDelivery = {
  [delivery('lluvias')]: ok<NoticeDelivery>({ queued: 130, pending: 5, sent: 120, failed: 3, removed: 2, emails: 41, fannedOut: true }),
};

/** Types a whole notice in both languages. */
async function fill(page: ExamplePage) {
  const { screen, user } = page;
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Tema' }), 'urgentes');
  await user.click(screen.getByRole('checkbox', { name: 'Urgente' }));
  const [titleEs, titleVa] = screen.getAllByRole('textbox', { name: 'Título' });
  const [summaryEs, summaryVa] = screen.getAllByRole('textbox', { name: 'Resumen (lo que muestra la notificación)' });
  const [bodyEs, bodyVa] = screen.getAllByRole('textbox', { name: 'Texto completo (separe los párrafos con una línea en blanco)' });
  await user.type(titleEs!, 'Corte de agua en la calle Mayor');
  await user.type(summaryEs!, 'Mañana de 8 a 14 h no habrá agua en la calle Mayor por una avería.');
  await user.type(bodyEs!, 'Primer párrafo.');
  await user.type(titleVa!, "Tall d'aigua al carrer Major");
  await user.type(summaryVa!, 'Demà de 8 a 14 h no hi haurà aigua al carrer Major per una avaria.');
  await user.type(bodyVa!, 'Primer paràgraf.');
}

const published: DeskNoticeAnswer = {
  notice: notice('corte-de-agua-en-la-calle-mayor-2026-12-01', {
    _id: 'd'.repeat(24),
    texts: {
      es: { title: 'Corte de agua en la calle Mayor', summary: 'Mañana de 8 a 14 h no habrá agua.', body: 'Primer párrafo.' },
      va: { title: "Tall d'aigua al carrer Major", summary: 'Demà de 8 a 14 h no hi haurà aigua.', body: 'Primer paràgraf.' },
    },
    publishedAt: '2026-12-01T10:00:00.000+01:00',
    until: undefined,
  }),
  state: 'published',
  handedOverAt: '2026-12-01T09:00:00.000Z',
};

export const deskNoticesExamples = {
  list: {
    name: "the realm's notices, newest first, with their state, topic and dates; the scheduled and published ones can be withdrawn",
    props: props(),
    now: NOW,
    url: '/gestion/avisos',
    api: { ...ready, [`GET ${LIST}`]: ok({ items: list.items }), ...rainDelivery },
  },
  neverQueued: {
    name: 'a published notice whose copies were never queued (written before the delivery was connected): "sin envíos"',
    props: props(),
    now: NOW,
    url: '/gestion/avisos',
    api: {
      ...ready,
      [`GET ${LIST}`]: ok({ items: [{ ...rain, handedOverAt: undefined }] }),
      [delivery('lluvias')]: status(404, { err: 'Este aviso no tiene envíos.', errCode: 'not-found' }),
    },
  },
  fanningOut: {
    name: 'a notice just published, its copies still being queued for every subscriber',
    props: props(),
    now: NOW,
    url: '/gestion/avisos',
    api: {
      ...ready,
      [`GET ${LIST}`]: ok({ items: [rain] }),
      [delivery('lluvias')]: ok<NoticeDelivery>({ queued: 1000, pending: 1000, sent: 0, failed: 0, removed: 0, emails: 0, fannedOut: false }),
    },
  },
  empty: {
    name: 'a realm with no notices yet',
    props: props(),
    now: NOW,
    url: '/gestion/avisos',
    api: { ...ready, [`GET ${LIST}`]: ok({ items: [] }) },
  },
  valencian: {
    name: 'the desk in Valencian',
    props: props('va'),
    now: NOW,
    url: '/va/gestio/avisos',
    api: { ...ready, [`GET ${LIST}`]: ok({ items: list.items }), ...rainDelivery },
  },
  incomplete: {
    name: 'a notice sent without its Valencian texts and with an end already past: each problem beside its field, what was typed kept, nothing sent',
    props: props(),
    now: NOW,
    url: '/gestion/avisos',
    api: { ...ready, [`GET ${LIST}`]: ok({ items: [] }) },
    play: async (page) => {
      const { screen, user } = page;
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Tema' }), 'agenda');
      await user.type(screen.getAllByRole('textbox', { name: 'Título' })[0]!, 'Mercado de Navidad');
      await user.type(screen.getAllByRole('textbox', { name: 'Resumen (lo que muestra la notificación)' })[0]!, 'Del 19 al 21.');
      await user.type(screen.getAllByRole('textbox', { name: 'Texto completo (separe los párrafos con una línea en blanco)' })[0]!, 'Puestos.');
      await user.type(screen.getByLabelText('Vigente hasta'), '2026-11-30T10:00');
      await user.click(screen.getByRole('button', { name: 'Publicar ahora' }));
    },
  },
  publishedNow: {
    name: 'a whole notice published now: said, the form emptied, the list read again',
    props: props(),
    now: NOW,
    url: '/gestion/avisos',
    api: {
      ...ready,
      [`GET ${LIST}`]: [ok({ items: [] }), ok({ items: [published] })],
      [`POST ${LIST}`]: status(201, published),
      [delivery(published.notice.slug)]: ok<NoticeDelivery>({ queued: 0, pending: 0, sent: 0, failed: 0, removed: 0, emails: 0, fannedOut: false }),
    },
    play: async (page) => {
      await fill(page);
      await page.user.click(page.screen.getByRole('button', { name: 'Publicar ahora' }));
    },
  },
  scheduled: {
    name: 'a whole notice scheduled for a Madrid time',
    props: props(),
    now: NOW,
    url: '/gestion/avisos',
    api: {
      ...ready,
      [`GET ${LIST}`]: [ok({ items: [] }), ok({ items: [fiesta] })],
      [`POST ${LIST}`]: status(201, { ...fiesta }),
    },
    play: async (page) => {
      await fill(page);
      await page.user.type(page.screen.getByLabelText('Publicar el'), '2026-12-03T09:00');
      await page.user.click(page.screen.getByRole('button', { name: 'Programar la publicación' }));
    },
  },
  refused: {
    name: "the server's refusal of a field shown beside it, what was typed kept",
    props: props(),
    now: NOW,
    url: '/gestion/avisos',
    api: {
      ...ready,
      [`GET ${LIST}`]: ok({ items: [] }),
      [`POST ${LIST}`]: status(400, {
        err: 'Escriba una dirección web completa, que empiece por https://.',
        errCode: 'form',
        errors: [{ field: 'link', key: 'desk.notices.error.link', message: 'Escriba una dirección web completa, que empiece por https://.' }],
      }),
    },
    play: async (page) => {
      await fill(page);
      await page.user.click(page.screen.getByRole('button', { name: 'Publicar ahora' }));
    },
  },
  withdrawn: {
    name: 'a published notice withdrawn after confirming: said, the list read again',
    props: props(),
    now: NOW,
    url: '/gestion/avisos',
    api: {
      ...ready,
      [`GET ${LIST}`]: [ok(list), ok({ items: [fiesta, { ...rain, state: 'withdrawn' }, water] })],
      [`POST ${LIST}/${rain.notice._id}/withdraw`]: ok<DeskNoticeAnswer>({ ...rain, state: 'withdrawn' }),
      ...rainDelivery,
    },
    play: async (page) => {
      window.confirm = () => true;
      await page.user.click(await page.screen.findByRole('button', { name: 'Retirar: Aviso amarillo por lluvias' }));
    },
  },
} satisfies IslandExamples<DeskProps>;
