import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, pending, sampleSiteInfo, stubApi } from '../../test/stubApi'
import { Footer } from './Footer'

describe('Footer', () => {
  it('links the legal pages', () => {
    stubApi({ '/api/site-info': pending })
    renderWithProviders(<Footer />)
    expect(screen.getByRole('link', { name: 'Disclaimer' })).toHaveAttribute('href', '/disclaimer')
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
  })

  it('shows the company details from /api/site-info', async () => {
    stubApi()
    renderWithProviders(<Footer />)
    const year = new Date().getFullYear()
    expect(
      await screen.findByText(`© ${String(year)} ${sampleSiteInfo.legalName}. All rights reserved.`),
    ).toBeInTheDocument()
    expect(screen.getByText(sampleSiteInfo.address)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: sampleSiteInfo.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${sampleSiteInfo.contactEmail}`,
    )
  })

  it('leaves out an empty address', async () => {
    stubApi({ '/api/site-info': () => json(200, { ...sampleSiteInfo, address: '' }) })
    const { container } = renderWithProviders(<Footer />)
    await screen.findByRole('link', { name: sampleSiteInfo.contactEmail })
    expect(container.querySelectorAll('address > div')).toHaveLength(1)
  })
})
