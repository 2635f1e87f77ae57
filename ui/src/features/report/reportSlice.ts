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

/** A guideline's follow-up suggestion for a finding of the report (Fleischner 2017, BI-RADS...). */
/** One alternative of a recommendation whose text holds several (low and high risk). */
export interface RecommendationBranch {
  /** low-risk, high-risk, ground-glass or part-solid. */
  key: string
  /** Its name in the report's language ("High risk"). */
  label: string
  /** What to insert: the label and its recommendation. */
  text: string
}

export interface Recommendation {
  id: string
  guideline: string
  finding: string
  text: string
  citation: string
  /** The alternatives text holds, to insert only the one that applies; empty when it holds one. */
  branches: RecommendationBranch[]
  /** Its text was put in the impression. */
  inserted: boolean
}

/** An urgent finding, with a sentence (blanks to fill) recording that it was communicated. */
export interface CriticalFinding {
  id: string
  text: string
  suggestedSentence: string
  /** Its sentence was put in the impression. */
  inserted: boolean
}

/** What clinical guidance found in a report. */
export interface ReportGuidance {
  recommendations: Recommendation[]
  criticalFindings: CriticalFinding[]
}

/** Patient data found in a transcript: a name, a date of birth, a record number... */
export interface PhiWarning {
  kind: string
  text: string
}

/** Where the transcript of a report came from: pasted in, or dictated in the voice panel. */
export type TranscriptSource = 'external' | 'voice'

/** Which transcript the report in the editor was written from; the feedback on it says so. */
export interface ReportOrigin {
  source: TranscriptSource
  /** The dictation session and its latest recording, for a report written from the voice panel. */
  sessionId: string | null
  recordingId: string | null
}

/** The patient data found in the transcript of the last report, and which transcript it was. */
export interface PatientDataFound {
  source: TranscriptSource
  warnings: PhiWarning[]
}

interface ReportState {
  /** What the editor holds, as HTML ('' when blank). */
  html: string
  /**
   * What the last action put in the editor (a template, a written report, a blank): the report is
   * edited when html differs from it, and then is never replaced without asking.
   */
  writtenHtml: string
  /** The editor's HTML right after the selected template was loaded, or null (see showFormatOnly). */
  templateHtml: string | null
  contradictions: Contradiction[]
  promptNotice: PromptNotice | null
  recommendations: Recommendation[]
  criticalFindings: CriticalFinding[]
  /** Null when the last transcript had none. */
  patientData: PatientDataFound | null
  /** Null until a writer has written a report. */
  origin: ReportOrigin | null
  /** How many reports writers have put in the editor: the page follows each new one. */
  writtenCount: number
  /** Requests to select the next or previous field of the report (a voice command); each is one more. */
  fieldStep: FieldStep
}

export interface FieldStep {
  count: number
  backwards: boolean
}

const initialState: ReportState = {
  html: '',
  writtenHtml: '',
  templateHtml: null,
  contradictions: [],
  promptNotice: null,
  recommendations: [],
  criticalFindings: [],
  patientData: null,
  origin: null,
  writtenCount: 0,
  fieldStep: { count: 0, backwards: false },
}

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
      if (state.writtenHtml === state.html) state.writtenHtml = action.payload
      state.html = action.payload
    },
    /** A report written by the server replaces the editor's content. */
    reportWritten(state, action: PayloadAction<{ html: string; origin: ReportOrigin } & PromptNotice>) {
      const { html, origin, promptUsed, fallbackReason } = action.payload
      state.html = html
      state.writtenHtml = html
      state.origin = origin
      state.promptNotice = { promptUsed, fallbackReason }
      state.writtenCount += 1
    },
    contradictionsDetected(state, action: PayloadAction<Contradiction[]>) {
      state.contradictions = action.payload
    },
    /** What the writer found in the report it wrote; replaces what the previous one found. */
    guidanceFound(state, action: PayloadAction<ReportGuidance>) {
      state.recommendations = action.payload.recommendations
      state.criticalFindings = action.payload.criticalFindings
    },
    patientDataFound(state, action: PayloadAction<PatientDataFound | null>) {
      state.patientData = action.payload
    },
    recommendationInserted(state, action: PayloadAction<string>) {
      const found = state.recommendations.find(({ id }) => id === action.payload)
      if (found) found.inserted = true
    },
    criticalFindingInserted(state, action: PayloadAction<string>) {
      const found = state.criticalFindings.find(({ id }) => id === action.payload)
      if (found) found.inserted = true
    },
    /** The editor is emptied; what was found in its report goes with it. */
    reportCleared(state) {
      state.html = ''
      state.writtenHtml = ''
      state.origin = null
      state.contradictions = []
      state.recommendations = []
      state.criticalFindings = []
    },
    promptNoticeDismissed(state) {
      state.promptNotice = null
    },
    newReportStarted(state) {
      return { ...initialState, writtenCount: state.writtenCount, fieldStep: state.fieldStep }
    },
    /** The dictation asks for the next (or previous) [...] or pick field of the report. */
    fieldStepRequested(state, action: PayloadAction<{ backwards: boolean }>) {
      state.fieldStep = { count: state.fieldStep.count + 1, backwards: action.payload.backwards }
    },
    /** The report kept in the browser before a reload is back in the editor, edited as it was. */
    reportRestored(state, action: PayloadAction<{ html: string; writtenHtml: string }>) {
      state.html = action.payload.html
      state.writtenHtml = action.payload.writtenHtml
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(templateSelected, (state, action) => {
        state.html = action.payload.templateHtml
        state.writtenHtml = action.payload.templateHtml
        state.templateHtml = action.payload.templateHtml
      })
      .addCase(templateSelectionCleared, (state) => {
        state.templateHtml = null
      })
  },
  selectors: {
    selectReportHtml: (state) => state.html,
    selectWrittenHtml: (state) => state.writtenHtml,
    /** The person changed what the last action put in the editor, and something is left of it. */
    selectReportEdited: (state) => state.html !== state.writtenHtml && state.html !== '',
    selectTemplateHtml: (state) => state.templateHtml,
    selectContradictions: (state) => state.contradictions,
    selectPromptNotice: (state) => state.promptNotice,
    selectRecommendations: (state) => state.recommendations,
    selectCriticalFindings: (state) => state.criticalFindings,
    selectPatientData: (state) => state.patientData,
    selectReportOrigin: (state) => state.origin,
    selectWrittenCount: (state) => state.writtenCount,
    selectFieldStep: (state) => state.fieldStep,
  },
})

export const {
  reportEdited,
  reportNormalised,
  reportWritten,
  contradictionsDetected,
  guidanceFound,
  patientDataFound,
  recommendationInserted,
  criticalFindingInserted,
  reportCleared,
  promptNoticeDismissed,
  newReportStarted,
  reportRestored,
  fieldStepRequested,
} = reportSlice.actions
export const {
  selectReportHtml,
  selectWrittenHtml,
  selectReportEdited,
  selectTemplateHtml,
  selectContradictions,
  selectPromptNotice,
  selectRecommendations,
  selectCriticalFindings,
  selectPatientData,
  selectReportOrigin,
  selectWrittenCount,
  selectFieldStep,
} = reportSlice.selectors
