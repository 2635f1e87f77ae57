import { Form, Input, Modal, Select } from 'antd'
import { useToasts } from '../../components/toasts'
import { adminPromptLanguages, languageOptions, universalLanguage } from '../../lib/languages'
import { useCreateAiPromptMutation, useUpdateAiPromptMutation } from './api'
import type { AiPrompt, AiPromptInput } from './types'

const blankPrompt: AiPromptInput = { name: '', description: '', promptText: '', language: universalLanguage.code }

function inputOf({ name, description, promptText, language }: AiPrompt): AiPromptInput {
  return { name, description, promptText, language }
}

interface Props {
  // The prompt to edit, or null to create one.
  prompt: AiPrompt | null
  onClose: () => void
}

// Create or edit one AI prompt; mounted afresh for each opening so the form starts clean.
export function AiPromptDialog({ prompt, onClose }: Props) {
  const [form] = Form.useForm<AiPromptInput>()
  const toasts = useToasts()
  const [createPrompt, { isLoading: isCreating }] = useCreateAiPromptMutation()
  const [updatePrompt, { isLoading: isUpdating }] = useUpdateAiPromptMutation()
  const editing = prompt !== null

  const submit = async (values: AiPromptInput) => {
    const input = { ...values, name: values.name.trim() }
    try {
      if (editing) {
        await updatePrompt({ id: prompt.id, prompt: input }).unwrap()
        toasts.success('Prompt Updated', `"${input.name}" was saved.`)
      } else {
        await createPrompt(input).unwrap()
        toasts.success('Prompt Created', `"${input.name}" was added.`)
      }
      onClose()
    } catch (error) {
      toasts.failure(
        error,
        editing ? 'Failed to update prompt. Please try again.' : 'Failed to create prompt. Please try again.',
      )
    }
  }

  return (
    <Modal
      open
      title={editing ? 'Edit Prompt' : 'Create Prompt'}
      okText={editing ? 'Save' : 'Create'}
      onOk={() => {
        form.submit()
      }}
      confirmLoading={isCreating || isUpdating}
      onCancel={onClose}
      width={720}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={editing ? inputOf(prompt) : blankPrompt}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Prompt name is required' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input />
        </Form.Item>
        <Form.Item name="language" label="Language">
          <Select options={languageOptions(adminPromptLanguages)} />
        </Form.Item>
        <Form.Item
          name="promptText"
          label="Prompt text"
          rules={[{ required: true, whitespace: true, message: 'Prompt text is required' }]}
        >
          <Input.TextArea rows={10} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
