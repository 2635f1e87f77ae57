import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { adminEmail, desktop, openTrackedPage, phone, useApp } from '../support/app.mjs';
import { signUp } from '../support/signup.mjs';

const password = 'Sonograf1e!';
const testdata = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../application/templates/mrrt/testdata');
const shotsDir = process.env.RADSCRIBE_SHOTS_DIR ?? '/tmp/shots';

// A file that is not MRRT and a wrong check digit are refused by the server: 400 is the
// expected answer of those requests.
const isExpectedResponse = (url, status) =>
  status === 400 && /^\/api\/(user-templates\/import\/mrrt|medical-templates\/[^/]+)$/.test(new URL(url).pathname);

describe('MRRT template exchange', () => {
  const app = useApp();

  // Signs up as email, imports the file of pick lists as an own template and opens it in the
  // workspace; answers the report editor.
  async function openPickLists(page, email) {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseURL });
    await signUp(page, app.outboxDir, email, password);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Templates', exact: true }).click();
    const templates = page.getByRole('tabpanel', { name: 'Templates' });
    await templates.locator('input[type=file]').setInputFiles(path.join(testdata, 'pick-lists.en.html'));
    const imported = page.getByRole('dialog', { name: 'Template imported' });
    await imported.getByText('Everything in the file was imported.').waitFor();
    await imported.getByRole('button', { name: 'OK' }).click();
    await page.goto('/');
    await page.getByRole('region', { name: 'Templates' }).getByRole('button', { name: /US Abdomen Pick Lists/ }).click();
    return page.getByRole('textbox', { name: 'Report editor' });
  }

  it('imports an MRRT file as an own template, shows what was left out and exports it again', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { isExpectedResponse });
    try {
      await signUp(page, app.outboxDir, 'mara.mrrt@klinik-nord.example', password);
      await page.goto('/profile');
      await page.getByRole('tab', { name: 'Templates', exact: true }).click();
      const templates = page.getByRole('tabpanel', { name: 'Templates' });
      await templates.locator('input[type=file]').setInputFiles(path.join(testdata, 'knochen.de.html'));
      const imported = page.getByRole('dialog', { name: 'Template imported' });
      await imported.getByText('Everything in the file was imported.').waitFor();
      await imported.getByRole('button', { name: 'OK' }).click();

      await templates.locator('input[type=file]').setInputFiles(path.join(testdata, 'chest-xray.en.html'));
      await page.getByRole('dialog', { name: 'Template imported' }).getByText(/Coded terms .* were not imported\./).waitFor();
      await page.getByRole('dialog', { name: 'Template imported' }).getByRole('button', { name: 'OK' }).click();
      await templates.getByText('Chest Radiograph').waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        templates.getByRole('link', { name: 'Export Röntgen Handgelenk as MRRT' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'R-ntgen-Handgelenk.mrrt.html');
      const file = readFileSync(await download.path(), 'utf8');
      assert.match(file, /<meta name="dcterms.language" content="de">/);
      assert.match(file, /Stellung:/);

      await templates.locator('input[type=file]').setInputFiles({ name: 'notes.html', mimeType: 'text/html', buffer: Buffer.from('Befund: unauffällig.') });
      await page.getByRole('dialog', { name: 'Import failed' }).getByText('This file is not an IHE MRRT template.').waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('turns a pick list into a field: shown as its value, changed from the keyboard, copied as the value alone', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { isExpectedResponse });
    try {
      // The workspace: each pick list is a field showing its chosen (else first) option.
      const editor = await openPickLists(page, 'pia.pick@klinik-nord.example');
      const gallbladder = editor.locator('.rs-pick').first();
      await gallbladder.waitFor();
      assert.equal(await gallbladder.textContent(), 'Normal');
      assert.equal(await gallbladder.getAttribute('data-options'), 'Normal|Prior cholecystectomy|Not seen|Abnormal');
      assert.doesNotMatch(await editor.innerText(), /other options|Prior cholecystectomy|Not seen/);
      await page.getByText('6 fields not filled').waitFor();

      // Tab selects the first field, Enter opens its options, the arrow keys and Enter choose.
      await editor.click();
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const menu = page.getByRole('listbox', { name: 'Options for Gallbladder' });
      await menu.waitFor();
      assert.deepEqual(await menu.getByRole('option').allTextContents(), ['Normal', 'Prior cholecystectomy', 'Not seen', 'Abnormal']);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'detached' });
      assert.equal(await gallbladder.textContent(), 'Prior cholecystectomy');
      assert.equal(await gallbladder.getAttribute('data-options'), 'Normal|Prior cholecystectomy|Not seen|Abnormal', 'the options stay');
      // What is typed right after the field stays out of it.
      await page.keyboard.type('.');
      assert.equal(await gallbladder.textContent(), 'Prior cholecystectomy');
      await page.getByText('5 fields not filled').waitFor();

      // Tab goes on to the next field; Alt+ArrowDown opens it too.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Alt+ArrowDown');
      const liver = page.getByRole('listbox', { name: 'Options for Liver' });
      await liver.waitFor();
      await page.keyboard.press('Home');
      await page.keyboard.press('Enter');
      await liver.waitFor({ state: 'detached' });
      await page.getByText('4 fields not filled').waitFor();
      assert.match(await editor.innerText(), /Gallbladder: Prior cholecystectomy\.\s+Liver: Normal size\s/);

      // Copy names the fields still showing a default, then copies only the values shown.
      await page.getByRole('checkbox', { name: 'RTF' }).check();
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      const warning = page.locator('.ant-popconfirm').filter({ hasText: '4 fields not filled' });
      await warning.waitFor();
      await warning.getByRole('button', { name: 'Copy anyway' }).click();
      await page.locator('.ant-notification-notice').filter({ hasText: 'Report Copied' }).waitFor();
      const clipboard = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read();
        const read = async (type) => (item.types.includes(type) ? (await item.getType(type)).text() : null);
        return { html: await read('text/html'), text: await read('text/plain') };
      });
      assert.match(clipboard.html ?? '', /Gallbladder:<\/strong> Prior cholecystectomy\./);
      assert.match(clipboard.text ?? '', /Gallbladder: Prior cholecystectomy\.\r?\n/);
      assert.match(clipboard.text ?? '', /Ascites: Small/);
      for (const copied of [clipboard.html ?? '', clipboard.text ?? '']) {
        assert.doesNotMatch(copied, /Not seen|Abnormal|other options|data-options|rs-pick|data-chosen/);
      }
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  // Imports the file of pick lists, dictates into it and fills it: what the dictation says
  // replaces its field, the others stay fields; one is chosen from the keyboard, the report is
  // copied and screenshots of the filled report with a field's options open are taken.
  async function fillPickLists(viewport, email) {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { isExpectedResponse, viewport });
    try {
      const editor = await openPickLists(page, email);
      await editor.locator('.rs-pick').first().waitFor();
      await page.getByLabel('Transcript', { exact: true }).fill(
        'gallbladder colon prior cholecystectomy period ascites colon small amount of perihepatic ascites period ' +
          'impression colon small amount of ascites period',
      );
      await page.getByRole('button', { name: 'Fill Template', exact: true }).click();
      await page.locator('.ant-notification-notice').filter({ hasText: 'Template Filled' }).first().waitFor();

      const filled = await editor.innerText();
      assert.match(filled, /Gallbladder: Prior cholecystectomy\./, 'the dictated option is the line');
      assert.match(filled, /Ascites: Small amount of perihepatic ascites\./, 'the dictated text replaces the field');
      assert.match(filled, /Small amount of ascites\./);
      assert.doesNotMatch(filled, /No acute abnormality|other options|Not seen/, 'no template impression, no option text');
      const liver = editor.locator('.rs-pick[data-options="Normal size|Enlarged"]');
      assert.equal(await liver.textContent(), 'Enlarged', 'an undictated line stays a field at its default');

      // The first field left is the liver's: Tab selects it, Enter opens it, Home and Enter
      // choose.
      await editor.click();
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const menu = page.getByRole('listbox', { name: 'Options for Liver' });
      await menu.waitFor();
      await mkdir(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/pick-fields-filled-${viewport.width}.png` });
      await page.keyboard.press('Home');
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'detached' });
      assert.equal(await liver.textContent(), 'Normal size');

      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      const warning = page.locator('.ant-popconfirm').filter({ hasText: /fields? not filled/ });
      await warning.waitFor();
      await warning.getByRole('button', { name: 'Copy anyway' }).click();
      await page.locator('.ant-notification-notice').filter({ hasText: 'Report Copied' }).waitFor();
      const html = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read();
        return item.types.includes('text/html') ? (await item.getType('text/html')).text() : '';
      });
      assert.match(html, /Prior cholecystectomy\./);
      assert.match(html, /Liver:(<\/strong>)? Normal size/);
      assert.doesNotMatch(html, /data-options|rs-pick|Not seen|other options/);
      await page.screenshot({ path: `${shotsDir}/pick-fields-copied-${viewport.width}.png` });
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  }

  it('fills an imported template of pick lists from a dictation at 1366 px: dictated lines replace their fields, the rest stay fields', async () => {
    await fillPickLists(desktop, 'paul.pick@klinik-nord.example');
  });

  it('does the same at 390 px', async () => {
    await fillPickLists(phone, 'petra.pick@klinik-nord.example');
  });

  it('an admin imports a master template and sets its LOINC code', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { isExpectedResponse });
    try {
      await signUp(page, app.outboxDir, adminEmail, password);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Master Templates' }).click();
      const masters = page.getByRole('tabpanel', { name: 'Master Templates' });
      await masters.locator('.ant-table-row').first().waitFor();
      await masters.locator('input[type=file]').setInputFiles(path.join(testdata, 'unsupported.en.html'));
      const imported = page.getByRole('dialog', { name: 'Template imported' });
      await imported.getByText(/Merge fields .* Patient name\./).waitFor();
      await imported.getByRole('button', { name: 'OK' }).click();

      await masters.getByRole('button', { name: 'Edit CT Abdomen Follow-up' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Master Template' });
      await dialog.getByLabel('Type').fill('Abdomen');
      await dialog.getByLabel('LOINC code').fill('36813-5');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.getByText('LOINC code must be digits, a dash and the correct check digit, like 24627-2').waitFor();
      await dialog.getByLabel('LOINC code').fill('36813-4');
      await dialog.getByLabel('LOINC display').fill('CT Abdomen and Pelvis W contrast IV');
      // The button's loading icon can stay in the page, invisible, when its leave animation
      // never reports its end in headless Chromium: its name may still begin with "loading".
      await dialog.getByRole('button', { name: /^(loading )?Save$/ }).click();
      await page.getByText('Template updated').first().waitFor();

      await masters.getByRole('button', { name: 'Edit CT Abdomen Follow-up' }).click();
      assert.equal(await page.getByRole('dialog').getByLabel('LOINC code').inputValue(), '36813-4');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
