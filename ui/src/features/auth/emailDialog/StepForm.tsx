import { Button, Form, type FormProps } from 'antd'
import type { ReactNode } from 'react'
import styles from './EmailDialog.module.css'

// A step's form: labels above their fields, no required marks, and the fields' own messages
// rather than the browser's.
export function StepForm<Values>(props: Omit<FormProps<Values>, 'children'> & { children: ReactNode }) {
  return <Form<Values> layout="vertical" requiredMark={false} noValidate {...props} />
}

interface StepActionsProps {
  submitLabel: string
  submitting: boolean
  onBack: () => void
  /** Buttons between the submit button and the way back. */
  children?: ReactNode
}

// A step's buttons, one under another: submit, its own, then back to sign in.
export function StepActions({ submitLabel, submitting, onBack, children }: StepActionsProps) {
  return (
    <div className={styles.actions}>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitLabel}
      </Button>
      {children}
      <Button type="link" block onClick={onBack}>
        Back to sign in
      </Button>
    </div>
  )
}
