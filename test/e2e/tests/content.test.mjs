import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminEmail, openTrackedPage, useApp } from '../support/app.mjs';
import { signUp } from '../support/signup.mjs';

const password = 'Sonograf1e!';

/** Picks option `label` of the antd select named `name` inside `scope`. */
async function choose(page, scope, name, label) {
  await scope.getByRole('combobox', { name }).click();
  // The option is chosen by its click event once it is in the open list: waiting for it to
  // stand still has outlasted the list's opening animation on a loaded machine.
  const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`);
  await option.waitFor();
  await option.dispatchEvent('click');
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

async function openProfileTab(page, tab) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: tab, exact: true }).click();
  return page.getByRole('tabpanel', { name: tab });
}

// The sixth template is refused by the server: 409 is the expected answer of that one request.
const isExpectedResponse = (url, status) => new URL(url).pathname === '/api/user-templates' && status === 409;

describe('templates, vocabulary and prompts', () => {
  const app = useApp();

  it('filters the picker, manages own templates up to five, vocabulary and saved prompts', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { isExpectedResponse });
    try {
      await signUp(page, app.outboxDir, 'ben.sono@klinik-sued.example', password);

      // The picker: MRI in German is the four studies of the seeded library.
      await page.getByPlaceholder('Search templates...').waitFor();
      const picker = page.getByRole('region', { name: 'Templates' });
      await choose(page, picker, 'Modality', 'MRI');
      await choose(page, picker, 'Language', 'DE');
      await page.getByText('Found 4 template(s)').waitFor();
      await page.getByPlaceholder('Search templates...').fill('knie');
      await page.getByText('Found 1 template(s)').waitFor();

      // Own templates: create, edit, delete.
      const templates = await openProfileTab(page, 'Templates');
      await templates.getByRole('button', { name: 'Create Template' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill('Knee MRI short');
      await dialog.getByRole('textbox', { name: 'Template content' }).click();
      await page.keyboard.type('Menisci: Intact.');
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await templates.getByText('Knee MRI short').waitFor();

      await templates.getByRole('button', { name: 'Edit Knee MRI short' }).click();
      await dialog.getByLabel('Name').fill('Knee MRI brief');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await templates.getByText('Knee MRI brief').waitFor();

      await templates.getByRole('button', { name: 'Delete Knee MRI brief' }).click();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await templates.getByText('Knee MRI brief').waitFor({ state: 'detached' });

      // Five is the limit: the UI says so and the server refuses a sixth.
      for (let i = 1; i <= 5; i++) {
        const created = await page.request.post('/api/user-templates', {
          data: { name: `Own template ${i}`, modality: 'US', language: 'en', templateHtml: `<p><strong>Liver:</strong> Normal ${i}.</p>` },
        });
        assert.equal(created.status(), 201);
      }
      await page.reload();
      await page.getByRole('tab', { name: 'Templates', exact: true }).click();
      await page.getByText('You can have up to 5 templates.').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Create Template' }).isDisabled(), true);
      const sixth = await page.evaluate(async () => {
        const response = await fetch('/api/user-templates', {
          method: 'POST', headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Own template 6', modality: 'US', language: 'en', templateHtml: '<p>x</p>' }),
        });
        return { status: response.status, body: await response.json() };
      });
      assert.equal(sixth.status, 409);
      assert.match(sixth.body.message, /5 templates/);

      // Vocabulary: add, see it, delete it.
      const vocabulary = await openProfileTab(page, 'Vocabulary');
      await vocabulary.getByLabel('Original word').fill('plural effusion');
      await vocabulary.getByLabel('Corrected word').fill('pleural effusion');
      await vocabulary.getByRole('button', { name: 'Add', exact: true }).click();
      await vocabulary.getByText('Used 0 times').waitFor();
      await vocabulary.getByRole('button', { name: 'Delete plural effusion' }).click();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await vocabulary.getByText('Used 0 times').waitFor({ state: 'detached' });

      // A template population prompt saved to the history and downloaded.
      const prompts = await openProfileTab(page, 'AI Prompts');
      const promptText = 'Fill every organ line from the dictation and keep the template markup.';
      await prompts.getByLabel('Template population prompt', { exact: true }).fill(promptText);
      const history = prompts.getByRole('region', { name: 'Template population' }).or(prompts.locator('section[aria-label="Template population"]')).first();
      await history.getByLabel('Saved prompt name').fill('Organ lines');
      await history.getByRole('button', { name: 'Save Current' }).click();
      await history.getByText('Organ lines').waitFor();
      const download = await page.request.get('/api/user-prompt-history/template_population/download');
      assert.equal(download.status(), 200);
      assert.match(download.headers()['content-disposition'], /attachment/);
      assert.match(await download.text(), /Fill every organ line from the dictation/);

      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('an admin edits a master template and a user sees the change', async () => {
    const admin = await openTrackedPage(app.browser, app.baseURL);
    try {
      await signUp(admin.page, app.outboxDir, adminEmail, password);
      await admin.page.goto('/admin');
      await admin.page.getByRole('tab', { name: 'Master Templates' }).click();
      const masters = admin.page.getByRole('tabpanel', { name: 'Master Templates' });
      // The library spans several pages of the list: page on until the template shows.
      const edit = masters.getByRole('button', { name: 'Edit MRI Shoulder' });
      await masters.getByRole('button', { name: 'Edit CT Head (non-contrast)' }).or(masters.locator('.ant-table-row')).first().waitFor();
      for (let turn = 0; turn < 5 && !(await edit.isVisible()); turn++) {
        await masters.locator('li.ant-pagination-next').click();
      }
      await edit.click();
      const dialog = admin.page.getByRole('dialog');
      await dialog.getByLabel('Name').fill('MRI Shoulder (3 T protocol)');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await masters.getByText('MRI Shoulder (3 T protocol)').waitFor();
      assert.deepEqual(admin.problems, []);
    } finally {
      await admin.close();
    }

    const user = await openTrackedPage(app.browser, app.baseURL);
    try {
      await signUp(user.page, app.outboxDir, 'cara.msk@klinik-west.example', password);
      await user.page.getByPlaceholder('Search templates...').fill('shoulder');
      await user.page.getByRole('button', { name: /MRI Shoulder \(3 T protocol\)/ }).first().waitFor();
      assert.deepEqual(user.problems, []);
    } finally {
      await user.close();
    }
  });
});
