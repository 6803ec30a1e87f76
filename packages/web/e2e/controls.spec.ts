/**
 * Buttons and dialogs look alike on every page (components/Dialog.tsx, the theme's buttons): one
 * size and weight for every button, whatever page or library draws it; what cannot be undone is
 * red, its trigger outlined and its confirmation filled; every dialog dims the page behind it and
 * has the same bold title.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectReflow } from './fixtures.ts';
import { loginTo } from './orderHelpers.ts';

interface ButtonLook {
  fontSize: string;
  fontWeight: string;
  height: number;
  borderWidth: string;
}

async function buttonLook(button: Locator): Promise<ButtonLook> {
  await expect(button).toBeVisible();
  return button.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      // on a desktop every label fits on one line: the same height for all
      height: Math.round(el.getBoundingClientRect().height),
      borderWidth: style.borderTopWidth,
    };
  });
}

async function colours(button: Locator): Promise<{ background: string; border: string; text: string }> {
  return button.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, border: style.borderTopColor, text: style.color };
  });
}

interface DialogLook {
  backdrop: string;
  titleWeight: string;
  titleSize: string;
  confirm: { background: string; border: string; text: string };
}

/** The look of the open dialog: its backdrop, its title and its confirming (first) button. */
async function dialogLook(page: Page, name: string, confirmLabel: string): Promise<DialogLook> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const look = await dialog.evaluate((el) => {
    const heading = el.querySelector('h1, h2, h3') ?? el;
    return {
      backdrop: getComputedStyle(el, '::backdrop').backgroundColor,
      titleWeight: getComputedStyle(heading).fontWeight,
      titleSize: getComputedStyle(heading).fontSize,
    };
  });
  return { ...look, confirm: await colours(dialog.getByRole('button', { name: confirmLabel })) };
}

test('every button has one size and weight: the address book’s „Bearbeiten“ and „Löschen“ as the other pages’ buttons', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'my-addresses');
  const looks: Record<string, ButtonLook> = {};
  const card = page.getByTestId('address-a-10012345-packstation');
  looks['Bearbeiten'] = await buttonLook(card.getByRole('link', { name: /bearbeiten$/ }));
  looks['Als bevorzugt festlegen'] = await buttonLook(card.getByRole('button', { name: /bevorzugt/ }));
  looks['Löschen'] = await buttonLook(card.getByRole('button', { name: /löschen$/ }));
  looks['Rechnungsadresse ändern'] = await buttonLook(page.getByRole('link', { name: 'Rechnungsadresse ändern' }));
  looks['Lieferadresse hinzufügen'] = await buttonLook(page.getByRole('link', { name: 'Lieferadresse hinzufügen' }));
  await expectReflow(page, 'address book buttons');
  await page.goto('my-profile');
  looks['Kundenkonto löschen …'] = await buttonLook(page.getByRole('button', { name: 'Kundenkonto löschen …' }));
  looks['Meine Daten herunterladen'] = await buttonLook(
    page.getByRole('button', { name: 'Meine Daten herunterladen' }),
  );
  await page.goto('payment-methods');
  looks['Bankverbindung ändern'] = await buttonLook(page.getByRole('link', { name: 'Bankverbindung ändern' }));
  looks['Bankverbindung löschen'] = await buttonLook(
    page.getByRole('button', { name: 'Bankverbindung löschen', exact: true }),
  );
  const first = looks['Bearbeiten'];
  for (const [label, look] of Object.entries(looks)) expect(look, label).toEqual(first);
  expect(Number(first?.fontWeight)).toBeGreaterThanOrEqual(700);
  await a11y('payment methods buttons');
});

test('what cannot be undone looks alike everywhere: a red outlined trigger, a red confirmation, in dialogs that dim the page and have the same bold title', async ({
  page,
  a11y,
}) => {
  const triggers: Record<string, { background: string; border: string; text: string }> = {};
  const dialogs: Record<string, DialogLook> = {};

  await loginTo(page, 'anna', 'orders/o-81000012');
  const cancel = page.getByRole('button', { name: 'Bestellung stornieren' });
  triggers['Bestellung stornieren'] = await colours(cancel);
  await cancel.click();
  const reason = page.getByRole('dialog', { name: 'Bestellung 81000012 stornieren' });
  await reason.getByRole('radio', { name: 'Versehentlich bestellt' }).check();
  dialogs['cancel: reason'] = {
    ...(await dialogLook(page, 'Bestellung 81000012 stornieren', 'Weiter')),
    confirm: { background: '', border: '', text: '' },
  };
  await reason.getByRole('button', { name: 'Weiter' }).click();
  dialogs['cancel: confirm'] = await dialogLook(page, 'Wirklich stornieren?', 'Ja, Bestellung verbindlich stornieren');
  await a11y('cancel confirmation');
  await expectReflow(page, 'cancel confirmation');
  await page.keyboard.press('Escape');

  await page.goto('my-profile');
  const remove = page.getByRole('button', { name: 'Kundenkonto löschen …' });
  triggers['Kundenkonto löschen …'] = await colours(remove);
  await remove.click();
  dialogs['delete account'] = await dialogLook(page, 'Kundenkonto endgültig löschen?', 'Endgültig löschen');
  await a11y('delete account dialog');
  await page.keyboard.press('Escape');

  await page.goto('payment-methods');
  const bank = page.getByRole('button', { name: 'Bankverbindung löschen', exact: true });
  triggers['Bankverbindung löschen'] = await colours(bank);
  await bank.click();
  dialogs['delete bank account'] = await dialogLook(page, 'Bankverbindung löschen?', 'Ja, Bankverbindung löschen');
  await a11y('delete bank account dialog');
  await page.keyboard.press('Escape');

  await page.goto('my-addresses');
  triggers['Lieferadresse löschen'] = await colours(
    page.getByTestId('address-a-10012345-packstation').getByRole('button', { name: /löschen$/ }),
  );

  // the triggers: outlined in red on white
  const trigger = triggers['Bestellung stornieren'];
  for (const [label, look] of Object.entries(triggers)) expect(look, label).toEqual(trigger);
  expect(trigger?.background).toBe('rgb(255, 255, 255)');
  expect(trigger?.border).toMatch(/^rgb\((\d+), (\d+), (\d+)\)$/);
  const [r, g, b] = (trigger?.border.match(/\d+/g) ?? []).map(Number);
  expect((r ?? 0) > 150 && (g ?? 255) < 80 && (b ?? 255) < 80, `a red border: ${trigger?.border ?? ''}`).toBe(true);

  // the dialogs: the page dimmed behind, the same title; the confirmations red, filled
  const confirmation = dialogs['cancel: confirm'];
  for (const [label, look] of Object.entries(dialogs)) {
    expect({ backdrop: look.backdrop, titleWeight: look.titleWeight, titleSize: look.titleSize }, label).toEqual({
      backdrop: confirmation?.backdrop,
      titleWeight: confirmation?.titleWeight,
      titleSize: confirmation?.titleSize,
    });
  }
  expect(Number(confirmation?.titleWeight)).toBeGreaterThanOrEqual(700);
  const alpha = Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(confirmation?.backdrop ?? '')?.[1] ?? 0);
  expect(alpha, `a dimmed backdrop: ${confirmation?.backdrop ?? ''}`).toBeGreaterThanOrEqual(0.4);
  expect(dialogs['delete account']?.confirm, 'delete account').toEqual(confirmation?.confirm);
  expect(dialogs['delete bank account']?.confirm, 'delete bank account').toEqual(confirmation?.confirm);
  expect(confirmation?.confirm.background).toBe(trigger?.border);
});
