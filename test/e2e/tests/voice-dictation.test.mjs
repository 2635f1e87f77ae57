// Voice dictation end to end: Chromium's fake microphone plays a WAV that espeak-ng spoke, the
// recording goes to the app, and the app to a speech server of the OpenAI transcription protocol
// started here, which answers fixed texts. Without a speech provider the voice tab says so.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { openTrackedPage, useApp } from '../support/app.mjs';
import { multipartParts } from '../support/multipart.mjs';
import { signUp } from '../support/signup.mjs';
import { listenLocally, skipWithoutEspeak, speak } from '../support/speech.mjs';
import { useVoiceApp } from '../support/voice-app.mjs';

const password = 'Diktat-Thorax-2026';
const spokenText = 'no pleural effusion period';

// What the speech server answers, recording by recording, and what the app's correction makes of it.
const dictations = [
  { heard: 'no pleural effusion period no pneumothorax period', corrected: 'No pleural effusion. No pneumothorax.' },
  { heard: 'the heart is mildly enlarged period', corrected: 'The heart is mildly enlarged.' },
];

const webmMagic = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const oggMagic = Buffer.from('OggS');


/** What is wrong with a transcription request, or null when it is what the protocol asks for. */
function transcriptionProblem(req, body) {
  if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') return `unexpected ${req.method} ${req.url}`;
  const parts = multipartParts(body, req.headers['content-type']);
  if (!req.headers['content-type']?.startsWith('multipart/form-data') || parts === null) {
    return `not multipart/form-data: ${req.headers['content-type']}`;
  }
  const model = parts.find((part) => part.name === 'model');
  if (!model || model.body.toString('utf8').trim() === '') return 'no model field';
  const file = parts.find((part) => part.name === 'file');
  if (!file || file.filename === null) return 'no file part';
  const magic = file.body.subarray(0, 4);
  if (!magic.equals(webmMagic) && !magic.equals(oggMagic)) return `file ${file.filename} is neither WebM nor Ogg: ${magic.toString('hex')}`;
  return null;
}

/**
 * An OpenAI-compatible transcription server answering `dictations` in turn. hold() keeps the next
 * answers back until the returned release() is called, so the test sees 'Transcribing...'.
 */
function startSpeechServer() {
  const speech = { port: 0, requests: 0, complaints: [], gate: null, server: null };
  speech.hold = () => {
    let release;
    speech.gate = new Promise((resolve) => { release = resolve; });
    return () => { speech.gate = null; release(); };
  };
  speech.server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const number = speech.requests++;
      const problem = transcriptionProblem(req, Buffer.concat(chunks));
      if (speech.gate) await speech.gate;
      if (problem !== null || number >= dictations.length) {
        speech.complaints.push(problem ?? `request ${number + 1}: more than the ${dictations.length} expected`);
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: problem ?? 'unexpected request', type: 'invalid_request_error' } }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ text: dictations[number].heard }));
    });
  });
  return listenLocally(speech.server).then((port) => {
    speech.port = port;
    return speech;
  });
}

// The workspace's parts, found the way a person finds them.
function workspace(page) {
  const voice = page.getByRole('tabpanel', { name: 'Voice Recording' });
  return {
    voice,
    templates: page.getByRole('region', { name: 'Templates' }),
    editor: page.getByRole('textbox', { name: 'Report editor' }),
    timer: voice.getByRole('timer', { name: 'Recording time' }),
    status: (text) => voice.getByRole('status').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
    button: (name) => page.getByRole('button', { name, exact: true }),
    recordings: (count) => page.getByRole('region', { name: `Session Recordings (${count})` }),
    toast: (title) => page.locator('.ant-notification-notice').filter({ hasText: title }),
  };
}

function occurrences(text, part) {
  return text.split(part).length - 1;
}

// Starts recording and waits for the timer to count a second.
async function record(ws) {
  await ws.button('Start recording').click();
  await ws.status('Recording...').waitFor();
  await ws.timer.filter({ hasNotText: '00:00' }).waitFor();
}

// Stops with `stopButton`, holding the speech server's answer until 'Transcribing...' shows;
// resolves with the POST /api/recordings answer.
async function stopAndTranscribe(page, ws, speech, stopButton) {
  const release = speech.hold();
  let recording;
  try {
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/recordings'),
      ws.button(stopButton).click(),
    ]);
    recording = await created.json();
    await ws.status('Transcribing...').waitFor();
  } finally {
    release();
  }
  await ws.status('Processing completed').or(ws.status('Transcription failed')).waitFor();
  assert.deepEqual(speech.complaints, [], 'the speech server found nothing wrong with the requests');
  await ws.status('Processing completed').waitFor();
  return recording;
}

