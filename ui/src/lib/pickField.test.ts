import Quill from 'quill'
import { describe, expect, it } from 'vitest'
import { htmlToRtf } from './htmlToRtf'
import { htmlToText } from './htmlToText'
import { registerPickField } from './pickBlot'
import { decodePickOptions, encodePickOptions, unchosenPickFields, withoutPickFields } from './pickField'
import { editorHtml } from './quillToolbar'

const gallbladder =
  '<p><strong>Gallbladder:</strong> <span class="rs-pick" data-options="Normal|Prior cholecystectomy|Not seen|Abnormal">Normal</span></p>'

describe('pick options', () => {
  // The same cases as domain/template/pick_test.go: both sides read and write one format.
  it.each([
    [['Normal', 'Prior cholecystectomy', 'Not seen', 'Abnormal'], 'Normal|Prior cholecystectomy|Not seen|Abnormal'],
    [['unauffällig', 'vergrößert'], 'unauffällig|vergrößert'],
    [['a|b', '100%', 'BI-RADS 4: suspicious'], 'a%7Cb|100%25|BI-RADS 4%3A suspicious'],
    [['javascript:alert(1)', 'data:text/html,x'], 'javascript%3Aalert(1)|data%3Atext/html,x'],
    [['<b>"x" & \'y\'</b>', 'tab\there'], '<b>"x" & \'y\'</b>|tab%09here'],
  ])('writes %j as %s and reads it back', (options, encoded) => {
    expect(encodePickOptions(options)).toBe(encoded)
    expect(decodePickOptions(encoded)).toEqual(options)
  })

  it.each(['', 'one', 'a||b', '|a', 'a|', 'a:b|c', 'a%|b', 'a%7|b', 'a%zz|b', 'a\nb|c', 'a|%FF', 'a%3|b'])('refuses %j', (value) => {
    expect(decodePickOptions(value)).toBeUndefined()
  })

  it('refuses a missing attribute and reads lower-case escapes', () => {
    expect(decodePickOptions(null)).toBeUndefined()
    expect(decodePickOptions('a%7c|%3a')).toEqual(['a|', ':'])
  })
})

describe('pick fields in report HTML', () => {
  it('counts the fields still showing a value nobody chose', () => {
    expect(unchosenPickFields('<p>Liver: normal.</p>')).toBe(0)
    expect(unchosenPickFields(gallbladder)).toBe(1)
    expect(unchosenPickFields(gallbladder.replace('class="rs-pick"', 'class="rs-pick" data-chosen=""'))).toBe(0)
    // A value typed over, or written by the fill, is no longer one of the options.
    expect(unchosenPickFields(gallbladder.replace('>Normal<', '>Contracted, wall 4 mm<'))).toBe(0)
    // Options that do not read are no field.
    expect(unchosenPickFields('<span class="rs-pick" data-options="a:b|c">a:b</span>')).toBe(0)
    expect(unchosenPickFields(gallbladder + gallbladder.replace('>Normal<', '>Not seen<'))).toBe(2)
  })

  it('leaves only the value shown in what is copied: HTML, plain text and RTF', () => {
    const html = `<h3>Findings</h3>${gallbladder.replace('class="rs-pick"', 'class="rs-pick" data-chosen=""')}`
    const outgoing = withoutPickFields(html)
    expect(outgoing).toBe('<h3>Findings</h3><p><strong>Gallbladder:</strong> Normal</p>')
    expect(htmlToText(outgoing)).toBe('Findings\r\nGallbladder: Normal')
    for (const copied of [htmlToText(html), htmlToRtf(html), outgoing]) {
      expect(copied).not.toMatch(/cholecystectomy|Not seen|Abnormal|data-options|rs-pick|data-chosen/)
    }
  })

  it('returns a report without fields exactly as it was', () => {
    const html = '<p>Liver &amp; spleen: normal.&nbsp;</p>'
    expect(withoutPickFields(html)).toBe(html)
  })
})

describe('the pick field blot', () => {
  registerPickField()

  function editorWith(html: string): Quill {
    const host = document.createElement('div')
    document.body.append(host)
    const quill = new Quill(host)
    quill.setContents(quill.clipboard.convert({ html }), Quill.sources.SILENT)
    return quill
  }

  it('keeps the span and its options through Quill, the text holding the value alone', () => {
    const quill = editorWith(gallbladder)
    expect(quill.getText()).toBe('Gallbladder: Normal\n')
    expect(editorHtml(quill)).toBe(gallbladder)
    const field = quill.getContents().ops.find((op) => op.insert === 'Normal')
    expect(field?.attributes).toEqual({ pick: { options: ['Normal', 'Prior cholecystectomy', 'Not seen', 'Abnormal'], chosen: false } })
  })

  it('keeps the chosen mark, and escapes options on the way out', () => {
    const html = '<p><span class="rs-pick" data-options="&lt;6 mm|6%7C8 mm%3A &quot;x&quot; &amp; y" data-chosen="">&lt;6 mm</span></p>'
    const span = new DOMParser().parseFromString(editorHtml(editorWith(html)), 'text/html').querySelector('span')
    expect(decodePickOptions(span?.getAttribute('data-options') ?? null)).toEqual(['<6 mm', '6|8 mm: "x" & y'])
    expect(span?.hasAttribute('data-chosen')).toBe(true)
    expect(span?.textContent).toBe('<6 mm')
  })

  it('keeps a field one field with bold text inside it', () => {
    const quill = editorWith('<p><span class="rs-pick" data-options="Normal|Abnormal"><strong>Nor</strong>mal</span></p>')
    expect(quill.root.querySelectorAll('.rs-pick')).toHaveLength(1)
    expect(quill.root.querySelector('.rs-pick')?.textContent).toBe('Normal')
  })

  it('drops a span whose options do not read, keeping its text', () => {
    const quill = editorWith('<p>A <span class="rs-pick" data-options="only">b</span> c</p>')
    expect(quill.root.querySelector('.rs-pick')).toBeNull()
    expect(quill.getText()).toBe('A b c\n')
  })
})
