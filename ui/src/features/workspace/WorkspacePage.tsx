import { Alert, Tabs, Typography } from 'antd'
import { useAppSelector } from '../../app/store'
import { MobileTemplatePanel } from '../templates/MobileTemplatePanel'
import { selectSelectedTemplate } from '../templates/selectionSlice'
import { TemplatePicker } from '../templates/TemplatePicker'
import { TemplatePreview } from '../templates/TemplatePreview'
import { useIsWideScreen } from './useIsWideScreen'
import styles from './WorkspacePage.module.css'

// The three-column workspace of full-access users (spec 000 section 2 "Main workspace"):
// templates, input and report. The panels that fill each column are added by their own features.
export default function WorkspacePage() {
  const isWideScreen = useIsWideScreen()
  const selectedTemplate = useAppSelector(selectSelectedTemplate)

  return (
    <div className={styles.workspace}>
      <section
        className={isWideScreen ? styles.column : styles.templatePanel}
        aria-labelledby="workspace-templates"
      >
        <Typography.Title
          level={2}
          id="workspace-templates"
          className={isWideScreen ? styles.heading : styles.visuallyHidden}
        >
          Templates
        </Typography.Title>
        {isWideScreen ? <TemplatePicker /> : <MobileTemplatePanel />}
      </section>
      <section className={styles.column} aria-label="Input">
        <Alert
          type="warning"
          showIcon
          title="Never dictate patient-identifying data"
          description="Leave out names, dates of birth, record numbers and any other detail that identifies a patient."
        />
        <Tabs
          items={[
            { key: 'voice', label: 'Voice Recording' },
            { key: 'external', label: 'External Transcript' },
          ]}
        />
      </section>
      <section className={styles.column} aria-labelledby="workspace-report">
        <Typography.Title level={2} id="workspace-report" className={styles.heading}>
          Radiology Report
        </Typography.Title>
        {selectedTemplate && (
          <TemplatePreview name={selectedTemplate.name} templateHtml={selectedTemplate.templateHtml} />
        )}
      </section>
    </div>
  )
}
