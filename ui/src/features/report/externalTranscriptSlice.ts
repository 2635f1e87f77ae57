import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { newReportStarted } from './reportSlice'

interface ExternalTranscriptState {
  transcript: string
  /** The chosen language, or null for the user's preferred one. */
  language: string | null
}

const initialState: ExternalTranscriptState = { transcript: '', language: null }

// The pasted transcript and its language; kept in the store so New Report can empty the box.
export const externalTranscriptSlice = createSlice({
  name: 'externalTranscript',
  initialState,
  reducers: {
    transcriptTyped(state, action: PayloadAction<string>) {
      state.transcript = action.payload
    },
    languageChosen(state, action: PayloadAction<string>) {
      state.language = action.payload
    },
  },
  extraReducers: (builder) => {
    builder.addCase(newReportStarted, (state) => {
      state.transcript = ''
    })
  },
  selectors: {
    selectTranscript: (state) => state.transcript,
    selectChosenLanguage: (state) => state.language,
  },
})

export const { transcriptTyped, languageChosen } = externalTranscriptSlice.actions
export const { selectTranscript, selectChosenLanguage } = externalTranscriptSlice.selectors
