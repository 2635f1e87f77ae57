import { Button, Card, Typography } from 'antd'
import { useState } from 'react'
import { ACTION_LABELS, DEFAULT_SHORTCUTS, isShortcutKey, type DictationAction } from './shortcuts'
import { ShortcutKeyButton } from './ShortcutKeyButton'
import { useDictationShortcuts } from './useDictationShortcuts'
import styles from './DictationShortcutsCard.module.css'

const ACTIONS: DictationAction[] = ['record', 'pause', 'stop']

function keyName(key: string): string {
  return key === ' ' ? 'Space' : key
}

/**
 * The keys for record, pause and stop, kept in this browser (Profile tab). Foot pedals and
 * microphone buttons that send a key are set the same way: press them when asked.
 */
export function DictationShortcutsCard() {
  const [shortcuts, setShortcuts] = useDictationShortcuts()
  const [problem, setProblem] = useState<string | null>(null)

  const choose = (action: DictationAction, key: string): boolean => {
    if (!isShortcutKey(key)) {
      setProblem(`${keyName(key)} types or moves the cursor: choose a function key (F1 to F24), Pause, Scroll Lock, Insert or a media key.`)
      return false
    }
    const taken = ACTIONS.find((other) => other !== action && shortcuts[other] === key)
    if (taken !== undefined) {
      setProblem(`${key} is already the key for ${ACTION_LABELS[taken]}.`)
      return false
    }
    setProblem(null)
    setShortcuts({ ...shortcuts, [action]: key })
    return true
  }

  return (
    <Card title="Dictation shortcuts" size="small" className={styles.card}>
      <Typography.Paragraph type="secondary">
        Click a key, then press the key to use instead. The keys work anywhere in the workspace, also while you type in a
        text field.
      </Typography.Paragraph>
      <div className={styles.fields}>
        {ACTIONS.map((action) => (
          <div key={action} className={styles.field}>
            <span id={`shortcut-${action}`}>{ACTION_LABELS[action]}</span>
            <ShortcutKeyButton
              labelId={`shortcut-${action}`}
              value={shortcuts[action]}
              onKey={(key) => choose(action, key)}
            />
          </div>
        ))}
      </div>
      {problem !== null && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
      <Button
        className={styles.reset}
        onClick={() => {
          setProblem(null)
          setShortcuts(DEFAULT_SHORTCUTS)
        }}
      >
        Restore defaults
      </Button>
    </Card>
  )
}