describe('voice dictation', { skip: skipWithoutEspeak }, () => {
  const app = useVoiceApp({
    record: (wavPath) => speak(spokenText, wavPath),
    startSpeech: startSpeechServer,
    // This journey is the upload after Stop; live dictation (tests/live-dictation.test.mjs)
    // would send the audio to this server while it is spoken.
    env: { RADSCRIBE_SPEECH_LIVE: 'false' },
  });

  it('records, pauses, resumes and transcribes, auto-fills a template once, and New Report clears the session on the server', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
    try {
      await page.context().grantPermissions(['microphone'], { origin: app.baseURL });
      await signUp(page, app.outboxDir, 'mira.holm@thorax-praxis.example', password);
      const ws = workspace(page);
      const fillRequests = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (request.method() === 'POST' && pathname === '/api/populate-template-voice') fillRequests.push(request.url());
      });

      // On a server that transcribes, Voice Recording is the first tab and the one open.
      // (Until the server has said it transcribes, External Transcript is the open one.)
      await page.getByRole('tab').first().filter({ hasText: 'Voice Recording' }).waitFor();
      await page.getByRole('tab', { name: 'Voice Recording', selected: true }).waitFor();
      await ws.status('Ready to record').waitFor();

      // Record, pause, resume, stop: the text arrives corrected in an editable transcript.
      await record(ws);
      await ws.button('Pause').click();
      await ws.status('Recording paused').waitFor();
      await ws.button('Resume').click();
      await ws.status('Recording...').waitFor();
      const first = await stopAndTranscribe(page, ws, app.speech, 'Stop');
      assert.ok(first.sessionId, 'POST /api/recordings answers the session id');
      const list = ws.recordings(1);
      await list.waitFor();
      await list.getByRole('article', { name: 'Transcript 1' }).waitFor();
      const transcript1 = list.getByRole('textbox', { name: 'Corrected transcript 1' });
      assert.equal(await transcript1.inputValue(), dictations[0].corrected);
      assert.ok(await transcript1.isEditable(), 'the corrected transcript can be edited');
      assert.equal(app.speech.requests, 1, 'one request to the speech server');
      assert.equal(fillRequests.length, 0, 'no fill without Auto-Fill');

      // Auto-Fill with a chest template: the next recording fills it, once.
      await ws.templates.getByRole('button', { name: /Chest Radiograph/ }).click();
      await ws.editor.filter({ hasText: 'Pleura:' }).waitFor();
      await page.getByRole('group', { name: 'Auto-Workflow Preferences' }).getByRole('switch', { name: 'Auto-Fill Template' }).click();
      await ws.toast('Preferences Updated').waitFor();
      await record(ws);
      const second = await stopAndTranscribe(page, ws, app.speech, 'Stop recording');
      assert.equal(second.sessionId, first.sessionId, 'the second recording joins the session');
      await ws.recordings(2).getByRole('article', { name: 'Transcript 2' }).waitFor();
      assert.equal(await page.getByRole('textbox', { name: 'Corrected transcript 2' }).inputValue(), dictations[1].corrected);
      await ws.toast('Template Filled').waitFor();
      assert.equal(app.speech.requests, 2, 'two requests to the speech server');
      assert.equal(fillRequests.length, 1, 'one fill request for the second recording');
      const filled = await ws.editor.innerText();
      assert.match(filled, /Pleura:/, 'the template is in the editor');
      assert.match(filled, /Lines and devices:/, 'the undictated lines stay');
      // Both recordings' text, each once on its own line of the findings (the impression may
      // repeat an abnormal finding).
      const findings = filled.slice(filled.indexOf('Findings'), filled.indexOf('Impression'));
      assert.match(findings, /^Pleura: No pleural effusion\. No pneumothorax\.$/m, filled);
      assert.match(findings, /^Heart: The heart is mildly enlarged\.$/m, filled);
      assert.equal(occurrences(findings, dictations[0].corrected), 1, `the first dictation once in:\n${findings}`);
      assert.equal(occurrences(findings, dictations[1].corrected), 1, `the second dictation once in:\n${findings}`);

      // New Report: the recordings, the editor and the template choice go, and on the server the
      // session's transcripts.
      const clearPath = `/api/recording-sessions/${first.sessionId}/clear-transcripts`;
      const [cleared] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === clearPath),
        // The session list's New Report; the report panel has one too, doing the same.
        ws.recordings(2).getByRole('button', { name: 'New Report', exact: true }).click(),
      ]);
      await ws.toast('New Report Started').waitFor();
      assert.equal(cleared.status(), 200);
      await page.getByRole('region', { name: /^Session Recordings/ }).waitFor({ state: 'detached' });
      assert.equal((await ws.editor.innerText()).trim(), '');
      assert.equal(await ws.templates.getByRole('button', { pressed: true }).count(), 0, 'no template selected');
      const session = await page.evaluate(async (id) => {
        const response = await fetch(`/api/recording-sessions/${encodeURIComponent(id)}`, { credentials: 'include' });
        return { status: response.status, body: await response.json() };
      }, first.sessionId);
      assert.equal(session.status, 200);
      assert.deepEqual(
        session.body.recordings.map(({ id, transcript, correctedText }) => ({ id, transcript, correctedText })),
        [first.id, second.id].map((id) => ({ id, transcript: '', correctedText: '' })),
      );

      assert.equal(app.speech.requests, 2, 'no further speech requests');
      assert.equal(fillRequests.length, 1, 'still one fill request');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});

describe('voice dictation without a speech provider', () => {
  const app = useApp();

  it('says speech recognition is not configured and offers the External Transcript tab', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL);
    try {
      await signUp(page, app.outboxDir, 'lars.eng@roentgen-nord.example', password);
      const status = await page.evaluate(async () => (await fetch('/api/speech/status', { credentials: 'include' })).json());
      assert.equal(status.configured, false);
      // The tab that works is open first; Voice Recording explains itself.
      await page.getByRole('tab', { name: 'External Transcript', selected: true }).waitFor();
      await page.getByRole('tab', { name: 'Voice Recording' }).click();
      const voice = page.getByRole('tabpanel', { name: 'Voice Recording' });
      await voice.getByText('Speech recognition is not configured on this server.', { exact: true }).waitFor();
      // A radiologist is told what to do now and whom to ask; the settings are for admins.
      await voice.getByText('To dictate here by voice, ask your administrator to set up speech recognition.').waitFor();
      assert.equal(await voice.getByText('speech.provider').count(), 0, 'no operator words for a radiologist');
      assert.equal(await voice.getByRole('button', { name: 'Start recording' }).count(), 0, 'no record button');
      await voice.getByRole('button', { name: 'Open External Transcript', exact: true }).click();
      await page.getByRole('tab', { name: 'External Transcript', selected: true }).waitFor();
      await page.getByLabel('Transcript', { exact: true }).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
