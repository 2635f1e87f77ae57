import { Modal } from 'antd'
import type { GuideStep } from './guides'
import styles from './GuideDialog.module.css'

interface GuideDialogProps {
  title: string
  steps: readonly GuideStep[]
  open: boolean
  onClose: () => void
}

export function guidePicture(step: GuideStep): string {
  return `/tutorials/${step.shot}.png`
}

// A topic's guide: its steps in order, each a short text under its picture of the app.
export function GuideDialog({ title, steps, open, onClose }: GuideDialogProps) {
  return (
    <Modal title={title} open={open} onCancel={onClose} footer={null} width={900} centered={false} destroyOnHidden>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.shot} className={styles.step}>
            <h3 className={styles.stepTitle}>
              <span className={styles.number} aria-hidden>
                {index + 1}
              </span>
              {step.title}
            </h3>
            <p className={styles.text}>{step.text}</p>
            <img className={styles.picture} src={guidePicture(step)} alt={step.alt} loading="lazy" />
          </li>
        ))}
      </ol>
    </Modal>
  )
}
