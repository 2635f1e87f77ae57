import { baseApi } from '../../api/baseApi'
import type { FillRequest, GenerateRequest, ImpressionRequest, ImpressionResponse, ReportEngine, ReportResponse, TranscriptInput } from './types'

// The pasted transcript's reports have routes of their own, so that they are counted as pasted.
function routeOf(input: TranscriptInput): string {
  return input === 'pasted' ? 'external' : 'voice'
}

// Filling a template and writing a report from scratch, for the pasted and the dictated transcript,
// and writing the impression of the editor's report anew.
export const writersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fillTemplate: build.mutation<ReportResponse, FillRequest>({
      query: ({ input = 'voice', ...body }) => ({ url: `populate-template-${routeOf(input)}`, method: 'POST', body }),
    }),
    generateReport: build.mutation<ReportResponse, GenerateRequest>({
      query: ({ input = 'voice', ...body }) => ({ url: `generate-report-${routeOf(input)}`, method: 'POST', body }),
    }),
    // The impression written anew from the findings of the editor's report.
    writeImpression: build.mutation<ImpressionResponse, ImpressionRequest>({
      query: (body) => ({ url: 'write-impression', method: 'POST', body }),
    }),
    // Whether prompts change the reports: the server's built-in engine follows none.
    getReportEngine: build.query<ReportEngine, void>({
      query: () => 'report-engine',
    }),
  }),
})

export const { useFillTemplateMutation, useGenerateReportMutation, useGetReportEngineQuery } = writersApi
