import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToastScope } from '../../components/toasts'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { FEEDBACK_AUTO_CLOSE_MS, FeedbackPopover } from './FeedbackPopover'
import type { FeedbackContext } from './types'

const context: FeedbackContext = {
  language: 'en',
  inputMethod: 'external_transcript',
  sessionId: null,
  recordingId: null,
  templateId: 'm1',
  templateName: 'CT Head',
}

function OpenPopover() {
  const [open, setOpen] = useState(true)
  return (
    <FeedbackPopover
      open={open}
      onClose={() => {
        setOpen(false)
      }}
      context={context}
    >
      <button type="button">Copy</button>
    </FeedbackPopover>
  )
}

function renderPopover(answer: Responder = () => json(201, { id: 'f1' })) {
  const fetchMock = stubApi({ '/api/feedback': answer })
  renderWithProviders(
    <ToastScope>
      <OpenPopover />
    </ToastScope>,
  )
  return fetchMock
}

function popover() {
  return screen.queryByRole('dialog', { name: 'How was this report?' })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('FeedbackPopover', () => {
  it('sends positive feedback at once', async () => {
    const fetchMock = renderPopover()
    await userEvent.click(screen.getByRole('button', { name: 'Good report' }))

    expect(await screen.findByText('Feedback Submitted')).toBeInTheDocument()
    expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument()
    const [request] = requestsTo(fetchMock, '/api/feedback')
    expect(await request?.json()).toEqual({
      ...context,
      feedbackType: 'positive',
      feedbackCategory: null,
      feedbackText: null,
      templateUsed: true,
    })
  })

  it('sends negative feedback with only the first category ticked and the text', async () => {
    const fetchMock = renderPopover()
    await userEvent.click(screen.getByRole('button', { name: 'Issues' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Missing medical terms' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Formatting issue' }))
    const details = screen.getByRole('textbox', { name: 'Details (optional)' })
    expect(details).toHaveAttribute('maxlength', '500')
    await userEvent.type(details, 'Spleen missing.')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findByText('Feedback Submitted')).toBeInTheDocument()
    const [request] = requestsTo(fetchMock, '/api/feedback')
    expect(await request?.json()).toMatchObject({
      feedbackType: 'negative',
      feedbackCategory: 'missing_terms',
      feedbackText: 'Spleen missing.',
    })
  })

  it('sends no category and blank details as null', async () => {
    const fetchMock = renderPopover()
    await userEvent.click(screen.getByRole('button', { name: 'Issues' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Details (optional)' }), '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Feedback Submitted')).toBeInTheDocument()
    const [request] = requestsTo(fetchMock, '/api/feedback')
    expect(await request?.json()).toMatchObject({ feedbackType: 'negative', feedbackCategory: null, feedbackText: null })
  })

  it('can be skipped without sending anything', async () => {
    const fetchMock = renderPopover()
    await userEvent.click(screen.getByRole('button', { name: 'Issues' }))
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }))
    await waitFor(() => {
      expect(popover()).not.toBeInTheDocument()
    })
    expect(requestsTo(fetchMock, '/api/feedback')).toHaveLength(0)
  })

  it('shows the server refusal with its status and body', async () => {
    renderPopover(() => json(400, { message: 'Invalid feedback category' }))
    await userEvent.click(screen.getByRole('button', { name: 'Good report' }))
    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(screen.getByText('Failed to submit feedback: 400 - {"message":"Invalid feedback category"}')).toBeInTheDocument()
  })

  it('closes itself after 8 s when left unrated', async () => {
    vi.useFakeTimers()
    renderPopover()
    act(() => {
      vi.advanceTimersByTime(FEEDBACK_AUTO_CLOSE_MS - 1)
    })
    expect(popover()).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    vi.useRealTimers()
    await waitFor(() => {
      expect(popover()).not.toBeInTheDocument()
    })
  })
})
