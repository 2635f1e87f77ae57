import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi } from '../../test/stubApi'
import { VoiceCommandsCard } from './VoiceCommandsCard'

const commands = (language: string, nextField: string) => ({
  language,
  commands: [
    { kind: 'new_paragraph', phrases: ['new paragraph'] },
    { kind: 'next_field', phrases: [nextField] },
    { kind: 'previous_field', phrases: ['previous field'] },
    { kind: 'scratch_that', phrases: ['scratch that'] },
    { kind: 'insert_macro', phrases: ['insert macro'] },
    { kind: 'stop_dictation', phrases: ['stop dictation'] },
  ],
})

describe('VoiceCommandsCard', () => {
  it('lists the commands in the preferred language, then in the language chosen', async () => {
    const fetchMock = stubApi({
      '/api/voice-commands': (request) =>
        new URL(request.url).searchParams.get('language') === 'fr'
          ? json(200, commands('fr', 'champ suivant'))
          : json(200, commands('de', 'nächstes feld')),
    })
    renderWithProviders(<VoiceCommandsCard preferredLanguage="de" />)

    const table = await screen.findByRole('table', { name: 'Voice commands in German' })
    const nextField = within(table).getByRole('row', { name: /Next field/ })
    expect(nextField).toHaveTextContent('“nächstes feld”')
    expect(within(table).getByRole('row', { name: /Insert macro/ })).toHaveTextContent('“insert macro …”')

    await userEvent.click(screen.getByRole('combobox', { name: 'Language of the voice commands' }))
    await userEvent.click(await screen.findByTitle('French'))
    const french = await screen.findByRole('table', { name: 'Voice commands in French' })
    expect(within(french).getByRole('row', { name: /Next field/ })).toHaveTextContent('“champ suivant”')
    expect(requestsTo(fetchMock, '/api/voice-commands')).toHaveLength(2)
  })
})
