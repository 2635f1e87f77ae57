import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons'
import { Alert, Button, Input, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd'
import { useMemo, useRef, useState, type ChangeEvent } from 'react'
import { errorMessage } from '../../api/baseApi'
import { useToasts } from '../../components/toasts'
import { languageName } from '../../lib/languages'
import {
  useDeleteMacroMutation,
  useDeleteSharedMacroMutation,
  useGetMacrosQuery,
  useGetSharedMacrosQuery,
  useImportMacrosMutation,
  useImportSharedMacrosMutation,
} from './api'
import { MacroFormModal } from './MacroFormModal'
import type { Macro } from './types'
import styles from './MacrosTab.module.css'

// The same file goes in and out of a user's own macros and the shared ones.
const EXPORT_URL = '/api/macros/export'
const SHARED_EXPORT_URL = '/api/admin/macros/export'

function DeleteMacroButton({ macro, shared }: { macro: Macro; shared: boolean }) {
  const toasts = useToasts()
  const [deleteOwn, { isLoading: deletingOwn }] = useDeleteMacroMutation()
  const [deleteShared, { isLoading: deletingShared }] = useDeleteSharedMacroMutation()
  const isLoading = deletingOwn || deletingShared
  const remove = async () => {
    try {
      await (shared ? deleteShared(macro.id) : deleteOwn(macro.id)).unwrap()
      toasts.success('Macro Deleted', `"${macro.name}" is no longer inserted.`)
    } catch (error) {
      toasts.failure(error, 'Failed to delete the macro. Please try again.')
    }
  }
  return (
    <Popconfirm title={shared ? 'Delete this shared macro for every user?' : 'Delete this macro?'} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => void remove()}>
      <Button type="text" danger icon={<DeleteOutlined />} loading={isLoading} aria-label={`Delete ${macro.name}`} />
    </Popconfirm>
  )
}

function matches(macro: Macro, search: string): boolean {
  const needle = search.trim().toLowerCase()
  return needle === '' || macro.name.toLowerCase().includes(needle) || macro.text.toLowerCase().includes(needle)
}

// Reads a chosen file as text; the server checks what it holds.
function readFile(file: File): Promise<string> {
  return file.text()
}

interface MacrosTabProps {
  /** The language a new macro starts in. */
  preferredLanguage: string
  /** The admins' shared macros rather than the user's own. */
  shared?: boolean
}

// The Macros tab: the user's own macros and the shared ones, to search, add, edit, delete,
// export and import; or, for admins, the shared macros to search, add, edit, delete, export and
// import.
export function MacrosTab({ preferredLanguage, shared = false }: MacrosTabProps) {
  const own = useGetMacrosQuery(undefined, { skip: shared })
  const sharedList = useGetSharedMacrosQuery(undefined, { skip: !shared })
  const { data: macros = [], error, isLoading } = shared ? sharedList : own
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<{ open: boolean; macro?: Macro }>({ open: false })
  const [importOwn, { isLoading: importingOwn }] = useImportMacrosMutation()
  const [importShared, { isLoading: importingShared }] = useImportSharedMacrosMutation()
  const importMacros = shared ? importShared : importOwn
  const importing = importingOwn || importingShared
  const fileInput = useRef<HTMLInputElement>(null)
  const toasts = useToasts()
  const shown = useMemo(() => macros.filter((macro) => matches(macro, search)), [macros, search])

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    let parsed: unknown
    try {
      parsed = JSON.parse(await readFile(file))
    } catch {
      toasts.error('Import Failed', 'The file is not a JSON file of macros.')
      return
    }
    try {
      const result = await importMacros(parsed).unwrap()
      toasts.success('Macros Imported', `${String(result.added)} added, ${String(result.replaced)} replaced.`)
    } catch (cause) {
      toasts.failure(cause, 'Failed to import the macros. Please try again.')
    }
  }

  const columns: TableColumnsType<Macro> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, macro) => (
        <div className={styles.name}>
          <Typography.Text strong>{macro.name}</Typography.Text>
          <span>
            <Tag>{languageName(macro.language)}</Tag>
            {macro.shared && !shared && <Tag color="blue">Shared</Tag>}
            {macro.fields > 0 && <Tag>{macro.fields === 1 ? '1 field' : `${String(macro.fields)} fields`}</Tag>}
          </span>
        </div>
      ),
    },
    {
      title: 'Text',
      dataIndex: 'text',
      key: 'text',
      responsive: ['md'],
      render: (text: string) => <Typography.Paragraph className={styles.text} ellipsis={{ rows: 2 }}>{text}</Typography.Paragraph>,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 100,
      render: (_, macro) =>
        macro.shared !== shared ? null : (
          <Space size={0}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit ${macro.name}`}
              onClick={() => {
                setEditing({ open: true, macro })
              }}
            />
            <DeleteMacroButton macro={macro} shared={shared} />
          </Space>
        ),
    },
  ]

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {shared ? (
          <>Shared macros are offered to every user of the language; a user&apos;s own macro with the same name wins.</>
        ) : (
          <>
            Passages you insert by name: say &quot;insert&quot; and the name while dictating, or type the name in the
            report and press Ctrl+Space. Tab moves to the next [field].
          </>
        )}
      </Typography.Paragraph>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          placeholder={shared ? 'Search shared macros' : 'Search macros'}
          aria-label={shared ? 'Search shared macros' : 'Search macros'}
          className={styles.search}
          onChange={(event) => {
            setSearch(event.target.value)
          }}
        />
        <Space wrap>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing({ open: true })
            }}
          >
            {shared ? 'New Shared Macro' : 'New Macro'}
          </Button>
          <Button icon={<DownloadOutlined />} href={shared ? SHARED_EXPORT_URL : EXPORT_URL} download>
            Export JSON
          </Button>
          <Button icon={<UploadOutlined />} loading={importing} onClick={() => fileInput.current?.click()}>
            Import JSON
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            aria-label="Macro file to import"
            hidden
            onChange={(event) => void importFile(event)}
          />
        </Space>
      </div>
      {error !== undefined ? (
        <Alert type="error" showIcon title={errorMessage(error, 'Failed to load macros')} />
      ) : (
        <Table<Macro>
          rowKey="id"
          size="small"
          loading={isLoading}
          columns={columns}
          dataSource={shown}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{
            emptyText: search.trim() !== '' ? 'No macro matches your search' : shared ? 'No shared macros yet' : 'No macros yet',
          }}
        />
      )}
      <MacroFormModal
        open={editing.open}
        macro={editing.macro}
        defaultLanguage={preferredLanguage}
        shared={shared}
        onClose={() => {
          setEditing({ open: false })
        }}
      />
    </Space>
  )
}
