import {
  AppstoreOutlined,
  AudioOutlined,
  CopyOutlined,
  EditOutlined,
  FileTextOutlined,
  GlobalOutlined,
  SafetyOutlined,
  SettingOutlined,
  ExclamationCircleFilled,
  WarningOutlined,
} from '@ant-design/icons'
import type { ReactNode } from 'react'
import styles from './Landing.module.css'

interface Feature {
  icon: ReactNode
  title: string
  text: string
}

const features: Feature[] = [
  {
    icon: <AudioOutlined />,
    title: 'Dictate or paste',
    text: 'Record in the browser, or paste a transcript from the dictation system you already use. Clear dictation reaches up to 99% word accuracy, and spoken punctuation such as "comma" or "new paragraph" is understood.',
  },
  {
    icon: <EditOutlined />,
    title: 'Medical terms corrected',
    text: 'Every transcript is corrected for radiology terminology, and your personal vocabulary teaches RadScribe the terms and spellings you use.',
  },
  {
    icon: <FileTextOutlined />,
    title: 'Format, fill or generate',
    text: 'Format the dictation into a clean report, fill a structured HTML template section by section, or generate a complete report from the transcript alone.',
  },
  {
    icon: <WarningOutlined />,
    title: 'Contradiction detection',
    text: 'Flags left/right mismatches, findings both affirmed and negated, organs described after their removal and measurements that disagree, for you to review before signing.',
  },
  {
    icon: <AppstoreOutlined />,
    title: 'Templates by modality and language',
    text: 'Default templates curated by the administrator for CT, MRI, MX, IR, US and other studies, plus up to 5 templates of your own.',
  },
  {
    icon: <SettingOutlined />,
    title: 'Custom AI prompts',
    text: 'Tune how correction, template filling and report generation are instructed. If a custom prompt fails, the default prompt is used and you are told why.',
  },
  {
    icon: <CopyOutlined />,
    title: 'Copy into your RIS',
    text: 'Copy the finished report as HTML, RTF and plain text in one step, or press Ctrl+Enter, and paste it into your RIS.',
  },
  {
    icon: <GlobalOutlined />,
    title: '9 dictation languages',
    text: 'Dictate in 9 languages, including English, German, French, Italian, Spanish and Portuguese, with templates in the language you report in.',
  },
  {
    icon: <SafetyOutlined />,
    title: 'Zero-footprint by design',
    text: 'No patient or report data is stored. Audio is processed in memory, your report lives in your browser, and transcripts are deleted when you start a new report or after 24 hours.',
  },
]

export function FeatureGrid() {
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <h2 id="features-heading" className={styles.sectionTitle}>
        One workspace: template, dictation, report
      </h2>
      <p className={styles.lead}>
        Pick a template, dictate, and review the report side by side in a three-panel workflow.
      </p>
      <div className={styles.featureGrid}>
        {features.map(({ icon, title, text }) => (
          <div key={title} className={styles.card}>
            <div className={styles.featureIcon} aria-hidden>
              {icon}
            </div>
            <h3 className={styles.featureTitle}>{title}</h3>
            <p className={styles.featureText}>{text}</p>
          </div>
        ))}
      </div>
      <div className={styles.notice} role="alert">
        <ExclamationCircleFilled className={styles.noticeIcon} aria-hidden />
        <div>
          <div className={styles.noticeTitle}>Never dictate patient-identifying data</div>
          <div>
            Leave out names, dates of birth, record numbers and any other detail that identifies a patient.
            Reports do not need them, and RadScribe is built to work without them.
          </div>
        </div>
      </div>
    </section>
  )
}
