import { Form, Input, Switch } from 'antd'
import type { ReactNode } from 'react'
import { codePointLength } from '../../lib/codePointLength'
import { counter, MAX_CUSTOM_PROMPT_LENGTH } from './promptLimits'

export type PromptField =
  | 'customCorrectionPrompt'
  | 'customReportGenerationPrompt'
  | 'customTemplatePopulationPrompt'
  | 'customReportFromScratchPrompt'

type UseField =
  | 'useCustomCorrectionPrompt'
  | 'useCustomReportGenerationPrompt'
  | 'useCustomTemplatePopulationPrompt'
  | 'useCustomReportFromScratchPrompt'

interface Props {
  label: string
  description: string
  promptField: PromptField
  useField: UseField
  tooLongMessage: string
  children?: ReactNode
}

// One custom prompt: whether to use it, its text with a counter, and whatever belongs below it.
export function CustomPromptField({ label, description, promptField, useField, tooLongMessage, children }: Props) {
  return (
    <section aria-label={label}>
      <Form.Item name={useField} label={`Use custom ${label.toLowerCase()} prompt`} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name={promptField}
        label={`${label} prompt`}
        extra={description}
        rules={[
          {
            validator: (_rule, value: unknown) =>
              typeof value === 'string' && codePointLength(value) > MAX_CUSTOM_PROMPT_LENGTH
                ? Promise.reject(new Error(tooLongMessage))
                : Promise.resolve(),
          },
        ]}
      >
        <Input.TextArea rows={6} count={counter(MAX_CUSTOM_PROMPT_LENGTH)} />
      </Form.Item>
      {children}
    </section>
  )
}
