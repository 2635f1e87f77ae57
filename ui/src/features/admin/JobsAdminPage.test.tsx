// @vitest-environment jsdom
// happy-dom tries to load the frame and logs that it may not.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, stubApi } from '../../test/stubApi'
import { sampleUser } from '../../test/users'
import JobsAdminPage, { RIVER_UI_PATH } from './JobsAdminPage'

describe('JobsAdminPage', () => {
  it("shows the job queue's own view under the admin header, with the way back", async () => {
    stubApi({ '/api/auth/user': () => json(200, sampleUser({ role: 'admin' })) })
    renderWithProviders(<JobsAdminPage />, { path: '/admin/jobs' })

    expect(await screen.findByRole('heading', { level: 1, name: 'Background Jobs' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin')
    expect(screen.getByTitle('Background jobs')).toHaveAttribute('src', RIVER_UI_PATH)
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', RIVER_UI_PATH)
  })

  it('shows non-admins nothing of it', async () => {
    stubApi({ '/api/auth/user': () => json(200, sampleUser({ role: 'user' })) })
    renderWithProviders(<JobsAdminPage />, { path: '/admin/jobs' })

    expect(await screen.findByText('Access Denied')).toBeInTheDocument()
    expect(screen.queryByTitle('Background jobs')).not.toBeInTheDocument()
  })
})
