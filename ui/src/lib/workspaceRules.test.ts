import { describe, expect, it } from 'vitest'
import {
  autoActionFor,
  exclusiveToggle,
  joinSessionTranscripts,
  showFillTemplate,
  showFormatOnly,
  type AutoAction,
  type AutoActionState,
} from './workspaceRules'

const idle: AutoActionState = {
  transcript: 'Lunge frei.',
  busy: false,
  autoFormat: false,
  autoFill: false,
  autoGenerate: false,
  templateSelected: false,
}

describe('autoActionFor', () => {
  it.each<{ name: string; state: Partial<AutoActionState>; expected: AutoAction | null }>([
    { name: 'nothing on', state: {}, expected: null },
    { name: 'format on', state: { autoFormat: true }, expected: 'format' },
    { name: 'format before fill', state: { autoFormat: true, autoFill: true, templateSelected: true }, expected: 'format' },
    { name: 'format before generate', state: { autoFormat: true, autoGenerate: true }, expected: 'format' },
    { name: 'fill with a template', state: { autoFill: true, templateSelected: true }, expected: 'fill' },
    { name: 'fill before generate', state: { autoFill: true, autoGenerate: true, templateSelected: true }, expected: 'fill' },
    { name: 'fill without a template', state: { autoFill: true }, expected: null },
    { name: 'fill without a template falls to generate', state: { autoFill: true, autoGenerate: true }, expected: 'generate' },
    { name: 'generate on', state: { autoGenerate: true }, expected: 'generate' },
    { name: 'generate with a template', state: { autoGenerate: true, templateSelected: true }, expected: 'generate' },
    { name: 'empty transcript', state: { transcript: '', autoFormat: true }, expected: null },
    { name: 'blank transcript', state: { transcript: ' \n\t', autoGenerate: true }, expected: null },
    { name: 'an action running', state: { busy: true, autoFormat: true }, expected: null },
  ])('$name → $expected', ({ state, expected }) => {
    expect(autoActionFor({ ...idle, ...state })).toBe(expected)
  })
})

const template = '<h3>Befund</h3><p><strong>Lunge:</strong> Normal.</p>'

describe('showFormatOnly', () => {
  it.each<{ name: string; editorHtml: string; templateHtml: string | null; expected: boolean }>([
    { name: 'empty editor', editorHtml: '', templateHtml: null, expected: true },
    { name: "Quill's empty document", editorHtml: '<p><br></p>', templateHtml: null, expected: true },
    { name: 'only empty lines', editorHtml: '<p><br></p><p> </p>', templateHtml: template, expected: true },
    { name: 'text without a template', editorHtml: '<p>Report</p>', templateHtml: null, expected: false },
    { name: 'the untouched template', editorHtml: template, templateHtml: template, expected: true },
    {
      name: 'the template with whitespace between tags',
      editorHtml: template,
      templateHtml: '<h3>Befund</h3>\n<p><strong>Lunge:</strong> Normal.</p>\n',
      expected: true,
    },
    { name: 'an edited template', editorHtml: template.replace('Normal', 'Erguss'), templateHtml: template, expected: false },
    { name: 'a filled report after the template', editorHtml: `${template}<p>Mehr.</p>`, templateHtml: template, expected: false },
  ])('$name → $expected', ({ editorHtml, templateHtml, expected }) => {
    expect(showFormatOnly({ editorHtml, templateHtml })).toBe(expected)
  })
})

describe('showFillTemplate', () => {
  it.each([
    { templateSelected: true, expected: true },
    { templateSelected: false, expected: false },
  ])('template selected $templateSelected → $expected', ({ templateSelected, expected }) => {
    expect(showFillTemplate(templateSelected)).toBe(expected)
  })
})

describe('joinSessionTranscripts', () => {
  it.each([
    { name: 'none', recordings: [], expected: '' },
    { name: 'raw only', recordings: [{ transcript: 'lunge frei' }], expected: 'lunge frei' },
    { name: 'corrected preferred', recordings: [{ transcript: 'lunge frai', correctedText: 'Lunge frei.' }], expected: 'Lunge frei.' },
    {
      name: 'joined by spaces in order',
      recordings: [
        { transcript: 'a', correctedText: 'A.' },
        { transcript: 'b', correctedText: null },
        { transcript: 'c', correctedText: 'C.' },
      ],
      expected: 'A. b C.',
    },
    { name: 'blank corrected falls back to raw', recordings: [{ transcript: 'raw', correctedText: '  ' }], expected: 'raw' },
    {
      name: 'blanks skipped',
      recordings: [{ transcript: '' }, { transcript: null, correctedText: null }, { transcript: ' x ' }, {}],
      expected: 'x',
    },
  ])('$name', ({ recordings, expected }) => {
    expect(joinSessionTranscripts(recordings)).toBe(expected)
  })
})

describe('exclusiveToggle', () => {
  const none = { autoFormat: false, autoFill: false, autoGenerate: false }
  type Flag = keyof typeof none

  it.each<{ name: string; flags: typeof none; changed: Flag; value: boolean; expected: typeof none }>([
    { name: 'one on', flags: none, changed: 'autoFill', value: true, expected: { ...none, autoFill: true } },
    {
      name: 'another on switches the first off',
      flags: { ...none, autoFill: true },
      changed: 'autoGenerate',
      value: true,
      expected: { ...none, autoGenerate: true },
    },
    { name: 'the same on again', flags: { ...none, autoFormat: true }, changed: 'autoFormat', value: true, expected: { ...none, autoFormat: true } },
    { name: 'the one on switched off', flags: { ...none, autoFormat: true }, changed: 'autoFormat', value: false, expected: none },
    { name: 'another switched off leaves the one on', flags: { ...none, autoFill: true }, changed: 'autoFormat', value: false, expected: { ...none, autoFill: true } },
  ])('$name', ({ flags, changed, value, expected }) => {
    const before = { ...flags }
    expect(exclusiveToggle(flags, changed, value)).toEqual(expected)
    expect(flags).toEqual(before)
  })
})
