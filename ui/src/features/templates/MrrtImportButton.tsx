import { ImportOutlined } from '@ant-design/icons'
import { Alert, Button, Modal, Typography, Upload } from 'antd'
import { useState } from 'react'
import { errorMessage } from '../../api/baseApi'

// The server's limit (application/templates/mrrt), checked before a file is sent.
export const MAX_MRRT_BYTES = 512 * 1024

interface MrrtImportButtonProps {
  // Sends the file's text; resolves with the imported template's name and what was not imported.
  onImport: (fileText: string) => Promise<{ name: string; warnings: string[] }>
  disabled?: boolean
}

type Outcome = { name: string; warnings: string[] } | { error: string }

// Import MRRT: picks an IHE MRRT HTML5 file (as RadReport.org publishes them), imports it and
// shows what was not carried over.
export function MrrtImportButton({ onImport, disabled }: MrrtImportButtonProps) {
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const importFile = async (file: File) => {
    if (file.size > MAX_MRRT_BYTES) {
      setOutcome({ error: 'The MRRT file must be at most 512 KB.' })
      return
    }
    setBusy(true)
    try {
      setOutcome(await onImport(await file.text()))
    } catch (error) {
      setOutcome({ error: errorMessage(error, 'Failed to import the MRRT file') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Upload
        accept=".html,.htm,text/html"
        showUploadList={false}
        disabled={disabled || busy}
        beforeUpload={(file) => {
          void importFile(file)
          return false
        }}
      >
        <Button icon={<ImportOutlined aria-hidden />} loading={busy} disabled={disabled}>
          Import MRRT
        </Button>
      </Upload>
      {outcome && (
        <Modal
          open
          title={'error' in outcome ? 'Import failed' : 'Template imported'}
          onCancel={() => {
            setOutcome(null)
          }}
          footer={
            <Button
              type="primary"
              onClick={() => {
                setOutcome(null)
              }}
            >
              OK
            </Button>
          }
        >
          {'error' in outcome ? (
            <Alert type="error" showIcon title={outcome.error} />
          ) : (
            <>
              <Typography.Paragraph>
                <Typography.Text strong>{outcome.name}</Typography.Text> was added.
              </Typography.Paragraph>
              {outcome.warnings.length > 0 ? (
                <Alert
                  type="warning"
                  showIcon
                  title="Not imported"
                  description={
                    <ul aria-label="Import warnings">
                      {outcome.warnings.map((warning) => (
                        <li key={warning}>{warning}</li>
                      ))}
                    </ul>
                  }
                />
              ) : (
                <Typography.Text type="secondary">Everything in the file was imported.</Typography.Text>
              )}
            </>
          )}
        </Modal>
      )}
    </>
  )
}
