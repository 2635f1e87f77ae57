import { FileSearchOutlined } from '@ant-design/icons'
import { Button, Typography } from 'antd'
import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import {
  recommendationInserted,
  selectRecommendations,
  selectReportOrigin,
  selectTranscript,
  type Recommendation,
} from '../report'
import { dictatedBranch } from './branchChoice'
import { InsertButton } from './InsertButton'
import styles from './Guidance.module.css'

interface SuggestedFollowUpProps {
  /** Puts the text in the report (its impression, or a recommendation after it); false when it could not. */
  onInsert: (text: string) => boolean
}

// The guidelines' follow-up for findings of the report (Fleischner, Lung-RADS, TI-RADS, Bosniak,
// BI-RADS). Suggestions only: a suggestion reaches the report when the radiologist inserts it.
// A suggestion with alternatives (low and high risk) inserts only the one that applies: the
// one the transcript names, else the one the radiologist picks.
export function SuggestedFollowUp({ onInsert }: SuggestedFollowUpProps) {
  const dispatch = useAppDispatch()
  const recommendations = useAppSelector(selectRecommendations)
  const origin = useAppSelector(selectReportOrigin)
  const pasted = useAppSelector(selectTranscript)
  // The suggestion whose alternatives are on offer, by id.
  const [choosing, setChoosing] = useState<string | null>(null)
  if (recommendations.length === 0) return null

  const insert = (id: string, text: string) => {
    if (onInsert(text)) dispatch(recommendationInserted(id))
    setChoosing(null)
  }
  const insertApplying = ({ id, text, branches }: Recommendation) => {
    if (branches.length === 0) {
      insert(id, text)
      return
    }
    const dictated = dictatedBranch(branches, origin?.source === 'voice' ? '' : pasted)
    if (dictated) insert(id, dictated.text)
    else setChoosing(id)
  }

  return (
    <section className={styles.followUp} aria-labelledby="suggested-follow-up">
      <Typography.Title level={3} id="suggested-follow-up" className={styles.subheading}>
        <FileSearchOutlined aria-hidden /> Suggested follow-up
      </Typography.Title>
      <ul className={styles.items}>
        {recommendations.map((recommendation) => {
          const { id, guideline, finding, text, citation, inserted, branches } = recommendation
          return (
            <li key={id} className={styles.item}>
              <div className={styles.itemText}>
                <Typography.Text strong>{guideline}</Typography.Text>
                <Typography.Text type="secondary">{finding}</Typography.Text>
                {branches.length === 0 ? (
                  <Typography.Text id={`follow-up-${id}`}>{text}</Typography.Text>
                ) : (
                  <ul id={`follow-up-${id}`} className={styles.branches}>
                    {branches.map((branch) => (
                      <li key={branch.key}>{branch.text}</li>
                    ))}
                  </ul>
                )}
                <Typography.Text type="secondary" className={styles.citation}>
                  {citation}
                </Typography.Text>
              </div>
              <InsertButton
                inserted={inserted}
                describedBy={`follow-up-${id}`}
                onInsert={() => {
                  insertApplying(recommendation)
                }}
              />
              {choosing === id && !inserted && (
                <div role="group" aria-labelledby={`which-${id}`} className={styles.choice}>
                  {/* The question in the report's language: its alternatives' own names. */}
                  <Typography.Text id={`which-${id}`} strong>
                    {branches.map(({ label }) => label).join(' / ')}?
                  </Typography.Text>
                  <div className={styles.choiceButtons}>
                    {branches.map((branch) => (
                      <Button
                        key={branch.key}
                        size="small"
                        type="primary"
                        ghost
                        onClick={() => {
                          insert(id, branch.text)
                        }}
                      >
                        {branch.label}
                      </Button>
                    ))}
                    <Button
                      size="small"
                      type="text"
                      aria-label="Cancel"
                      onClick={() => {
                        setChoosing(null)
                      }}
                    >
                      ×
                    </Button>
                  </div>
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
