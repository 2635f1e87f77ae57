import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { Layout } from '../../app/shell/Layout'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, stubApi, type Responder } from '../../test/stubApi'
import { samplePlans } from '../../test/subscriptions'
import LandingPage from './LandingPage'

// The sign-in page as the landing page leads there: with its query.
function LoginStub() {
  return <p>{`login page${useLocation().search}`}</p>
}

function renderLanding(routes: Record<string, Responder> = {}) {
  stubApi(routes)
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
      <Route path="/tutorials" element={<p>tutorials page</p>} />
    </Routes>,
  )
}

describe('LandingPage', () => {
  it('shows both plans with their prices and savings', () => {
    renderLanding()
    const pricing = within(document.getElementById('pricing') as HTMLElement)
    expect(pricing.getByText('Monthly')).toBeInTheDocument()
    expect(pricing.getByText('Beta special')).toBeInTheDocument()
    expect(pricing.getByText('$39/month')).toBeInTheDocument()
    expect(pricing.getByText('for the first 3 months, then $59/month')).toBeInTheDocument()
    expect(pricing.getByText('Yearly')).toBeInTheDocument()
    expect(pricing.getByText('$499/year')).toBeInTheDocument()
    expect(pricing.getByText('about $42/month, save $209 annually')).toBeInTheDocument()
    expect(pricing.getByText('Save 30%')).toBeInTheDocument()
    expect(pricing.getAllByText('7-day free trial')).toHaveLength(2)
    expect(pricing.getAllByText('Cancel anytime')).toHaveLength(2)
  })

  it('shows the prices the server answers', async () => {
    renderLanding({
      '/api/subscription/plans': () =>
        json(200, [samplePlans[0], { type: 'yearly', amount: 47900, interval: 'year', savings: 22900, savingsPercent: 32 }]),
    })
    const pricing = within(document.getElementById('pricing') as HTMLElement)
    expect(await pricing.findByText('$479/year')).toBeInTheDocument()
    expect(pricing.getByText('about $40/month, save $229 annually')).toBeInTheDocument()
    expect(pricing.getByText('Save 32%')).toBeInTheDocument()
  })

  it("keeps the spec's prices and only logs when the plans cannot be read", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderLanding({ '/api/subscription/plans': () => json(500, {}) })
    await vi.waitFor(() => {
      expect(logged).toHaveBeenCalledWith('Failed to load the subscription plans', expect.anything())
    })
    const pricing = within(document.getElementById('pricing') as HTMLElement)
    expect(pricing.getByText('$499/year')).toBeInTheDocument()
    expect(pricing.getByText('for the first 3 months, then $59/month')).toBeInTheDocument()
    logged.mockRestore()
  })

  it('offers the header and hero actions', () => {
    renderLanding()
    expect(screen.getByRole('link', { name: 'Tutorials' })).toHaveAttribute('href', '/tutorials')
    expect(screen.getByRole('button', { name: 'Pricing' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Watch Tutorials' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Start Free Trial' })).toHaveLength(3)
  })

  it('warns against dictating patient-identifying data', () => {
    renderLanding()
    expect(screen.getByText('Never dictate patient-identifying data')).toBeInTheDocument()
  })

  it('scrolls smoothly to the pricing section', async () => {
    renderLanding()
    const pricing = document.getElementById('pricing') as HTMLElement
    const scrollIntoView = vi.fn()
    pricing.scrollIntoView = scrollIntoView
    await userEvent.click(screen.getByRole('button', { name: 'Pricing' }))
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' })
  })

  it.each([
    ['Sign In', 'login page'],
    ['Watch Tutorials', 'tutorials page'],
  ])('%s navigates to its page', async (button, page) => {
    renderLanding()
    await userEvent.click(screen.getByRole('button', { name: button }))
    expect(screen.getByText(page)).toBeInTheDocument()
  })

  it.each([0, 1, 2])('Start Free Trial (button %i) opens sign-in on Create Account', async (index) => {
    renderLanding()
    await userEvent.click(screen.getAllByRole('button', { name: 'Start Free Trial' })[index] as HTMLElement)
    expect(screen.getByText('login page?signup')).toBeInTheDocument()
  })
})
