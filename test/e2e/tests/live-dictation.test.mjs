// Live dictation end to end: Chromium's fake microphone plays a WAV that espeak-ng spoke, the
// page sends it to the app as 16 kHz PCM while it plays, and the app re-transcribes the words
// not yet settled again and again through a speech server of the OpenAI transcription protocol
// started here (rolling live dictation). That server hears where the voice is, so its answers
// follow the audio the app sends as a Whisper server's would: the words show before Stop, "next
// field" moves to the next field, and a reload brings the session back.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { describe, it } from 'node:test';
import { desktop, openTrackedPage, phone } from '../support/app.mjs';
import { multipartParts } from '../support/multipart.mjs';
import { signUp } from '../support/signup.mjs';
import { listenLocally, skipWithoutEspeak, speak } from '../support/speech.mjs';
import { useVoiceApp } from '../support/voice-app.mjs';

// Screenshots for a person to look at, where the README of the issue asks for them.
const shotsDir = process.env.RADSCRIBE_SHOTS_DIR ?? '/tmp/shots';

const password = 'Live-Diktat-2026';

// What is said, one utterance after another, as a Whisper server writes each.
const script = ['No pleural effusion.', 'Next field.', 'Small right pneumothorax.'];
// Long breaks between the utterances, so that each is a segment of its own. The live connection
// opens a moment after the microphone, which starts playing at once: the leading silence keeps
// the first words for it. The file is played once (%noloop; afterwards Chromium repeats its
// last buffer, here silence) and ends in silence long enough that a loop would not come back
// before Stop either.
const leadingSilenceSeconds = 2;
const trailingSilenceSeconds = 8;
const spokenSSML = `<speak>${script.map((text) => text.replace(/\.$/, '').toLowerCase()).join('<break time="1500ms"/>')}</speak>`;

// The live audio's form (the app sends it as a WAV of its 16 kHz PCM).
const liveRate = 16000;
// Voiced regions: 10 ms frames above this RMS (of 32768) are voiced; gaps under 400 ms are joined,
// regions under 100 ms dropped, and a region ends 150 ms after its last voiced frame, where a
// Whisper segment's end also lies a little after the voice fades.
const frameSamples = liveRate / 100;
const voicedRMS = 300;
const joinedGapFrames = 40;
const shortestRegionFrames = 10;
const regionTailSeconds = 0.15;


/** The format and 16-bit samples of a PCM WAV file, or a string saying what is wrong with it. */
function readWav(bytes) {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') {
    return 'not a RIFF/WAVE file';
  }
  let format = null;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const body = bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + size));
    if (id === 'fmt ') {
      format = { encoding: body.readUInt16LE(0), channels: body.readUInt16LE(2), rate: body.readUInt32LE(4), bits: body.readUInt16LE(14) };
    } else if (id === 'data') {
      if (format === null) return 'no fmt chunk before the data';
      if (format.encoding !== 1 || format.bits !== 16) return `not 16-bit PCM: ${JSON.stringify(format)}`;
      const copy = Buffer.from(body.subarray(0, body.length - (body.length % 2)));
      return { ...format, samples: new Int16Array(copy.buffer, copy.byteOffset, copy.length / 2) };
    }
    at += 8 + size + (size % 2);
  }
  return 'no data chunk';
}

/** A 16-bit mono PCM WAV file of the samples. */
function wavFile(rate, samples) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length * 2, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.length * 2)]);
}

// Speaks the script with its breaks, then puts the silences around it (espeak-ng leaves out a
// break that comes before any word).
function speakScript(wavPath) {
  speak(spokenSSML, wavPath, { ssml: true });
  const wav = readWav(readFileSync(wavPath));
  if (typeof wav === 'string' || wav.channels !== 1) throw new Error(`espeak-ng wrote an unexpected WAV: ${typeof wav === 'string' ? wav : wav.channels}`);
  const padded = new Int16Array(Math.round((leadingSilenceSeconds + trailingSilenceSeconds) * wav.rate) + wav.samples.length);
  padded.set(wav.samples, Math.round(leadingSilenceSeconds * wav.rate));
  writeFileSync(wavPath, wavFile(wav.rate, padded));
}

