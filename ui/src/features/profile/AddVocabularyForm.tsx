import { Button, Form, Input, Select } from 'antd'
import { useToasts } from '../../components/toasts'
import { languageOptions, selectableLanguages } from '../../lib/languages'
import { useAddVocabularyEntryMutation } from './api'
import type { NewVocabularyEntry } from './types'

const required = (message: string) => ({ required: true, whitespace: true, message })

// A word the speech engine gets wrong and what it should become.
export function AddVocabularyForm({ defaultLanguage }: { defaultLanguage: string }) {
  const [form] = Form.useForm<NewVocabularyEntry>()
  const toasts = useToasts()
  const [addEntry, { isLoading }] = useAddVocabularyEntryMutation()

  const add = async (entry: NewVocabularyEntry) => {
    try {
      await addEntry({
        ...entry,
        originalWord: entry.originalWord.trim(),
        correctedWord: entry.correctedWord.trim(),
      }).unwrap()
      form.resetFields(['originalWord', 'correctedWord'])
      toasts.success('Vocabulary Added', 'The correction will be applied to new transcripts.')
    } catch (error) {
      toasts.failure(error, 'Failed to add vocabulary entry. Please try again.')
    }
  }

  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ originalWord: '', correctedWord: '', language: defaultLanguage }}
      onFinish={(entry) => void add(entry)}
    >
      <Form.Item name="originalWord" label="Original word" rules={[required('Original word is required')]}>
        <Input placeholder="As transcribed" />
      </Form.Item>
      <Form.Item name="correctedWord" label="Corrected word" rules={[required('Corrected word is required')]}>
        <Input placeholder="As it should read" />
      </Form.Item>
      <Form.Item name="language" label="Language">
        <Select options={languageOptions(selectableLanguages)} style={{ minWidth: 180 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Add
        </Button>
      </Form.Item>
    </Form>
  )
}
