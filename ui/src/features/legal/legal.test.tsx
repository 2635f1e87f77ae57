import { render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SiteInfo } from '../site'
import DisclaimerPage from './DisclaimerPage'
import PrivacyPage from './PrivacyPage'
import TermsPage from './TermsPage'

const siteInfo = vi.hoisted(() => ({ current: undefined as SiteInfo | undefined }))
vi.mock('../site', () => ({ useGetSiteInfoQuery: () => ({ data: siteInfo.current }) }))

const operator: SiteInfo = {
  legalName: 'Example Imaging Services Ltd',
  address: '1 Harbour Street, Example City',
  contactEmail: 'legal@example.com',
  communityUrl: '',
  paymentsEnabled: true,
}

const pages: { title: string; Page: ComponentType; figures: string[] }[] = [
  {
    title: 'Disclaimer',
    Page: DisclaimerPage,
    figures: [
      'RadScribe is not a medical device',
      'it is not a diagnosis',
      'You remain responsible for every report',
      'Contradiction detection is a help, not a guarantee',
      'Never dictate patient-identifying data',
      'Not for emergencies',
    ],
  },
  {
    title: 'Privacy Policy',
    Page: PrivacyPage,
    figures: [
      'is never written to disk or to a database',
      'The report in the editor lives in your browser only',
      'deleted when you start a New Report, and in any case after 24 hours',
      'never contain transcript or report text',
      'for example, usage data is retained for 24 months',
      'one strictly necessary session cookie',
      'HttpOnly',
      'Stripe',
      'Brevo',
      'supervisory authority',
    ],
  },
  {
    title: 'Terms of Service',
    Page: TermsPage,
    figures: [
      '7-day free trial',
      'No credit card is needed',
      '$39 per month for the first 3 months as a beta special, then $59 per month',
      '$499 per year',
      'Payments are processed by Stripe',
      'keep full access until then',
      'the greater of the amounts you paid us in the 12 months before the claim arose or $50 (50 USD)',
      'at least 30 days before they take effect',
      'registered seat',
    ],
  },
]

function renderPage(Page: ComponentType) {
  const { container } = render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  )
  return container.textContent.replace(/\s+/g, ' ')
}

afterEach(() => {
  siteInfo.current = undefined
})

describe.each(pages)('$title page', ({ title, Page, figures }) => {
  it('shows its title, date and key figures', () => {
    siteInfo.current = operator
    const text = renderPage(Page)

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeDefined()
    expect(text).toContain('Last updated: 21 November 2026')
    for (const figure of figures) {
      expect(text).toContain(figure)
    }
  })

  it('names the operator and how to contact them', () => {
    siteInfo.current = operator
    const text = renderPage(Page)

    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeDefined()
    expect(text).toContain(operator.legalName)
    expect(text).toContain(operator.address)
    const emailLink = screen.getByRole('link', { name: operator.contactEmail })
    expect(emailLink.getAttribute('href')).toBe(`mailto:${operator.contactEmail}`)
  })

  it('reads well before the company details have loaded', () => {
    const text = renderPage(Page)

    expect(text).toContain('the operator of RadScribe')
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull()
    expect(text).not.toContain(' ,')
  })
})