/** Where the voice is in 16 kHz samples: [{ start, end }] in seconds. */
function voicedRegions(samples) {
  const frames = Math.floor(samples.length / frameSamples);
  const regions = [];
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let i = frame * frameSamples; i < (frame + 1) * frameSamples; i++) sum += samples[i] * samples[i];
    if (Math.sqrt(sum / frameSamples) < voicedRMS) continue;
    const last = regions.at(-1);
    if (last && frame - last.end < joinedGapFrames) last.end = frame + 1;
    else regions.push({ start: frame, end: frame + 1 });
  }
  const duration = samples.length / liveRate;
  const kept = regions.filter((r) => r.end - r.start >= shortestRegionFrames);
  const seconds = (frame) => (frame * frameSamples) / liveRate;
  return kept.map((r, i) => ({
    start: seconds(r.start),
    end: Math.min(duration, seconds(r.end) + regionTailSeconds, i + 1 < kept.length ? seconds(kept[i + 1].start) : Infinity),
  }));
}

function words(text) {
  return text.toLowerCase().replace(/[^a-z\s]/g, ' ').split(/\s+/).filter(Boolean);
}

/**
 * How many utterances of the script the prompt ends with: the app re-sends only the audio not
 * yet settled, and puts the words it settled at the end of the prompt (after any vocabulary).
 */
function utterancesSettled(prompt) {
  const heard = words(prompt);
  for (let k = script.length; k > 0; k--) {
    const settled = words(script.slice(0, k).join(' '));
    if (settled.length <= heard.length && settled.every((word, i) => word === heard[heard.length - settled.length + i])) return k;
  }
  return 0;
}

/**
 * What is wrong with a rolling live request, or what it asks: the audio's voiced regions and how
 * many utterances its prompt settled.
 */
function readLiveRequest(req, body) {
  if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') return `unexpected ${req.method} ${req.url}`;
  const parts = multipartParts(body, req.headers['content-type']);
  if (!req.headers['content-type']?.startsWith('multipart/form-data') || parts === null) {
    return `not multipart/form-data: ${req.headers['content-type']}`;
  }
  const field = (name) => parts.find((part) => part.name === name)?.body.toString('utf8');
  if (field('model') !== 'whisper-1') return `model ${JSON.stringify(field('model'))}, not whisper-1`;
  if (field('response_format') !== 'verbose_json') return `response_format ${JSON.stringify(field('response_format'))}, not verbose_json`;
  const file = parts.find((part) => part.name === 'file');
  if (!file || file.filename === null) return 'no file part';
  const wav = readWav(file.body);
  if (typeof wav === 'string') return `file ${file.filename}: ${wav}`;
  if (wav.rate !== liveRate || wav.channels !== 1) return `file ${file.filename} is ${wav.rate} Hz with ${wav.channels} channels, not 16 kHz mono`;
  const settled = utterancesSettled(field('prompt') ?? '');
  const regions = voicedRegions(wav.samples);
  if (settled + regions.length > script.length) {
    return `${regions.length} voiced regions after ${settled} settled utterances, more than were said: ${JSON.stringify(regions)}`;
  }
  return { settled, regions, duration: wav.samples.length / liveRate };
}

/**
 * A Whisper-like server for rolling live dictation: region i of a request's audio is the
 * utterance after the ones its prompt settled, in verbose_json with segment times from the
 * audio. It answers any number of requests from any number of recordings.
 */
function startLiveSpeechServer() {
  const speech = { port: 0, requests: 0, mostSettled: 0, complaints: [], server: null };
  speech.server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      speech.requests++;
      const heard = readLiveRequest(req, Buffer.concat(chunks));
      if (typeof heard === 'string') {
        speech.complaints.push(heard);
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: heard, type: 'invalid_request_error' } }));
        return;
      }
      speech.mostSettled = Math.max(speech.mostSettled, heard.settled);
      const segments = heard.regions.map(({ start, end }, i) => ({ id: i, start, end, text: ` ${script[heard.settled + i]}` }));
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({
        task: 'transcribe',
        language: 'english',
        duration: heard.duration,
        text: segments.map((segment) => segment.text).join(''),
        segments,
      }));
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
    editor: page.getByRole('textbox', { name: 'Report editor' }),
    status: (text) => voice.getByRole('status').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
    statusText: () => voice.getByRole('status').first().innerText(),
    dictated: voice.getByLabel('Dictated so far'),
    button: (name) => page.getByRole('button', { name, exact: true }),
    recordings: (count) => page.getByRole('region', { name: `Session Recordings (${count})` }),
  };
}

// Signs up with the microphone allowed and waits for the voice panel.
async function openVoicePanel(page, baseURL, outboxDir, email) {
  await page.context().grantPermissions(['microphone'], { origin: baseURL });
  await signUp(page, outboxDir, email, password);
  await page.getByRole('tab', { name: 'Voice Recording', selected: true }).waitFor();
  await workspace(page).status('Ready to record').waitFor();
}

