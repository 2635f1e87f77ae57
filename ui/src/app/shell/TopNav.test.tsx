import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { store } from '../store'
import type { User } from '../../features/auth'
import { siteApi } from '../../features/site'
import { loadPage } from '../../lib/loadPage'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, sampleSiteInfo, stubApi } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import { TopNav } from './TopNav'

vi.mock('../../lib/loadPage', () => ({ loadPage: vi.fn() }))

// The account menu arrives after the first render (TopNav); its first import in a test run
// transforms antd's menu, which takes seconds on a busy machine, so it is done before the tests.
beforeAll(async () => {
  await import('./AccountMenu')
}, 60_000)

beforeEach(() => {
  vi.mocked(loadPage).mockClear()
})

const ada = sampleUser()

// Site info is fetched before rendering so the community link is settled when asserted.
async function renderTopNav(user: User, communityUrl = '') {
  stubApi({ '/api/site-info': () => json(200, { ...sampleSiteInfo, communityUrl }) })
  await store.dispatch(siteApi.endpoints.getSiteInfo.initiate())
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<TopNav user={user} />} />
      <Route path="/profile" element={<p>profile page</p>} />
      <Route path="/tutorials" element={<p>tutorials page</p>} />
      <Route path="/admin" element={<p>admin page</p>} />
    </Routes>,
  )
}

// The menu is fetched after the first render (or on the first reach for it, as hovering) and
// then holds the button. A pointer that reached for it clicks the button the menu holds: a test
// pointer, unlike a person's, keeps pressing the element it started on, which the arrival
// replaced.
async function openAccountMenu() {
  const name = /account menu/i
  await userEvent.hover(screen.getByRole('button', { name }))
  await waitFor(() => {
    expect(screen.getByRole('button', { name })).toHaveClass('ant-dropdown-trigger')
  })
  await userEvent.click(screen.getByRole('button', { name }))
  await screen.findByRole('menu')
}

describe('TopNav', () => {
  it('shows the logo, Tutorials and the first name', async () => {
    await renderTopNav(ada)
    expect(screen.getByRole('link', { name: 'RadScribe home' })).toHaveAttribute('href', '/')
    expect(screen.getByText('Ada')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Tutorials' }))
    expect(screen.getByText('tutorials page')).toBeInTheDocument()
  })

  it.each([
    ['the first letter of the first name', { firstName: 'ada' }, 'A'],
    ['the first letter of the e-mail without a first name', { firstName: null, email: 'zoe@example.com' }, 'Z'],
    ['the first letter of the e-mail with a blank first name', { firstName: '  ', email: 'bo@example.com' }, 'B'],
    ['U without a first name or e-mail', { firstName: null, email: '' }, 'U'],
  ])('falls back to %s in the avatar', async (_name, fields: Partial<User>, letter) => {
    const { container } = await renderTopNav({ ...ada, ...fields })
    expect(container.querySelector('.ant-avatar')).toHaveTextContent(letter)
  })

  it('shows the profile image when there is one', async () => {
    const { container } = await renderTopNav({ ...ada, profileImageUrl: 'https://example.com/ada.png' })
    expect(container.querySelector('.ant-avatar img')).toHaveAttribute('src', 'https://example.com/ada.png')
  })

  it('shows the e-mail when there is no first name', async () => {
    await renderTopNav({ ...ada, firstName: null })
    expect(screen.getByText('ada@example.com')).toBeInTheDocument()
  })

  it('offers Profile, Tutorials and Logout but not Admin to a user', async () => {
    await renderTopNav(ada)
    await openAccountMenu()
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: 'Tutorials' })).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument()
  })

  it('offers Admin to an admin', async () => {
    await renderTopNav({ ...ada, role: 'admin' })
    await openAccountMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Admin' }))
    expect(screen.getByText('admin page')).toBeInTheDocument()
  })

  it('opens the profile from the menu', async () => {
    await renderTopNav(ada)
    await openAccountMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }))
    expect(screen.getByText('profile page')).toBeInTheDocument()
  })

  it('logs out through the server', async () => {
    await renderTopNav(ada)
    await openAccountMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
    expect(loadPage).toHaveBeenCalledWith('/api/logout')
  })

  it('links the community in a new tab when configured', async () => {
    await renderTopNav(ada, 'https://community.example.com')
    const link = screen.getByRole('link', { name: 'Community' })
    expect(link).toHaveAttribute('href', 'https://community.example.com')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('leaves the community link out when none is configured', async () => {
    await renderTopNav(ada)
    expect(screen.queryByRole('link', { name: 'Community' })).not.toBeInTheDocument()
  })
})
