import { Alert, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import type { SelectedTemplate } from '../report'
import { TemplateOption } from './TemplateOption'
import type { MasterTemplate, UserTemplate } from './types'
import styles from './TemplatePicker.module.css'

const SKELETON_ROWS = 4
const NO_MATCHES = 'No templates match your search criteria'

interface SectionProps {
  heading: string
  children: ReactNode
}

function Section({ heading, children }: SectionProps) {
  return (
    <section aria-label={heading}>
      <h3 className={styles.sectionHeading}>{heading}</h3>
      {children}
    </section>
  )
}

function EmptyNote({ children }: { children: string }) {
  return <p className={styles.empty}>{children}</p>
}

function LoadingRows() {
  return (
    <div role="status" aria-label="Loading templates">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <Skeleton key={row} active title={false} paragraph={{ rows: 1, width: '100%' }} />
      ))}
    </div>
  )
}

interface DefaultTemplatesProps {
  isLoading: boolean
  loadError: string | undefined
  all: MasterTemplate[]
  matching: MasterTemplate[]
  selected: SelectedTemplate | null
  onSelect: (template: MasterTemplate) => void
}

export function DefaultTemplates({
  isLoading,
  loadError,
  all,
  matching,
  selected,
  onSelect,
}: DefaultTemplatesProps) {
  let content: ReactNode
  if (isLoading) content = <LoadingRows />
  else if (loadError !== undefined) content = <Alert type="error" showIcon title={loadError} />
  else if (all.length === 0) content = <EmptyNote>No default templates available</EmptyNote>
  else if (matching.length === 0) content = <EmptyNote>{NO_MATCHES}</EmptyNote>
  else {
    content = (
      <ul className={styles.list}>
        {matching.map((template) => (
          <TemplateOption
            key={template.id}
            name={template.name}
            detail={template.type}
            modality={template.modality}
            language={template.language}
            selected={selected?.source === 'default' && selected.id === template.id}
            onSelect={() => {
              onSelect(template)
            }}
          />
        ))}
      </ul>
    )
  }
  return <Section heading="Default Templates">{content}</Section>
}

interface MyTemplatesProps {
  matching: UserTemplate[]
  selected: SelectedTemplate | null
  onSelect: (template: UserTemplate) => void
}

export function MyTemplates({ matching, selected, onSelect }: MyTemplatesProps) {
  return (
    <Section heading={`My Templates (${String(matching.length)})`}>
      {matching.length === 0 ? (
        <EmptyNote>{NO_MATCHES}</EmptyNote>
      ) : (
        <ul className={styles.list}>
          {matching.map((template) => (
            <TemplateOption
              key={template.id}
              name={template.name}
              detail="Custom"
              modality={template.modality}
              language={template.language}
              selected={selected?.source === 'custom' && selected.id === template.id}
              onSelect={() => {
                onSelect(template)
              }}
            />
          ))}
        </ul>
      )}
    </Section>
  )
}
