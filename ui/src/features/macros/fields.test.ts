import { describe, expect, it } from 'vitest'
import { adjacentField, findFields, macroBeforeCursor, nameKey, unfilledFieldsMessage } from './fields'

const text = 'Size [size] mm, [side] side.'

describe('findFields', () => {
  it.each([
    ['no fields', []],
    [text, ['[size]', '[side]']],
    ['empty [] field', ['[]']],
    ['nested [a [b] c]', ['[b]']],
    ['unclosed [a\nb] and [ü]', ['[ü]']],
  ])('%s', (input, want) => {
    expect(findFields(input).map(({ start, end }) => input.slice(start, end))).toEqual(want)
  })
})

describe('unfilledFieldsMessage', () => {
  it('says one field or how many', () => {
    expect(unfilledFieldsMessage(1)).toBe('1 field not filled')
    expect(unfilledFieldsMessage(3)).toBe('3 fields not filled')
  })
})

describe('adjacentField', () => {
  const slice = (field: { start: number; end: number } | undefined) => field && text.slice(field.start, field.end)
  it('moves forwards from the cursor and wraps round', () => {
    expect(slice(adjacentField(text, 0, 0, false))).toBe('[size]')
    expect(slice(adjacentField(text, 5, 11, false))).toBe('[side]')
    expect(slice(adjacentField(text, 16, 22, false))).toBe('[size]')
    expect(slice(adjacentField(text, 25, 25, false))).toBe('[size]')
  })
  it('moves backwards and wraps round', () => {
    expect(slice(adjacentField(text, 16, 22, true))).toBe('[size]')
    expect(slice(adjacentField(text, 25, 25, true))).toBe('[side]')
    expect(slice(adjacentField(text, 5, 11, true))).toBe('[side]')
  })
  it('finds nothing without fields', () => {
    expect(adjacentField('plain', 0, 0, false)).toBeUndefined()
  })
})

describe('macroBeforeCursor', () => {
  const macros = [{ name: 'normal' }, { name: 'Normal Chest' }, { name: 'Leber' }]
  it.each([
    ['Findings: normal chest', 'Normal Chest', 10],
    ['Findings: NORMAL', 'normal', 10],
    ['abnormal', undefined, 0],
    ['normal chest.', undefined, 0],
    ['leber', 'Leber', 0],
  ])('%s', (input, name, start) => {
    const found = macroBeforeCursor(input, input.length, macros)
    expect(found?.macro.name).toBe(name)
    if (found) expect(found.start).toBe(start)
  })
  it('looks only before the cursor', () => {
    expect(macroBeforeCursor('normal chest and more', 12, macros)?.macro.name).toBe('Normal Chest')
  })
  it('folds names as the server does', () => {
    expect(nameKey('  Normal,  CHEST ')).toBe('normal chest')
  })
})
