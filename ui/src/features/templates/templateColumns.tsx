import { DownloadOutlined, EditOutlined } from '@ant-design/icons'
import { Button, Space, Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { DeleteTemplateButton } from './DeleteTemplateButton'
import { languageName } from '../../lib/languages'
import { modalityBadge } from './labels'

interface ListedTemplate {
  id: string
  name: string
  modality: string
  language: string
}

// The columns both template lists share.
export function sharedColumns<T extends ListedTemplate>() {
  const name: ColumnType<T> = { title: 'Name', dataIndex: 'name', key: 'name' }
  const modality: ColumnType<T> = {
    title: 'Modality',
    dataIndex: 'modality',
    key: 'modality',
    render: (value: string) => <Tag color="blue">{modalityBadge(value)}</Tag>,
  }
  const language: ColumnType<T> = {
    title: 'Language',
    dataIndex: 'language',
    key: 'language',
    render: (value: string) => languageName(value),
  }
  return { name, modality, language }
}

export function actionsColumn<T extends ListedTemplate>(
  onEdit: (template: T) => void,
  onDelete: (template: T) => Promise<void>,
  // Where the template downloads as an IHE MRRT file.
  exportHref?: (template: T) => string,
): ColumnType<T> {
  return {
    title: 'Actions',
    key: 'actions',
    align: 'right',
    render: (_: unknown, template: T) => (
      <Space size={0}>
        {exportHref && (
          <Button
            type="text"
            icon={<DownloadOutlined />}
            href={exportHref(template)}
            download
            title="Export MRRT"
            aria-label={`Export ${template.name} as MRRT`}
          />
        )}
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={`Edit ${template.name}`}
          onClick={() => {
            onEdit(template)
          }}
        />
        <DeleteTemplateButton
          name={template.name}
          onConfirm={() => onDelete(template)}
        />
      </Space>
    ),
  }
}
