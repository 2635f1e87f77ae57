import { useGetSpeechStatusQuery } from './api'

/** Whether this server transcribes speech: undefined until it has said, false when it cannot say. */
export function useSpeechConfigured(): boolean | undefined {
  const { data: speech, isError } = useGetSpeechStatusQuery()
  if (isError) return false
  return speech?.configured
}
