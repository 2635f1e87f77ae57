import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import styles from './TemplatePreview.module.css'

interface TemplatePreviewProps {
  name: string
  templateHtml: string
}

// The chosen template, read-only, until the report editor takes its place. Template HTML is
// sanitised by the server too; sanitising here as well keeps the page safe whatever it is sent.
export function TemplatePreview({ name, templateHtml }: TemplatePreviewProps) {
  const safeHtml = useMemo(() => DOMPurify.sanitize(templateHtml), [templateHtml])
  return (
    <article
      className={styles.preview}
      aria-label={`Template preview: ${name}`}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  )
}
