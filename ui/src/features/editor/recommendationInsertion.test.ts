import { Delta } from 'quill'
import { describe, expect, it } from 'vitest'
import { recommendationInsertion, recommendationTitle } from './recommendationInsertion'

const H3 = { header: 3 }

function inserted(doc: Delta, language = 'en', text = 'Follow-up CT in 6 months.'): Delta {
  return doc.compose(recommendationInsertion(doc, text, language))
}

describe('recommendationInsertion', () => {
  it('adds a Recommendation section after the impression, in the report language', () => {
    const doc = new Delta().insert('Impression').insert('\n', H3).insert('Pulmonary nodule.\n')
    expect(inserted(doc)).toEqual(
      new Delta()
        .insert('Impression')
        .insert('\n', H3)
        .insert('Pulmonary nodule.\n')
        .insert('Recommendation')
        .insert('\n', H3)
        .insert('Follow-up CT in 6 months.\n'),
    )
    const german = new Delta().insert('Beurteilung').insert('\n', H3).insert('Rundherd.\n')
    expect(inserted(german, 'de-ch', 'Verlaufskontrolle.')).toEqual(
      new Delta().insert('Beurteilung').insert('\n', H3).insert('Rundherd.\n').insert('Empfehlung').insert('\n', H3).insert('Verlaufskontrolle.\n'),
    )
  })

  it('adds to a recommendations section the report has, the impression untouched', () => {
    const doc = new Delta()
      .insert('Impression')
      .insert('\n', H3)
      .insert('Nodule.\n')
      .insert('Recommendations')
      .insert('\n', H3)
      .insert('Clinical correlation.\n\n')
    expect(inserted(doc)).toEqual(
      new Delta()
        .insert('Impression')
        .insert('\n', H3)
        .insert('Nodule.\n')
        .insert('Recommendations')
        .insert('\n', H3)
        .insert('Clinical correlation.\nFollow-up CT in 6 months.\n\n'),
    )
  })

  it('names the section in English for a language it has no word for', () => {
    expect(recommendationTitle('xx')).toBe('Recommendation')
    expect(recommendationTitle('pt-br')).toBe('Recomendação')
  })
})
