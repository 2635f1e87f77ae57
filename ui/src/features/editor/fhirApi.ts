import { baseApi } from '../../api/baseApi'

export interface FhirExportRequest {
  html: string
  templateId?: string
  modality?: string
  language: string
}

export const fhirApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The server builds the DiagnosticReport (one implementation); it answers
    // application/fhir+json, read as text and indented for people who open it.
    exportFhir: build.mutation<string, FhirExportRequest>({
      query: (body) => ({ url: 'export/fhir', method: 'POST', body, responseHandler: 'content-type' }),
      transformResponse: (text: string) => JSON.stringify(JSON.parse(text), null, 2),
    }),
  }),
})

export const { useExportFhirMutation } = fhirApi
