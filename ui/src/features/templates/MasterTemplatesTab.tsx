import { PlusOutlined } from '@ant-design/icons'
import { Alert, Button, Space, Table, Typography } from 'antd'
import { errorMessage } from '../../api/baseApi'
import {
  useCreateMasterTemplateMutation,
  useDeleteMasterTemplateMutation,
  useGetMasterTemplatesQuery,
  useImportMasterTemplateMrrtMutation,
  useUpdateMasterTemplateMutation,
  mrrtExportUrl,
} from './api'
import { MrrtImportButton } from './MrrtImportButton'
import { actionsColumn, sharedColumns } from './templateColumns'
import { TemplateFormDialog, type TemplateFormValues } from './TemplateFormDialog'
import type { MasterTemplate, MasterTemplateDraft } from './types'
import { useTemplateActions } from './useTemplateActions'
import styles from './TemplatesTab.module.css'

function masterDraft(values: TemplateFormValues): MasterTemplateDraft {
  const { name, type = '', modality, language, templateHtml, loincCode = '', loincDisplay = '' } = values
  return { name, type, modality, language, templateHtml, loincCode: loincCode.trim(), loincDisplay: loincDisplay.trim() }
}

// Admin → Master Templates: the default library every user picks from.
export default function MasterTemplatesTab() {
  const { data: templates = [], isLoading, isError, error } = useGetMasterTemplatesQuery()
  const [createTemplate] = useCreateMasterTemplateMutation()
  const [updateTemplate] = useUpdateMasterTemplateMutation()
  const [deleteTemplate] = useDeleteMasterTemplateMutation()
  const [importTemplate] = useImportMasterTemplateMrrtMutation()
  const actions = useTemplateActions<MasterTemplate, MasterTemplateDraft>({
    create: (draft) => createTemplate(draft).unwrap(),
    update: (id, draft) => updateTemplate({ id, ...draft }).unwrap(),
    remove: (id) => deleteTemplate(id).unwrap(),
  })
  const { name, modality, language } = sharedColumns<MasterTemplate>()

  return (
    <div className={styles.tab}>
      <div className={styles.header}>
        <Typography.Title level={3} className={styles.title}>
          Master Templates
        </Typography.Title>
        <Space wrap>
          <MrrtImportButton
            onImport={async (fileText) => {
              const { template, warnings } = await importTemplate({ fileText }).unwrap()
              return { name: template.name, warnings }
            }}
          />
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={actions.openCreate}>
            Create Template
          </Button>
        </Space>
      </div>
      {isError && <Alert type="error" showIcon title={errorMessage(error, 'Failed to load templates')} />}
      <Table<MasterTemplate>
        rowKey="id"
        loading={isLoading}
        dataSource={templates}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No default templates available' }}
        columns={[
          name,
          { title: 'Type', dataIndex: 'type', key: 'type' },
          modality,
          language,
          actionsColumn(actions.openEdit, actions.remove, (template) => mrrtExportUrl('master', template.id)),
        ]}
      />
      {actions.dialog && (
        <TemplateFormDialog
          variant="master"
          editing={actions.dialog.editing}
          saving={actions.saving}
          serverError={actions.serverError}
          onSubmit={(values) => void actions.save(masterDraft(values))}
          onCancel={actions.closeDialog}
        />
      )}
    </div>
  )
}
