import { Form, Input, Switch } from 'antd'
import { codePointLength } from '../../lib/codePointLength'
import { counter, MAX_CUSTOM_PROMPT_LENGTH } from './promptLimits'
import { PromptHistoryPanel } from './PromptHistoryPanel'
import type { PromptType } from './types'

export type PromptField =
  | 'customCorrectionPrompt'
  | 'customReportGenerationPrompt'
  | 'customTemplatePopulationPrompt'
  | 'customReportFromScratchPrompt'
  | 'customImpressionPrompt'

type UseField =
  | 'useCustomCorrectionPrompt'
  | 'useCustomReportGenerationPrompt'
  | 'useCustomTemplatePopulationPrompt'
  | 'useCustomReportFromScratchPrompt'
  | 'useCustomImpressionPrompt'

interface Props {
  label: string
  description: string
  promptField: PromptField
  useField: UseField
  tooLongMessage: string
  /** Keeps earlier versions of the prompt under this name, shown below it. */
  historyType?: PromptType
}

// The saved versions of the prompt in a field: the field's text can be saved, a version put back.
function FieldHistory({ promptField, historyType }: { promptField: PromptField; historyType: PromptType }) {
  const form = Form.useFormInstance()
  // Watched fields read undefined until the form has mounted.
  const text = Form.useWatch<string | undefined>(promptField, form)
  return (
    <PromptHistoryPanel
      promptType={historyType}
      currentText={text ?? ''}
      onUse={(promptText) => {
        form.setFieldValue(promptField, promptText)
      }}
    />
  )
}

// One custom prompt: whether to use it, its text with a counter, and its saved versions if kept.
export function CustomPromptField({ label, description, promptField, useField, tooLongMessage, historyType }: Props) {
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
      {historyType !== undefined && <FieldHistory promptField={promptField} historyType={historyType} />}
    </section>
  )
}
