import { baseApi } from '../../api/baseApi'
import type { FillRequest, GenerateRequest, ReportResponse } from './types'

// Filling a template and writing a report from scratch, for the pasted and the dictated transcript.
export const writersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fillTemplate: build.mutation<ReportResponse, FillRequest>({
      query: (body) => ({ url: 'populate-template-voice', method: 'POST', body }),
    }),
    generateReport: build.mutation<ReportResponse, GenerateRequest>({
      query: (body) => ({ url: 'generate-report-voice', method: 'POST', body }),
    }),
  }),
})

export const { useFillTemplateMutation, useGenerateReportMutation } = writersApi
