import { DislikeOutlined, LikeOutlined } from '@ant-design/icons'
import { Button, Checkbox, Input, Popover, type TooltipRef } from 'antd'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { isUnauthorized, useToasts } from '../../components/toasts'
import { useSubmitFeedbackMutation } from './api'
import { FEEDBACK_CATEGORIES, type FeedbackCategory, type FeedbackContext, type FeedbackRequest } from './types'
import styles from './FeedbackPopover.module.css'

export const FEEDBACK_AUTO_CLOSE_MS = 8000
const FEEDBACK_TEXT_MAX_LENGTH = 500

interface FeedbackPopoverProps {
  open: boolean
  onClose: () => void
  context: FeedbackContext
  /** What the popover hangs under (the Copy button). */
  children: ReactNode
}

function failureMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const body = 'data' in error && typeof error.data === 'string' ? error.data : ''
    return `Failed to submit feedback: ${String(error.status)} - ${body}`
  }
  return 'Failed to submit feedback. Please try again.'
}

// 'How was this report?' after a copy (spec 000 section 4): thumbs up is sent at once, 'Issues'
// asks for details that may be skipped; left unrated it closes itself after 8 s.
export function FeedbackPopover({ open, onClose, context, children }: FeedbackPopoverProps) {
  const [step, setStep] = useState<'rate' | 'details'>('rate')
  // In the order ticked: only the first one is sent (spec 000 section 5).
  const [categories, setCategories] = useState<FeedbackCategory[]>([])
  const [text, setText] = useState('')
  const [submit] = useSubmitFeedbackMutation()
  const toasts = useToasts()
  const popover = useRef<TooltipRef>(null)
  const content = useRef<HTMLDivElement>(null)

  // antd aligns the popover again when it grows ('Issues' adds the details), but an alignment
  // made while the popover still zooms in measures it scaled down; on a busy phone that left it
  // past the screen's edge. So it is aligned once more when its zoom has ended and whenever its
  // step changes, and then scrolled into view: the popover hangs in the page's body, so a page
  // that could not fit it below the button can always scroll to show it whole.
  useEffect(() => {
    if (!open) return
    let frame = 0
    const keepInView = () => {
      popover.current?.forceAlign()
      cancelAnimationFrame(frame)
      // antd applies an alignment on its next render: scroll once it has been drawn.
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          const shown = content.current?.closest('.ant-popover') ?? content.current
          // jsdom has no scrollIntoView.
          if (shown && 'scrollIntoView' in shown) shown.scrollIntoView({ block: 'nearest', inline: 'nearest' })
        })
      })
    }
    const realign = (event: AnimationEvent) => {
      if (event.target instanceof Node && content.current && event.target.contains(content.current)) keepInView()
    }
    document.addEventListener('animationend', realign)
    keepInView()
    return () => {
      document.removeEventListener('animationend', realign)
      cancelAnimationFrame(frame)
    }
  }, [open, step])

  const close = () => {
    setStep('rate')
    setCategories([])
    setText('')
    onClose()
  }

  const unrated = open && step === 'rate'
  useEffect(() => {
    if (!unrated) return
    const timer = setTimeout(onClose, FEEDBACK_AUTO_CLOSE_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [unrated, onClose])

  const send = (request: Omit<FeedbackRequest, keyof FeedbackContext | 'templateUsed'>) => {
    close()
    submit({ ...context, ...request, templateUsed: context.templateId !== null })
      .unwrap()
      .then(
        () => {
          toasts.success('Feedback Submitted', 'Thank you for your feedback!')
        },
        (error: unknown) => {
          if (isUnauthorized(error)) toasts.signedOut()
          else toasts.error('Error', failureMessage(error))
        },
      )
  }

  const toggleCategory = (category: FeedbackCategory, ticked: boolean) => {
    setCategories(ticked ? [...categories, category] : categories.filter((c) => c !== category))
  }

  const rating = (
    <div className={styles.row}>
      <Button
        icon={<LikeOutlined />}
        aria-label="Good report"
        onClick={() => {
          send({ feedbackType: 'positive', feedbackCategory: null, feedbackText: null })
        }}
      />
      <Button
        icon={<DislikeOutlined aria-hidden />}
        onClick={() => {
          setStep('details')
        }}
      >
        Issues
      </Button>
    </div>
  )

  const details = (
    <>
      <div className={styles.categories} role="group" aria-label="What was wrong?">
        {FEEDBACK_CATEGORIES.map(({ value, label }) => (
          <Checkbox
            key={value}
            checked={categories.includes(value)}
            onChange={(event) => {
              toggleCategory(value, event.target.checked)
            }}
          >
            {label}
          </Checkbox>
        ))}
      </div>
      <Input.TextArea
        aria-label="Details (optional)"
        placeholder="Tell us more (optional)"
        maxLength={FEEDBACK_TEXT_MAX_LENGTH}
        showCount
        rows={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
        }}
      />
      <div className={styles.row}>
        <Button onClick={close}>Skip</Button>
        <Button
          type="primary"
          onClick={() => {
            send({
              feedbackType: 'negative',
              feedbackCategory: categories[0] ?? null,
              feedbackText: text.trim() === '' ? null : text,
            })
          }}
        >
          Submit
        </Button>
      </div>
    </>
  )

  return (
    <Popover
      ref={popover}
      open={open}
      destroyOnHidden
      // Hangs from the Copy button's right edge, which sits at the right of the report column,
      // so the popover opens towards the page rather than past the screen's edge.
      placement="bottomRight"
      title="How was this report?"
      content={
        <div ref={content} className={styles.content} role="dialog" aria-label="How was this report?">
          {step === 'rate' ? rating : details}
        </div>
      }
    >
      {children}
    </Popover>
  )
}
