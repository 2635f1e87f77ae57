import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, stubApi } from '../../test/stubApi'
import { averageMinutes } from './averageMinutes'
import { StatisticsTab } from './StatisticsTab'

describe('averageMinutes', () => {
  it.each([
    [0, '0.0 min'],
    [90, '1.5 min'],
    [150, '2.5 min'],
    [605, '10.1 min'],
  ])('shows %d seconds as %s', (seconds, shown) => {
    expect(averageMinutes(seconds)).toBe(shown)
  })
})

describe('StatisticsTab', () => {
  it('shows usage in minutes and recordings per language', async () => {
    stubApi({
      '/api/user-stats': () =>
        json(200, {
          totalRecordings: 12,
          avgTimePerReport: 150,
          languageUsage: { de: 4, en: 8 },
          reports: { total: 31, byAction: { format: 28, fill: 2, generate: 1 }, byInputMethod: { pasted: 30, voice: 1 } },
        }),
    })
    renderWithProviders(<StatisticsTab />)

    expect(await screen.findByText('Usage Statistics')).toBeInTheDocument()
    expect(screen.getByText('Total recordings')).toBeInTheDocument()
    expect(screen.getByText('12')).toBeInTheDocument()
    expect(screen.getByText('Reports produced')).toBeInTheDocument()
    expect(screen.getByText('31')).toBeInTheDocument()
    expect(screen.getByText(/28 formatted · 2 filled · 1 generated/)).toBeInTheDocument()
    expect(screen.getByText(/30 pasted or typed · 1 voice/)).toBeInTheDocument()
    expect(screen.getByText('Average time per recorded report')).toBeInTheDocument()
    expect(screen.getByText('2.5 min')).toBeInTheDocument()
    expect(screen.getByText('Language Usage')).toBeInTheDocument()
    const languages = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(languages).toEqual(['English8 recording(s)', 'German4 recording(s)'])
  })

  it('counts reports from pasted transcripts when nothing was recorded', async () => {
    stubApi({
      '/api/user-stats': () =>
        json(200, {
          totalRecordings: 0,
          avgTimePerReport: 0,
          languageUsage: {},
          reports: { total: 30, byAction: { format: 30, fill: 0, generate: 0 }, byInputMethod: { pasted: 30, voice: 0 } },
        }),
    })
    renderWithProviders(<StatisticsTab />)
    expect(await screen.findByText('30')).toBeInTheDocument()
    expect(screen.getByText(/30 formatted · 0 filled · 0 generated/)).toBeInTheDocument()
  })

  it('says when there are no recordings yet', async () => {
    stubApi({
      '/api/user-stats': () => json(200, { totalRecordings: 0, avgTimePerReport: 0, languageUsage: {} }),
    })
    renderWithProviders(<StatisticsTab />)
    expect(await screen.findByText('No recordings yet')).toBeInTheDocument()
    expect(screen.getByText('0.0 min')).toBeInTheDocument()
  })
})
