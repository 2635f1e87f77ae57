import { PlusOutlined } from '@ant-design/icons'
import { Alert, Button, Empty, Space, Table, Typography } from 'antd'
import { errorMessage } from '../../api/baseApi'
import {
  useCreateUserTemplateMutation,
  useDeleteUserTemplateMutation,
  useGetUserTemplatesQuery,
  useImportUserTemplateMrrtMutation,
  useUpdateUserTemplateMutation,
  mrrtExportUrl,
} from './api'
import { MrrtImportButton } from './MrrtImportButton'
import { actionsColumn, sharedColumns } from './templateColumns'
import { TemplateFormDialog, type TemplateFormValues } from './TemplateFormDialog'
import type { UserTemplate, UserTemplateDraft } from './types'
import { useTemplateActions } from './useTemplateActions'
import styles from './TemplatesTab.module.css'

// Spec 001 section 9: custom templates up to 5 per user.
export const MAX_OWN_TEMPLATES = 5

const createdDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

function ownDraft({ name, modality, language, templateHtml }: TemplateFormValues): UserTemplateDraft {
  return { name, modality, language, templateHtml }
}

// Profile → Templates: the user's own templates.
export default function MyTemplatesTab() {
  const { data: templates = [], isLoading, isError, error } = useGetUserTemplatesQuery()
  const [createTemplate] = useCreateUserTemplateMutation()
  const [updateTemplate] = useUpdateUserTemplateMutation()
  const [deleteTemplate] = useDeleteUserTemplateMutation()
  const [importTemplate] = useImportUserTemplateMrrtMutation()
  const actions = useTemplateActions<UserTemplate, UserTemplateDraft>({
    create: (draft) => createTemplate(draft).unwrap(),
    update: (id, draft) => updateTemplate({ id, ...draft }).unwrap(),
    remove: (id) => deleteTemplate(id).unwrap(),
  })
  const atLimit = templates.length >= MAX_OWN_TEMPLATES
  const { name, modality, language } = sharedColumns<UserTemplate>()

  return (
    <div className={styles.tab}>
      <div className={styles.header}>
        <div>
          <Typography.Title level={3} className={styles.title}>
            My Templates
          </Typography.Title>
          {atLimit && <Typography.Text type="secondary">You can have up to 5 templates.</Typography.Text>}
        </div>
        <Space wrap>
          <MrrtImportButton
            disabled={atLimit}
            onImport={async (fileText) => {
              const { template, warnings } = await importTemplate({ fileText }).unwrap()
              return { name: template.name, warnings }
            }}
          />
          <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={atLimit} onClick={actions.openCreate}>
            Create Template
          </Button>
        </Space>
      </div>
      {isError && <Alert type="error" showIcon title={errorMessage(error, 'Failed to load your templates')} />}
      {/* With none, no empty table: on a phone its headers alone would scroll sideways, a region
          a keyboard cannot reach with nothing in it to focus. */}
      {!isLoading && !isError && templates.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No templates yet. Create one to use it in the workspace." />
      ) : (
        <Table<UserTemplate>
          rowKey="id"
          loading={isLoading}
          dataSource={templates}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            name,
            modality,
            language,
            {
              title: 'Created',
              dataIndex: 'createdAt',
              key: 'createdAt',
              render: (value: string) => createdDate.format(new Date(value)),
            },
            actionsColumn(actions.openEdit, actions.remove, (template) => mrrtExportUrl('own', template.id)),
          ]}
        />
      )}
      {actions.dialog && (
        <TemplateFormDialog
          variant="own"
          editing={actions.dialog.editing}
          saving={actions.saving}
          serverError={actions.serverError}
          onSubmit={(values) => void actions.save(ownDraft(values))}
          onCancel={actions.closeDialog}
        />
      )}
    </div>
  )
}
