import { useState } from 'react'
import { errorMessage } from '../../api/baseApi'
import { useTemplateNotices } from './useTemplateNotices'

interface TemplateRequests<Draft> {
  create: (draft: Draft) => Promise<unknown>
  update: (id: string, draft: Draft) => Promise<unknown>
  remove: (id: string) => Promise<unknown>
}

// Which dialog is open: none, "create", or "edit" with the template being edited.
type DialogState<Template> = { editing: Template | undefined } | null

// Create, edit and delete with the spec's notices; shared by own and master templates.
export function useTemplateActions<Template extends { id: string }, Draft>(requests: TemplateRequests<Draft>) {
  const notices = useTemplateNotices()
  const [dialog, setDialog] = useState<DialogState<Template>>(null)
  const [saving, setSaving] = useState(false)
  const [serverError, setServerError] = useState<string | undefined>(undefined)

  const openDialog = (editing: Template | undefined) => {
    setServerError(undefined)
    setDialog({ editing })
  }

  const save = async (draft: Draft) => {
    if (!dialog) return
    const { editing } = dialog
    setSaving(true)
    try {
      if (editing) await requests.update(editing.id, draft)
      else await requests.create(draft)
      notices.succeeded(editing ? 'Template updated' : 'Template created')
      setDialog(null)
    } catch (error) {
      const message = errorMessage(error, editing ? 'Failed to update template' : 'Failed to create template')
      setServerError(message)
      notices.failed(message)
    } finally {
      setSaving(false)
    }
  }

  const remove = async (template: Template) => {
    try {
      await requests.remove(template.id)
      notices.succeeded('Template deleted')
    } catch (error) {
      notices.failed(errorMessage(error, 'Failed to delete template'))
    }
  }

  return {
    dialog,
    saving,
    serverError,
    openCreate: () => {
      openDialog(undefined)
    },
    openEdit: (template: Template) => {
      openDialog(template)
    },
    closeDialog: () => {
      setDialog(null)
    },
    save,
    remove,
  }
}
