import { baseApi } from '../../api/baseApi'
import type { FillRequest, GenerateRequest, ReportEngine, ReportResponse } from './types'

// Filling a template and writing a report from scratch, for the pasted and the dictated transcript.
export const writersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fillTemplate: build.mutation<ReportResponse, FillRequest>({
      query: (body) => ({ url: 'populate-template-voice', method: 'POST', body }),
    }),
    generateReport: build.mutation<ReportResponse, GenerateRequest>({
      query: (body) => ({ url: 'generate-report-voice', method: 'POST', body }),
    }),
    // Whether prompts change the reports: the server's built-in engine follows none.
    getReportEngine: build.query<ReportEngine, void>({
      query: () => 'report-engine',
    }),
  }),
})

export const { useFillTemplateMutation, useGenerateReportMutation, useGetReportEngineQuery } = writersApi
