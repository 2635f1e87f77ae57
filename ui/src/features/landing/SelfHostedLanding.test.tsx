import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Layout } from '../../app/shell/Layout'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, sampleSiteInfo, stubApi } from '../../test/stubApi'
import LandingPage from './LandingPage'

function LoginStub() {
  return <p>{`login page${useLocation().search}`}</p>
}

// A server without payments (payment.provider none) sells nothing: its landing page says so,
// with no prices, no trial and no Pricing link (issue 33, item 8).
function renderSelfHosted() {
  stubApi({ '/api/site-info': () => json(200, { ...sampleSiteInfo, paymentsEnabled: false }) })
  return renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={
          <Layout>
            <LandingPage />
          </Layout>
        }
      />
      <Route path="/login" element={<LoginStub />} />
    </Routes>,
  )
}

describe('LandingPage of a self-hosted server', () => {
  it('says every account has full access, and shows no price, trial or Pricing link', async () => {
    renderSelfHosted()
    const section = await screen.findByRole('region', { name: 'Self-hosted' })
    expect(
      within(section).getByText(
        'This RadScribe server is run by its operator for their own radiologists: every verified account has full access to every feature, with no subscription, no trial and no payment.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Self-hosted · Every verified account has full access · No subscription')).toBeInTheDocument()
    expect(document.getElementById('pricing')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Pricing' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Start Free Trial' })).not.toBeInTheDocument()
    expect(screen.queryByText(/\$\d/)).not.toBeInTheDocument()
    expect(screen.queryByText(/free trial/i)).not.toBeInTheDocument()
    expect(screen.queryByText('How does the free trial work?')).not.toBeInTheDocument()
    expect(screen.getByText('Do I need a subscription?')).toBeInTheDocument()
  })

  it('Create Account opens sign-in on Create Account', async () => {
    renderSelfHosted()
    await screen.findByRole('region', { name: 'Self-hosted' })
    const buttons = screen.getAllByRole('button', { name: 'Create Account' })
    expect(buttons).toHaveLength(2)
    await userEvent.click(buttons[0] as HTMLElement)
    expect(screen.getByText('login page?signup')).toBeInTheDocument()
  })
})
