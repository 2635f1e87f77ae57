import { Card, Radio, Switch, Typography } from 'antd'
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

const SWITCHES: { flag: 'impressionNumbered' | 'impressionRecommendations'; label: string }[] = [
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
      {SWITCHES.map(({ flag, label }) => (
        <div key={flag} className={styles.toggle}>
          <Switch
            id={`impression-${flag}`}
            size="small"
            checked={prefs[flag]}
            onChange={(value) => {
              change({ [flag]: value })
            }}
          />
          <label htmlFor={`impression-${flag}`}>{label}</label>
        </div>
      ))}
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
