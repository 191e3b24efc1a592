import { expect, test, type Page } from '@playwright/test';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll, origin, siteFile, waitForIslands, inLanguage } from './helpers.ts';

/** Alcantir's demo surveys (realms/alcantir/demo/encuestas.json). */
const OPEN = '/encuestas/6650e1a0c0ffee0000000001';
const PROPOSALS = '/encuestas/6650e1a0c0ffee0000000002';
const CLOSED = '/encuestas/6650e1a0c0ffee0000000003';

/**
 * Residents of the demo census (realms/alcantir/demo/census.json, `padron`): each project votes with its own,
 * since a person votes once and both projects share one database.
 */
const RESIDENTS = [
  ['12345678Z', '1985'],
  ['23456789D', '1992'],
  ['34567890V', '1978'],
  ['45678901G', '2001'],
  ['56789012B', '1969'],
  ['67890123B', '1996'],
  ['78901234X', '1988'],
  ['89012345E', '2004'],
] as const;
const resident = (n: number) => RESIDENTS[(test.info().project.name === 'mobile' ? 4 : 0) + n]!;

async function openPage(page: Page, path: string) {
  await page.goto(`${origin('alcantir')}${path}`);
  await waitForIslands(page);
}

/** Answers the open survey's required questions: one use, two services, the three opening times in order. */
async function answerSurvey(page: Page, lang: 'es' | 'va') {
  const es = lang === 'es';
  await page.getByLabel(es ? 'Biblioteca y sala de estudio' : "Biblioteca i sala d'estudi").check();
  await page.getByLabel(es ? 'Wifi gratuito' : 'Wifi gratuït').check();
  await page.getByLabel(es ? 'Aparcamiento de bicicletas' : 'Aparcament de bicicletes').check();
  const add = es ? 'Añadir' : 'Afegir';
  for (const time of es ? ['Tardes', 'Mañanas', 'Fines de semana'] : ['Vesprades', 'Matins', 'Caps de setmana']) {
    await page.getByRole('button', { name: `${add}: ${time}` }).click();
  }
}

async function fillCensus(page: Page, lang: 'es' | 'va', [id, year]: readonly string[]) {
  await page.getByLabel('DNI o NIE').fill(id!);
  await page.getByLabel(lang === 'es' ? 'Año de nacimiento' : 'Any de naixement').fill(year!);
}

