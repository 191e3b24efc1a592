import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../support/page-types.ts';
import { expectNoAxeViolations, expectNoHorizontalScroll, origin, signIn } from './helpers.ts';
import { fillContact } from './requests-helpers.ts';

/**
 * A room booking from the citizen's payment to the clerk's confirmation on the desk's room page (docs/rooms.md "The
 * desk"), against the real server: the citizen books and pays a block of Aula 2 through "Pagar y enviar", the clerk
 * finds it in its week at `/gestion/salas`, waiting and paid, confirms it, and the change is said and kept. The
 * page's rules (states, refunds, who cancelled, refusals) are the component tests' (tests/component/DeskRooms.test.tsx)
 * and the server's (tests/unit/server/room-bookings.test.ts).
 */

const PAY_AND_SEND = /^Pagar y enviar 20,00\s€$/;
const REFERENCE = /ALC-\d{4}-\w{4}-\w{4}/;

/**
 * A weekday (Aula 2 opens Monday to Friday) at least `daysAhead` days from now, moved for the phone project and a
 * retry: a block takes one booking, and payments.spec.ts books the Centro Cívico 30 to 34 days ahead.
 */
function ownWeekday(daysAhead: number): { iso: string; ms: number } {
  const info = test.info();
  let days = daysAhead + (info.project.name === 'mobile' ? 40 : 0) + info.retry * 80;
  for (;;) {
    const ms = Date.now() + days * 86_400_000;
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', weekday: 'short' }).format(ms);
    if (weekday !== 'Sat' && weekday !== 'Sun') return { iso: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(ms), ms };
    days++;
  }
}

/** The citizen pays for the afternoon block of Aula 2 on `day`; answers the request's reference. */
async function citizenBooksAula(page: Page, day: string, activity: string): Promise<string> {
  await page.goto(`${origin('alcantir')}/buzon/reservas`);
  await expect(page.locator('.request-form')).toHaveAttribute('data-state', 'form', { timeout: 15_000 });
  await fillContact(page);
  await page.getByLabel('Asociación que organiza').fill('Coral Santa Cecilia');
  await page.getByRole('combobox', { name: 'Sala', exact: true }).selectOption('casa-cultura');
  const start = page.getByRole('group', { name: /^Día y hora de inicio/ });
  await start.getByLabel('Día', { exact: true }).fill(day);
  const block = start.getByRole('list', { name: /^Turnos libres del / }).getByRole('button', { name: '16:00–20:00, libre' });
  await block.click();
  await expect(block).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Asistentes previstos').fill('25');
  await page.getByLabel('Actividad').fill(activity);
  await page.getByLabel('He leído y acepto las').check();
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: PAY_AND_SEND }).click();
  const gateway = await opened;
  await gateway.waitForURL(/\/api\/payments\/gateway\?/);
  const closed = gateway.waitForEvent('close');
  await gateway.getByRole('button', { name: 'Pagar', exact: true }).click();
  await closed;
  const modal = page.getByRole('dialog', { name: 'Reserva enviada correctamente' });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  return (await modal.textContent())!.match(REFERENCE)![0];
}

test.describe('the desk confirms a room booking', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a paid booking waits in its week at /gestion/salas; the clerk confirms it, which is said and kept', async ({ browser }) => {
    const day = ownWeekday(20);
    const citizen = await browser.newPage();
    const reference = await citizenBooksAula(citizen, day.iso, `Taller de teatro ${Date.now()}`);
    await citizen.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    // The page opens on the week of "today": the browser's clock, fixed on the booking’s day in the morning.
    await page.clock.setFixedTime(new Date(`${day.iso}T08:00:00Z`));
    await signIn(page, 'alcantir', DEMO_ACCOUNTS.staff);
    await page.goto(`${origin('alcantir')}/gestion`);
    await page.getByRole('link', { name: 'Reservas de salas municipales: confirmar y anular' }).click();
    await expect(page).toHaveURL(/\/gestion\/salas/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reservas de salas' })).toBeVisible();

    const card = page.locator('.desk-rooms .desk-card').filter({ hasText: reference });
    await expect(card).toHaveCount(1, { timeout: 15_000 });
    await expect(card).toContainText('16:00–20:00');
    await expect(card).toContainText('Aula 2 de la Casa de la Cultura');
    await expect(card).toContainText('Pendiente de confirmación');
    await expect(card).toContainText(/Pagada: 20,00\s€/);
    await expect(card.getByRole('link', { name: reference })).toHaveAttribute('href', `/gestion/solicitud?ref=${reference}`);
    await expectNoAxeViolations(page, 'the week of room bookings');
    if (test.info().project.name === 'mobile') await expectNoHorizontalScroll(page);

    // With the keyboard: the confirmation is said, and focus stays on the card (its next change).
    await card.getByRole('button', { name: 'Confirmar' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /confirmada\.$/ })).toHaveText(
      /^Reserva de Aula 2 de la Casa de la Cultura, .+, 16:00–20:00 confirmada\.$/,
    );
    await expect(card).toContainText('Confirmada');
    await expect(card.getByRole('button', { name: 'Anular y devolver' })).toBeFocused();
    await card.getByText('Historial').click();
    await expect(card.getByRole('listitem').last()).toContainText('Pau Sanchis Mira');
    await expectNoAxeViolations(page, 'a booking confirmed');

    // Kept: read again, it is confirmed and offers only the cancellation.
    await page.reload();
    await expect(card).toContainText('Confirmada', { timeout: 15_000 });
    await expect(card.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
    await context.close();
  });
});
