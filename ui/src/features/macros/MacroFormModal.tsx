import { Form, Input, Modal, Select } from 'antd'
import { useEffect } from 'react'
import { useToasts } from '../../components/toasts'
import { languageOptions, selectableLanguages } from '../../lib/languages'
import {
  useCreateMacroMutation,
  useCreateSharedMacroMutation,
  useUpdateMacroMutation,
  useUpdateSharedMacroMutation,
} from './api'
import { findFields } from './fields'
import type { Macro, MacroInput } from './types'
import styles from './MacrosTab.module.css'

export const MAX_NAME_LENGTH = 60
export const MAX_TEXT_LENGTH = 5000

const required = (message: string) => ({ required: true, whitespace: true, message })

interface MacroFormModalProps {
  open: boolean
  /** The macro to edit; none to create one. */
  macro?: Macro
  defaultLanguage: string
  /** Saves through the admins' shared-macro routes rather than the user's own. */
  shared?: boolean
  onClose: () => void
}

// Creates or edits one of the user's macros, or a shared one for admins; the server checks
// everything again.
export function MacroFormModal({ open, macro, defaultLanguage, shared = false, onClose }: MacroFormModalProps) {
  const [form] = Form.useForm<MacroInput>()
  const toasts = useToasts()
  const [createOwn, { isLoading: creatingOwn }] = useCreateMacroMutation()
  const [updateOwn, { isLoading: updatingOwn }] = useUpdateMacroMutation()
  const [createShared, { isLoading: creatingShared }] = useCreateSharedMacroMutation()
  const [updateShared, { isLoading: updatingShared }] = useUpdateSharedMacroMutation()
  const createMacro = shared ? createShared : createOwn
  const updateMacro = shared ? updateShared : updateOwn
  const creating = creatingOwn || creatingShared
  const updating = updatingOwn || updatingShared
  const text = Form.useWatch<string | undefined>('text', form) ?? ''
  const fields = findFields(text).length

  useEffect(() => {
    if (!open) return
    form.setFieldsValue(macro ? { name: macro.name, language: macro.language, text: macro.text } : { name: '', language: defaultLanguage, text: '' })
  }, [open, macro, defaultLanguage, form])

  const save = async (values: MacroInput) => {
    const input = { ...values, name: values.name.trim(), text: values.text.trim() }
    try {
      if (macro) await updateMacro({ id: macro.id, ...input }).unwrap()
      else await createMacro(input).unwrap()
      toasts.success(
        macro ? 'Macro Saved' : 'Macro Added',
        shared ? `Every user of the language can insert "${input.name}".` : `Say or type "${input.name}" to insert it.`,
      )
      onClose()
    } catch (error) {
      toasts.failure(error, 'Failed to save the macro. Please try again.')
    }
  }

  return (
    <Modal
      open={open}
      title={shared ? (macro ? 'Edit Shared Macro' : 'New Shared Macro') : macro ? 'Edit Macro' : 'New Macro'}
      okText="Save"
      confirmLoading={creating || updating}
      onOk={() => {
        form.submit()
      }}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item
          name="name"
          label="Name"
          extra={shared ? 'What users say after "insert", or type before Ctrl+Space' : 'What you say after "insert", or type before Ctrl+Space'}
          rules={[required('Macro name is required'), { max: MAX_NAME_LENGTH, message: 'Macro name must be at most 60 characters' }]}
        >
          <Input placeholder="normal chest" maxLength={MAX_NAME_LENGTH} />
        </Form.Item>
        <Form.Item name="language" label="Language">
          <Select options={languageOptions(selectableLanguages)} />
        </Form.Item>
        <Form.Item
          name="text"
          label="Text"
          className={styles.textField}
          extra={`Put fields to fill in brackets, e.g. [size]. ${fields === 1 ? '1 field' : `${String(fields)} fields`}.`}
          rules={[required('Macro text is required'), { max: MAX_TEXT_LENGTH, message: 'Macro text must be at most 5,000 characters' }]}
        >
          <Input.TextArea rows={6} showCount maxLength={MAX_TEXT_LENGTH} placeholder="The lungs are clear. Heart size [normal]." />
        </Form.Item>
      </Form>
    </Modal>
  )
}
