import { DeleteOutlined } from '@ant-design/icons'
import { Button, Popconfirm } from 'antd'

interface DeleteTemplateButtonProps {
  name: string
  onConfirm: () => Promise<void>
}

// Deleting needs a confirmation (spec 001 section 5); the outcome is reported by a notice.
export function DeleteTemplateButton({ name, onConfirm }: DeleteTemplateButtonProps) {
  return (
    <Popconfirm
      title={`Delete "${name}"?`}
      description="This cannot be undone."
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={() => {
        void onConfirm()
      }}
    >
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${name}`} />
    </Popconfirm>
  )
}
