import { QuestionCircleOutlined } from '@ant-design/icons'
import { Button, Collapse, Form, Typography } from 'antd'
import { useState } from 'react'
import { useToasts } from '../../components/toasts'
import type { User } from '../auth'
import { useSiteInfo } from '../site'
import { PromptsNotFollowedNotice } from '../writers'
import { useUpdateCustomPromptsMutation } from './api'
import { CustomPromptField } from './CustomPromptField'
import type { CustomPrompts } from './types'

// The form edits text, where "no custom prompt" is an empty box; the server stores null.
type PromptForm = { [Key in keyof CustomPrompts]: NonNullable<CustomPrompts[Key]> }

const LEGACY_SECTION = 'legacy'

function formValuesOf(user: User): PromptForm {
  return {
    customCorrectionPrompt: user.customCorrectionPrompt ?? '',
    customReportGenerationPrompt: user.customReportGenerationPrompt ?? '',
    customTemplatePopulationPrompt: user.customTemplatePopulationPrompt ?? '',
    customReportFromScratchPrompt: user.customReportFromScratchPrompt ?? '',
    customImpressionPrompt: user.customImpressionPrompt ?? '',
    useCustomCorrectionPrompt: user.useCustomCorrectionPrompt ?? false,
    useCustomReportGenerationPrompt: user.useCustomReportGenerationPrompt ?? false,
    useCustomTemplatePopulationPrompt: user.useCustomTemplatePopulationPrompt ?? false,
    useCustomReportFromScratchPrompt: user.useCustomReportFromScratchPrompt ?? false,
    useCustomImpressionPrompt: user.useCustomImpressionPrompt ?? false,
  }
}

const blankAsNull = (text: string) => (text.trim() === '' ? null : text)

function promptsOf(values: PromptForm): CustomPrompts {
  return {
    ...values,
    customCorrectionPrompt: blankAsNull(values.customCorrectionPrompt),
    customReportGenerationPrompt: blankAsNull(values.customReportGenerationPrompt),
    customTemplatePopulationPrompt: blankAsNull(values.customTemplatePopulationPrompt),
    customReportFromScratchPrompt: blankAsNull(values.customReportFromScratchPrompt),
    customImpressionPrompt: blankAsNull(values.customImpressionPrompt),
  }
}

// The user's own instructions for the AI, replacing the built-in ones where switched on.
export function AiPromptsTab({ user }: { user: User }) {
  const [form] = Form.useForm<PromptForm>()
  const toasts = useToasts()
  const communityUrl = useSiteInfo()?.communityUrl ?? ''
  const [updatePrompts, { isLoading }] = useUpdateCustomPromptsMutation()
  const [openSections, setOpenSections] = useState<string[]>([])

  const save = async (values: PromptForm) => {
    try {
      await updatePrompts(promptsOf(values)).unwrap()
      toasts.success('Prompts Updated', 'Your custom prompts have been saved.')
    } catch (error) {
      toasts.failure(error, 'Failed to update custom prompts. Please try again.')
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={formValuesOf(user)}
      onFinish={(values) => void save(values)}
      // The legacy section is collapsed; open it when the problem is in there.
      onFinishFailed={({ errorFields }) => {
        if (errorFields.some(({ name }) => name[0] === 'customReportGenerationPrompt')) {
          setOpenSections([LEGACY_SECTION])
        }
      }}
    >
      <PromptsNotFollowedNotice />
      <Typography.Paragraph type="secondary">
        Replace the built-in instructions with your own. Switched-off prompts are kept but not used.{' '}
        {communityUrl !== '' && (
          <a href={communityUrl} target="_blank" rel="noopener noreferrer">
            <QuestionCircleOutlined aria-hidden /> Get Help
          </a>
        )}
      </Typography.Paragraph>
      <CustomPromptField
        label="Transcript correction"
        description="Used to correct the words of a transcript."
        promptField="customCorrectionPrompt"
        useField="useCustomCorrectionPrompt"
        tooLongMessage="Correction prompt cannot exceed 5000 characters"
      />
      <CustomPromptField
        label="Template population"
        description="Used to fill a template with the findings of a transcript."
        promptField="customTemplatePopulationPrompt"
        useField="useCustomTemplatePopulationPrompt"
        tooLongMessage="Template population prompt cannot exceed 5000 characters"
        historyType="template_population"
      />
      <CustomPromptField
        label="Report from scratch"
        description="Used to write a whole report from a transcript when no template is chosen."
        promptField="customReportFromScratchPrompt"
        useField="useCustomReportFromScratchPrompt"
        tooLongMessage="Report from scratch prompt cannot exceed 5000 characters"
        historyType="report_from_scratch"
      />
      <CustomPromptField
        label="Impression"
        description="Used by Write impression to write the impression from the findings as they stand."
        promptField="customImpressionPrompt"
        useField="useCustomImpressionPrompt"
        tooLongMessage="Impression prompt cannot exceed 5000 characters"
      />
      <Collapse
        activeKey={openSections}
        onChange={setOpenSections}
        style={{ marginBottom: 24 }}
        items={[
          {
            key: LEGACY_SECTION,
            label: 'Report generation (legacy)',
            // Rendered while collapsed so its field is still validated and saved.
            forceRender: true,
            children: (
              <CustomPromptField
                label="Report generation"
                description="The earlier single-step report prompt, kept for existing setups."
                promptField="customReportGenerationPrompt"
                useField="useCustomReportGenerationPrompt"
                tooLongMessage="Report generation prompt cannot exceed 5000 characters"
              />
            ),
          },
        ]}
      />
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Save Prompts
      </Button>
    </Form>
  )
}
