import { Alert, Skeleton, Typography } from 'antd'
import { errorMessage } from '../../api/baseApi'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { useGetCurrentUserQuery } from '../auth'
import { selectSelectedTemplate, templateSelected, useConfirmReplace } from '../report'
import { useGetMasterTemplatesQuery, useGetUserTemplatesQuery } from './api'
import { filtersOf, isFiltering, matchesFilters } from './filters'
import { DefaultTemplates, MyTemplates } from './PickerSections'
import { TemplateFilterBar } from './TemplateFilterBar'
import type { MasterTemplate, TemplateFilters, UserTemplate } from './types'
import { useSavedTemplateFilters } from './useSavedTemplateFilters'
import styles from './TemplatePicker.module.css'

interface TemplatePickerProps {
  // Called after a template is chosen (the mobile panel closes itself).
  onTemplateSelected?: () => void
}

interface PickerBodyProps extends TemplatePickerProps {
  initialFilters: TemplateFilters
}

function PickerBody({ initialFilters, onTemplateSelected }: PickerBodyProps) {
  const { filters, setSearchTerm, setModalityFilter, setLanguageFilter } = useSavedTemplateFilters(initialFilters)
  const masters = useGetMasterTemplatesQuery()
  const own = useGetUserTemplatesQuery()
  const selected = useAppSelector(selectSelectedTemplate)
  const dispatch = useAppDispatch()
  const confirmReplace = useConfirmReplace()

  const allMasters = masters.data ?? []
  const allOwn = own.data ?? []
  const matchingMasters = allMasters.filter((template) => matchesFilters(template, filters))
  const matchingOwn = allOwn.filter((template) => matchesFilters(template, filters))

  // An edited report is replaced only once the person says so.
  const select = (source: 'default' | 'custom', template: MasterTemplate | UserTemplate) => {
    const { id, name, templateHtml, modality, language } = template
    void confirmReplace('template').then((confirmed) => {
      if (!confirmed) return
      dispatch(templateSelected({ source, id, name, templateHtml, modality, language }))
      onTemplateSelected?.()
    })
  }

  return (
    <div className={styles.picker}>
      <TemplateFilterBar
        filters={filters}
        onSearchTermChange={setSearchTerm}
        onModalityFilterChange={setModalityFilter}
        onLanguageFilterChange={setLanguageFilter}
      />
      {isFiltering(filters) && (
        <Typography.Text type="secondary" role="status">
          {`Found ${String(matchingMasters.length + matchingOwn.length)} template(s)`}
        </Typography.Text>
      )}
      <DefaultTemplates
        isLoading={masters.isLoading}
        loadError={masters.isError ? errorMessage(masters.error, 'Failed to load default templates') : undefined}
        all={allMasters}
        matching={matchingMasters}
        selected={selected}
        onSelect={(template) => {
          select('default', template)
        }}
      />
      {own.isError && (
        <Alert type="error" showIcon title={errorMessage(own.error, 'Failed to load your templates')} />
      )}
      {allOwn.length > 0 && (
        <MyTemplates
          matching={matchingOwn}
          selected={selected}
          onSelect={(template) => {
            select('custom', template)
          }}
        />
      )}
    </div>
  )
}

// The workspace's template list with search and filters (spec 000 "Template picker"). The
// filters start from the ones saved on the user, so it waits for the user to be known.
export function TemplatePicker({ onTemplateSelected }: TemplatePickerProps) {
  const { data: user, isLoading } = useGetCurrentUserQuery()
  if (isLoading) return <Skeleton active />
  return <PickerBody initialFilters={filtersOf(user)} onTemplateSelected={onTemplateSelected} />
}
