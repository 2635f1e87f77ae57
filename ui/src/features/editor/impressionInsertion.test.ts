import { Delta } from 'quill'
import { describe, expect, it } from 'vitest'
import { impressionTitle, namesImpression } from './impressionHeadings'
import { impressionInsertion } from './impressionInsertion'
import { impressionReplacement } from './impressionReplacement'

const H3 = { header: 3 }
const BOLD = { bold: true }

/** The document after the insertion, as one Delta to compare with the expected one. */
function inserted(doc: Delta, language = 'en', text = 'Follow-up CT in 6 months.'): Delta {
  return doc.compose(impressionInsertion(doc, text, language))
}

describe('impressionInsertion', () => {
  it('adds a paragraph after the last one of the impression, before the next heading', () => {
    const doc = new Delta()
      .insert('Findings')
      .insert('\n', H3)
      .insert('Nodule 7 mm.\n')
      .insert('Impression')
      .insert('\n', H3)
      .insert('Pulmonary nodule.\nPneumothorax.\n')
      .insert('Recommendations')
      .insert('\n', H3)
      .insert('None.\n')
    expect(inserted(doc)).toEqual(
      new Delta()
        .insert('Findings')
        .insert('\n', H3)
        .insert('Nodule 7 mm.\n')
        .insert('Impression')
        .insert('\n', H3)
        .insert('Pulmonary nodule.\nPneumothorax.\nFollow-up CT in 6 months.\n')
        .insert('Recommendations')
        .insert('\n', H3)
        .insert('None.\n'),
    )
  })

  it('finds the German heading and skips blank lines at the end of the section', () => {
    const doc = new Delta().insert('Befund').insert('\n', H3).insert('Rundherd.\n').insert('Beurteilung').insert('\n', H3).insert('Rundherd.\n\n\n')
    expect(inserted(doc, 'de', 'Verlaufskontrolle in 6 Monaten.')).toEqual(
      new Delta()
        .insert('Befund')
        .insert('\n', H3)
        .insert('Rundherd.\n')
        .insert('Beurteilung')
        .insert('\n', H3)
        .insert('Rundherd.\nVerlaufskontrolle in 6 Monaten.\n\n\n'),
    )
  })

  it('reads a bold paragraph or a short line ending in a colon as a heading', () => {
    const bold = new Delta().insert('FINDINGS:', BOLD).insert('\nNodule.\n').insert('IMPRESSION:', BOLD).insert('\nNodule.\n')
    expect(inserted(bold)).toEqual(
      new Delta().insert('FINDINGS:', BOLD).insert('\nNodule.\n').insert('IMPRESSION:', BOLD).insert('\nNodule.\nFollow-up CT in 6 months.\n'),
    )
    const plain = new Delta().insert('Impression:\nNodule.\nComparison:\nNone.\n')
    expect(inserted(plain)).toEqual(new Delta().insert('Impression:\nNodule.\nFollow-up CT in 6 months.\nComparison:\nNone.\n'))
  })

  it('adds to an impression written as a labelled line', () => {
    const doc = new Delta().insert('Lungs:', BOLD).insert(' nodule.\n').insert('Impression:', BOLD).insert(' Nodule.\n')
    expect(inserted(doc)).toEqual(
      new Delta().insert('Lungs:', BOLD).insert(' nodule.\n').insert('Impression:', BOLD).insert(' Nodule.\nFollow-up CT in 6 months.\n'),
    )
  })

  it('adds after a numbered impression as a paragraph of its own', () => {
    const doc = new Delta().insert('Impression').insert('\n', H3).insert('Nodule.').insert('\n', { list: 'ordered' }).insert('Pneumothorax.').insert('\n', { list: 'ordered' })
    expect(inserted(doc)).toEqual(
      new Delta()
        .insert('Impression')
        .insert('\n', H3)
        .insert('Nodule.')
        .insert('\n', { list: 'ordered' })
        .insert('Pneumothorax.')
        .insert('\n', { list: 'ordered' })
        .insert('Follow-up CT in 6 months.\n'),
    )
  })

  it('takes the last heading naming the impression', () => {
    const doc = new Delta().insert('Clinical impression').insert('\n', H3).insert('Cough.\n').insert('Impression').insert('\n', H3).insert('Nodule.\n')
    expect(inserted(doc)).toEqual(
      new Delta()
        .insert('Clinical impression')
        .insert('\n', H3)
        .insert('Cough.\n')
        .insert('Impression')
        .insert('\n', H3)
        .insert('Nodule.\nFollow-up CT in 6 months.\n'),
    )
  })

  it.each([
    ['en', 'Impression'],
    ['de-ch', 'Beurteilung'],
    ['sv', 'Bedömning'],
    ['nl', 'Impression'],
  ])('appends a %s impression heading and the paragraph when the report has none', (language, title) => {
    const doc = new Delta().insert('Findings').insert('\n', H3).insert('Nodule.\n\n')
    expect(inserted(doc, language)).toEqual(
      new Delta().insert('Findings').insert('\n', H3).insert('Nodule.\n').insert(title).insert('\n', H3).insert('Follow-up CT in 6 months.\n\n'),
    )
  })
})

