import { expect, test } from '@playwright/test';
import { PHONE, expectNoAxeViolations } from './helpers.ts';

test.use({ storageState: { cookies: [], origins: [] } });

test(
  'the banner slides in, comes first in the tab order, rejecting is as easy as accepting, and a rejection is kept on the device',
  PHONE,
  async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Su privacidad' });
    await expect(banner).toBeVisible();
    // It does not take focus from the page.
    await expect(banner.locator(':focus')).toHaveCount(0);
    const accept = banner.getByRole('button', { name: 'Aceptar' });
    const reject = banner.getByRole('button', { name: 'Rechazar' });
    for (const property of ['background-color', 'color', 'font-size', 'font-weight']) {
      expect(await reject.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)).toBe(
        await accept.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property),
      );
    }
    await expect(banner.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/politica-privacidad');
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Política de privacidad' })).toBeFocused();
    await expectNoAxeViolations(page, 'cookie banner');
    await reject.click();
    await expect(banner).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('consent')))!)).toEqual({
      isAccepted: false,
      proposals: { deviceStorage: false, preciseGeolocation: false, deviceFingerprinting: false },
    });
    // A new tab (a link from an e-mail) does not ask again.
    const tab = await context.newPage();
    await tab.goto('/va/bustia/incidencias');
    await expect(tab.locator('[data-consent]')).toBeHidden();
  },
);

test('accepting is saved and not asked again', async ({ page }) => {
  await page.goto('/va/');
  await page.getByRole('region', { name: 'La seua privacitat' }).getByRole('button', { name: 'Acceptar' }).click();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('consent')))!);
  expect(stored).toEqual({ isAccepted: true, proposals: { deviceStorage: true, preciseGeolocation: true, deviceFingerprinting: true } });
  await page.reload();
  await expect(page.locator('[data-consent]')).toBeHidden();
});

test('configuration cycles each purpose and saves it; the footer link reopens it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Configuración' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configuración' });
  await expect(dialog).toBeVisible();
  const storage = dialog.getByRole('button', { name: /Almacenamiento en el dispositivo/ });
  await expect(storage).toContainText('Sin decidir');
  await storage.click();
  await expect(storage).toContainText('Aceptado');
  const location = dialog.getByRole('button', { name: /Geolocalización precisa/ });
  await location.click();
  await location.click();
  await expect(location).toContainText('Rechazado');
  await expectNoAxeViolations(page, 'consent dialog');
  for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await dialog.getByRole('button', { name: 'Guardar mi elección' }).click();
  await expect(dialog).toBeHidden();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('consent')))!)).toEqual({
    isAccepted: true,
    proposals: { deviceStorage: true, preciseGeolocation: false, deviceFingerprinting: false },
  });
  await page.reload();
  await expect(page.locator('[data-consent]')).toBeHidden();
  // The home page's pictures still arriving move the footer: its link is clicked once they have (a CI run clicked
  // the page beside it while the footer moved, and no dialog opened).
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Configurar cookies' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Almacenamiento en el dispositivo/ })).toContainText('Aceptado');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Configurar cookies' })).toBeFocused();
});
