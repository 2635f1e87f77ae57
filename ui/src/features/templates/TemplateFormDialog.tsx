import { Form, Input, Modal, Select } from 'antd'
import { ErrorAlert } from '../../components/ErrorAlert'
import { RichTextEditor } from '../../components/RichTextEditor'
import { languageName } from '../../lib/languages'
import { MODALITY_LABELS } from './labels'
import { MODALITIES, TEMPLATE_LANGUAGES, type MasterTemplateDraft } from './types'
import styles from './TemplatesTab.module.css'

// The server's limits (domain/template), enforced while typing.
const MAX_NAME_LENGTH = 200
const MAX_TYPE_LENGTH = 100
const MAX_LOINC_DISPLAY_LENGTH = 200
// Digits, a dash and the check digit; the server also checks the check digit.
const LOINC_CODE = /^\d{1,7}-\d$/

const MODALITY_OPTIONS = MODALITIES.map((value) => ({ value, label: MODALITY_LABELS[value] }))
const LANGUAGE_OPTIONS = TEMPLATE_LANGUAGES.map((value) => ({ value, label: languageName(value) }))

// Own templates have no type; the form leaves that field out for them.
export type TemplateFormValues = Omit<MasterTemplateDraft, 'type'> & { type?: string }

const DEFAULT_VALUES: TemplateFormValues = {
  name: '',
  type: '',
  modality: 'other',
  language: 'en',
  templateHtml: '',
  loincCode: '',
  loincDisplay: '',
}

interface TemplateFormDialogProps {
  // Master templates are the admin's default library and carry a type; own templates do not.
  variant: 'master' | 'own'
  // The template being edited; without one the dialog creates a new template.
  editing?: TemplateFormValues
  saving: boolean
  serverError: string | undefined
  onSubmit: (values: TemplateFormValues) => void
  onCancel: () => void
}

export function TemplateFormDialog({
  variant,
  editing,
  saving,
  serverError,
  onSubmit,
  onCancel,
}: TemplateFormDialogProps) {
  const [form] = Form.useForm<TemplateFormValues>()
  const isMaster = variant === 'master'
  const noun = isMaster ? 'Master Template' : 'Template'

  return (
    <Modal
      open
      title={editing ? `Edit ${noun}` : `Create ${noun}`}
      okText={editing ? 'Save' : 'Create'}
      confirmLoading={saving}
      onOk={() => {
        form.submit()
      }}
      onCancel={onCancel}
      mask={{ closable: false }}
      width={760}
    >
      <ErrorAlert message={serverError} />
      <Form
        form={form}
        layout="vertical"
        initialValues={editing ?? DEFAULT_VALUES}
        onFinish={(values) => {
          onSubmit({ ...values, name: values.name.trim(), type: values.type?.trim(), loincCode: values.loincCode?.trim() })
        }}
      >
        <Form.Item
          name="name"
          label="Name"
          extra={isMaster ? undefined : 'The name must be unique among your templates.'}
          rules={[{ required: true, whitespace: true, message: 'Template name is required' }]}
        >
          <Input maxLength={MAX_NAME_LENGTH} autoComplete="off" />
        </Form.Item>
        {isMaster && (
          <Form.Item
            name="type"
            label="Type"
            rules={[{ required: true, whitespace: true, message: 'Template type is required' }]}
          >
            <Input
              maxLength={MAX_TYPE_LENGTH}
              placeholder="e.g. Neuro, Chest, Abdomen"
              autoComplete="off"
            />
          </Form.Item>
        )}
        {isMaster && (
          <div className={styles.loinc}>
            <Form.Item
              name="loincCode"
              label="LOINC code"
              extra="For the FHIR export; empty for the study of the template as shipped, else by modality and type."
              rules={[{ pattern: LOINC_CODE, message: 'LOINC code must be digits, a dash and the check digit, like 24627-2' }]}
            >
              <Input placeholder="e.g. 24627-2" maxLength={9} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="loincDisplay"
              label="LOINC display"
              dependencies={['loincCode']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value: string | undefined) =>
                    value?.trim() && !String(getFieldValue('loincCode') ?? '').trim()
                      ? Promise.reject(new Error('LOINC display needs a LOINC code'))
                      : Promise.resolve(),
                }),
              ]}
            >
              <Input placeholder="e.g. CT Chest" maxLength={MAX_LOINC_DISPLAY_LENGTH} autoComplete="off" />
            </Form.Item>
          </div>
        )}
        <Form.Item name="modality" label="Modality">
          <Select options={MODALITY_OPTIONS} />
        </Form.Item>
        <Form.Item name="language" label="Language">
          <Select options={LANGUAGE_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="templateHtml"
          label="Content"
          rules={[{ required: true, whitespace: true, message: 'Template content is required' }]}
        >
          <RichTextEditor
            aria-label="Template content"
            placeholder="Sections and labelled lines with normal findings, e.g. Liver: normal size."
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