/** The editor's selected text and the report's text before it, as the browser has them. */
function editorSelection(page) {
  return page.evaluate(() => {
    const selection = window.getSelection();
    const editor = document.querySelector('.ql-editor');
    if (!editor || !selection || selection.rangeCount === 0 || !editor.contains(selection.anchorNode)) return null;
    const range = selection.getRangeAt(0);
    const before = document.createRange();
    before.setStart(editor, 0);
    before.setEnd(range.startContainer, range.startOffset);
    return { selected: range.toString(), before: before.toString() };
  });
}

describe('live dictation', { skip: skipWithoutEspeak }, () => {
  // Live dictation is on by default, rolling re-transcription the default for this provider.
  // The file is played once: see leadingSilenceSeconds.
  const app = useVoiceApp({
    record: speakScript,
    startSpeech: startLiveSpeechServer,
    env: { RADSCRIBE_SPEECH_OPENAI_MODEL: 'whisper-1' },
    playOnce: true,
  });
  it('shows the words before Stop, moves to the next field by voice, and a reload brings the session back', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { viewport: desktop });
    try {
      await openVoicePanel(page, app.baseURL, app.outboxDir, 'ines.vogt@lungen-praxis.example');
      const ws = workspace(page);

      // A report with two fields, the cursor before the first.
      await ws.editor.click();
      await page.keyboard.type('Lungs: [...]');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Heart: [...]');
      await page.keyboard.press('Control+Home');

      await ws.button('Start recording').click();
      await ws.status('Recording...').waitFor();

      // The first words show while still recording.
      await ws.dictated.filter({ hasText: /no pleural effusion/i }).waitFor();
      assert.equal(await ws.statusText(), 'Recording...', 'still recording');
      await mkdir(shotsDir, { recursive: true });
      await ws.voice.screenshot({ path: `${shotsDir}/live-1366.png` });

      // "Next field" selects the first field; the command's words are not dictation.
      await page.waitForFunction(() => {
        const selection = window.getSelection();
        return selection !== null && selection.toString() === '[...]' && document.querySelector('.ql-editor')?.contains(selection.anchorNode);
      });
      assert.deepEqual(await editorSelection(page), { selected: '[...]', before: 'Lungs: ' }, 'the first field is selected');
      await ws.dictated.filter({ hasText: /small right pneumothorax/i }).waitFor();
      assert.doesNotMatch(await ws.dictated.innerText(), /next field/i);
      assert.equal(await ws.statusText(), 'Recording...', 'still recording');

      await ws.button('Stop').click();
      await ws.status('Processing completed').or(ws.status('Transcription failed')).waitFor();
      assert.equal(await ws.statusText(), 'Processing completed');
      const transcript = ws.recordings(1).getByRole('textbox', { name: 'Corrected transcript 1' });
      const corrected = await transcript.inputValue();
      assert.match(corrected, /no pleural effusion/i);
      assert.match(corrected, /small right pneumothorax/i);
      assert.doesNotMatch(corrected, /next field/i, 'the voice command is not in the transcript');

      // A reload brings the session back as the server stored it.
      await page.reload();
      await ws.recordings(1).waitFor();
      assert.equal(await ws.recordings(1).getByRole('textbox', { name: 'Corrected transcript 1' }).inputValue(), corrected);

      assert.ok(app.speech.mostSettled >= 2, `later requests carried the settled words in the prompt (at most ${app.speech.mostSettled} utterances seen)`);
      assert.deepEqual(app.speech.complaints, [], 'the speech server found nothing wrong with the requests');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it('shows the live words on a phone', async () => {
    const { page, problems, close } = await openTrackedPage(app.browser, app.baseURL, { viewport: phone });
    try {
      await openVoicePanel(page, app.baseURL, app.outboxDir, 'jonas.ek@lungen-praxis.example');
      const ws = workspace(page);
      await ws.button('Start recording').click();
      await ws.status('Recording...').waitFor();
      // The second journey of the suite: on a loaded machine the first words take longer.
      await ws.dictated.filter({ hasText: /no pleural effusion/i }).waitFor({ timeout: 30_000 });
      assert.equal(await ws.statusText(), 'Recording...', 'still recording');
      await ws.dictated.scrollIntoViewIfNeeded();
      await mkdir(shotsDir, { recursive: true });
      await ws.voice.screenshot({ path: `${shotsDir}/live-390.png` });

      await ws.button('Stop').click();
      await ws.status('Processing completed').or(ws.status('Transcription failed')).waitFor();
      assert.equal(await ws.statusText(), 'Processing completed');
      assert.match(await ws.recordings(1).getByRole('textbox', { name: 'Corrected transcript 1' }).inputValue(), /no pleural effusion/i);
      assert.deepEqual(app.speech.complaints, [], 'the speech server found nothing wrong with the requests');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
