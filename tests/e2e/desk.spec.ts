import { expect, test, type Browser, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll, origin, siteFile } from './helpers.ts';
import { signInOnPage } from './account-helpers.ts';
import { citizenReplies, citizenSeesStatus, citizenSends } from './desk-helpers.ts';
import { waitForMail, waitForMailWith } from './mail-helpers.ts';
import { logIn } from './requests-helpers.ts';

const DESK = `${origin('alcantir')}/gestion`;

/** A browser of its own, signed in to alcantir as a demo account, on the desk's queue. */
async function staffAt(browser: Browser, user: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(DESK);
  await logIn(page, user, password);
  await page.reload();
  await expect(page.locator('.desk')).toHaveAttribute('data-state', 'ready');
  return page;
}

/** Chooses a new status in the request's actions, with a message or without, and waits for the desk to say it is done. */
async function moveTo(page: Page, status: string, message?: string) {
  const actions = page.getByRole('complementary', { name: 'Tramitación' });
  await actions.getByRole('radio', { name: status, exact: true }).check();
  if (message) await actions.getByRole('textbox', { name: 'Mensaje para la persona solicitante (opcional)' }).fill(message);
  await actions.getByRole('button', { name: 'Cambiar el estado' }).click();
  await expect(actions.getByRole('status')).toHaveText(`Estado cambiado a «${status}».`);
}

