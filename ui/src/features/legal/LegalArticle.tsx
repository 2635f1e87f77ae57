import { Typography } from 'antd'
import type { ReactNode } from 'react'
import styles from './LegalArticle.module.css'
import { useOperator } from './useOperator'

const { Title, Paragraph } = Typography

export const LAST_UPDATED = '21 November 2026'

export function LegalArticle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className={styles.article}>
      <Typography>
        <Title level={1}>{title}</Title>
        <Paragraph type="secondary">Last updated: {LAST_UPDATED}</Paragraph>
        {children}
      </Typography>
    </article>
  )
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <Title level={2}>{title}</Title>
      {children}
    </section>
  )
}

/** The closing section of every legal page: who to write to about it. */
export function LegalContact({ about }: { about: string }) {
  const operator = useOperator()
  return (
    <LegalSection title="Contact">
      <Paragraph>
        If you have questions about {about}, please contact {operator.name}
        {operator.email !== '' && (
          <>
            {' '}
            at <a href={`mailto:${operator.email}`}>{operator.email}</a>
          </>
        )}
        {operator.address !== '' && <>, {operator.address}</>}. We reply to every message, usually
        within 24 hours on working days.
      </Paragraph>
    </LegalSection>
  )
}
