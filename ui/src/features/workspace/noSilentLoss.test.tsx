import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { store } from '../../app/store'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, requestsTo } from '../../test/stubApi'
import { newReportStarted, reportEdited, selectReportHtml, templateSelectionCleared, transcriptTyped } from '../report'
import { reportEditorModule } from '../editor'
import { renderWorkspace, resetWorkspace } from './renderWorkspace'
import WorkspacePage from './WorkspacePage'

// The report editor comes in a chunk of its own (reportEditorModule); it is fetched before the
// tests, which type into it at once.
beforeAll(async () => {
  await reportEditorModule.load()
}, 60_000)

afterEach(resetWorkspace)

const EDITED = '<p>Brain: normal. My own words.</p>'

function reportEditor() {
  return screen.getByRole('textbox', { name: 'Report editor' })
}

async function chooseTemplate(name: RegExp) {
  const templates = screen.getByRole('region', { name: 'Templates' })
  await userEvent.click(await within(templates).findByRole('button', { name }))
}

async function loadCtHeadAndEdit() {
  await chooseTemplate(/CT Head/)
  await waitFor(() => {
    expect(reportEditor()).toHaveTextContent('Brain: normal.')
  })
  act(() => {
    store.dispatch(reportEdited(EDITED))
  })
  await waitFor(() => {
    expect(reportEditor()).toHaveTextContent('My own words.')
  })
}

describe('an edited report is never lost silently', () => {
  it('asks before another template replaces it; Cancel, the default, keeps it', async () => {
    renderWorkspace()
    await loadCtHeadAndEdit()

    await chooseTemplate(/My chest CT/)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getAllByText('Discard your edited report?')[0]).toBeVisible()
    expect(within(dialog).getByText(/Loading this template replaces the report in the editor/)).toBeInTheDocument()
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' })
    await waitFor(() => {
      expect(cancel).toHaveFocus()
    })
    await userEvent.click(cancel)

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    })
    expect(store.getState().report.html).toBe(EDITED)
    expect(reportEditor()).toHaveTextContent('My own words.')
  })

  it('replaces it once confirmed, and Undo brings the edited report back', async () => {
    renderWorkspace()
    await loadCtHeadAndEdit()

    await chooseTemplate(/My chest CT/)
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Load template' }))
    await waitFor(() => {
      expect(reportEditor()).not.toHaveTextContent('My own words.')
    })

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => {
      expect(reportEditor()).toHaveTextContent('My own words.')
    })
    expect(selectReportHtml(store.getState())).toContain('My own words.')
  })

  it('does not ask when the report is as the last action wrote it', async () => {
    renderWorkspace()
    await chooseTemplate(/CT Head/)
    await waitFor(() => {
      expect(reportEditor()).toHaveTextContent('Brain: normal.')
    })
    await chooseTemplate(/My chest CT/)
    await waitFor(() => {
      expect(reportEditor()).not.toHaveTextContent('Brain: normal.')
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks before Fill runs again over it, and sends nothing on Cancel', async () => {
    const fetchMock = renderWorkspace({
      routes: { '/api/populate-template-external': () => json(200, { reportContent: { populatedHtml: '<p>Brain: filled.</p>' } }) },
    })
    await loadCtHeadAndEdit()
    act(() => {
      store.dispatch(transcriptTyped('Normal brain.'))
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Fill Template' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/Filling the template replaces the report/)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    expect(requestsTo(fetchMock, '/api/populate-template-external')).toEqual([])
    expect(store.getState().report.html).toBe(EDITED)
  })

  it('asks before New Report clears it', async () => {
    renderWorkspace()
    await loadCtHeadAndEdit()
    await userEvent.click(within(screen.getByRole('region', { name: 'Radiology Report' })).getByRole('button', { name: 'New Report' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/New Report clears the report in the editor/)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard and start new' }))

    await waitFor(() => {
      expect(store.getState().report.html).toBe('')
    })
    expect(window.sessionStorage.getItem('radscribe.keptReport.u1')).toBeNull()
  })

  it('keeps the report over a reload, for its user only', async () => {
    renderWorkspace()
    await loadCtHeadAndEdit()
    await waitFor(() => {
      expect(window.sessionStorage.getItem('radscribe.keptReport.u1')).toContain('My own words.')
    })

    // The reload: the page goes, and the store starts blank.
    cleanup()
    store.dispatch(newReportStarted())
    store.dispatch(templateSelectionCleared())
    renderWithProviders(<WorkspacePage />)
    await waitFor(() => {
      expect(reportEditor()).toHaveTextContent('My own words.')
    })
    // Still edited: another template asks first.
    await chooseTemplate(/My chest CT/)
    expect(within(await screen.findByRole('dialog')).getAllByText('Discard your edited report?')[0]).toBeVisible()
  })

  it("shows another user nothing of the kept report, and forgets it", async () => {
    window.sessionStorage.setItem('radscribe.keptReport.someone-else', JSON.stringify({ html: EDITED, writtenHtml: '' }))
    renderWorkspace()
    await screen.findByRole('button', { name: /CT Head/ })
    expect(reportEditor()).not.toHaveTextContent('My own words.')
    await waitFor(() => {
      expect(window.sessionStorage.getItem('radscribe.keptReport.someone-else')).toBeNull()
    })
  })
})