test.describe('the staff desk', () => {
  test('a visitor without the staff role is invited to sign in and sees no request, in every language of the realm', PHONE, async ({ page, request }) => {
    // The static pages hold nothing of any request: only the island, which asks the API.
    for (const path of ['/gestion', '/gestion/solicitud', '/va/gestio']) {
      const html = await (await request.get(siteFile('alcantir', path))).text();
      expect(html).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);
      expect(html).not.toMatch(/ALC-20\d\d-/);
    }
    await page.goto(`${DESK}?status=Recibida`);
    await expect(page.getByRole('heading', { name: 'Acceda para gestionar las solicitudes' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Acceder', exact: true })).toHaveAttribute(
      'href',
      `/cuenta?volver=${encodeURIComponent('/gestion?status=Recibida')}`,
    );
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page, 'desk, signed out');
    if (test.info().project.name === 'mobile') await expectNoHorizontalScroll(page);

    await page.goto(`${origin('alcantir')}/va/gestio`);
    await expect(page.getByRole('heading', { name: 'Accedisca per a gestionar les sol·licituds' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Accedir', exact: true })).toHaveAttribute('href', '/va/compte?volver=%2Fva%2Fgestio');

    // A citizen signed in: told the account has no access, still no data.
    await logIn(page, 'vecina', 'alcantir-demo');
    await page.goto(DESK);
    await expect(page.getByRole('heading', { name: 'Su cuenta no tiene acceso a la gestión de solicitudes' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test("a citizen's incidence from arrival to closing: found, assigned, answered by e-mail, replied to, resolved and closed, every step in the history", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `lucia.${Date.now()}@example.org`;
    await page.goto(`${origin('alcantir')}/`);
    const sent = await citizenSends(page, { title: 'Farola apagada en la calle Abadia', body: 'Lleva tres noches apagada.', email });
    const { reference } = sent;
    await waitForMail(email, `Hemos recibido su solicitud ${reference}`);

    // Staff sign in as every citizen does: from the desk's invitation to the accounts' page and back to the desk,
    // whose way in the header's account menu then offers too.
    const staff = await (await browser.newContext()).newPage();
    await staff.goto(DESK);
    await staff.getByRole('main').getByRole('link', { name: 'Acceder', exact: true }).click();
    await signInOnPage(staff, 'es', 'gestor@example.org', 'alcantir-gestor');
    await expect(staff).toHaveURL(DESK);
    await expect(staff.locator('.desk')).toHaveAttribute('data-state', 'ready');
    await expect(staff.getByText('Ha accedido como Pau Sanchis Mira')).toBeVisible();
    await staff.getByRole('button', { name: 'Mi cuenta: Pau' }).click();
    await expect(staff.getByRole('link', { name: 'Gestión de solicitudes' })).toHaveAttribute('href', '/gestion');
    await staff.keyboard.press('Escape');
    await expectNoAxeViolations(staff, 'queue at 1280 px');
    // Found by its reference typed as people say it, and the address keeps the search.
    await staff.getByRole('searchbox', { name: 'Buscar solicitudes' }).fill(reference.toLowerCase().replace(/-/g, ' '));
    await staff.getByRole('searchbox', { name: 'Buscar solicitudes' }).press('Enter');
    await expect(staff).toHaveURL(/\?q=alc\+/);
    const rows = staff.getByRole('table', { name: 'Solicitudes recibidas' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Farola apagada en la calle Abadia');

    // The filtered queue as a spreadsheet, read back by a reader that shares no code with the writer.
    const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('link', { name: 'Hoja de cálculo (XLSX)' }).click()]);
    const sheet = await readSheet(await download.path());
    expect(sheet[0]?.slice(0, 4)).toEqual(['Referencia', 'Fecha de envío', 'Buzón', 'Estado']);
    expect(sheet.slice(1).map((row) => [row[0], row[3], row[4], row[6]])).toEqual([[reference, 'Recibida', 'Farola apagada en la calle Abadia', `${email}`]]);

    // From the keyboard: j to the row, Enter to open it.
    await staff.locator('body').press('j');
    await expect(rows.nth(1).getByRole('link', { name: reference })).toBeFocused();
    await staff.keyboard.press('Enter');
    await expect(staff).toHaveURL(new RegExp(`/gestion/solicitud\\?ref=${reference}$`));
    await expect(staff.getByRole('heading', { level: 1, name: `Solicitud ${reference} Farola apagada en la calle Abadia` })).toBeVisible();
    await expectNoAxeViolations(staff, 'request at 1280 px');

    const actions = staff.getByRole('complementary', { name: 'Tramitación' });
    await actions.getByRole('button', { name: 'Asignármela' }).click();
    await expect(actions.getByRole('status')).toHaveText('Asignada a Pau Sanchis Mira.');
    await moveTo(staff, 'En gestión', 'Mañana pasa la brigada a cambiar la lámpara.');

    // The citizen is told by e-mail and sees it on their side, then answers.
    const notice = await waitForMail(email, `Novedades en su solicitud ${reference}`);
    expect(notice.text).toContain('Mañana pasa la brigada a cambiar la lámpara.');
    expect(notice.text).toContain('«Recibida» a «En gestión»');
    await citizenSeesStatus(page, sent, 'En gestión');
    await expect(page.getByRole('region', { name: 'Conversación con el Ayuntamiento' })).toContainText('Mañana pasa la brigada a cambiar la lámpara.');
    await citizenReplies(page, sent, 'Gracias. Es la farola que hay frente al número 12.');

    await staff.reload();
    const conversation = staff.getByRole('region', { name: 'Conversación con la persona solicitante' });
    await expect(conversation.getByRole('listitem').last()).toContainText('Persona solicitante');
    await expect(conversation.getByRole('listitem').last()).toContainText('Gracias. Es la farola que hay frente al número 12.');
    await actions.getByRole('textbox', { name: 'Texto de la nota' }).fill('Revisar el cuadro eléctrico de la calle.');
    await actions.getByRole('button', { name: 'Añadir la nota' }).click();
    await expect(actions.getByRole('status')).toHaveText('Nota añadida.');
    await moveTo(staff, 'Resuelta', 'Lámpara cambiada.');
    await moveTo(staff, 'Cerrada');
    await expect(actions).toContainText('La solicitud está cerrada: ya no cambia de estado.');

    // Each row: when, who, what (then any message or mark on lines of its own).
    const history = staff.getByRole('region', { name: 'Historial de la solicitud' }).getByRole('row');
    const steps = (await history.allInnerTexts()).slice(1).map((row) => row.split('\t').slice(1, 3).join(' | '));
    const startingWith = (text: string) => expect.stringMatching(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(steps).toEqual(
      [
        'Persona solicitante | Envió la solicitud',
        'Pau Sanchis Mira | Asignó la solicitud a Pau Sanchis Mira',
        'Pau Sanchis Mira | Cambió el estado de «Recibida» a «En gestión»',
        'Persona solicitante | Respondió',
        'Pau Sanchis Mira | Añadió una nota interna',
        'Pau Sanchis Mira | Cambió el estado de «En gestión» a «Resuelta»',
        'Pau Sanchis Mira | Cambió el estado de «Resuelta» a «Cerrada»',
      ].map(startingWith),
    );
    await citizenSeesStatus(page, sent, 'Cerrada');
    // What staff noted among themselves never reaches the citizen's page.
    await expect(page.getByRole('region', { name: 'Conversación con el Ayuntamiento' })).toContainText('Lámpara cambiada.');
    await expect(page.getByRole('main')).not.toContainText('cuadro eléctrico');

    // A tablet's width: the same request and the queue, still without violations.
    await staff.setViewportSize({ width: 768, height: 1024 });
    await expectNoAxeViolations(staff, 'request at 768 px');
    await expectNoHorizontalScroll(staff);
    await staff.goto(`${DESK}?status=Cerrada`);
    await expect(staff.getByRole('link', { name: reference })).toBeVisible();
    await expectNoAxeViolations(staff, 'queue at 768 px');
    await staff.context().close();
  });

  test('two members acting on the same request at once: the second is told, sees the new state and keeps what they typed', async ({ page, browser }) => {
    // Three people in three browsers, two of them signing in: a hang guard, not a speed target.
    test.setTimeout(90_000);
    await page.goto(`${origin('alcantir')}/`);
    const sent = await citizenSends(page, { title: 'Contenedor desbordado', body: 'Junto al mercado.', email: `marta.${Date.now()}@example.org` });
    const { reference } = sent;
    const gestor = await staffAt(browser, 'gestor', 'alcantir-gestor');
    const brigada = await staffAt(browser, 'brigada', 'alcantir-brigada');
    for (const member of [gestor, brigada]) {
      await member.goto(`${DESK}/solicitud?ref=${reference}`);
      await expect(member.getByText('Estado actual: Recibida.')).toBeVisible();
    }
    await moveTo(gestor, 'En gestión');

    const actions = brigada.getByRole('complementary', { name: 'Tramitación' });
    await actions.getByRole('radio', { name: 'Rechazada' }).check();
    await actions.getByRole('textbox', { name: 'Mensaje para la persona solicitante (opcional)' }).fill('Está fuera de nuestra competencia.');
    await actions.getByRole('button', { name: 'Cambiar el estado' }).click();
    await expect(actions.getByRole('alert')).toContainText('Otra persona ha cambiado esta solicitud mientras usted la miraba.');
    await expect(actions.getByText('Estado actual: En gestión.')).toBeVisible();
    await expect(actions.getByRole('textbox', { name: 'Mensaje para la persona solicitante (opcional)' })).toHaveValue('Está fuera de nuestra competencia.');
    await expectNoAxeViolations(brigada, 'conflict');
    await citizenSeesStatus(page, sent, 'En gestión');
    await gestor.context().close();
    await brigada.context().close();
  });

  test("a colleague's step shows on an open request with who took it; the assignee is e-mailed; the request prints without its actions", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${origin('alcantir')}/`);
    const sent = await citizenSends(page, { title: 'Banco sin tablas', body: 'En el parque.', email: `toni.${Date.now()}@example.org` });
    const { reference } = sent;
    const gestor = await staffAt(browser, 'gestor', 'alcantir-gestor');
    const brigada = await staffAt(browser, 'brigada', 'alcantir-brigada');
    await brigada.goto(`${DESK}/solicitud?ref=${reference}`);
    await expect(brigada.getByText('Estado actual: Recibida.')).toBeVisible();
    await gestor.goto(`${DESK}/solicitud?ref=${reference}`);
    const actions = gestor.getByRole('complementary', { name: 'Tramitación' });
    await actions.getByRole('combobox', { name: 'Asignar a' }).selectOption({ label: 'Toni Llopis Ferrer' });
    await actions.getByRole('button', { name: 'Asignar', exact: true }).click();
    await expect(actions.getByRole('status')).toHaveText('Asignada a Toni Llopis Ferrer.');

    // Back in brigada's window: the page asks, says who changed what, and shows it.
    await brigada.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(brigada.getByText(/^Ha cambiado mientras la tenía abierta\. Pau Sanchis Mira, .*: Asignó la solicitud a Toni Llopis Ferrer\./)).toBeVisible();
    await expect(brigada.getByRole('complementary', { name: 'Tramitación' }).getByRole('combobox', { name: 'Asignar a' })).toHaveValue(/.+/);
    // Other tests' incidences may join the same message: it is the one that tells this assignment.
    await waitForMailWith('brigada@example.org', /novedad/i, `${reference}: Pau Sanchis Mira se la ha asignado a usted: Banco sin tablas`);

    // On paper: the reference, the data and the history; no actions, no way back, no print button.
    await brigada.emulateMedia({ media: 'print' });
    await expect(brigada.getByRole('heading', { level: 1, name: `Solicitud ${reference} Banco sin tablas` })).toBeVisible();
    await expect(brigada.getByRole('region', { name: 'Historial de la solicitud' })).toBeVisible();
    await expect(brigada.getByRole('complementary', { name: 'Tramitación' })).toBeHidden();
    await expect(brigada.getByRole('button', { name: 'Imprimir o guardar en PDF' })).toBeHidden();
    await expect(brigada.getByText(/^Impreso el .* por Toni Llopis Ferrer$/)).toBeVisible();
    await gestor.context().close();
    await brigada.context().close();
  });
});
