import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { templateSelected, templateSelectionCleared } from './templateSelectionSlice'

export interface Contradiction {
  id: string
  text: string
  resolved: boolean
}

export interface PromptNotice {
  promptUsed: string
  fallbackReason: string | null
}

interface ReportState {
  /** What the editor holds, as HTML ('' when blank). */
  html: string
  /** The editor's HTML right after the selected template was loaded, or null (see showFormatOnly). */
  templateHtml: string | null
  contradictions: Contradiction[]
  promptNotice: PromptNotice | null
}

const initialState: ReportState = { html: '', templateHtml: null, contradictions: [], promptNotice: null }

// The report being written in the workspace. The editor lives in the browser only (nothing of it
// is sent anywhere but the clipboard), so this slice is its single home.
export const reportSlice = createSlice({
  name: 'report',
  initialState,
  reducers: {
    /** The person edited the report. */
    reportEdited(state, action: PayloadAction<string>) {
      state.html = action.payload
    },
    /** Quill rewrote HTML it was given; an untouched template stays untouched. */
    reportNormalised(state, action: PayloadAction<string>) {
      if (state.templateHtml !== null && state.templateHtml === state.html) state.templateHtml = action.payload
      state.html = action.payload
    },
    /** A report written by the server replaces the editor's content. */
    reportWritten(state, action: PayloadAction<{ html: string } & PromptNotice>) {
      const { html, promptUsed, fallbackReason } = action.payload
      state.html = html
      state.promptNotice = { promptUsed, fallbackReason }
    },
    contradictionsDetected(state, action: PayloadAction<Contradiction[]>) {
      state.contradictions = action.payload
    },
    /** The editor is emptied; the contradictions found in its report go with it. */
    reportCleared(state) {
      state.html = ''
      state.contradictions = []
    },
    promptNoticeDismissed(state) {
      state.promptNotice = null
    },
    newReportStarted() {
      return initialState
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(templateSelected, (state, action) => {
        state.html = action.payload.templateHtml
        state.templateHtml = action.payload.templateHtml
      })
      .addCase(templateSelectionCleared, (state) => {
        state.templateHtml = null
      })
  },
  selectors: {
    selectReportHtml: (state) => state.html,
    selectTemplateHtml: (state) => state.templateHtml,
    selectContradictions: (state) => state.contradictions,
    selectPromptNotice: (state) => state.promptNotice,
  },
})

export const {
  reportEdited,
  reportNormalised,
  reportWritten,
  contradictionsDetected,
  reportCleared,
  promptNoticeDismissed,
  newReportStarted,
} = reportSlice.actions
export const { selectReportHtml, selectTemplateHtml, selectContradictions, selectPromptNotice } = reportSlice.selectors
