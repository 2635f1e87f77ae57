// The illustrated step-by-step guide of each tutorial topic, by the topic's id (GET
// /api/tutorials). Each step's picture is /tutorials/<shot>.png, taken from the running app by the
// browser journey test/e2e/tests/tutorial-guides.test.mjs, so the pictures follow the screens.
// A topic an operator adds without a guide here shows its video only.

export interface GuideStep {
  /** The picture's file name under /tutorials/, without .png. */
  shot: string
  title: string
  text: string
  /** What the picture shows, for those who cannot see it. */
  alt: string
}

export const guides: Readonly<Record<string, readonly GuideStep[]>> = {
  'voice-recording': [
    {
      shot: 'voice-1-ready',
      title: 'Choose the language you dictate in',
      text: 'Open the Voice Recording tab of the workspace and choose the language you speak. Corrections and the report follow that language.',
      alt: 'The Voice Recording tab with the language field set to English and the status Ready to record.',
    },
    {
      shot: 'voice-2-recording',
      title: 'Record, pause and resume',
      text: 'Press Start recording, or the dictation key you set on your profile. Pause while you look at the images and Resume when you go on; Stop when you are done. Say "period" or "new paragraph" where you want them, or simply speak: RadScribe restores the sentences.',
      alt: 'A recording in progress: the timer counts and the Pause and Stop buttons are shown.',
    },
    {
      shot: 'voice-3-transcript',
      title: 'Check the corrected transcript',
      text: 'Each recording arrives as a corrected transcript under Session Recordings. Medical terms the speech engine misheard are already corrected; change anything else before it goes into the report.',
      alt: 'Session Recordings with the corrected transcript of the first recording, ready to edit.',
    },
    {
      shot: 'voice-4-filled',
      title: 'Fill your template',
      text: 'Pick a template and press Fill Template: each finding goes to the line of its organ and the normal lines you did not mention stay. Turn on Auto-Fill Template to fill after every recording.',
      alt: 'The chest radiograph template filled from the dictation in the report editor.',
    },
  ],
  'own-templates': [
    {
      shot: 'templates-1-list',
      title: 'Open My Templates',
      text: 'Open Profile from the account menu and choose the Templates tab. Create Template starts a new one; Import MRRT brings in a RadReport template file.',
      alt: 'The Templates tab of the profile with the Create Template and Import MRRT buttons.',
    },
    {
      shot: 'templates-2-form',
      title: 'Write it your way',
      text: 'Give the template a name of its own, its modality and its language, then write it as you write reports: a label for each organ with its normal finding ("Liver: Normal size and echotexture.") and an Impression. Tables, lists and headings work as well.',
      alt: 'The Create Template dialog with a name, the modality Ultrasound, the language English and labelled organ lines.',
    },
    {
      shot: 'templates-3-picked',
      title: 'Pick it in the workspace',
      text: 'Your template is listed in the workspace with the seeded ones. Pick it, then dictate or paste what you found.',
      alt: 'The workspace with the new template picked and its lines in the report editor.',
    },
    {
      shot: 'templates-4-filled',
      title: 'Fill it',
      text: 'Fill Template writes each finding on its organ\'s line and replaces the normal sentence it contradicts; the lines you did not mention keep their normal findings. Read the report before you copy it.',
      alt: 'The new template filled: the liver line holds the dictated finding, the other lines their normal findings.',
    },
  ],
  'format-external-transcript': [
    {
      shot: 'external-1-pasted',
      title: 'Paste the transcript',
      text: 'Open the External Transcript tab and paste the text of your current dictation system, with or without punctuation. Choose its language.',
      alt: 'The External Transcript tab with a pasted chest radiograph dictation.',
    },
    {
      shot: 'external-2-formatted',
      title: 'Format Report Only',
      text: 'With the editor empty, Format Report Only keeps your words and puts them in order: sentences, capitals, and the Findings and Impression headings you spoke.',
      alt: 'The formatted report with Findings and Impression headings in the report editor.',
    },
    {
      shot: 'external-3-copy',
      title: 'Copy it into your RIS',
      text: 'Choose the formats your RIS takes (HTML, RTF, plain text) and press Copy, or Ctrl+Enter from anywhere in the workspace. Then paste into the report field of your RIS.',
      alt: 'The copy formats and the Copy button under the report.',
    },
  ],
  'translation-languages': [
    {
      shot: 'languages-1-choose',
      title: 'Choose the report language',
      text: 'The language field sets the language you dictate in and the report is written in: fourteen languages, Swiss German and Brazilian Portuguese among them.',
      alt: 'The language field opened, listing English, German, Swiss German, Spanish and the other languages.',
    },
    {
      shot: 'languages-2-templates',
      title: 'Pick a template in that language',
      text: 'Filter the templates by language and pick one written in the language of the report. A template keeps its own language\'s labels and normal findings.',
      alt: 'The template list filtered to German templates.',
    },
    {
      shot: 'languages-3-filled',
      title: 'Check what was written',
      text: 'Translation is experimental: when your server writes with an AI model, a dictation in another language is written in the report language; read every translated sentence before you sign. The built-in engine does not translate, so dictate in the template\'s language.',
      alt: 'A German template filled from a German dictation.',
    },
  ],
  'german-grammar': [
    {
      shot: 'german-1-dictation',
      title: 'Dictate in German',
      text: 'Choose German (or Swiss German) and dictate as you speak. Speech engines often split or mishear German compound terms.',
      alt: 'A German dictation pasted in the External Transcript tab with the language German.',
    },
    {
      shot: 'german-2-corrected',
      title: 'Terms and sentences corrected',
      text: 'RadScribe corrects the medical terms, restores sentences and capitals, and writes the report in German.',
      alt: 'The German report with corrected terms in the report editor.',
    },
    {
      shot: 'german-3-vocabulary',
      title: 'Teach it your own words',
      text: 'Where a word keeps coming out wrong, add it on the Vocabulary tab of your profile: what the engine writes and what it should read. It applies to every dictation in that language from then on.',
      alt: 'The Vocabulary tab with an entry joining a German compound term the speech engine splits.',
    },
  ],
  'custom-ai-prompts': [
    {
      shot: 'prompts-1-tab',
      title: 'Open AI Prompts',
      text: 'Open the AI Prompts tab of your profile. Each action has its own prompt: transcript correction, template population, report from scratch and impression.',
      alt: 'The AI Prompts tab of the profile with a switch and a text field for each prompt.',
    },
    {
      shot: 'prompts-2-written',
      title: 'Write and switch on your prompt',
      text: 'Write how the report should be worded, switch Use custom prompt on and save. A prompt is used when your server writes with an AI model; with the built-in engine the notice under the report says it was not used.',
      alt: 'A custom template population prompt written, its switch on.',
    },
    {
      shot: 'prompts-3-history',
      title: 'Keep the versions that work',
      text: 'Save a version under a name to keep it. Saved versions are listed under the prompt; put one back with a click.',
      alt: 'The saved versions of the template population prompt.',
    },
  ],
}
