import { Card, Radio, Typography } from 'antd'
import { ToggleGroup, type Toggle } from '../../components/ToggleGroup'
import { useToasts } from '../../components/toasts'
import type { ImpressionBackground, User } from '../auth'
import { useUpdateImpressionPreferencesMutation } from './api'
import type { ImpressionPreferences } from './types'
import styles from './ImpressionPreferencesCard.module.css'

const BACKGROUND: { value: ImpressionBackground; label: string }[] = [
  { value: 'by-study', label: 'As the study suggests: one line on CT, MR and ultrasound, left out on radiographs' },
  { value: 'summed', label: 'Always one line at the end' },
  { value: 'left-out', label: 'Always left out' },
]

const SWITCHES: readonly Toggle<'impressionNumbered' | 'impressionRecommendations'>[] = [
  { flag: 'impressionNumbered', label: 'Number the lines (1., 2.) when there is more than one' },
  { flag: 'impressionRecommendations', label: 'Put an inserted follow-up in the impression (off: under Recommendation, after it)' },
]

/** The user's impression preferences; a user read before they existed has the defaults. */
function preferencesOf(user: User): ImpressionPreferences {
  return {
    impressionNumbered: user.impressionNumbered ?? true,
    impressionBackground: user.impressionBackground ?? 'by-study',
    impressionRecommendations: user.impressionRecommendations ?? true,
  }
}

// How the impressions written for the user look, whichever engine writes them: numbers, the
// chronic and incidental findings, and where an inserted follow-up goes.
export function ImpressionPreferencesCard({ user }: { user: User }) {
  const prefs = preferencesOf(user)
  const [update] = useUpdateImpressionPreferencesMutation()
  const toasts = useToasts()

  const change = (patch: Partial<ImpressionPreferences>) => {
    update(patch)
      .unwrap()
      .then(
        () => {
          toasts.success('Preferences Updated', 'Your impression preferences are saved.')
        },
        (error: unknown) => {
          toasts.failure(error, 'Failed to save your preferences. Please try again.')
        },
      )
  }

  return (
    <Card title="Written impressions" size="small" className={styles.card}>
      <Typography.Paragraph type="secondary">
        How the impression is written when you dictate findings only, and by Write impression.
      </Typography.Paragraph>
      <ToggleGroup
        legend="Lines and follow-up"
        idPrefix="impression"
        toggles={SWITCHES}
        flags={prefs}
        onChange={(flag, value) => {
          change({ [flag]: value })
        }}
      />
      <fieldset className={styles.background}>
        <legend>Chronic, post-surgical, device and incidental findings</legend>
        <Radio.Group
          value={prefs.impressionBackground}
          onChange={(event) => {
            change({ impressionBackground: event.target.value as ImpressionBackground })
          }}
          options={BACKGROUND}
          className={styles.options}
        />
      </fieldset>
    </Card>
  )
}
