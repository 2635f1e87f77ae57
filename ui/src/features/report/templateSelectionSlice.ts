import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Modality, TemplateLanguage } from '../templates'

// The template chosen in the workspace. Default and own templates live in separate tables, so
// the source says which id this is (a recording stores templateId or userTemplateId).
export interface SelectedTemplate {
  source: 'default' | 'custom'
  id: string
  name: string
  templateHtml: string
  modality: Modality
  language: TemplateLanguage
}

interface TemplateSelectionState {
  selected: SelectedTemplate | null
}

const initialState: TemplateSelectionState = { selected: null }

export const templateSelectionSlice = createSlice({
  name: 'templateSelection',
  initialState,
  reducers: {
    templateSelected(state, action: PayloadAction<SelectedTemplate>) {
      state.selected = action.payload
    },
    templateSelectionCleared(state) {
      state.selected = null
    },
  },
  selectors: {
    selectSelectedTemplate: (state) => state.selected,
  },
})

export const { templateSelected, templateSelectionCleared } = templateSelectionSlice.actions
export const { selectSelectedTemplate } = templateSelectionSlice.selectors
