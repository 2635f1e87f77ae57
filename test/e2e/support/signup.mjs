// Signing up through the UI, as a person does: the e-mail dialog, the code from the outbox.
import { nextMail } from './app.mjs';

/** Opens the e-mail dialog on /login and returns it. */
export async function openEmailDialog(page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Email', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Sign In with Email', { exact: true }).waitFor();
  // The dialog zooms in, and for a frame first stands still at full size: a click then presses
  // on one spot and releases on another, which clicks nothing. Its motion classes go once it
  // has arrived.
  await dialog.and(page.locator(':not([class*="-appear"]):not([class*="-enter"])')).waitFor();
  return dialog;
}

/** Waits for mail to `email` matching pattern, skipping others (welcome mails), and returns the match. */
export async function mailMatching(outboxDir, email, seen, pattern) {
  for (;;) {
    const match = (await nextMail(outboxDir, email, seen)).match(pattern);
    if (match) return match;
  }
}

/** Fills and sends the Create Account form; returns the dialog, on its code step. */
export async function createAccount(page, email, password, { firstName = 'Anna', lastName = 'Berg' } = {}) {
  const dialog = await openEmailDialog(page);
  await dialog.getByRole('tab', { name: 'Create Account' }).click();
  // Both tabs' forms stay in the page; only the active tab panel is visible.
  const form = dialog.getByRole('tabpanel');
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create Account', exact: true }).click();
  await dialog.getByText('Verify Your Email', { exact: true }).waitFor();
  return dialog;
}

/** Registers and verifies `email` through the UI; the page ends signed in on the workspace. */
export async function signUp(page, outboxDir, email, password, seen = new Set()) {
  const dialog = await createAccount(page, email, password);
  const code = (await mailMatching(outboxDir, email, seen, /\b(\d{6})\b/))[1];
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify Email', exact: true }).click();
  await dialog.getByText('Success!', { exact: true }).waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}
