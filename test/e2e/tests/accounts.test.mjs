import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openTrackedPage, useApp } from '../support/app.mjs';
import { createAccount, mailMatching, openEmailDialog, signUp } from '../support/signup.mjs';

const email = 'anna.berg@klinik-nord.example';
const firstPassword = 'Sonograf1e!';
const newPassword = 'Neues-Passwort-2026';

// Refusals the journeys provoke on purpose: a wrong password and a used reset link.
const expectedRefusals = new Map([
  ['/api/auth/email/login', 401],
  ['/api/auth/email/verify-reset-token', 400],
]);

function isExpectedResponse(url, status) {
  return expectedRefusals.get(new URL(url).pathname) === status;
}

// Both tabs' forms stay in the page; only the active tab panel is visible.
async function signIn(page, password, address = email) {
  const dialog = await openEmailDialog(page);
  const form = dialog.getByRole('tabpanel');
  await form.getByLabel('Email', { exact: true }).fill(address);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  return dialog;
}

async function expectSignedIn(page) {
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  await page.getByText('Radiology Report').first().waitFor();
}

async function signOut(page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // The landing page: 'Create Account' on this server without payments, 'Start Free Trial' on one with.
  await page.getByRole('button', { name: /^(Start Free Trial|Create Account)$/ }).first().waitFor();
}

describe('accounts', () => {
  const app = useApp();
  const seenMail = new Set();

  it("the landing page's 'Start Free Trial' opens the e-mail dialog on Create Account; a server without Google sign-in offers none", async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
    try {
      // Without payments (this server) the landing page offers 'Create Account' in its place.
      await page.goto('/');
      await page.getByRole('button', { name: /^(Start Free Trial|Create Account)$/ }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Sign In with Email', { exact: true }).waitFor();
      assert.equal(await dialog.getByRole('tab', { name: 'Create Account' }).getAttribute('aria-selected'), 'true');
      const form = dialog.getByRole('tabpanel');
      await form.getByLabel('First name').waitFor();
      const address = form.getByLabel('Email', { exact: true });
      assert.equal(await address.getAttribute('type'), 'email');
      assert.equal(await address.getAttribute('autocomplete'), 'username');

      // Sign In leads to the dialog on Sign In; the providers' answer has arrived by then.
      const providers = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/providers');
      await page.goto('/login');
      await providers;
      assert.equal(await page.getByRole('button', { name: 'Continue with Google' }).count(), 0);
      const signInDialog = await openEmailDialog(page);
      assert.equal(await signInDialog.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected'), 'true');
      assert.equal(await signInDialog.getByRole('tabpanel').getByLabel('Email', { exact: true }).getAttribute('type'), 'email');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('signs up with the mailed code, signs out, refuses a wrong password, signs in, resets the password', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { isExpectedResponse });
    try {
      // Sign up and verify with the code from the outbox.
      await signUp(page, app.outboxDir, email, firstPassword, seenMail);
      await expectSignedIn(page);

      await signOut(page);

      // A wrong password is refused with the server's message.
      const refused = await signIn(page, 'Wrong-password-1');
      await refused.getByText('Invalid email or password').waitFor();

      await signIn(page, firstPassword);
      await expectSignedIn(page);
      await signOut(page);

      // Forgot password: follow the mailed link and set a new one.
      const forgot = await openEmailDialog(page);
      await forgot.getByRole('button', { name: 'Forgot your password?' }).click();
      await forgot.getByText('Reset Password', { exact: true }).waitFor();
      await forgot.getByLabel('Email', { exact: true }).fill(email);
      await forgot.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
      await forgot.getByText('Email sent!').waitFor();
      await forgot.getByText('Check your email to reset the password.').waitFor();

      const link = (await mailMatching(app.outboxDir, email, seenMail, /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/))[0];
      assert.ok(link.startsWith(app.baseURL), `the link is built from the public URL: ${link}`);

      await page.goto(link);
      await page.getByText('Reset Your Password').waitFor();
      await page.getByLabel('New Password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm New Password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
      await page.getByText('Password Reset Successful!').waitFor();
      await page.waitForURL((url) => url.pathname === '/login');

      const old = await signIn(page, firstPassword);
      await old.getByText('Invalid email or password').waitFor();
      await signIn(page, newPassword);
      await expectSignedIn(page);
      await signOut(page);

      // The link worked once.
      await page.goto(link);
      await page.getByText('Invalid Reset Link').waitFor();
      await page.getByText('This password reset link is invalid or has expired.').waitFor();

      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  // A stranger who signs up with an address still waiting for its code takes nothing over: the
  // owner's code, entered in the owner's browser, makes the account hers, and the stranger's
  // password is refused.
  it('keeps a pending sign-up from being taken over by a second sign-up with the same address', async () => {
    const victimEmail = 'clara.vogt@klinik-sued.example';
    const owner = await openTrackedPage(app.browser, app.baseURL, { isExpectedResponse });
    const stranger = await openTrackedPage(app.browser, app.baseURL, { isExpectedResponse });
    try {
      const ownersDialog = await createAccount(owner.page, victimEmail, 'Clara-Vogt-2026', { firstName: 'Clara', lastName: 'Vogt' });
      const code = (await mailMatching(app.outboxDir, victimEmail, seenMail, /\b(\d{6})\b/))[1];

      // The stranger is answered as for a new address: the code step, and no mail.
      await createAccount(stranger.page, victimEmail, 'Mall0ry-Owns-It', { firstName: 'Mallory', lastName: 'Evil' });

      await ownersDialog.getByLabel('Verification code').fill(code);
      await ownersDialog.getByRole('button', { name: 'Verify Email', exact: true }).click();
      await ownersDialog.getByText('Success!', { exact: true }).waitFor();
      await expectSignedIn(owner.page);
      await owner.page.getByRole('button', { name: 'Account menu' }).getByText('Clara', { exact: true }).waitFor();

      const refused = await signIn(stranger.page, 'Mall0ry-Owns-It', victimEmail);
      await refused.getByText('Invalid email or password').waitFor();

      assert.deepEqual(owner.problems, []);
      assert.deepEqual(stranger.problems, []);
    } finally {
      await owner.close();
      await stranger.close();
    }
  });
});
