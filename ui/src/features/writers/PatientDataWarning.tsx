import { Alert } from 'antd'
import { useAppSelector } from '../../app/hooks'
import { selectPatientData, type PhiWarning, type TranscriptSource } from '../report'

// The server's kinds (domain/phi) in words; a kind it adds later shows as it is named.
const KIND_NAMES: Record<string, string> = {
  name: 'name',
  dateOfBirth: 'date of birth',
  recordNumber: 'record number',
  phone: 'phone number',
  email: 'e-mail address',
  address: 'address',
}

const ADVICE: Record<TranscriptSource, string> = {
  external: 'Remove it from the transcript, and make sure the report does not contain it.',
  voice: 'Remove it from the corrected transcripts, and make sure the report does not contain it.',
}

/** 'Possible patient data found: name "John Miller", record number "12345"'. */
function patientDataSummary(warnings: readonly PhiWarning[]): string {
  const found = warnings.map(({ kind, text }) => `${KIND_NAMES[kind] ?? kind} "${text}"`)
  return `Possible patient data found: ${found.join(', ')}`
}

/** The patient data the server found in this panel's transcript when it wrote the last report. */
export function PatientDataWarning({ source }: { source: TranscriptSource }) {
  const patientData = useAppSelector(selectPatientData)
  if (patientData?.source !== source) return null
  return <Alert type="warning" showIcon title={patientDataSummary(patientData.warnings)} description={ADVICE[source]} />
}
