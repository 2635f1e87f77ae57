import { Collapse, Typography } from 'antd'
import { useState } from 'react'
import { useAppSelector } from '../../app/hooks'
import { selectSelectedTemplate } from '../report'
import { TemplatePicker } from './TemplatePicker'
import styles from './MobileTemplatePanel.module.css'

const PANEL_KEY = 'templates'

// On narrow screens the picker folds away into a panel that names the chosen template and
// closes once one is picked, leaving room for the session recordings below.
export function MobileTemplatePanel() {
  const selected = useAppSelector(selectSelectedTemplate)
  const [open, setOpen] = useState(selected === null)

  return (
    <Collapse
      className={styles.panel}
      activeKey={open ? [PANEL_KEY] : []}
      onChange={(keys) => {
        setOpen(keys.includes(PANEL_KEY))
      }}
      items={[
        {
          key: PANEL_KEY,
          label: (
            <span className={styles.label}>
              <span className={styles.title}>Select Template</span>
              {selected && <Typography.Text type="secondary">{`Template: ${selected.name}`}</Typography.Text>}
            </span>
          ),
          children: (
            <TemplatePicker
              onTemplateSelected={() => {
                setOpen(false)
              }}
            />
          ),
        },
      ]}
    />
  )
}