test('the surveys page lists open, upcoming and closed surveys, and the menu offers it', PHONE, async ({ page }) => {
  await page.goto(`${origin('alcantir')}/`);
  if (test.info().project.name === 'mobile') await page.getByText('Abrir el menú').click();
  await page.getByRole('link', { name: 'Encuestas', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/encuestas$/);
  for (const group of ['Abiertas', 'Próximamente', 'Cerradas']) await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Presupuestos participativos jóvenes 2027: envíe sus propuestas' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'surveys list');
});

test('a resident votes once in the open survey; a second attempt is refused with a clear message', PHONE, async ({ page }) => {
  await openPage(page, OPEN);
  await expect(page.getByText('Abierta hasta el', { exact: false })).toBeVisible();
  await answerSurvey(page, 'es');
  await expect(page.getByRole('status').filter({ hasText: 'Fines de semana: puesto 3 de 3.' })).toBeAttached();
  await fillCensus(page, 'es', resident(0));
  await expectNoAxeViolations(page, 'survey form filled in');
  await page.getByRole('button', { name: 'Enviar mis respuestas' }).click();
  await expect(page.getByText('Gracias por participar. Sus respuestas se han registrado.')).toBeFocused();

  // On return the device remembers it (the vote history); another person of the house may still answer.
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByText('Ya ha participado en esta encuesta.')).toBeVisible();
  await page.getByRole('button', { name: 'Responder como otra persona desde este dispositivo' }).click();
  await answerSurvey(page, 'es');
  await fillCensus(page, 'es', resident(0));
  await page.getByRole('button', { name: 'Enviar mis respuestas' }).click();
  await expect(page.getByText('Solo se admite una participación por persona.', { exact: false })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('in Valencian, missing answers and a wrong census answer are listed at the top with links to their fields', async ({ page }) => {
  await openPage(page, inLanguage('va', OPEN));
  // The census's own questions come from the census call.
  await expect(page.getByLabel('Any de naixement')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar les meues respostes' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Revise el següent' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Responga esta pregunta.',
    'Responga esta pregunta.',
    'Ordene totes les opcions.',
    'Escriga el DNI o el NIE.',
    'Ompla el camp «Any de naixement».',
  ]);
  await summary.getByRole('link', { name: 'Escriga el DNI o el NIE.' }).click();
  await expect(page.getByLabel('DNI o NIE')).toBeFocused();
  await expectNoAxeViolations(page, 'error summary');

  await answerSurvey(page, 'va');
  const [id, year] = resident(1);
  await fillCensus(page, 'va', [id, String(Number(year) + 1)]);
  await page.getByRole('button', { name: 'Enviar les meues respostes' }).click();
  await expect(summary.getByRole('link')).toHaveText(['La informació del cens no és vàlida.']);
  await fillCensus(page, 'va', resident(1));
  await page.getByRole('button', { name: 'Enviar les meues respostes' }).click();
  await expect(page.getByText("Gràcies per participar-hi. Les respostes s'han registrat.")).toBeVisible();
});

test('answers survive a reload and an offline period; the vote made offline is sent when the connection returns', async ({ page, context }) => {
  await openPage(page, OPEN);
  await page.getByLabel('Mercado de productores locales').check();
  await page.getByLabel('¿Quiere añadir alguna sugerencia?').fill('Un horario amplio los sábados.');
  await page.getByRole('button', { name: 'Añadir: Mañanas' }).click();
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByLabel('Mercado de productores locales')).toBeChecked();
  await expect(page.getByLabel('¿Quiere añadir alguna sugerencia?')).toHaveValue('Un horario amplio los sábados.');
  await expect(page.getByRole('list', { name: 'Su orden' }).getByRole('listitem')).toHaveText([/Mañanas/]);

  await context.setOffline(true);
  await page.getByLabel('Cafetería').check();
  await page.getByRole('button', { name: 'Añadir: Tardes' }).click();
  await page.getByRole('button', { name: 'Añadir: Fines de semana' }).click();
  await fillCensus(page, 'es', resident(2));
  await page.getByRole('button', { name: 'Enviar mis respuestas' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pendiente de envío' })).toBeVisible();
  await expect(page.getByText('Sin conexión.', { exact: false })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Gracias por participar. Sus respuestas se han registrado.')).toBeVisible({ timeout: 15_000 });
  // Sent answers are not kept on the device.
  const kept = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('pwa', 2);
        open.onsuccess = () => {
          const get = open.result.transaction('surveysAnswers').objectStore('surveysAnswers').get('alcantir/6650e1a0c0ffee0000000001');
          get.onsuccess = () => resolve(get.result ?? null);
        };
      }),
  );
  expect(kept).toBeNull();
});

test("a fourth proposal where the limit is three answers 'Una persona no puede enviar más de 3 propuestas.'", async ({ page }) => {
  await openPage(page, PROPOSALS);
  await expect(page.getByText('Cada persona puede enviar 3 propuestas como máximo.')).toBeVisible();
  const send = async (title: string) => {
    await page.getByLabel('Título de la propuesta').fill(title);
    await page.getByLabel('Descripción').fill(`${title}: para que la juventud tenga un lugar propio.`);
    await page.getByRole('button', { name: 'Enviar la propuesta' }).click();
  };
  await fillCensus(page, 'es', resident(3));
  await send('Rocódromo en el polideportivo');
  await expect(page.getByText('Su propuesta «Rocódromo en el polideportivo» se ha recibido. Puede enviar 2 más.')).toBeFocused();
  await page.getByRole('button', { name: 'Escribir otra propuesta' }).click();
  await send('Sala de estudio abierta de noche');
  await expect(page.getByText('Puede enviar 1 más.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Escribir otra propuesta' }).click();
  await send('Pista de skate cubierta');
  await expect(page.getByText('Ya ha enviado todas las propuestas que se admiten por persona.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Escribir otra propuesta' })).toHaveCount(0);
  // The last answer offers no other proposal; a reload (the census typed again) tries a fourth.
  await page.reload();
  await waitForIslands(page);
  await fillCensus(page, 'es', resident(3));
  await send('Cine de verano');
  await expect(page.getByRole('alert').filter({ hasText: 'Una persona no puede enviar más de 3 propuestas.' })).toBeVisible();
  await expectNoAxeViolations(page, 'proposal limit');
});

for (const [lang, heading, table] of [
  ['es', 'Resultados', '¿Qué horario prefiere para la piscina en verano?'],
  ['va', 'Resultats', "Quin horari preferix per a la piscina a l'estiu?"],
] as const) {
  test(`the closed survey's results page shows its figures as tables with bars (${lang})`, PHONE, async ({ page }) => {
    await page.goto(`${origin('alcantir')}${lang === 'es' ? '' : '/va'}${CLOSED}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    const figures = page.getByRole('table', { name: table });
    await expect(figures.getByRole('row')).toHaveCount(4);
    await expect(figures.getByRole('row').nth(1)).toContainText('83');
    await expect(figures.getByRole('row').nth(1)).toContainText('47,7 %');
    await expect(page.getByRole('form')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `results ${lang}`);
  });
}

test('results and participation are open data listed on the open-data page, with no personal data', async ({ page, request }) => {
  await page.goto(`${origin('alcantir')}/datos-abiertos`);
  const dataset = page.getByRole('region', { name: 'Resultados de encuestas' });
  await expect(dataset.getByRole('link', { name: /CSV/ })).toHaveAttribute('href', '/encuestas/datos/resultados-encuestas-alcantir.csv');
  const csv = await (await request.get(siteFile('alcantir', '/encuestas/datos/resultados-encuestas-alcantir.csv'))).text();
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFsurvey;surveyTitle;closedAt;participants;web;office;question;questionTitle;type;answered;option;optionLabel;votes;points',
  );
  expect(csv).toContain('6650e1a0c0ffee0000000003;Horario de verano de la piscina municipal');
  expect(csv).not.toContain('sombra');
  const json = await (await request.get(siteFile('alcantir', '/encuestas/datos/resultados-encuestas-alcantir.json'))).json();
  expect(json.surveys[0]).toMatchObject({ participants: 174, byChannel: { web: 142, office: 32 } });
});
