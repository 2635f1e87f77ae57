import { useAppSelector } from '../../app/hooks'
import { selectableLanguages } from '../../lib/languages'
import { useGetCurrentUserQuery } from '../auth'
import { selectChosenLanguage } from './externalTranscriptSlice'

const DEFAULT_LANGUAGE = 'en'

/** The language reports are written in: the one chosen, else the user's preferred one, else en. */
export function useReportLanguage(): string {
  const chosen = useAppSelector(selectChosenLanguage)
  const { data: user } = useGetCurrentUserQuery()
  if (chosen !== null) return chosen
  const preferred = user?.preferredLanguage
  return selectableLanguages.some(({ code }) => code === preferred) && preferred ? preferred : DEFAULT_LANGUAGE
}