describe('impression headings', () => {
  it.each([
    ['Impression', true],
    ['IMPRESSION:', true],
    ['Findings and impression', true],
    ['Beurteilung', true],
    ['Conclusión', true],
    ['Impressão diagnóstica', true],
    ['Findings', false],
    ['Impressionism', false],
  ])('%s names the impression: %s', (heading, names) => {
    expect(namesImpression(heading)).toBe(names)
  })

  it.each([
    ['pt-br', 'Conclusão'],
    ['el', 'Συμπέρασμα'],
    ['xx', 'Impression'],
  ])('titles a new impression in %s as %s', (language, title) => {
    expect(impressionTitle(language)).toBe(title)
  })
})

/** The document after the replacement. */
function replaced(doc: Delta, lines: string[], language = 'en', keep?: (line: string) => boolean): Delta {
  return doc.compose(impressionReplacement(doc, lines, language, keep))
}

describe('impressionReplacement', () => {
  it('replaces the impression text, before the next heading', () => {
    const doc = new Delta()
      .insert('Findings')
      .insert('\n', H3)
      .insert('Small right pleural effusion.\n')
      .insert('Impression')
      .insert('\n', H3)
      .insert('Small left pleural effusion.\nNo pneumothorax.\n\n')
      .insert('Comparison')
      .insert('\n', H3)
      .insert('None.\n')
    expect(replaced(doc, ['1. Small right pleural effusion.', '2. Nodule.'])).toEqual(
      new Delta()
        .insert('Findings')
        .insert('\n', H3)
        .insert('Small right pleural effusion.\n')
        .insert('Impression')
        .insert('\n', H3)
        .insert('1. Small right pleural effusion.\n2. Nodule.\n\n')
        .insert('Comparison')
        .insert('\n', H3)
        .insert('None.\n'),
    )
  })

  it('keeps the lines keep() names after the new ones', () => {
    const doc = new Delta()
      .insert('Impression')
      .insert('\n', H3)
      .insert('Nodule.\nCT at 6-12 months.\n')
    const keep = (line: string) => line === 'CT at 6-12 months.'
    expect(replaced(doc, ['Nodule 9 mm.'], 'en', keep)).toEqual(
      new Delta().insert('Impression').insert('\n', H3).insert('Nodule 9 mm.\nCT at 6-12 months.\n'),
    )
  })

  it('writes after the label of a label line', () => {
    const doc = new Delta().insert('Effusion.\n').insert('IMPRESSION:', BOLD).insert(' Normal.\n')
    expect(replaced(doc, ['1. Effusion.', '2. Nodule.'])).toEqual(
      new Delta().insert('Effusion.\n').insert('IMPRESSION:', BOLD).insert(' 1. Effusion.\n2. Nodule.\n'),
    )
  })

  it('fills an empty impression section', () => {
    const doc = new Delta().insert('Befund').insert('\n', H3).insert('Erguss.\n').insert('Beurteilung').insert('\n', H3)
    expect(replaced(doc, ['Erguss.'], 'de')).toEqual(
      new Delta().insert('Befund').insert('\n', H3).insert('Erguss.\n').insert('Beurteilung').insert('\n', H3).insert('Erguss.\n'),
    )
  })

  it("adds an impression in the report's language at the end when there is none", () => {
    const doc = new Delta().insert('Befund').insert('\n', H3).insert('Erguss.\n\n')
    expect(replaced(doc, ['Erguss.'], 'de')).toEqual(
      new Delta().insert('Befund').insert('\n', H3).insert('Erguss.\n').insert('Beurteilung').insert('\n', H3).insert('Erguss.\n\n'),
    )
  })
})
