import { RightOutlined } from '@ant-design/icons'
import { Typography } from 'antd'
import { useId, useState } from 'react'
import { useAppSelector } from '../../app/hooks'
import { selectSelectedTemplate } from '../report'
import { TemplatePicker } from './TemplatePicker'
import styles from './MobileTemplatePanel.module.css'

// On narrow screens the picker folds away into a panel that names the chosen template and
// closes once one is picked, leaving room for the session recordings below. A plain disclosure
// button: a phone's first page load carries no collapse component for it.
export function MobileTemplatePanel() {
  const selected = useAppSelector(selectSelectedTemplate)
  const [open, setOpen] = useState(selected === null)
  const contentId = useId()

  return (
    <div className={styles.panel}>
      <button
        type="button"
        className={styles.header}
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => {
          setOpen(!open)
        }}
      >
        <RightOutlined aria-hidden className={open ? styles.arrowOpen : styles.arrow} />
        <span className={styles.label}>
          <span className={styles.title}>Select Template</span>
          {selected && <Typography.Text type="secondary">{`Template: ${selected.name}`}</Typography.Text>}
        </span>
      </button>
      <div id={contentId} className={styles.content} hidden={!open}>
        <TemplatePicker
          onTemplateSelected={() => {
            setOpen(false)
          }}
        />
      </div>
    </div>
  )
}
