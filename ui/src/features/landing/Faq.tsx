import { RightOutlined } from '@ant-design/icons'
import { BETA_MONTHLY_PRICE_USD, BETA_MONTHS, FREE_TRIAL_DAYS, MONTHLY_PRICE_USD, usd } from '../subscription'
import styles from './Landing.module.css'

const questions = [
  {
    question: 'Is any patient or report data stored?',
    answer:
      'No. Audio is processed in memory and never saved. The report you edit lives only in your browser. Transcripts of a dictation session are deleted when you start a new report, and in any case after 24 hours. Please still never dictate names, dates of birth or other patient-identifying details.',
  },
  {
    question: 'Can I use transcripts from my existing dictation system?',
    answer:
      'Yes. Paste the text into the External Transcript tab and choose Format Report Only, Fill Template or Generate Report. The same terminology correction and contradiction checks apply.',
  },
  {
    question: 'How does template filling work?',
    answer:
      'Choose a template and dictate your findings. Each statement is placed in the matching section of the template, sections you did not dictate keep their normal default text, and the impression is taken from what you dictated. The template\u2019s formatting is preserved.',
  },
  {
    question: 'Can I use my own templates and terminology?',
    answer:
      'Yes. Alongside the default templates you can keep up to 5 templates of your own for any modality (CT, MRI, MX, IR, US or other) and language. Your personal vocabulary corrects words the way you want them spelled, and custom AI prompts let you adjust how reports are written.',
  },
  {
    question: 'What does contradiction detection check?',
    answer:
      'It looks for left/right mismatches between findings and impression, a finding that is both affirmed and negated, an organ described after it was stated as removed, and measurements that disagree for the same lesion. Each one is listed for manual review; nothing is changed without you.',
  },
  {
    question: 'How do I get the report into my RIS?',
    answer:
      'Use Copy (or Ctrl+Enter) in the report editor. The report is placed on the clipboard as HTML, RTF and plain text, in the formats you select, so it pastes cleanly into your RIS or word processor.',
  },
  {
    question: 'Which languages can I dictate in?',
    answer:
      'Nine dictation languages are supported, including English, German, French, Italian, Spanish and Portuguese. You can speak punctuation such as "comma", "period" or "new paragraph" in the language you dictate in.',
  },
]

const trialQuestion = {
  question: 'How does the free trial work?',
  answer: `The trial lasts ${String(FREE_TRIAL_DAYS)} days, includes every feature and needs no credit card. Afterwards choose the monthly plan (${usd(BETA_MONTHLY_PRICE_USD)}/month for the first ${String(BETA_MONTHS)} months during the beta, then ${usd(MONTHLY_PRICE_USD)}/month) or the yearly plan. You can cancel anytime from your profile; access continues until the end of the paid period.`,
}

// A server that sells nothing answers this instead.
const selfHostedQuestion = {
  question: 'Do I need a subscription?',
  answer:
    'No. This RadScribe server is self-hosted: every verified account has full access to every feature, with no subscription, no trial and no payment details.',
}

export function Faq({ selling }: { selling: boolean }) {
  return (
    <section className={styles.section} aria-labelledby="faq-heading">
      <h2 id="faq-heading" className={styles.sectionTitle}>
        Frequently asked questions
      </h2>
      <div className={styles.faq}>
        {[...questions, selling ? trialQuestion : selfHostedQuestion].map(({ question, answer }) => (
          <details key={question} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>
              <span className={styles.faqArrow} aria-hidden>
                <RightOutlined />
              </span>
              {question}
            </summary>
            <p className={styles.faqAnswer}>{answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
